//! Free Move – Timed Move: the ancients ruleset played in inches on an open table.
//!
//! This foundation holds the unit types of the Morschauser roster; the timed move, missile
//! fire, melee and morale join it as the engine grows.

pub mod geometry;
pub mod unit_type;

pub use unit_type::{Missile, UnitType};
