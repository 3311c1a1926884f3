//! Soldiers (SPI 1972, WWI tactical, hex): the engine grows here. It starts with the
//! tables the text is missing, kept in data files marked by their source.

pub mod crt;
pub mod improved_positions;
pub mod source;
pub mod terrain_effects;
pub mod units;
