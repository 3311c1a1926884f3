//! A tournament game of Soldiers: the first level plays the scenario's first side, the
//! second level the other (the schedule swaps them every other game), every command checked
//! by the engine. A solitaire scenario is played by the levels on both sides too: the
//! printed doctrine is an opponent of its own, not a level.

use std::time::Instant;

use super::played::{Played, TurnTimes, result_of};
use crate::rules::engine::RulesEngine;
use crate::rules::ladder::{Budget, Level};
use crate::rules::soldiers::engine::Soldiers;
use crate::rules::soldiers::event::Event;
use crate::rules::soldiers::ladder::Computer;
use crate::rules::soldiers::state::{Phase, Side};
use crate::scenario::Start;
use crate::scenario::soldiers::SoldiersScenario;

/// Commands after which a game is called off as stuck (a defect, reported as an error).
const COMMAND_LIMIT: usize = 200_000;

/// Play one game from `seed` between `levels` (side 0's, side 1's).
pub fn play(
    scenario: &SoldiersScenario,
    levels: [Level; 2],
    seed: u64,
    budget: Budget,
) -> Result<Played, String> {
    let (mut state, mut dice) =
        Soldiers::start(scenario, seed).map_err(|error| error.to_string())?;
    let mut computers = [0u8, 1].map(|side| {
        Computer::new(
            Side(side),
            levels[usize::from(side)],
            seed ^ u64::from(side),
        )
        .with_budget(budget)
    });
    let mut times = TurnTimes::default();
    let mut last_turn = None;
    let mut commands = Vec::new();
    for _ in 0..COMMAND_LIMIT {
        if state.phase == Phase::Over {
            break;
        }
        let Some(side) = state.acting_side() else {
            break;
        };
        let turn = (state.turn, side);
        let started = Instant::now();
        let command = computers[side.index()]
            .next_command(&state)
            .ok_or_else(|| {
                format!(
                    "seed {seed}: the computer for side {} gave no command",
                    side.0
                )
            })?;
        times.add(side.index(), started.elapsed(), last_turn != Some(turn));
        last_turn = Some(turn);
        commands.push(format!("{command:?}"));
        let events = Soldiers::execute(&mut state, command.clone(), &mut dice).map_err(|error| {
            format!(
                "seed {seed}, turn {}, {} ({}): the computer gave an illegal command {command:?}: {error}",
                state.turn,
                state.players.get(side.index()).cloned().unwrap_or_default(),
                levels[side.index()].name()
            )
        })?;
        if let Some(Event::GameOver { winner, .. }) = events.last() {
            let winning_seat = winner.map(|side| side.index());
            return Ok(Played {
                result: result_of(winning_seat),
                winning_seat,
                length: state.turn,
                turn_times: times.finish(),
                commands,
            });
        }
    }
    Err(format!(
        "seed {seed}: no end after {COMMAND_LIMIT} commands (turn {})",
        state.turn
    ))
}
