//! Rule 7, Morale and Missile Fire: after the fire, opposing bowmen that fired on each
//! other test morale; no other missile fire brings a morale test.
//!
//! Decisions (each is also in [`super::missile_readings`]):
//! * bowmen are the arrow shooters: archers and light cavalry (mounted bowmen). Light
//!   infantry throw javelins and never test morale for missile fire;
//! * a pair of opposing bowmen units tests once when either fired at the other this phase,
//!   if both are still on the table and neither is already retiring;
//! * each side's total is the unit's own points after this fire's casualties × one die
//!   (no defensive-position bonus: that is a melee value);
//! * the lower total retreats 3 moves (rule 8); equal totals: both stand.

use super::event::{RetireReason, RollReason};
use super::missile::named;
use super::outcome::Outcome;
use super::retreat::retire;
use super::roster::{Morale, UnitId};
use super::state::{State, Volley};
use super::unit_type::Missile;
use crate::rules::dice::Dice;
use muster_text::t;

/// Whether the unit is a bowman (shoots arrows).
fn bowmen(state: &State, id: UnitId) -> bool {
    state
        .unit(id)
        .is_some_and(|unit| unit.unit_type.missile() == Some(Missile::Arrows))
}

/// The pairs of opposing bowmen that fired on each other, each pair once, in the order
/// their first volley was declared (the shooter of that volley first).
pub fn bowmen_pairs(state: &State, fired: &[Volley]) -> Vec<(UnitId, UnitId)> {
    let mut pairs: Vec<(UnitId, UnitId)> = Vec::new();
    for volley in fired {
        let (a, b) = (volley.shooter, volley.target);
        if a.side == b.side || !bowmen(state, a) || !bowmen(state, b) {
            continue;
        }
        if !pairs.contains(&(a, b)) && !pairs.contains(&(b, a)) {
            pairs.push((a, b));
        }
    }
    pairs
}

/// Whether a unit can still take a morale test: on the table and not already retiring.
fn may_test(state: &State, id: UnitId) -> Option<u32> {
    state
        .unit(id)
        .filter(|unit| unit.on_table() && !matches!(unit.morale, Morale::Retiring { .. }))
        .map(|unit| unit.points.0)
}

/// Rule 7: morale between opposing bowmen after the fire in `fired`.
pub fn bowmen_morale(out: &mut Outcome, dice: &mut Dice, fired: &[Volley]) {
    for (first, second) in bowmen_pairs(out.state(), fired) {
        let (Some(first_points), Some(second_points)) =
            (may_test(out.state(), first), may_test(out.state(), second))
        else {
            continue;
        };
        let why = |unit: UnitId, points: u32, other: UnitId| {
            t!(
                "rules-free-move-bowmen-morale-why",
                unit = named(out.state(), unit),
                points = points,
                other = other.to_string()
            )
        };
        let first_why = why(first, first_points, second);
        let second_why = why(second, second_points, first);
        let first_roll = out.roll(
            dice,
            first.side,
            Some(first),
            RollReason::BowmenMorale,
            first_why,
            |value| {
                t!(
                    "rules-free-move-bowmen-morale-first",
                    face = value,
                    points = first_points,
                    total = value as u32 * first_points
                )
            },
        );
        let first_total = u32::from(first_roll.value) * first_points;
        let second_roll = out.roll(
            dice,
            second.side,
            Some(second),
            RollReason::BowmenMorale,
            second_why,
            |value| {
                let total = u32::from(value) * second_points;
                let verdict = match total.cmp(&first_total) {
                    std::cmp::Ordering::Less => {
                        t!("rules-free-move-bowmen-retreats", unit = second.to_string())
                    }
                    std::cmp::Ordering::Greater => {
                        t!("rules-free-move-bowmen-retreats", unit = first.to_string())
                    }
                    std::cmp::Ordering::Equal => t!("rules-free-move-bowmen-both-stand"),
                };
                t!(
                    "rules-free-move-bowmen-morale-second",
                    face = value,
                    points = second_points,
                    total = total,
                    first_total = first_total,
                    verdict = verdict
                )
            },
        );
        let second_total = u32::from(second_roll.value) * second_points;
        let loser = match second_total.cmp(&first_total) {
            std::cmp::Ordering::Less => Some(second),
            std::cmp::Ordering::Greater => Some(first),
            std::cmp::Ordering::Equal => None,
        };
        if let Some(loser) = loser {
            retire(out, loser, 3, RetireReason::Defeated);
        }
    }
}
