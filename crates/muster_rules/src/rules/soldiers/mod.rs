//! Soldiers (SPI 1972, WWI tactical, hex): the pure engine. The tables the text is missing
//! are data files marked by their source; the map is drawn in `assets/data/soldiers/map.ron`.

pub mod ai;
pub mod captions;
pub mod command;
pub mod crt;
pub mod deployment;
pub mod engine;
pub mod error;
pub mod event;
pub mod fire;
#[cfg(test)]
mod fire_tests;
pub mod flow;
pub mod improved_positions;
pub mod ladder;
pub mod los;
#[cfg(test)]
mod los_tests;
pub mod map;
#[cfg(test)]
mod map_tests;
pub mod movement;
pub mod moving;
pub mod narrate;
pub mod organisation;
pub mod outcome;
pub mod random_play;
pub mod recruit;
pub mod reference;
pub mod scenario_readings;
pub mod sight;
pub mod simulate;
pub mod source;
pub mod state;
pub use state::apply;
pub mod tables;
pub mod terrain_effects;
pub mod units;
pub mod victory;

#[cfg(test)]
mod ai_tests;
#[cfg(test)]
mod breakdown_tests;
#[cfg(test)]
mod flow_tests;
#[cfg(test)]
mod idle_steps_tests;
#[cfg(test)]
mod movement_tests;
#[cfg(test)]
mod review_tests;
#[cfg(test)]
mod scenario_play_tests;
#[cfg(test)]
mod stacking_tests;
#[cfg(test)]
mod test_support;
