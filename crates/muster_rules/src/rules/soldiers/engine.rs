//! The Soldiers engine in Muster's shape: check a command against the phase and the
//! rules, execute it into events (rolling seeded dice), and apply them one by one.

use super::apply;
use super::command::Command;
use super::deployment;
use super::error::RuleError;
use super::event::Event;
use super::fire;
use super::flow;
use super::moving;
use super::organisation;
use super::outcome::Outcome;
use super::state::{FireStep, Phase, Side, State};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use muster_text::t;

/// The Soldiers ruleset.
pub struct Soldiers;

fn phase_name(phase: Phase) -> String {
    match phase {
        Phase::Deployment { .. } => t!("rules-soldiers-deployment"),
        Phase::Movement { .. } => t!("rules-soldiers-movement-phase"),
        Phase::Fire { step, .. } => match step {
            FireStep::MoverFires | FireStep::OtherFires => t!("rules-soldiers-mutual-fire-phase"),
            FireStep::MoverCharges | FireStep::OtherCharges => {
                "cavalry charge step of the fire phase".into()
            }
        },
        Phase::Over => t!("rules-soldiers-end-game"),
    }
}

/// The side that acts now (the acting side issues every command).
fn acting(state: &State) -> Result<Side, RuleError> {
    state.acting_side().ok_or(RuleError::GameOver)
}

fn wrong_phase(state: &State) -> RuleError {
    RuleError::WrongPhase {
        phase: phase_name(state.phase),
    }
}

impl RulesEngine for Soldiers {
    type State = State;
    type Command = Command;
    type Event = Event;
    type Error = RuleError;

    fn check(state: &State, command: &Command) -> Result<(), RuleError> {
        let side = acting(state)?;
        match (state.phase, command) {
            (
                Phase::Deployment { .. },
                Command::Deploy {
                    unit,
                    hex,
                    improved,
                    dismounted,
                },
            ) => deployment::check_deploy(state, side, *unit, *hex, *improved, *dismounted),
            (Phase::Deployment { .. }, Command::PlaceTrench { hex }) => {
                deployment::check_place_trench(state, side, *hex)
            }
            (Phase::Deployment { .. }, Command::EndDeployment) => {
                deployment::check_end_deployment(state, side)
            }
            (Phase::Movement { .. }, Command::DeclareImprovedPositions { enter, leave }) => {
                moving::check_declare(state, side, enter, leave)
            }
            (Phase::Movement { .. }, Command::Move { unit, path, exit }) => {
                moving::check_move(state, side, *unit, path, *exit)
            }
            (Phase::Movement { .. }, Command::BreakDown { unit }) => {
                organisation::check_break_down(state, side, *unit)
            }
            (Phase::Movement { .. }, Command::Recombine { units }) => {
                organisation::check_recombine(state, side, units)
            }
            (Phase::Movement { .. }, Command::Dismount { unit }) => {
                organisation::check_dismount(state, side, *unit)
            }
            (Phase::Movement { .. }, Command::Remount { unit }) => {
                organisation::check_remount(state, side, *unit)
            }
            (Phase::Movement { .. }, Command::EndMovement) => Ok(()),
            (
                Phase::Fire {
                    step: FireStep::MoverFires,
                    ..
                },
                Command::Interdict { hexes, firers },
            ) => fire::check_interdict(state, side, hexes, firers),
            (
                Phase::Fire { .. },
                Command::Fire {
                    target,
                    firers,
                    aim,
                },
            ) => fire::check_fire(state, side, *target, firers, *aim).map(|_| ()),
            (Phase::Fire { .. }, Command::EndFireStep) => Ok(()),
            (Phase::Over, _) => Err(RuleError::GameOver),
            _ => Err(wrong_phase(state)),
        }
    }

    fn execute(
        state: &mut State,
        command: Command,
        dice: &mut Dice,
    ) -> Result<Vec<Event>, RuleError> {
        Self::check(state, &command)?;
        let side = acting(state)?;
        let phase = state.phase;
        let mut out = Outcome::new(state);
        match command {
            Command::Deploy {
                unit,
                hex,
                improved,
                dismounted,
            } => out.emit(Event::Deployed {
                unit,
                hex,
                improved,
                dismounted,
            }),
            Command::PlaceTrench { hex } => out.emit(Event::TrenchPlaced { hex }),
            Command::EndDeployment => deployment::end_deployment(&mut out),
            Command::DeclareImprovedPositions { enter, leave } => {
                moving::execute_declare(&mut out, dice, &enter, &leave)
            }
            Command::Move { unit, path, exit } => {
                moving::execute_move(&mut out, dice, unit, &path, exit)
            }
            Command::BreakDown { unit } => organisation::execute_break_down(&mut out, unit),
            Command::Recombine { units } => organisation::execute_recombine(&mut out, &units),
            Command::Dismount { unit } => organisation::execute_dismount(&mut out, unit),
            Command::Remount { unit } => organisation::execute_remount(&mut out, unit),
            Command::EndMovement => flow::end_movement(&mut out, side),
            Command::Interdict { hexes, firers } => {
                fire::execute_interdict(&mut out, side, &hexes, &firers)
            }
            Command::Fire {
                target,
                firers,
                aim,
            } => fire::execute_fire(&mut out, dice, side, target, &firers, aim),
            Command::EndFireStep => {
                if let Phase::Fire { mover, step } = phase {
                    flow::end_fire_step(&mut out, mover, step);
                }
            }
        }
        Ok(out.into_events())
    }

    fn apply(state: &mut State, event: &Event) {
        apply::apply(state, event);
    }
}
