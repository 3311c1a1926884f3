//! AI against AI, headless: plays a Skirmish Wars scenario to its end (or a day limit) and
//! reports who won, in how many days, what each player bought and lost, and how long the AI
//! took (`muster simulate`, the tests, the benches).

use std::time::{Duration, Instant};

use super::ai::Ai;
use super::command::Command;
use super::engine::Skirmish;
use super::event::Event;
use super::state::{Phase, PlayerId, State};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// Days after which a simulated game is called a draw.
pub const DAY_LIMIT: u32 = 60;

/// How a simulated game ended.
#[derive(Debug, Clone, PartialEq)]
pub struct GameReport {
    /// `None`: a draw, or called off at the day limit.
    pub winner: Option<PlayerId>,
    pub days: u32,
    pub commands: usize,
    /// Units bought and units lost, per player.
    pub bought: Vec<u32>,
    pub lost: Vec<u32>,
    /// Time the AI spent choosing, per player-turn.
    pub ai_time_per_turn: Duration,
    /// The longest single player-turn of AI thinking.
    pub slowest_turn: Duration,
}

/// Play `state` to its end with the AI in every seat; a refused command is an error naming it.
/// Returns the report, the final state and the command log.
pub fn play(
    mut state: State,
    seed: u64,
    day_limit: u32,
) -> Result<(GameReport, State, Vec<Command>), String> {
    let mut dice = Dice::seeded(seed);
    let mut ai = Ai::new(seed);
    let players = state.players.len();
    let mut report = GameReport {
        winner: None,
        days: 0,
        commands: 0,
        bought: vec![0; players],
        lost: vec![0; players],
        ai_time_per_turn: Duration::ZERO,
        slowest_turn: Duration::ZERO,
    };
    let mut log = Vec::new();
    let mut thinking = Duration::ZERO;
    let mut this_turn = Duration::ZERO;
    let mut turns = 0u32;
    while let Some(player) = state.acting() {
        if state.day > day_limit {
            break;
        }
        let started = Instant::now();
        let command = ai.next_command(&state);
        let spent = started.elapsed();
        thinking += spent;
        this_turn += spent;
        let events =
            Skirmish::execute(&mut state, command.clone(), &mut dice).map_err(|error| {
                format!(
                    "day {}, {}: the AI gave an illegal command {command:?}: {error}",
                    state.day, state.players[player].name
                )
            })?;
        for event in &events {
            match event {
                Event::Bought { owner, .. } => report.bought[*owner] += 1,
                Event::Destroyed { owner, .. } => report.lost[*owner] += 1,
                Event::TurnEnded { .. } => {
                    turns += 1;
                    report.slowest_turn = report.slowest_turn.max(this_turn);
                    this_turn = Duration::ZERO;
                }
                _ => {}
            }
        }
        log.push(command);
    }
    if let Phase::Over { winner } = state.phase {
        report.winner = winner;
    }
    report.days = state.day.min(day_limit);
    report.commands = log.len();
    report.ai_time_per_turn = thinking / turns.max(1);
    Ok((report, state, log))
}
