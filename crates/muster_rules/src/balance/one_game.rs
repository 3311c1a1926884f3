//! One game of a balance check, for any ruleset this crate holds an engine for: the General
//! in every seat, from one seed.

use crate::rules::free_move::ai::battle::fight;
use crate::rules::free_move::ai::{Hand, RealTimeAi};
use crate::rules::free_move::{Side, State as FreeMoveState};
use crate::rules::ladder::{Budget, Level};
use crate::scenario::Scenario;
use crate::tournament::contest::play_one;

/// Timed moves after which a Free Move battle is called a draw (as `examples/free_move_ai.rs`
/// plays them: the standard battle ends well within it).
pub const FREE_MOVE_MOVE_LIMIT: u32 = 30;

/// How one game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameOutcome {
    /// The seat that won, or `None` for a draw (a game that reached its limit).
    pub winning_seat: Option<usize>,
    /// Turns (Soldiers' game-turns, Skirmish Wars' days, the movement game's turns) or, for
    /// Free Move, timed moves.
    pub length: u32,
}

/// Play one game of `scenario` from `seed`, the General in every seat; the first command an
/// engine refuses (a defect) is the error.
pub fn play_one_game(
    scenario: &Scenario,
    seed: u64,
    budget: Budget,
) -> Result<GameOutcome, String> {
    match scenario {
        Scenario::FreeMove(battle) => {
            let hand = Hand::with_stick_pause(battle.stick_pause_seconds);
            let mut hands = Side::BOTH.map(|side| {
                RealTimeAi::new(
                    side,
                    Level::General,
                    hand,
                    seed.wrapping_add(side.index() as u64),
                )
                .with_budget(budget)
            });
            let state = FreeMoveState::from_scenario(battle);
            let (report, _) = fight(state, seed, &mut hands, FREE_MOVE_MOVE_LIMIT)?;
            Ok(GameOutcome {
                winning_seat: report.winner.map(Side::index),
                length: report.timed_moves,
            })
        }
        _ => {
            let played = play_one(scenario, [Level::General; 2], seed, budget)?;
            Ok(GameOutcome {
                winning_seat: played.winning_seat,
                length: played.length,
            })
        }
    }
}
