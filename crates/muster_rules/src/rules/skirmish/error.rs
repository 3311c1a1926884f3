//! Why a command is refused, in words a player understands, in the player's language.

use muster_text::t;

use super::map::Pos;
use super::state::UnitId;

/// A refused command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    WrongPhase {
        phase: String,
    },
    NoSuchUnit(UnitId),
    NotYours {
        unit: String,
    },
    AlreadyActed {
        unit: String,
    },
    Aboard {
        unit: String,
    },
    BadPath {
        unit: String,
        to: Pos,
        why: String,
    },
    TooFar {
        unit: String,
        needed: u32,
        has: u32,
    },
    CannotFire {
        unit: String,
        target: Pos,
        why: String,
    },
    CannotCapture {
        unit: String,
        why: String,
    },
    CannotUnload {
        unit: String,
        why: String,
    },
    CannotUsePower {
        why: String,
    },
    CannotBuy {
        at: Pos,
        why: String,
    },
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words = match self {
            RuleError::GameOver => t!("rules-skirmish-error-game-over"),
            RuleError::WrongPhase { phase } => {
                t!("rules-skirmish-error-wrong-phase", phase = phase.as_str())
            }
            RuleError::NoSuchUnit(id) => {
                t!("rules-skirmish-error-no-such-unit", id = id.to_string())
            }
            RuleError::NotYours { unit } => {
                t!("rules-skirmish-error-not-yours", unit = unit.as_str())
            }
            RuleError::AlreadyActed { unit } => {
                t!("rules-skirmish-error-already-acted", unit = unit.as_str())
            }
            RuleError::Aboard { unit } => t!("rules-skirmish-error-aboard", unit = unit.as_str()),
            RuleError::BadPath { unit, to, why } => t!(
                "rules-skirmish-error-bad-path",
                unit = unit.as_str(),
                to = to.to_string(),
                why = why.as_str()
            ),
            RuleError::TooFar { unit, needed, has } => t!(
                "rules-skirmish-error-too-far",
                unit = unit.as_str(),
                needed = *needed,
                has = *has
            ),
            RuleError::CannotFire { unit, target, why } => t!(
                "rules-skirmish-error-cannot-fire",
                unit = unit.as_str(),
                target = target.to_string(),
                why = why.as_str()
            ),
            RuleError::CannotCapture { unit, why } => t!(
                "rules-skirmish-error-cannot-capture",
                unit = unit.as_str(),
                why = why.as_str()
            ),
            RuleError::CannotUnload { unit, why } => t!(
                "rules-skirmish-error-cannot-unload",
                unit = unit.as_str(),
                why = why.as_str()
            ),
            RuleError::CannotUsePower { why } => {
                t!("rules-skirmish-error-cannot-use-power", why = why.as_str())
            }
            RuleError::CannotBuy { at, why } => t!(
                "rules-skirmish-error-cannot-buy",
                at = at.to_string(),
                why = why.as_str()
            ),
        };
        f.write_str(&words)
    }
}

impl std::error::Error for RuleError {}
