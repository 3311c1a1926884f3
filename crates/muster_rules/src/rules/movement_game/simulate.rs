//! AI against AI, headless: deals a game, plays it to the win, and reports who won, in how
//! many turns, and how long the AIs took (`muster simulate`, the tests, the benches).

use std::time::{Duration, Instant};

use super::ai::Ai;
use super::command::Command;
use super::engine::MovementGame;
use super::state::{Phase, PlayerId, State};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// How a simulated game ended.
#[derive(Debug, Clone, PartialEq)]
pub struct GameReport {
    /// `None`: called off at the turn limit.
    pub winner: Option<PlayerId>,
    pub turns: u32,
    pub commands: usize,
    /// Time the AIs spent choosing, per turn.
    pub ai_time_per_turn: Duration,
}

/// Turns after which a game is called off (a stalemate of blocked tokens).
pub const TURN_LIMIT: u32 = 2_000;

/// Play a dealt game to its end; every command is the AI's and must be legal. Returns the
/// report, the final state and the command log.
pub fn play(
    mut state: State,
    dice: &mut Dice,
) -> Result<(GameReport, State, Vec<Command>), String> {
    let mut ai = Ai;
    let mut log = Vec::new();
    let mut thinking = Duration::ZERO;
    while let Some(player) = state.acting() {
        if state.turns >= TURN_LIMIT {
            break;
        }
        let started = Instant::now();
        let command = ai.next_command(&state);
        thinking += started.elapsed();
        MovementGame::execute(&mut state, command, dice).map_err(|error| {
            format!(
                "turn {}, {}: the AI gave an illegal command {command:?}: {error}",
                state.turns, state.players[player].name
            )
        })?;
        log.push(command);
    }
    let winner = match state.phase {
        Phase::Over { winner } => Some(winner),
        _ => None,
    };
    let report = GameReport {
        winner,
        turns: state.turns,
        commands: log.len(),
        ai_time_per_turn: thinking / state.turns.max(1),
    };
    Ok((report, state, log))
}
