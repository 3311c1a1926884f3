//! Melee: Fire and Charge, shock, squares, the Two Game Move Melee, pull-outs and bonus
//! moves (rules 9 to 12).

use super::error::RuleError;
use super::outcome::Outcome;
use super::roster::{MeleeId, Side};
use super::state::State;
use crate::rules::dice::Dice;

/// Fight every melee due at the end of this timed move.
pub fn resolve_melees(_out: &mut Outcome, _dice: &mut Dice) {}

/// Whether `side` may pull out of `melee` now.
pub fn check_pull_out(_state: &State, _side: Side, _melee: MeleeId) -> Result<(), RuleError> {
    Ok(())
}

/// Pull `side` out of `melee`.
pub fn pull_out(_out: &mut Outcome, _side: Side, _melee: MeleeId) {}

/// Fight the melees started by bonus moves at once.
pub fn resolve_bonus_melees(_out: &mut Outcome, _dice: &mut Dice) {}
