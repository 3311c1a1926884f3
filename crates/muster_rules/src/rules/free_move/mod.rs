//! Free Move – Timed Move: the ancients ruleset played in inches on an open table.
//!
//! The engine follows the shape of [`crate::rules::engine`]: [`State`], [`Command`],
//! `check`, `execute` → [`Event`]s, and one [`apply::apply`]. The rules text is
//! `rules/free-move-timed-move.txt`; each reading Muster had to settle is written where
//! it is decided and in [`reference`].

pub mod ai;
pub mod block;
pub mod builder;
pub mod captions;
pub mod command;
pub mod engine;
pub mod error;
pub mod event;
pub mod flow;
pub mod geometry;
pub mod melee;
pub mod melee_contact;
pub mod melee_losses;
pub mod melee_opening;
pub mod melee_ranks;
pub mod melee_readings;
pub mod melee_round;
pub mod missile;
pub mod missile_morale;
pub mod missile_power;
pub mod missile_readings;
pub mod movement;
pub mod opening_readings;
pub mod outcome;
pub mod random_play;
pub mod recovery;
pub mod reference;
pub mod retreat;
pub mod roster;
pub mod setup;
pub mod state;
pub use state::apply;
pub mod table;
#[cfg(test)]
mod tests;
pub mod time_factor;
pub mod unit_type;
pub mod victory;

pub use command::Command;
pub use engine::FreeMove;
pub use error::RuleError;
pub use event::Event;
pub use roster::{Formation, MeleeId, Morale, Points, Side, SideTotals, SquareId, Unit, UnitId};
pub use state::{Phase, State};
pub use unit_type::{Missile, UnitType};
