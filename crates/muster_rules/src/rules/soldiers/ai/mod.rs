//! The Soldiers AIs: the solitaire Russian doctrine and a general AI for either side of
//! any scenario. An [`Ai`] plans each step once, hands out its commands one at a time
//! (each checked by the engine first, so it never gives an illegal one) and then ends the
//! step.

pub mod bridge_fire;
pub mod deploy;
pub mod doctrine;
pub mod fire_choice;
pub mod general;
#[cfg(test)]
mod general_doctrine_tests;
pub mod goals;
pub mod interdiction_choice;
pub mod operation;
pub mod step_planning;

use std::collections::VecDeque;

use super::command::Command;
use super::engine::Soldiers;
use super::state::{Phase, Side, State};
use crate::rules::engine::RulesEngine;
use crate::rules::ladder::Level;

/// Which mind plays a side: the general AI at one of the computer's levels, or the printed
/// doctrine (an opponent of its own, not a level).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Mind {
    /// The general AI as the game shipped with it: the Veteran level and the baseline. Saved
    /// as "General", the name it had before the levels, so older saves load unchanged.
    #[serde(rename = "General")]
    Veteran,
    /// The solitaire situation's Russians.
    RussianDoctrine,
    Recruit,
    /// The top level, saved as "TopGeneral" (the Veteran keeps the old name).
    #[serde(rename = "TopGeneral")]
    General,
}

impl Mind {
    /// The level this mind plays at; `None` for the printed doctrine.
    pub fn level(self) -> Option<Level> {
        match self {
            Mind::Recruit => Some(Level::Recruit),
            Mind::Veteran => Some(Level::Veteran),
            Mind::General => Some(Level::General),
            Mind::RussianDoctrine => None,
        }
    }

    /// The general AI at `level`.
    pub fn at(level: Level) -> Mind {
        match level {
            Level::Recruit => Mind::Recruit,
            Level::Veteran => Mind::Veteran,
            Level::General => Mind::General,
        }
    }
}

/// An AI player for one side.
#[derive(Debug, Clone)]
pub struct Ai {
    pub side: Side,
    pub mind: Mind,
    queue: VecDeque<Command>,
    /// The step the queue was planned for: (turn, phase, whether the improved position
    /// rolls were made).
    planned_for: Option<(u32, Phase, bool)>,
}

impl Ai {
    pub fn new(side: Side, mind: Mind) -> Self {
        Ai {
            side,
            mind,
            queue: VecDeque::new(),
            planned_for: None,
        }
    }

    /// The next command, or `None` when it is not this side's turn to act.
    pub fn next_command(&mut self, state: &State) -> Option<Command> {
        if state.acting_side() != Some(self.side) {
            return None;
        }
        let step = (
            state.turn,
            state.phase,
            state.record.improved_positions_declared,
        );
        if self.planned_for != Some(step) {
            self.planned_for = Some(step);
            let goal = goals::goal_for(state, self.side);
            let planned = match self.mind {
                Mind::Veteran | Mind::Recruit | Mind::General => {
                    general::plan(state, self.side, &goal)
                }
                Mind::RussianDoctrine => match state.phase {
                    Phase::Deployment { .. } => general::plan(state, self.side, &goal),
                    _ => doctrine::plan(state, self.side),
                },
            };
            self.queue = planned.into();
        }
        while let Some(command) = self.queue.pop_front() {
            if Soldiers::check(state, &command).is_ok() {
                return Some(command);
            }
        }
        end_of_step(state)
    }
}

/// The command that ends the phase step under way, or `None` when the game is over.
pub fn end_of_step(state: &State) -> Option<Command> {
    Some(match state.phase {
        Phase::Deployment { .. } => Command::EndDeployment,
        Phase::Movement { .. } => Command::EndMovement,
        Phase::Fire { .. } => Command::EndFireStep,
        Phase::Over => return None,
    })
}
