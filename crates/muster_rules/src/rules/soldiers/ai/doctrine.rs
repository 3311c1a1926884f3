//! The solitaire situation's Russian doctrine, exactly as printed: infantry companies move
//! only to stop the Germans taking town hexes; machine gun sections never move; no fire
//! at empty hexes; targets in the printed order of precedence; fire gathered to 4-1 after
//! the Russian move and 2-1 after the German, target after target.

use std::collections::{HashMap, HashSet};

use hexx::Hex;

use super::super::command::Command;
use super::super::map::col_row;
use super::super::movement::{costs_within, reachable, step_cost};
use super::super::state::{FireStep, Phase, Side, State, Unit, UnitId};
use super::super::terrain_effects::Terrain;
use super::super::units::UnitKind;
use super::fire_choice::{fire_command, gather, shots};

/// The CRT column of 4-1 and of 2-1 on the table (the columns run 1-2, 1-1, 2-1 … 6-1).
const FOUR_TO_ONE: usize = 4;
const TWO_TO_ONE: usize = 2;

/// The doctrine's commands for the current step.
pub fn plan(state: &State, side: Side) -> Vec<Command> {
    match state.phase {
        Phase::Movement { .. } => plan_movement(state, side),
        Phase::Fire { mover, step } => match step {
            FireStep::MoverFires | FireStep::OtherFires => {
                let wanted = if mover == side {
                    FOUR_TO_ONE
                } else {
                    TWO_TO_ONE
                };
                plan_fire(state, side, wanted)
            }
            _ => Vec::new(),
        },
        Phase::Deployment { .. } | Phase::Over => Vec::new(),
    }
}

fn town_hexes(state: &State) -> Vec<Hex> {
    let mut towns: Vec<Hex> = state
        .tables
        .map
        .all_hexes()
        .filter(|hex| state.tables.map.terrain(*hex) == Terrain::Town)
        .collect();
    towns.sort_by_key(|hex| col_row(*hex));
    towns
}

/// Town hexes within 5 movement points of a German infantry company, counting a town hex
/// a Russian holds as if he had left it (the doctrine asks what moving would leave open).
fn threatened_towns(state: &State, side: Side, towns: &[Hex]) -> HashSet<Hex> {
    let mut threatened = HashSet::new();
    for german in state
        .units
        .iter()
        .filter(|unit| unit.side != side && unit.kind == UnitKind::InfantryCompany && unit.on_map())
    {
        let costs = costs_within(state, german, 10);
        for &town in towns {
            let reached = costs.contains_key(&town)
                || state.tables.map.neighbours(town).any(|next| {
                    costs.get(&next).is_some_and(|cost| {
                        step_cost(state, german, Some(next), town)
                            .is_ok_and(|step| cost + step <= 10)
                    })
                });
            if reached {
                threatened.insert(town);
            }
        }
    }
    threatened
}

/// The companies that the doctrine moves, with the town hex each goes to.
pub fn doctrine_moves(state: &State, side: Side) -> Vec<(UnitId, Hex)> {
    let towns = town_hexes(state);
    let threatened = threatened_towns(state, side, &towns);
    let mut claimed: HashSet<Hex> = HashSet::new();
    let mut moves = Vec::new();
    let companies: Vec<&Unit> = state
        .units
        .iter()
        .filter(|unit| unit.side == side && unit.kind == UnitKind::InfantryCompany && unit.on_map())
        .collect();
    for company in companies {
        let Some(here) = company.hex() else {
            continue;
        };
        // It may not leave a town hex the Germans could then reach.
        let leaves_a_threatened_town = threatened.contains(&here)
            && state
                .units_in(here)
                .filter(|unit| unit.side == side)
                .count()
                == 1;
        if leaves_a_threatened_town {
            continue;
        }
        let within_four = costs_within(state, company, 8);
        let target = towns.iter().copied().find(|town| {
            state.occupant(*town).is_none()
                && !claimed.contains(town)
                && threatened.contains(town)
                && within_four.contains_key(town)
        });
        if let Some(town) = target {
            claimed.insert(town);
            moves.push((company.id, town));
        }
    }
    moves
}

