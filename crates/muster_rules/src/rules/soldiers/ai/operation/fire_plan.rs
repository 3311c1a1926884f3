//! Fire that follows the plan: suppressing the enemy hexes that can fire into the next leg
//! of the groups' routes, and interdicting the clear hexes of the enemy's own planned
//! routes with the units the fire leaves idle.

use std::collections::HashMap;

use hexx::Hex;

use super::super::super::command::Command;
use super::super::super::los::sight;
use super::super::super::map::col_row;
use super::super::super::state::{Side, State, UnitId};
use super::super::super::terrain_effects::Terrain;
use super::super::fire_choice::{fire_command, gather, shots};
use super::super::general::{SHIPPED, WANTED_COLUMN, plan_judging};
use super::super::goals::goal_for;
use super::super::interdiction_choice::interdictions_on;
use super::super::step_planning::{after, finished_as_the_veteran, idle_after_fire};
use super::Operation;

/// How many hexes of the groups' next legs the undisrupted enemy units in `target` can fire
/// into (in their range, seeing into the hex).
pub fn covers_the_route(state: &State, operation: &Operation, target: Hex) -> usize {
    let side = operation.side;
    let Some(range) = state
        .units_in(target)
        .filter(|enemy| enemy.side != side && !enemy.is_disrupted())
        .filter_map(|enemy| state.tables.units.values(enemy.kind))
        .map(|values| values.range as i32)
        .max()
    else {
        return 0;
    };
    let mut legs: Vec<Hex> = operation
        .ours
        .iter()
        .flat_map(|group| group.next_leg.iter().copied())
        .filter(|hex| hex.distance_to(target) <= range)
        .collect();
    legs.sort_by_key(|hex| col_row(*hex));
    legs.dedup();
    legs.into_iter()
        .filter(|hex| sight(state, target, *hex, side.other()).into_hex)
        .count()
}

/// The fire step's commands: fire gathered to the wanted odds on the enemy hexes that cover
/// most of the next legs, then the baseline's fire for the units left. Empty when no enemy
/// hex covers a leg (the baseline's plan is the same).
pub fn open_the_route(state: &State, operation: &Operation) -> Vec<Command> {
    let side = operation.side;
    let shots = shots(state, side);
    let mut targets: Vec<(usize, Hex)> = shots
        .iter()
        .map(|shot| col_row(shot.target))
        .collect::<std::collections::BTreeSet<(i32, i32)>>()
        .into_iter()
        .map(super::super::super::map::hex_at)
        .map(|hex| (covers_the_route(state, operation, hex), hex))
        .filter(|(covered, _)| *covered > 0)
        .collect();
    if targets.is_empty() {
        return Vec::new();
    }
    targets.sort_by_key(|(covered, hex)| (std::cmp::Reverse(*covered), col_row(*hex)));
    let mut used: Vec<UnitId> = Vec::new();
    let mut commands = Vec::new();
    for (_, target) in targets {
        let mut candidates: Vec<(u32, UnitId)> = shots
            .iter()
            .filter(|shot| shot.target == target && !used.contains(&shot.unit))
            .map(|shot| (shot.attack, shot.unit))
            .collect();
        candidates.sort_by_key(|(attack, unit)| (std::cmp::Reverse(*attack), *unit));
        let ids: Vec<UnitId> = candidates.into_iter().map(|(_, unit)| unit).collect();
        if let Some((firers, _)) = gather(state, side, target, &ids, WANTED_COLUMN) {
            used.extend(firers.iter().copied());
            commands.push(fire_command(target, firers));
        }
    }
    finished_as_the_veteran(state, side, commands)
}

/// The clear, empty hexes of the enemy's planned next legs, busiest first (a hex counts
/// once for each enemy group whose leg passes it).
pub fn enemy_planned_routes(state: &State, operation: &Operation) -> Vec<(Hex, usize)> {
    let mut busy: HashMap<Hex, usize> = HashMap::new();
    for group in &operation.theirs {
        for &hex in &group.next_leg {
            let open = state.tables.map.terrain(hex) == Terrain::Clear
                && !state.trenches.contains(&hex)
                && state.occupant(hex).is_none();
            if open {
                *busy.entry(hex).or_default() += 1;
            }
        }
    }
    let mut routes: Vec<(Hex, usize)> = busy.into_iter().collect();
    let nearest = |hex: Hex| {
        operation
            .theirs
            .iter()
            .filter_map(|group| group.field.from(hex))
            .min()
            .unwrap_or(u32::MAX)
    };
    routes.sort_by_key(|(hex, count)| (std::cmp::Reverse(*count), nearest(*hex), col_row(*hex)));
    routes
}

/// Interdiction of the enemy's planned routes by the units `fire_plan` leaves idle, then
/// the baseline's fire for the units left; empty when nothing can be interdicted.
pub fn interdict_planned_routes(
    state: &State,
    side: Side,
    operation: &Operation,
    fire_plan: &[Command],
) -> Vec<Command> {
    let idle = idle_after_fire(state, side, fire_plan);
    let routes = enemy_planned_routes(state, operation);
    let mut plan = interdictions_on(state, side, &idle, &routes);
    if !plan.is_empty() {
        let placed = after(state, &plan);
        plan.extend(plan_judging(&placed, side, &goal_for(state, side), SHIPPED));
    }
    plan
}
