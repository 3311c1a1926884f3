//! The Untitled Movement Game (Dead Fish Games, 2021; 2 or 4 players, a square board, 50
//! navigation cards and a d3): the pure engine. The four boards are Muster's designs in
//! `assets/data/movement_game/`, marked as not the published layouts.

pub mod ai;
pub mod board;
pub mod captions;
pub mod cards;
pub mod command;
pub mod distance;
pub mod engine;
pub mod error;
pub mod event;
pub mod general;
pub mod ladder;
pub mod moves;
pub mod narrate;
pub mod new_game;
pub mod outcome;
pub mod reference;
pub mod setup;
pub mod simulate;
pub mod state;
pub use state::apply;
pub mod turn;

#[cfg(test)]
mod ai_tests;
#[cfg(test)]
mod board_tests;
#[cfg(test)]
mod movement_tests;
#[cfg(test)]
pub(crate) mod property_tests;
#[cfg(test)]
mod rule_tests;
#[cfg(test)]
mod test_support;
