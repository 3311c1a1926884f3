//! One melee round: combat values, the dice, the losses (rule 12, clause 3; the combat values
//! and "in defensive positions or in square, add 1/2 point per point"; rule 11).
//!
//! Decisions:
//! * Values are kept in half points so the ½ point per point stays exact: a stand counts
//!   its points × 2, or × 3 in a formed square or holding a defensive position.
//! * A stand holds a defensive position when it is in a house; when it is on a hill and an
//!   enemy of the melee is not on that hill (men fighting on the same hill fight on level
//!   ground); or when it lines a wall and was struck across it (a charge into it had the wall
//!   between the attacker and it: the attacker who crossed to the wall does not hold it).
//! * Each side rolls one die; total = value × die; the higher total wins. Equal totals: both
//!   roll again until one wins, each roll reported.
//! * Losses are of points, not of the 1½ combat value, reckoned on each side's total and
//!   spread over its counted stands as [`super::melee_losses`] says.

use super::event::{Cause, Event, MeleeRoundReport, MeleeSideReport, RollReason};
use super::melee_losses::{halve_stands, loser_loss, share_out, winner_loss};
use super::outcome::Outcome;
use super::roster::{MeleeId, Points, Side, Unit, UnitId};
use super::state::State;
use crate::rules::dice::Dice;
use muster_text::t;

/// Whether the stand, in `melee`, holds a defensive position (see the module's decisions).
pub fn holds_defensive_position(state: &State, melee: MeleeId, unit: &Unit) -> bool {
    let terrain = state.terrain();
    if terrain.in_house(&unit.pose) {
        return true;
    }
    let enemies: Vec<&Unit> = super::melee_ranks::members(state, melee)
        .into_iter()
        .filter(|other| other.id.side != unit.id.side)
        .collect();
    if let Some(hill) = terrain.hill_under(&unit.pose)
        && enemies
            .iter()
            .any(|enemy| terrain.hill_under(&enemy.pose) != Some(hill))
    {
        return true;
    }
    struck_across_wall(state, melee, unit)
}

/// Whether a charge of this melee struck `unit` across the wall it lines.
pub fn struck_across_wall(state: &State, melee: MeleeId, unit: &Unit) -> bool {
    let terrain = state.terrain();
    if !terrain.lining_wall(&state.tray(), &unit.pose) {
        return false;
    }
    state.melee(melee).is_some_and(|formed| {
        formed.charges.iter().any(|charge| {
            charge.target == unit.id
                && state.unit(charge.attacker).is_some_and(|attacker| {
                    terrain.wall_between(attacker.pose.centre(), unit.pose.centre())
                })
        })
    })
}

/// A stand's combat value in half points.
pub fn half_points(state: &State, melee: MeleeId, unit: &Unit) -> u32 {
    let bonus = state.in_formed_square(unit) || holds_defensive_position(state, melee, unit);
    unit.points.0 * if bonus { 3 } else { 2 }
}

/// A stand's combat value in half points in a melee with `enemy` not yet joined, as
/// [`half_points`] will count it once `enemy` charges it or it charges `enemy`: points × 3
/// in a formed square, in a house, on a hill `enemy` is not on, or lining a wall with the
/// wall between them; else points × 2. (For a player weighing a charge; the melee itself
/// is counted by [`half_points`].)
pub fn half_points_against(state: &State, unit: &Unit, enemy: &Unit) -> u32 {
    let terrain = state.terrain();
    let on_own_hill = terrain
        .hill_under(&unit.pose)
        .is_some_and(|hill| terrain.hill_under(&enemy.pose) != Some(hill));
    let behind_wall = terrain.lining_wall(&state.tray(), &unit.pose)
        && terrain.wall_between(enemy.pose.centre(), unit.pose.centre());
    let bonus =
        state.in_formed_square(unit) || terrain.in_house(&unit.pose) || on_own_hill || behind_wall;
    unit.points.0 * if bonus { 3 } else { 2 }
}

