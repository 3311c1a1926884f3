//! Missile fire after the timed move (rules 2, 5, 7, 13 and the missile kill power).

use super::error::RuleError;
use super::outcome::Outcome;
use super::roster::UnitId;
use super::state::State;
use crate::rules::dice::Dice;

/// Whether `shooter` may name `target` in this fire phase.
pub fn check_shoot(_state: &State, _shooter: UnitId, _target: UnitId) -> Result<(), RuleError> {
    Ok(())
}

/// Resolve every declared volley at once, then bowmen morale (rule 7).
pub fn resolve_missile_fire(_out: &mut Outcome, _dice: &mut Dice) {}
