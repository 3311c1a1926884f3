//! A whole Free Move battle between two real-time AIs, headless: each timed move runs on a
//! simulated countdown (tenths of a second) with both hands moving at once, then the bell
//! and the phases after it. Every command goes through the engine; an AI command the engine
//! refuses is reported as an error naming it (the property tests rely on that).

use super::RealTimeAi;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::command::Command;
use crate::rules::free_move::engine::FreeMove;
use crate::rules::free_move::flow::next_allowance;
use crate::rules::free_move::roster::Side;
use crate::rules::free_move::state::{Phase, State};

/// Seconds the simulated clock advances between two looks by the hands.
pub const TICK_SECONDS: f32 = 0.1;

/// How a battle went.
#[derive(Debug, Clone, PartialEq)]
pub struct BattleReport {
    /// The side that won, or `None` when the move limit came first.
    pub winner: Option<Side>,
    pub timed_moves: u32,
    /// Points left on each side.
    pub points: [u32; 2],
    pub commands: usize,
}

/// Play `state` between `ais` (side 0's first) with dice from `seed`, for at most
/// `move_limit` timed moves. The report and the command log, or the first refused command.
pub fn fight(
    mut state: State,
    seed: u64,
    ais: &mut [RealTimeAi; 2],
    move_limit: u32,
) -> Result<(BattleReport, Vec<Command>), String> {
    let mut dice = Dice::seeded(seed);
    let mut log = Vec::new();
    let mut execute = |state: &mut State, command: Command, log: &mut Vec<Command>| {
        FreeMove::execute(state, command.clone(), &mut dice)
            .map_err(|error| format!("move {}: {command:?} refused: {error}", state.move_number))?;
        log.push(command);
        Ok::<(), String>(())
    };
    let mut stalled = 0;
    while state.phase != Phase::GameOver && state.move_number <= move_limit {
        let before = log.len();
        if state.phase == Phase::TimedMove {
            let allowed = next_allowance(&state).seconds;
            let mut clock = 0.0;
            while clock < allowed && state.phase == Phase::TimedMove {
                for ai in ais.iter_mut() {
                    if let Some(command) = ai.act(&state, clock) {
                        execute(&mut state, command, &mut log)?;
                    }
                }
                clock += TICK_SECONDS;
            }
            if state.phase == Phase::TimedMove {
                execute(&mut state, Command::Bell, &mut log)?;
            }
        } else {
            for ai in ais.iter_mut() {
                for command in ai.phase_commands(&state) {
                    execute(&mut state, command, &mut log)?;
                }
            }
        }
        stalled = if log.len() == before { stalled + 1 } else { 0 };
        if stalled > 3 {
            return Err(format!("the battle stalls in {:?}", state.phase));
        }
    }
    let points = Side::BOTH.map(|side| state.army(side).map(|unit| unit.points.0).sum());
    let winner = state.result.as_ref().and_then(|result| result.winner);
    Ok((
        BattleReport {
            winner,
            timed_moves: state.move_number,
            points,
            commands: log.len(),
        },
        log,
    ))
}
