//! A tournament battle of Free Move – Timed Move: the first level commands the scenario's
//! first side, the second level the other (the schedule swaps them every other game), each
//! timed move on the simulated countdown of [`fight`], every command checked by the engine;
//! a battle not over after [`MOVE_LIMIT`] timed moves is a draw. The ladder's levels and
//! budget are Free Move's own (`free_move::ai` plays the same [`Level`] and [`Budget`]):
//! a "turn" in the table is one timed move's thinking.

use super::played::{Played, result_of};
use crate::rules::free_move::FreeMove;
use crate::rules::free_move::ai::battle::fight;
use crate::rules::free_move::ai::{Hand, RealTimeAi};
use crate::rules::free_move::roster::Side;
use crate::rules::ladder::{Budget, Level};
use crate::scenario::Start;
use crate::scenario::free_move::FreeMoveScenario;

/// Timed moves after which a battle is called a draw (as `examples/free_move_ai.rs`).
pub const MOVE_LIMIT: u32 = 30;

/// Play one battle from `seed` between `levels` (side 0's, side 1's).
pub fn play(
    scenario: &FreeMoveScenario,
    levels: [Level; 2],
    seed: u64,
    budget: Budget,
) -> Result<Played, String> {
    let (state, _) = FreeMove::start(scenario, seed).map_err(|error| error.to_string())?;
    let hand = Hand::with_stick_pause(scenario.stick_pause_seconds);
    let mut ais = Side::BOTH
        .map(|side| RealTimeAi::new(side, levels[side.index()], hand, seed).with_budget(budget));
    let (report, log) = fight(state, seed, &mut ais, MOVE_LIMIT).map_err(|why| {
        format!(
            "seed {seed}, {} v {}: {why}",
            levels[0].name(),
            levels[1].name()
        )
    })?;
    let winning_seat = report.winner.map(Side::index);
    Ok(Played {
        result: result_of(winning_seat),
        winning_seat,
        length: report.timed_moves,
        turn_times: [0, 1].map(|side| ais[side].thinking().to_vec()),
        commands: log.iter().map(|command| format!("{command:?}")).collect(),
    })
}
