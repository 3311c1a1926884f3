//! A tournament game of the movement game: the first level in the even seats, the second in
//! the odd ones (two seats: across the table; four: each across from its own kind), every
//! command checked by the engine, called a draw at the turn limit.

use std::time::Instant;

use super::played::{Played, TurnTimes, group_of_seat, result_of};
use crate::rules::engine::RulesEngine;
use crate::rules::ladder::{Budget, Level};
use crate::rules::movement_game::engine::MovementGame;
use crate::rules::movement_game::ladder::Computer;
use crate::rules::movement_game::simulate::TURN_LIMIT;
use crate::rules::movement_game::state::Phase;
use crate::scenario::Start;
use crate::scenario::movement_game::MovementGameScenario;

/// Play one game from `seed` between `levels` (the first level's seats, the second's); the
/// General thinks within `budget`'s time a turn, from its own stream (the game's seed and
/// its seat).
pub fn play(
    scenario: &MovementGameScenario,
    levels: [Level; 2],
    seed: u64,
    budget: Budget,
) -> Result<Played, String> {
    let (mut state, mut dice) =
        MovementGame::start(scenario, seed).map_err(|error| error.to_string())?;
    let mut computers: Vec<Computer> = (0..state.players.len())
        .map(|seat| {
            Computer::seeded(
                levels[group_of_seat(seat)],
                seed.wrapping_add(seat as u64),
                budget,
            )
        })
        .collect();
    let mut times = TurnTimes::default();
    let mut last_turn = None;
    let mut commands = Vec::new();
    while let Some(player) = state.acting() {
        if state.turns >= TURN_LIMIT {
            break;
        }
        let started = Instant::now();
        let command = computers[player.index()].next_command(&state);
        times.add(
            group_of_seat(player.index()),
            started.elapsed(),
            last_turn != Some(state.turns),
        );
        last_turn = Some(state.turns);
        commands.push(format!("{command:?}"));
        MovementGame::execute(&mut state, command, &mut dice).map_err(|error| {
            format!(
                "seed {seed}, turn {}, {} ({}): the computer gave an illegal command {command:?}: {error}",
                state.turns,
                state.players[player].name,
                levels[group_of_seat(player.index())].name()
            )
        })?;
    }
    let winner = match state.phase {
        Phase::Over { winner } => Some(winner.index()),
        _ => None,
    };
    Ok(Played {
        result: result_of(winner),
        winning_seat: winner,
        length: state.turns,
        turn_times: times.finish(),
        commands,
    })
}
