//! Skirmish Wars (print-and-play, after Advance Wars; square grid, 2–4 players): the pure
//! engine. The unit cards, terrain chart and COs the text is missing are data files marked
//! by their source in `assets/data/skirmish/`.

pub mod ai;
pub mod captions;
pub mod capture;
pub mod combat;
pub mod command;
pub mod cos;
pub mod damage_chart;
pub mod eliminate;
pub mod engine;
pub mod error;
pub mod event;
pub mod ladder;
pub mod map;
pub mod movement;
pub mod narrate;
pub mod orders;
pub mod outcome;
pub mod powers;
pub mod purchase;
pub mod random_play;
pub mod reference;
pub mod simulate;
pub mod state;
pub use state::apply;
pub mod tables;
pub mod terrain;
pub mod turn;
pub mod units;
pub mod victory;

#[cfg(test)]
mod ai_tests;
#[cfg(test)]
mod capture_tests;
#[cfg(test)]
mod combat_tests;
#[cfg(test)]
mod movement_tests;
#[cfg(test)]
mod power_tests;
#[cfg(test)]
mod property_tests;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod transport_tests;
#[cfg(test)]
mod turn_tests;
#[cfg(test)]
mod victory_tests;
