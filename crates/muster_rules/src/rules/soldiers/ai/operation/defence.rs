//! The defender's plan: hold where the enemy must pass, keep units on the hexes its
//! conditions count, and fall back to the next line — hexes nearer the objective by the
//! enemy's own movement costs, in cover, out of contact — when a position will be lost.

use hexx::Hex;

use super::super::super::command::Command;
use super::super::super::engine::Soldiers;
use super::super::super::map::col_row;
use super::super::super::movement::reachable;
use super::super::super::state::{State, Unit};
use super::super::step_planning::{after, finished_as_the_veteran};
use super::Operation;
use super::march::defense_value;
use super::objectives::Aim;
use super::routes::CostField;
use crate::rules::engine::RulesEngine;

/// How many more enemy units close by (within two hexes) than friends next to it (within
/// one) make a position one that will be lost.
const OUTNUMBERED_BY: usize = 2;
/// How much nearer the objective (in the enemy's half points) the next line lies: at
/// least one clear hex.
const A_LINE_BACK: u32 = 2;

/// Whether the unit's position will be lost: the enemy close by outnumbers the unit and its
/// neighbours by [`OUTNUMBERED_BY`], and it is not dug in.
pub fn position_will_fall(state: &State, unit: &Unit) -> bool {
    let Some(here) = unit.hex() else {
        return false;
    };
    if unit.improved || state.trenches.contains(&here) {
        return false;
    }
    let enemies = state
        .units
        .iter()
        .filter(|other| other.side != unit.side && !other.is_disrupted())
        .filter(|other| other.hex().is_some_and(|hex| hex.distance_to(here) <= 2))
        .count();
    let friends = state
        .units
        .iter()
        .filter(|other| other.side == unit.side)
        .filter(|other| other.hex().is_some_and(|hex| hex.distance_to(here) <= 1))
        .count();
    enemies >= friends + OUTNUMBERED_BY
}

/// The move back to the next line for a unit whose position will fall: of the hexes it can
/// reach this step, those at least [`A_LINE_BACK`] nearer the objective by the enemy's
/// costs (`enemy_field`) and next to no enemy unit, the best cover first, then the nearest.
pub fn fall_back(state: &State, unit: &Unit, enemy_field: &CostField) -> Option<Command> {
    let here = unit.hex()?;
    let line = enemy_field.from(here)?;
    let in_contact = |hex: Hex| {
        state.units.iter().any(|other| {
            other.side != unit.side && other.hex().is_some_and(|at| at.distance_to(hex) <= 1)
        })
    };
    let (_, _, _, path) = reachable(state, unit)
        .into_values()
        .filter_map(|reach| {
            let last = *reach.path.last()?;
            let to_go = enemy_field.from(last)?;
            (to_go + A_LINE_BACK <= line && !in_contact(last)).then(|| {
                (
                    std::cmp::Reverse(defense_value(state, last)),
                    reach.path.len(),
                    col_row(last),
                    reach.path,
                )
            })
        })
        .min_by(|a, b| (a.0, a.1, a.2).cmp(&(b.0, b.1, b.2)))?;
    let command = Command::Move {
        unit: unit.id,
        path,
        exit: false,
    };
    Soldiers::check(state, &command).is_ok().then_some(command)
}

/// The movement step of a side that must hold: every unit whose position will fall and
/// that stands on no hex its conditions count falls back to the next line before the enemy
/// it stands against, then the baseline moves the rest. Empty when nobody falls back (the
/// baseline's own plan is the same).
pub fn hold_and_fall_back(state: &State, operation: &Operation) -> Vec<Command> {
    let side = operation.side;
    if !state.record.improved_positions_declared || operation.theirs.is_empty() {
        return Vec::new();
    }
    let counted: Vec<Hex> = operation
        .objectives
        .iter()
        .filter(|objective| objective.aim == Aim::Hold)
        .flat_map(|objective| objective.hexes.iter().copied())
        .collect();
    let mut commands = Vec::new();
    for unit in state
        .units
        .iter()
        .filter(|unit| unit.side == side && !state.record.moved.contains(&unit.id))
    {
        let Some(here) = unit.hex() else { continue };
        if counted.contains(&here) || !position_will_fall(state, unit) {
            continue;
        }
        // The enemy group whose way the unit stands nearest the end of.
        let Some(field) = operation
            .theirs
            .iter()
            .filter_map(|group| Some((group.field.from(here)?, &group.field)))
            .min_by_key(|(to_go, _)| *to_go)
            .map(|(_, field)| field)
        else {
            continue;
        };
        let placed = after(state, &commands);
        if let Some(command) = fall_back(&placed, unit, field) {
            commands.push(command);
        }
    }
    if commands.is_empty() {
        return commands;
    }
    finished_as_the_veteran(state, side, commands)
}
