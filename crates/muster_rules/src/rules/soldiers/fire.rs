//! Fire combat: direct and observed fire, combining fire, odds and the CRT, interdiction,
//! artillery and cavalry cases. (Being written: the checks refuse everything for now.)

use hexx::Hex;

use super::crt::CombatResult;
use super::error::RuleError;
use super::event::Event;
use super::map::label;
use super::outcome::Outcome;
use super::state::{Aim, Side, State, UnitId};
use crate::rules::dice::Dice;

/// An attack as it would be made: the odds preview before committing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FirePlan {
    pub attack: u32,
    pub defense: u32,
    /// The CRT column ("2-1"), `None` below the first column (no effect).
    pub column: Option<String>,
    /// Each factor in words.
    pub explanation: Vec<String>,
}

/// Whether `firers` of `side` may fire on `target` now, and at what odds.
pub fn check_fire(
    _state: &State,
    _side: Side,
    target: Hex,
    _firers: &[UnitId],
    _aim: Aim,
) -> Result<FirePlan, RuleError> {
    Err(RuleError::CannotFire {
        hex: label(target),
        why: "fire is not built yet".into(),
    })
}

/// Make a checked attack.
pub fn execute_fire(
    _out: &mut Outcome,
    _dice: &mut Dice,
    _side: Side,
    _target: Hex,
    _firers: &[UnitId],
    _aim: Aim,
) {
}

/// Whether the interdiction is legal.
pub fn check_interdict(
    _state: &State,
    _side: Side,
    _hexes: &[Hex],
    _firers: &[UnitId],
) -> Result<(), RuleError> {
    Err(RuleError::CannotInterdict {
        why: "interdiction is not built yet".into(),
    })
}

/// Place a checked interdiction.
pub fn execute_interdict(_out: &mut Outcome, _side: Side, _hexes: &[Hex], _firers: &[UnitId]) {}

/// The interdicting units fire on the first unit into interdiction `index`: the result
/// and the events reporting the attack.
pub fn resolve_interdiction(
    _state: &State,
    _dice: &mut Dice,
    _unit: UnitId,
    _index: usize,
) -> (CombatResult, Vec<Event>) {
    (CombatResult::N, Vec::new())
}
