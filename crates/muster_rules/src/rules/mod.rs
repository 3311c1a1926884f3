//! The rules engines: pure Rust, no bevy. Each ruleset follows the shape in [`engine`].

#[cfg(test)]
pub(crate) mod chaos;
pub mod dice;
pub mod engine;
pub mod free_move;
mod guarded_state;
pub mod ladder;
#[cfg(test)]
mod layering_tests;
pub mod movement_game;
pub mod outcome;
#[cfg(test)]
pub(crate) mod property;
pub mod record;
pub mod reference;
pub mod search;
pub mod seat;
pub mod skirmish;
pub mod soldiers;
