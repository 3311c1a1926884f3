//! A tournament game of Skirmish Wars: the first level in the even seats, the second in the
//! odd ones, every command checked by the engine, a draw after the simulations' day limit.

use std::time::Instant;

use super::played::{Played, TurnTimes, group_of_seat, result_of};
use crate::rules::engine::RulesEngine;
use crate::rules::ladder::{Budget, Level};
use crate::rules::skirmish::engine::Skirmish;
use crate::rules::skirmish::ladder::Computer;
use crate::rules::skirmish::simulate::DAY_LIMIT;
use crate::rules::skirmish::state::Phase;
use crate::scenario::Start;
use crate::scenario::skirmish::SkirmishScenario;

/// Play one game from `seed` between `levels` (the first level's seats, the second's).
pub fn play(
    scenario: &SkirmishScenario,
    levels: [Level; 2],
    seed: u64,
    budget: Budget,
) -> Result<Played, String> {
    let (mut state, mut dice) =
        Skirmish::start(scenario, seed).map_err(|error| error.to_string())?;
    let mut computers: Vec<Computer> = (0..state.players.len())
        .map(|seat| {
            Computer::new(levels[group_of_seat(seat)], seed.wrapping_add(seat as u64))
                .with_budget(budget)
        })
        .collect();
    let mut times = TurnTimes::default();
    let mut last_turn = None;
    let mut commands = Vec::new();
    while let Some(player) = state.acting() {
        if state.day > DAY_LIMIT {
            break;
        }
        let turn = (state.day, player);
        let started = Instant::now();
        let command = computers[player.index()].next_command(&state);
        times.add(
            group_of_seat(player.index()),
            started.elapsed(),
            last_turn != Some(turn),
        );
        last_turn = Some(turn);
        commands.push(format!("{command:?}"));
        Skirmish::execute(&mut state, command.clone(), &mut dice).map_err(|error| {
            format!(
                "seed {seed}, day {}, {} ({}): the computer gave an illegal command {command:?}: {error}",
                state.day,
                state.players[player].name,
                levels[group_of_seat(player.index())].name()
            )
        })?;
    }
    let winner = match state.phase {
        Phase::Over { winner } => winner.map(|seat| seat.index()),
        _ => None,
    };
    Ok(Played {
        result: result_of(winner),
        winning_seat: winner,
        length: state.day.min(DAY_LIMIT),
        turn_times: times.finish(),
        commands,
    })
}