/// A side's combat value in half points, over the counted stands.
pub fn side_value(state: &State, melee: MeleeId, side: Side, counted: &[UnitId]) -> u32 {
    counted
        .iter()
        .filter(|id| id.side == side)
        .filter_map(|id| state.unit(*id))
        .filter(|unit| unit.on_table())
        .map(|unit| half_points(state, melee, unit))
        .sum()
}

/// "12" or "12½".
pub fn show_half(half_points: u32) -> String {
    if half_points.is_multiple_of(2) {
        format!("{}", half_points / 2)
    } else {
        format!("{}½", half_points / 2)
    }
}

fn list(units: &[UnitId]) -> String {
    units
        .iter()
        .map(|unit| unit.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Roll the round and report it; returns the winner. Both sides must have a value above 0.
pub fn fight_round(
    out: &mut Outcome,
    dice: &mut Dice,
    melee: MeleeId,
    round: u8,
    counted: &[UnitId],
) -> Side {
    let values = Side::BOTH.map(|side| side_value(out.state(), melee, side, counted));
    let units = Side::BOTH.map(|side| {
        counted
            .iter()
            .copied()
            .filter(|id| id.side == side)
            .collect::<Vec<_>>()
    });
    let names = out.state().side_names.clone();
    let mut rerolls = 0;
    loop {
        let dice_shown = Side::BOTH.map(|side| {
            let value = values[side.index()];
            let why = t!(
                "rules-free-move-melee-roll-why",
                melee = melee.to_string(),
                round = round,
                side = names[side.index()].as_str(),
                units = list(&units[side.index()]),
                value = show_half(value)
            );
            out.roll(dice, side, None, RollReason::Melee, why, |face| {
                t!(
                    "rules-free-move-melee-roll-face",
                    face = face,
                    value = show_half(value),
                    total = show_half(value * u32::from(face))
                )
            })
            .value
        });
        let totals = [0, 1].map(|index| values[index] * u32::from(dice_shown[index]));
        if totals[0] == totals[1] {
            rerolls += 1;
            continue;
        }
        let winner = if totals[0] > totals[1] {
            Side::First
        } else {
            Side::Second
        };
        let sides = Side::BOTH.map(|side| MeleeSideReport {
            side,
            units: units[side.index()].clone(),
            half_points: values[side.index()],
            die: dice_shown[side.index()],
            total_half_points: totals[side.index()],
        });
        let explanation = t!(
            "rules-free-move-melee-round-result",
            first = names[0].as_str(),
            first_value = show_half(values[0]),
            first_die = dice_shown[0],
            first_total = show_half(totals[0]),
            second = names[1].as_str(),
            second_value = show_half(values[1]),
            second_die = dice_shown[1],
            second_total = show_half(totals[1]),
            winner = names[winner.index()].as_str(),
            rerolls = rerolls
        );
        out.emit(Event::MeleeRound(MeleeRoundReport {
            melee,
            round,
            sides,
            winner,
            explanation,
        }));
        return winner;
    }
}

/// Mark the round's losses: the loser half the points of its counted stands (rounded up,
/// half of each stand's points, odd points to its strongest odd stands), the winner half of
/// that (rounded down), one point at a time from its strongest counted stand. Returns
/// (loser's loss, winner's loss).
pub fn losses(out: &mut Outcome, counted: &[UnitId], winner: Side) -> (u32, u32) {
    let loser = winner.enemy();
    let stands = |out: &Outcome, side: Side| -> Vec<(UnitId, u32)> {
        counted
            .iter()
            .filter(|id| id.side == side)
            .filter_map(|id| out.state().unit(*id))
            .filter(|unit| unit.on_table())
            .map(|unit| (unit.id, unit.points.0))
            .collect()
    };
    let losing = stands(out, loser);
    let winning = stands(out, winner);
    let lost = loser_loss(losing.iter().map(|(_, points)| points).sum());
    for (unit, loss) in halve_stands(&losing) {
        out.kill(unit, Points(loss), Cause::MeleeDefeat);
    }
    let winner_lost = winner_loss(lost);
    for (unit, loss) in share_out(&winning, winner_lost) {
        out.kill(unit, Points(loss), Cause::MeleeVictory);
    }
    (lost, winner_lost)
}
