//! A random legal player for Soldiers: the property tests' opponent and a soak tool. It
//! picks among the legal commands of the moment with seeded dice, ending the step when
//! a coin says so or nothing is left.

use rand::Rng;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::ai::fire_choice::{fire_command, shots};
use super::command::Command;
use super::engine::Soldiers;
use super::movement::{movable_units, reachable};
use super::state::{Location, Phase, State};
use crate::rules::engine::RulesEngine;

/// A seeded random player.
pub struct RandomPlayer {
    rng: ChaCha8Rng,
}

impl RandomPlayer {
    pub fn seeded(seed: u64) -> Self {
        RandomPlayer {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// A legal command for the acting side, or `None` when the game is over.
    pub fn next_command(&mut self, state: &State) -> Option<Command> {
        let side = state.acting_side()?;
        let end = match state.phase {
            Phase::Deployment { .. } => Command::EndDeployment,
            Phase::Movement { .. } => Command::EndMovement,
            Phase::Fire { .. } => Command::EndFireStep,
            Phase::Over => return None,
        };
        let mut options: Vec<Command> = Vec::new();
        match state.phase {
            Phase::Deployment { .. } => {
                // Trench markers first, at random legal hexes of their zone.
                if let Some(placing) = state
                    .special
                    .trenches_to_place
                    .as_ref()
                    .filter(|placing| placing.side == side && placing.count > 0)
                {
                    let start = self.rng.random_range(0..placing.zone.len().max(1));
                    let legal = placing
                        .zone
                        .iter()
                        .cycle()
                        .skip(start)
                        .take(placing.zone.len())
                        .map(|hex| Command::PlaceTrench { hex: *hex })
                        .find(|command| Soldiers::check(state, command).is_ok());
                    if let Some(command) = legal {
                        return Some(command);
                    }
                }
                // The first unit still to place, at a random legal hex of its zone.
                let waiting = state.units.iter().find(|unit| {
                    unit.side == side && matches!(unit.location, Location::ToDeploy { .. })
                });
                if let Some(unit) = waiting
                    && let Location::ToDeploy { zone, .. } = &unit.location
                {
                    let mut hexes = zone.clone();
                    hexes.sort_by_key(|hex| super::map::col_row(*hex));
                    let start = self.rng.random_range(0..hexes.len().max(1));
                    let turn = start.min(hexes.len());
                    hexes.rotate_left(turn);
                    let improved = self.rng.random_bool(0.3);
                    let dismounted = self.rng.random_bool(0.2);
                    let legal = hexes.into_iter().find_map(|hex| {
                        [
                            (improved, dismounted),
                            (!improved, dismounted),
                            (improved, false),
                            (!improved, false),
                        ]
                        .into_iter()
                        .map(|(improved, dismounted)| Command::Deploy {
                            unit: unit.id,
                            hex,
                            improved,
                            dismounted,
                        })
                        .find(|command| Soldiers::check(state, command).is_ok())
                    });
                    if let Some(command) = legal {
                        return Some(command);
                    }
                }
            }
            Phase::Movement { .. } => {
                let movers = movable_units(state, side);
                if !movers.is_empty() {
                    let unit = movers[self.rng.random_range(0..movers.len())];
                    if let Some(found) = state.unit(unit) {
                        let reach: Vec<_> = reachable(state, found).into_values().collect();
                        if !reach.is_empty() {
                            let pick = &reach[self.rng.random_range(0..reach.len())];
                            options.push(Command::Move {
                                unit,
                                path: pick.path.clone(),
                                exit: self.rng.random_bool(0.05),
                            });
                        }
                        options.push(Command::Dismount { unit });
                        options.push(Command::Remount { unit });
                        options.push(Command::BreakDown { unit });
                    }
                }
                if !state.record.improved_positions_declared {
                    let mine: Vec<_> = state
                        .units
                        .iter()
                        .filter(|unit| unit.side == side && unit.on_map())
                        .map(|unit| unit.id)
                        .collect();
                    if let Some(&unit) = mine.first() {
                        options.push(Command::DeclareImprovedPositions {
                            enter: vec![unit],
                            leave: vec![],
                        });
                    }
                }
            }
            Phase::Fire { .. } => {
                let shots = shots(state, side);
                if !shots.is_empty() {
                    let shot = &shots[self.rng.random_range(0..shots.len())];
                    options.push(fire_command(shot.target, vec![shot.unit]));
                }
            }
            Phase::Over => {}
        }
        options.retain(|command| Soldiers::check(state, command).is_ok());
        if options.is_empty() || self.rng.random_bool(0.15) && Soldiers::check(state, &end).is_ok()
        {
            return Some(end);
        }
        Some(options.swap_remove(self.rng.random_range(0..options.len())))
    }
}
