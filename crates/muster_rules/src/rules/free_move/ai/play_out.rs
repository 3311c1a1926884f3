//! A play-out for the General's search: a copy of the battle played on by the engine from
//! the start of a timed move, the General's hand in a given posture against a Veteran (the
//! model of any opponent), with dice from a seed of the General's own stream, never the
//! game's; then judged by the points each army keeps and who has won.

use super::battle::fight;
use super::{Level, RealTimeAi};
use crate::rules::free_move::roster::Side;
use crate::rules::free_move::state::State;

/// What a decided battle is worth against the share of points kept.
const WINNING: f64 = 1.0;

/// Play `state` on from the start of its timed move through `moves` timed moves and the
/// phases after each bell, with `me` (searching no further) as its side and a Veteran as
/// the other, the dice drawn from `seed`. The score for `me`'s side: see [`play_on`].
pub fn play_out(state: &State, me: &RealTimeAi, seed: u64, moves: u32) -> f64 {
    let last_move = state.move_number + moves.saturating_sub(1);
    play_on(state.clone(), me, seed, last_move)
}

/// Play `state` on, from wherever it stands, until the timed move after `last_move` begins
/// or the battle is decided, with `me` (searching no further) as its side and a Veteran as
/// the other, the dice drawn from `seed`. The score for `me`'s side: the share of its
/// starting points it keeps less the enemy's share, plus or minus [`WINNING`] once the
/// battle is decided.
pub fn play_on(state: State, me: &RealTimeAi, seed: u64, last_move: u32) -> f64 {
    let side = me.side;
    let starting = Side::BOTH.map(|side| state.totals(side).starting_points.0.max(1));
    let mine = me.playing_on(seed);
    let enemy = RealTimeAi::new(side.enemy(), Level::Veteran, me.hand, seed);
    let mut ais = match side {
        Side::First => [mine, enemy],
        Side::Second => [enemy, mine],
    };
    let Ok((report, _)) = fight(state, seed, &mut ais, last_move) else {
        // The engine refused a command: no play-out to judge, neither better nor worse.
        return 0.0;
    };
    let share =
        |side: Side| f64::from(report.points[side.index()]) / f64::from(starting[side.index()]);
    let decided = match report.winner {
        Some(winner) if winner == side => WINNING,
        Some(_) => -WINNING,
        None => 0.0,
    };
    share(side) - share(side.enemy()) + decided
}
