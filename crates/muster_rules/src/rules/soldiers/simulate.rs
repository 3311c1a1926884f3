//! AI against AI, headless: plays a game of Soldiers to its end and reports who won, in
//! how many turns, and how long the AIs took (`muster simulate`, the tests, the benches).

use std::time::{Duration, Instant};

use super::ai::{Ai, Mind};
use super::command::Command;
use super::engine::Soldiers;
use super::event::Event;
use super::state::{Phase, Side, State};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// How a simulated game ended.
#[derive(Debug, Clone, PartialEq)]
pub struct GameReport {
    pub winner: Option<Side>,
    pub reason: String,
    pub turns: u32,
    pub commands: usize,
    /// Time the AIs spent choosing commands, per game-turn.
    pub ai_time_per_turn: Duration,
    /// Units eliminated on each side.
    pub losses: [usize; 2],
}

/// Units of each side eliminated so far.
pub fn losses(state: &State) -> [usize; 2] {
    let lost = |side: u8| {
        state
            .units
            .iter()
            .filter(|unit| {
                unit.side.0 == side
                    && matches!(unit.location, super::state::Location::Eliminated { .. })
            })
            .count()
    };
    [lost(0), lost(1)]
}

/// Commands after which a game is called off as stuck (a defect, reported as an error).
const COMMAND_LIMIT: usize = 200_000;

/// Play `state` to its end with the given minds for sides 0 and 1. Every command is the
/// AI's and must be legal: a refusal is returned as an error naming it.
pub fn play(state: State, seed: u64, minds: [Mind; 2]) -> Result<(GameReport, State), String> {
    play_logged(state, seed, minds).map(|(report, state, _)| (report, state))
}

/// [`play`], with the command log (the soak test saves and replays it).
pub fn play_logged(
    mut state: State,
    seed: u64,
    minds: [Mind; 2],
) -> Result<(GameReport, State, Vec<Command>), String> {
    let mut dice = Dice::seeded(seed);
    let mut players = [Ai::new(Side(0), minds[0]), Ai::new(Side(1), minds[1])];
    let mut thinking = Duration::ZERO;
    let mut commands = 0;
    let mut log = Vec::new();
    loop {
        if let Phase::Over = state.phase {
            break;
        }
        let Some(side) = state.acting_side() else {
            break;
        };
        let started = Instant::now();
        let command = players[side.index()]
            .next_command(&state)
            .ok_or_else(|| format!("the AI for side {} gave no command", side.0))?;
        thinking += started.elapsed();
        let events =
            Soldiers::execute(&mut state, command.clone(), &mut dice).map_err(|error| {
                format!(
                    "turn {}, {:?}: the AI gave an illegal command {command:?}: {error}",
                    state.turn, state.phase
                )
            })?;
        commands += 1;
        log.push(command);
        if commands > COMMAND_LIMIT {
            return Err(format!(
                "no end after {COMMAND_LIMIT} commands (turn {})",
                state.turn
            ));
        }
        if let Some(Event::GameOver { winner, reason }) = events.last() {
            let turns = state.turn;
            return Ok((
                GameReport {
                    winner: *winner,
                    reason: reason.clone(),
                    turns,
                    commands,
                    ai_time_per_turn: thinking / turns.max(1),
                    losses: losses(&state),
                },
                state,
                log,
            ));
        }
    }
    Err("the game was already over".into())
}

/// The minds a headless game uses: the general AI, or the printed doctrine for the
/// solitaire situation's mechanical side.
pub fn default_minds(state: &State) -> [Mind; 2] {
    let mind = |side: Side| {
        if state.special.doctrine_side == Some(side) {
            Mind::RussianDoctrine
        } else {
            Mind::Veteran
        }
    };
    [mind(Side(0)), mind(Side(1))]
}
