//! Random legal play for the property tests: a random unit to a random square it can reach
//! with a random legal action, or a purchase, a power, the end of movement or of the turn.
//! Every command is checked by the engine before it is returned.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::rules::engine::RulesEngine;

use super::command::{Command, Then};
use super::engine::Skirmish;
use super::movement::reachable;
use super::purchase::open_factories;
use super::state::{PowerLevel, State};
use super::units::UnitKind;
use crate::rules::seat::PlayerId;

/// A source of random legal commands.
pub struct RandomPlayer {
    rng: ChaCha8Rng,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> Self {
        RandomPlayer {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// A legal command for the player to act (`EndTurn` when nothing else is picked).
    pub fn next_command(&mut self, state: &State) -> Command {
        for _ in 0..8 {
            let command = self.candidate(state);
            if Skirmish::check(state, &command).is_ok() {
                return command;
            }
        }
        Command::EndTurn
    }

    fn candidate(&mut self, state: &State) -> Command {
        let Some(player) = state.acting() else {
            return Command::EndTurn;
        };
        match self.rng.random_range(0..10) {
            0 => Command::EndTurn,
            1 => Command::EndMoves,
            2 => Command::UsePower {
                level: if self.rng.random_bool(0.5) {
                    PowerLevel::Power
                } else {
                    PowerLevel::Super
                },
            },
            3 => {
                let factories = open_factories(state, player);
                if factories.is_empty() {
                    return Command::EndTurn;
                }
                let factory = factories[self.rng.random_range(0..factories.len())];
                let kind = UnitKind::ALL[self.rng.random_range(0..UnitKind::ALL.len())];
                Command::Buy { factory, kind }
            }
            _ => self.order(state, player.0),
        }
    }

    fn order(&mut self, state: &State, player: usize) -> Command {
        let units: Vec<_> = state
            .units_of(PlayerId(player))
            .filter(|unit| !unit.acted && unit.square().is_some())
            .collect();
        if units.is_empty() {
            return Command::EndTurn;
        }
        let unit = units[self.rng.random_range(0..units.len())];
        let ends = reachable(state, unit);
        if ends.is_empty() {
            return Command::EndTurn;
        }
        let reach = &ends[self.rng.random_range(0..ends.len())];
        let then = match self.rng.random_range(0..4) {
            0 => Then::Capture,
            1 => {
                let enemies: Vec<_> = state
                    .units
                    .iter()
                    .filter(|other| other.owner != PlayerId(player))
                    .filter_map(|other| other.square())
                    .filter(|at| at.distance(reach.to) <= 5)
                    .collect();
                if enemies.is_empty() {
                    Then::Wait
                } else {
                    Then::Attack {
                        target: enemies[self.rng.random_range(0..enemies.len())],
                    }
                }
            }
            2 => {
                let riders: Vec<_> = state.passengers(unit.id).map(|rider| rider.id).collect();
                let squares = reach.to.neighbours();
                Then::Unload {
                    drops: riders
                        .into_iter()
                        .map(|rider| (rider, squares[self.rng.random_range(0..4)]))
                        .collect(),
                }
            }
            _ => Then::Wait,
        };
        Command::Order {
            unit: unit.id,
            path: reach.path.clone(),
            then,
        }
    }
}
