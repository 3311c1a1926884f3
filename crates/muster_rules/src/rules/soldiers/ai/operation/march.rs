//! The groups' moves for the step: each unit of a group ends its move where its objective
//! is cheapest to reach by the engine's costs (leaving the map when it can), all-out when
//! its group is late or due; a unit ahead of time weighs cover and the enemy's fire. The
//! units of no group move as the baseline moves them.

use std::collections::{HashMap, HashSet};

use hexx::Hex;

use super::super::super::command::Command;
use super::super::super::engine::Soldiers;
use super::super::super::movement::{Half, STACKING_LIMIT, allowance, reachable, stacking_after};
use super::super::super::state::{State, Unit};
use super::super::general::{SHIPPED, plan_judging};
use super::super::goals::goal_for;
use super::super::step_planning::after;
use super::schedule::{Pace, pace};
use super::{Group, Operation};
use crate::rules::engine::RulesEngine;

/// A half point nearer the objective, in the march's own score.
const NEARER: i32 = 10;
/// A point of the hex's defense value, for a unit ahead of its schedule.
const COVER: i32 = 3;
/// A hex the enemy can fire into, for a unit ahead of its schedule.
const EXPOSED: i32 = 12;

/// The movement step's commands: the groups' units first (nearest their objective first),
/// then the baseline's moves for every unit left. Before the improved-position rolls, the
/// baseline's declaration (the march is planned after the rolls).
pub fn march(state: &State, operation: &Operation) -> Vec<Command> {
    let side = operation.side;
    let goal = goal_for(state, side);
    if !state.record.improved_positions_declared || operation.ours.is_empty() {
        return plan_judging(state, side, &goal, SHIPPED);
    }
    let exposed = &operation.exposed;
    let mut movers: Vec<(&Unit, &Group, Half)> = state
        .units
        .iter()
        .filter(|unit| unit.side == side && !state.record.moved.contains(&unit.id))
        .filter_map(|unit| {
            let group = operation.group_of(unit.id)?;
            let far = match unit.hex() {
                Some(hex) => group.field.from(hex)?,
                None => Half::MAX / 2,
            };
            Some((unit, group, far))
        })
        .collect();
    movers.sort_by_key(|(unit, _, far)| (*far, unit.id));
    let mut commands = Vec::new();
    let mut arriving: HashMap<Hex, u32> = HashMap::new();
    for (unit, group, _) in movers {
        if let Some(command) = best_move(state, unit, group, exposed, &arriving) {
            if let Command::Move {
                path, exit: false, ..
            } = &command
                && let Some(&last) = path.last()
            {
                *arriving.entry(last).or_default() +=
                    stacking_after(state, unit, last).saturating_sub(state.stacking_in(last));
            }
            commands.push(command);
        }
    }
    let rest = plan_judging(&after(state, &commands), side, &goal, SHIPPED);
    commands.extend(rest);
    commands
}

/// How a unit of `group` stands on its own: its pace to the objective from where it is.
fn unit_pace(state: &State, unit: &Unit, group: &Group) -> Pace {
    let moves = super::moves_to_go(state, unit, &group.field, group.exit).unwrap_or(u32::MAX / 4);
    pace(group.first_move, moves, group.objective.by_turn)
}

/// The unit's best move towards its group's objective, if one beats standing still.
fn best_move(
    state: &State,
    unit: &Unit,
    group: &Group,
    exposed: &HashSet<Hex>,
    arriving: &HashMap<Hex, u32>,
) -> Option<Command> {
    let options = reachable(state, unit);
    let budget = 2 * allowance(state, unit);
    let spent = state.record.spent.get(&unit.id).copied().unwrap_or(0);
    let careful = !unit_pace(state, unit, group).all_out();
    let score = |hex: Hex| -> Option<i32> {
        let far = group.field.from(hex)? as i32;
        let mut value = -NEARER * far;
        if careful {
            value += COVER * defense_value(state, hex);
            if exposed.contains(&hex) {
                value -= EXPOSED;
            }
        }
        Some(value)
    };
    // Leaving the map through the objective, when the step off still fits.
    if group.exit {
        let here_exits = unit
            .hex()
            .is_some_and(|hex| group.objective.hexes.contains(&hex));
        if here_exits {
            let command = Command::Move {
                unit: unit.id,
                path: Vec::new(),
                exit: true,
            };
            if Soldiers::check(state, &command).is_ok() {
                return Some(command);
            }
        }
        let mut exits: Vec<(&(i32, i32), &super::super::super::movement::Reach)> = options
            .iter()
            .filter(|(_, reach)| {
                reach
                    .path
                    .last()
                    .is_some_and(|last| group.objective.hexes.contains(last))
                    && reach.cost + 2 + spent <= budget
            })
            .collect();
        exits.sort_by_key(|(at, reach)| (reach.cost, **at));
        for (_, reach) in exits {
            if passes_a_filled_hex(state, unit, &reach.path, arriving, true) {
                continue;
            }
            let command = Command::Move {
                unit: unit.id,
                path: reach.path.clone(),
                exit: true,
            };
            if Soldiers::check(state, &command).is_ok() {
                return Some(command);
            }
        }
    }
    let stay = unit.hex().and_then(score);
    let mut best: Option<(i32, (i32, i32))> = None;
    for (at, reach) in &options {
        let Some(&last) = reach.path.last() else {
            continue;
        };
        if passes_a_filled_hex(state, unit, &reach.path, arriving, false) {
            continue;
        }
        let fills = arriving.get(&last).copied().unwrap_or(0) + stacking_after(state, unit, last);
        if fills > STACKING_LIMIT {
            continue;
        }
        let Some(value) = score(last) else {
            continue;
        };
        if best.is_none_or(|(known, known_at)| value > known || (value == known && *at < known_at))
        {
            best = Some((value, *at));
        }
    }
    let (value, at) = best?;
    if stay.is_some_and(|stay| stay >= value) {
        return None;
    }
    let reach = options.get(&at)?;
    Some(Command::Move {
        unit: unit.id,
        path: reach.path.clone(),
        exit: false,
    })
}

/// The hex's defense value (trenches 20), as the baseline weighs cover.
pub fn defense_value(state: &State, hex: Hex) -> i32 {
    if state.trenches.contains(&hex) {
        return 20;
    }
    state
        .tables
        .terrain
        .defense(state.tables.map.terrain(hex), true) as i32
}

/// Whether the path passes through a hex (every hex but the last, and the last too when it
/// leaves the map) that the moves planned before it would fill beyond the stacking limit.
fn passes_a_filled_hex(
    state: &State,
    unit: &Unit,
    path: &[Hex],
    arriving: &HashMap<Hex, u32>,
    exit: bool,
) -> bool {
    let passed = if exit {
        path
    } else {
        &path[..path.len().saturating_sub(1)]
    };
    passed.iter().any(|hex| {
        arriving
            .get(hex)
            .is_some_and(|points| stacking_after(state, unit, *hex) + points > STACKING_LIMIT)
    })
}
