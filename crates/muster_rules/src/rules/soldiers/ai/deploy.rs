//! AI deployment: each unit to a hex of its zone, nearest the goal when attacking, in the
//! best cover near the goal when holding, within the stacking limit.

use std::collections::HashMap;

use hexx::Hex;

use super::super::command::Command;
use super::super::map::col_row;
use super::super::movement::STACKING_LIMIT;
use super::super::state::{Location, Side, State};
use super::general::goal_distance;
use super::goals::{Goal, Posture};

pub fn plan_deployment(state: &State, side: Side, goal: &Goal) -> Vec<Command> {
    let mut commands = Vec::new();
    let mut points: HashMap<Hex, u32> = HashMap::new();
    // Trench markers first, on the zone's hexes nearest the goal (and dug units go there).
    let mut trenches: Vec<Hex> = state.trenches.clone();
    if let Some(placing) = state
        .special
        .trenches_to_place
        .as_ref()
        .filter(|placing| placing.side == side)
    {
        let mut zone = placing.zone.clone();
        zone.sort_by_key(|&hex| (goal_distance(goal, hex), col_row(hex)));
        for hex in zone.into_iter().take(placing.count as usize) {
            trenches.push(hex);
            commands.push(Command::PlaceTrench { hex });
        }
    }
    for unit in state.units.iter().filter(|unit| unit.side == side) {
        let Location::ToDeploy {
            zone, may_dig_in, ..
        } = &unit.location
        else {
            continue;
        };
        let size = state
            .tables
            .units
            .values(unit.kind)
            .map_or(0, |values| values.stacking);
        let mut options: Vec<Hex> = zone
            .iter()
            .copied()
            .filter(|hex| state.occupant(*hex).is_none_or(|occupant| occupant == side))
            .filter(|hex| {
                state.stacking_in(*hex) + points.get(hex).copied().unwrap_or(0) + size
                    <= STACKING_LIMIT
            })
            .collect();
        options.sort_by_key(|&hex| {
            let cover = state
                .tables
                .terrain
                .defense(state.tables.map.terrain(hex), true) as i32;
            let distance = goal_distance(goal, hex);
            let crowd = points.get(&hex).copied().unwrap_or(0) as i32;
            let cover = if trenches.contains(&hex) { 20 } else { cover };
            let key = match goal.posture {
                Posture::Hold => distance.max(1) * 2 - cover * 3 + crowd,
                Posture::Attack | Posture::Exit => distance * 4 - cover + crowd * 2,
            };
            (key, col_row(hex))
        });
        if let Some(&hex) = options.first() {
            *points.entry(hex).or_default() += size;
            commands.push(Command::Deploy {
                unit: unit.id,
                hex,
                improved: (*may_dig_in || state.special.must_start_improved.contains(&unit.id))
                    && !unit.is_mounted_cavalry()
                    && !trenches.contains(&hex),
                dismounted: false,
            });
        }
    }
    commands.push(Command::EndDeployment);
    commands
}
