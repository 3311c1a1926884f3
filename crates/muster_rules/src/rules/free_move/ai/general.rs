//! The General's search: at the start of each timed move it plays every candidate plan out
//! with the engine (the rest of this timed move and the phases after its bell, its hand
//! against a Veteran's) and plays the move in the plan whose play-outs score best. The
//! plans (see `plans`): the three postures, a wing of the line given the weight with the
//! rest refused, melees sought or refused by the rules' odds, and a reserve kept out.
//!
//! Why rollouts over plans: a timed move is some seventy measures a side in real time,
//! far too many for a tree, and the dice of missile fire and melee swing each one; but the
//! choices that decide a battle are few and whole-move (where to put the weight, charge at
//! even odds or only at clear ones, commit the reserve or hold it), and the current AI
//! played on by the engine shows what each leads to. Every candidate is played with the
//! same seeds (common random numbers) drawn from the General's own stream, so the game's
//! dice are never touched and a game replays from its save.

use std::time::Instant;

use super::play_out::play_out;
use super::posture::Posture;
use super::{RealTimeAi, plans};
use crate::rules::free_move::state::State;
use crate::rules::ladder::{TurnClock, best_by_rollouts_finishing_by};

/// Timed moves a play-out runs, the current one included.
pub const PLAY_OUT_MOVES: u32 = 1;

/// The share, in tenths, of a timed move's budget the choice of posture may take; the rest
/// is kept for the searches after the bell.
const POSTURE_TENTHS: u32 = 7;

/// The plan the General plays this timed move in, found by play-outs within its budget.
pub fn choose_posture(ai: &mut RealTimeAi, state: &State) -> Posture {
    let started = Instant::now();
    let candidates = plans::candidates(state, ai.side, ai.parts);
    let deadline = TurnClock::start(ai.budget.per_turn * POSTURE_TENTHS / 10).deadline(1);
    let template = ai.clone();
    let best = best_by_rollouts_finishing_by(
        &candidates,
        ai.budget.rollouts,
        deadline,
        &mut ai.search_rng,
        |posture, seed| {
            let mut me = template.clone();
            me.adopt(*posture, state);
            play_out(state, &me, seed, PLAY_OUT_MOVES)
        },
    );
    ai.add_thinking(started.elapsed());
    candidates[best.unwrap_or(0)]
}