fn plan_movement(state: &State, side: Side) -> Vec<Command> {
    let moves = doctrine_moves(state, side);
    if !state.record.improved_positions_declared {
        let leave: Vec<UnitId> = moves
            .iter()
            .map(|(unit, _)| *unit)
            .filter(|unit| state.unit(*unit).is_some_and(|found| found.improved))
            .collect();
        if !leave.is_empty() {
            return vec![Command::DeclareImprovedPositions {
                enter: Vec::new(),
                leave,
            }];
        }
    }
    let mut commands = Vec::new();
    for (unit, town) in moves {
        let Some(found) = state.unit(unit) else {
            continue;
        };
        if let Some(reach) = reachable(state, found).get(&col_row(town)) {
            commands.push(Command::Move {
                unit,
                path: reach.path.clone(),
                exit: false,
            });
        }
    }
    commands
}

/// The precedence of a target for a firer (lower first), with its tie-break: 1 adjacent
/// (westernmost), 2 for machine gun sections any unit within 3 (westernmost), 3 machine
/// guns (closer), 4 the closest units in open terrain, 5 the closest in cover.
pub fn precedence(state: &State, firer: &Unit, target: Hex) -> (u8, i32, (i32, i32)) {
    let Some(from) = firer.hex() else {
        return (9, 0, col_row(target));
    };
    let distance = from.distance_to(target);
    let (col, row) = col_row(target);
    if distance == 1 {
        return (1, col, (col, row));
    }
    if firer.kind == UnitKind::MachineGunSection && distance <= 3 {
        return (2, col, (col, row));
    }
    if state.units_in(target).any(Unit::is_machine_gun) {
        return (3, distance, (col, row));
    }
    let cover = matches!(
        state.tables.map.terrain(target),
        Terrain::Woods | Terrain::Town | Terrain::Canal
    ) || state.tables.map.terrain(target) == Terrain::Crest;
    if cover {
        (5, distance, (col, row))
    } else {
        (4, distance, (col, row))
    }
}

fn plan_fire(state: &State, side: Side, wanted: usize) -> Vec<Command> {
    let shots = shots(state, side);
    let mut options: HashMap<UnitId, Vec<Hex>> = HashMap::new();
    for shot in &shots {
        options.entry(shot.unit).or_default().push(shot.target);
    }
    let mut free: Vec<UnitId> = options.keys().copied().collect();
    free.sort();
    let mut attacked: HashSet<Hex> = HashSet::new();
    let mut commands = Vec::new();
    loop {
        // The best-ranked target any free unit has.
        let best = free
            .iter()
            .filter_map(|unit| {
                let firer = state.unit(*unit)?;
                options
                    .get(unit)?
                    .iter()
                    .filter(|hex| !attacked.contains(hex))
                    .map(|hex| (precedence(state, firer, *hex), *hex))
                    .min_by_key(|(rank, _)| *rank)
            })
            .min_by_key(|(rank, _)| *rank);
        let Some((_, target)) = best else {
            break;
        };
        // Firers whose own first choice it is come first, then the strongest.
        let mut candidates: Vec<(bool, std::cmp::Reverse<u32>, UnitId)> = shots
            .iter()
            .filter(|shot| shot.target == target && free.contains(&shot.unit))
            .map(|shot| {
                let first_choice = state.unit(shot.unit).and_then(|firer| {
                    options
                        .get(&shot.unit)?
                        .iter()
                        .filter(|hex| !attacked.contains(hex))
                        .min_by_key(|hex| precedence(state, firer, **hex))
                        .copied()
                }) == Some(target);
                (!first_choice, std::cmp::Reverse(shot.attack), shot.unit)
            })
            .collect();
        candidates.sort();
        let ids: Vec<UnitId> = candidates.iter().map(|(_, _, unit)| *unit).collect();
        attacked.insert(target);
        if let Some((firers, _)) = gather(state, side, target, &ids, wanted) {
            free.retain(|unit| !firers.contains(unit));
            commands.push(fire_command(target, firers));
        }
    }
    commands
}
