//! What happens before a melee's first round: Fire and Charge javelins and return fire (rule 9), the missile men's volley when charged, and shock (rule 10).
//!
//! Stub on the melee branch so it compiles; the sibling helper's version replaces it.

use super::outcome::Outcome;
use super::roster::MeleeId;
use crate::rules::dice::Dice;

/// Resolve the opening fire and shock of `melee` before its first (or only) round. Called for a TwoMove melee's first round, a DefensivePosition melee and a FireAndCharge melee; never for a Bonus melee or a second round.
pub fn before_first_round(_out: &mut Outcome, _dice: &mut Dice, _melee: MeleeId) {}
