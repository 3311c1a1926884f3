//! The rules engines: pure Rust, no bevy. Each ruleset follows the shape in [`engine`].

#[cfg(test)]
pub(crate) mod chaos;
pub mod dice;
pub mod engine;
pub mod free_move;
pub mod movement_game;
pub mod outcome;
pub mod record;
pub mod skirmish;
pub mod soak;
pub mod soldiers;
