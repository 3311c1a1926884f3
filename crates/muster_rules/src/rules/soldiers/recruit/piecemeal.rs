//! A beginner's advance: it sends its units forward a few at a time rather than together,
//! so they arrive in the enemy's fire in ones and twos.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::super::ai::goals::{Goal, Posture};
use super::super::command::Command;

/// The chance that one of the advancing side's units is sent forward this turn (units
/// waiting to enter the map too).
pub const SENT_FORWARD: f64 = 0.5;

/// The movement `plan` with only some of its moves kept when advancing on `goal` (an
/// attacker's, or the enemy a defender goes after): each unit's move is kept with
/// [`SENT_FORWARD`]'s chance, drawn from the Recruit's stream; exits are always kept (a
/// unit at the edge leaves). A plan to hold is kept whole.
pub fn piecemeal(goal: &Goal, plan: Vec<Command>, rng: &mut ChaCha8Rng) -> Vec<Command> {
    if goal.posture == Posture::Hold {
        return plan;
    }
    plan.into_iter()
        .filter(|command| match command {
            Command::Move { exit: true, .. } => true,
            Command::Move { .. } => rng.random_bool(SENT_FORWARD),
            _ => true,
        })
        .collect()
}
