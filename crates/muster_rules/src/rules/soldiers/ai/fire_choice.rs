//! Choosing fire: which of a side's units can hit which enemy hexes, and gathering firers
//! on a target until the odds the AI wants are reached (used by both AIs).

use hexx::Hex;

use super::super::command::Command;
use super::super::fire;
use super::super::state::{Aim, Side, State, UnitId};

/// A unit that can fire on a hex, and what it adds alone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shot {
    pub unit: UnitId,
    pub target: Hex,
    pub attack: u32,
}

/// Enemy-held hexes, sorted by column and row (stable order keeps games reproducible).
pub fn enemy_hexes(state: &State, side: Side) -> Vec<Hex> {
    let mut hexes: Vec<Hex> = state
        .units
        .iter()
        .filter(|unit| unit.side != side)
        .filter_map(|unit| unit.hex())
        .collect();
    hexes.sort_by_key(|hex| super::super::map::col_row(*hex));
    hexes.dedup();
    hexes
}

/// Whether a unit may still fire this step: on the map, its side's, not yet fired.
fn may_try(state: &State, side: Side, unit: UnitId) -> bool {
    state.unit(unit).is_some_and(|found| {
        found.side == side && found.on_map() && !state.record.fired.contains(&unit)
    })
}

/// The longest reach of any unit (howitzers' observed fire).
const LONGEST_RANGE: i32 = 40;

/// Every legal single-unit shot of `side` now.
pub fn shots(state: &State, side: Side) -> Vec<Shot> {
    let targets = enemy_hexes(state, side);
    let mut shots = Vec::new();
    let firers: Vec<UnitId> = state
        .units
        .iter()
        .filter(|unit| may_try(state, side, unit.id))
        .map(|unit| unit.id)
        .collect();
    for unit in firers {
        let Some(from) = state.unit(unit).and_then(|found| found.hex()) else {
            continue;
        };
        for &target in &targets {
            if from.distance_to(target) > LONGEST_RANGE {
                continue;
            }
            if let Ok(plan) = fire::check_fire(state, side, target, &[unit], Aim::AllUnits) {
                shots.push(Shot {
                    unit,
                    target,
                    attack: plan.attack,
                });
            }
        }
    }
    shots
}

/// The CRT column index an attack reaches (`None`: below the table).
pub fn column_of(state: &State, side: Side, target: Hex, firers: &[UnitId]) -> Option<usize> {
    let plan = fire::check_fire(state, side, target, firers, Aim::AllUnits).ok()?;
    state.tables.crt.column(plan.attack, plan.defense)
}

/// Gather firers from `candidates` (best first) on `target` until the attack reaches
/// `wanted` (a CRT column index), then drop any firer not needed to keep it there. Returns
/// the firers and the column reached (lower if the candidates cannot reach it).
pub fn gather(
    state: &State,
    side: Side,
    target: Hex,
    candidates: &[UnitId],
    wanted: usize,
) -> Option<(Vec<UnitId>, usize)> {
    let mut chosen: Vec<UnitId> = Vec::new();
    let mut reached = None;
    for &unit in candidates {
        let mut trial = chosen.clone();
        trial.push(unit);
        if fire::check_fire(state, side, target, &trial, Aim::AllUnits).is_err() {
            continue;
        }
        chosen = trial;
        reached = column_of(state, side, target, &chosen);
        if reached.is_some_and(|column| column >= wanted) {
            break;
        }
    }
    if chosen.is_empty() {
        return None;
    }
    // Drop firers (weakest last-added first) the odds do not need.
    if reached.is_some_and(|column| column >= wanted) {
        let mut index = chosen.len();
        while index > 0 {
            index -= 1;
            if chosen.len() == 1 {
                break;
            }
            let mut trial = chosen.clone();
            trial.remove(index);
            if column_of(state, side, target, &trial).is_some_and(|column| column >= wanted) {
                chosen = trial;
            }
        }
        reached = column_of(state, side, target, &chosen);
    }
    Some((chosen, reached.unwrap_or(0)))
}

/// A fire command.
pub fn fire_command(target: Hex, firers: Vec<UnitId>) -> Command {
    Command::Fire {
        target,
        firers,
        aim: Aim::AllUnits,
    }
}
