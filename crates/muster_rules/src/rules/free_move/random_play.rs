//! A random but legal player: picks commands the engine accepts, for property tests,
//! soak runs and benchmarks. Not an opponent (that is the real-time AI); it only explores.

use parry2d::math::Vector;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::command::Command;
use super::engine::FreeMove;
use super::geometry::Pose;
use super::movement::move_limit;
use super::roster::{MeleeId, Side, UnitId};
use super::state::{Phase, State};
use crate::rules::engine::RulesEngine;

/// How many step attempts one timed move gets before the bell.
const STEPS_PER_TIMED_MOVE: usize = 40;

/// Chooses random legal commands from a seeded generator.
pub struct RandomPlayer {
    rng: ChaCha8Rng,
}

impl RandomPlayer {
    pub fn seeded(seed: u64) -> Self {
        Self {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// The commands for the current phase, each legal when it is issued in order, ending
    /// with the command that moves the phase on. Empty when the battle is over.
    pub fn next_commands(&mut self, state: &State) -> Vec<Command> {
        let mut scratch = state.clone();
        let mut commands = Vec::new();
        let issue = |scratch: &mut State, command: Command, commands: &mut Vec<Command>| {
            let mut dice = crate::rules::dice::Dice::seeded(0);
            if FreeMove::execute(scratch, command.clone(), &mut dice).is_ok() {
                commands.push(command);
            }
        };
        match state.phase {
            Phase::GameOver => {}
            Phase::TimedMove => {
                for _ in 0..STEPS_PER_TIMED_MOVE {
                    if let Some(command) = self.random_step(&scratch, true) {
                        issue(&mut scratch, command, &mut commands);
                    }
                }
                let end = if !state.combat_suspended && self.rng.random_bool(0.05) {
                    Command::CallTime { side: Side::First }
                } else {
                    Command::Bell
                };
                commands.push(end);
            }
            Phase::Rearrangement | Phase::BonusMoves => {
                for _ in 0..6 {
                    if let Some(command) =
                        self.random_step(&scratch, state.phase == Phase::BonusMoves)
                    {
                        issue(&mut scratch, command, &mut commands);
                    }
                }
                commands.extend(self.done_for_both(&scratch));
            }
            Phase::MissileFire => {
                let shooters: Vec<UnitId> = scratch.units_on_table().map(|unit| unit.id).collect();
                for shooter in shooters {
                    let targets: Vec<UnitId> = scratch
                        .army(shooter.side.enemy())
                        .map(|unit| unit.id)
                        .filter(|target| {
                            FreeMove::check(
                                &scratch,
                                &Command::Shoot {
                                    shooter,
                                    target: *target,
                                },
                            )
                            .is_ok()
                        })
                        .collect();
                    if !targets.is_empty() {
                        let target = targets[self.rng.random_range(0..targets.len())];
                        issue(
                            &mut scratch,
                            Command::Shoot { shooter, target },
                            &mut commands,
                        );
                    }
                }
                commands.extend(self.done_for_both(&scratch));
            }
            Phase::PullOut => {
                let melees: Vec<MeleeId> = scratch.melees.iter().map(|melee| melee.id).collect();
                for melee in melees {
                    let side = if self.rng.random_bool(0.5) {
                        Side::First
                    } else {
                        Side::Second
                    };
                    if self.rng.random_bool(0.2) {
                        issue(
                            &mut scratch,
                            Command::PullOut { side, melee },
                            &mut commands,
                        );
                    }
                }
                commands.extend(self.done_for_both(&scratch));
            }
            Phase::Deployment => commands.extend(self.done_for_both(&scratch)),
        }
        commands
    }

    fn done_for_both(&self, state: &State) -> Vec<Command> {
        Side::BOTH
            .into_iter()
            .filter(|side| !state.done[side.index()])
            .map(|side| Command::Done { side })
            .collect()
    }

    /// A step for a random movable unit: mostly toward the nearest enemy, sometimes away.
    fn random_step(&mut self, state: &State, forward: bool) -> Option<Command> {
        let candidates: Vec<UnitId> = state
            .units_on_table()
            .filter(|unit| unit.melee.is_none())
            .filter(|unit| state.phase != Phase::BonusMoves || state.bonus_moves.contains(&unit.id))
            .map(|unit| unit.id)
            .collect();
        if candidates.is_empty() {
            return None;
        }
        let id = candidates[self.rng.random_range(0..candidates.len())];
        let unit = state.unit(id)?;
        let nearest = state
            .army(id.side.enemy())
            .map(|enemy| enemy.pose.centre())
            .min_by(|a, b| {
                a.distance(unit.pose.centre())
                    .total_cmp(&b.distance(unit.pose.centre()))
            });
        let heading = match nearest {
            Some(target) if forward && self.rng.random_bool(0.8) => {
                (target - unit.pose.centre()).normalize_or_zero()
            }
            _ => {
                let angle: f32 = self.rng.random_range(0.0..std::f32::consts::TAU);
                Vector::new(angle.sin(), angle.cos())
            }
        };
        let heading = if forward {
            heading
        } else {
            -unit.pose.front() + heading * 0.3
        };
        let probe = unit.pose.moved_by(heading);
        let limit = move_limit(state, unit, &unit.pose, &probe);
        let length = self.rng.random_range(0.2..=1.0) * limit;
        let facing = if forward && heading.length() > 0.0 {
            heading.x.atan2(heading.y).to_degrees().rem_euclid(360.0)
        } else {
            unit.pose.facing
        };
        let target = unit.pose.moved_by(heading.normalize_or_zero() * length);
        Some(Command::Step {
            unit: id,
            to: Pose::new(target.x, target.y, facing),
        })
    }
}
