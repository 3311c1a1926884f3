//! Why a command is refused, in words a player understands.

use super::map::Pos;
use super::state::UnitId;

/// A refused command.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("that is not possible {phase}")]
    WrongPhase { phase: &'static str },
    #[error("there is no unit {0}")]
    NoSuchUnit(UnitId),
    #[error("{unit} is not yours to command")]
    NotYours { unit: String },
    #[error("{unit} has already acted this turn")]
    AlreadyActed { unit: String },
    #[error("{unit} is inside a transport; the transport unloads it")]
    Aboard { unit: String },
    #[error("{unit} cannot move to {to}: {why}")]
    BadPath { unit: String, to: Pos, why: String },
    #[error("{unit} needs {needed} movement points for that path and has {has}")]
    TooFar { unit: String, needed: u32, has: u32 },
    #[error("{unit} cannot fire at {target}: {why}")]
    CannotFire {
        unit: String,
        target: Pos,
        why: String,
    },
    #[error("{unit} cannot capture here: {why}")]
    CannotCapture { unit: String, why: String },
    #[error("{unit} cannot unload: {why}")]
    CannotUnload { unit: String, why: String },
    #[error("cannot use the CO power: {why}")]
    CannotUsePower { why: String },
    #[error("cannot buy at {at}: {why}")]
    CannotBuy { at: Pos, why: String },
}
