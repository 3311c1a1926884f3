//! The odds the rules give a melee, for the General's plans: the chance of winning a round
//! from the two sides' combat values (rule 12, clause 3: each side rolls one die, value ×
//! die, the higher total wins, equal totals roll again), the values counted by the rules'
//! own [`half_points_against`] and [`side_value`], and what staying in a melee or pulling out
//! of it costs by the rules' own losses ([`loser_loss`], [`winner_loss`],
//! [`pull_out_loss`]).

use crate::rules::free_move::melee::check_pull_out;
use crate::rules::free_move::melee_losses::{loser_loss, pull_out_loss, winner_loss};
use crate::rules::free_move::melee_ranks::{Depth, counted, side_members};
use crate::rules::free_move::melee_round::{half_points_against, side_value};
use crate::rules::free_move::roster::{MeleeId, Side, Unit};
use crate::rules::free_move::state::State;

/// The chance that a side of combat value `ours` wins a round against one of `theirs`:
/// over the 36 throws of the two dice, those where `ours` × its die is higher, of those
/// that are not equal (equal totals are thrown again). Even when both are 0.
pub fn round_win_chance(ours: u32, theirs: u32) -> f32 {
    let (mut won, mut decided) = (0u32, 0u32);
    for our_die in 1..=6 {
        for their_die in 1..=6 {
            let (a, b) = (ours * our_die, theirs * their_die);
            if a != b {
                decided += 1;
                won += u32::from(a > b);
            }
        }
    }
    if decided == 0 {
        0.5
    } else {
        won as f32 / decided as f32
    }
}

/// The chance `unit` wins the first round of a melee with `enemy` alone, each counted as
/// the rules will count it (the front ranks only fight the first round).
pub fn melee_chance(state: &State, unit: &Unit, enemy: &Unit) -> f32 {
    round_win_chance(
        half_points_against(state, unit, enemy),
        half_points_against(state, enemy, unit),
    )
}

/// What `side` may expect from `melee`'s next round, in points (the enemy's loss less its
/// own), by the rules' losses and the chance its counted stands give it now; and what
/// pulling out costs it instead (a loss, negative). `None` when `side` has no counted
/// stand in it.
pub fn stay_or_pull_out(state: &State, melee: MeleeId, side: Side) -> Option<(f32, f32)> {
    let ranks = counted(state, melee, Depth::TwoRanks);
    let value = |side: Side| side_value(state, melee, side, &ranks);
    let points = |side: Side| -> u32 {
        ranks
            .iter()
            .filter(|id| id.side == side)
            .filter_map(|id| state.unit(*id))
            .map(|unit| unit.points.0)
            .sum()
    };
    let (ours, theirs) = (points(side), points(side.enemy()));
    if ours == 0 {
        return None;
    }
    let chance = round_win_chance(value(side), value(side.enemy()));
    let in_it: u32 = side_members(state, melee, side)
        .iter()
        .filter_map(|id| state.unit(*id))
        .map(|unit| unit.points.0)
        .sum();
    // The round's net for the winner: the loser's loss less its own.
    let net = |loser_points: u32| {
        let lost = loser_loss(loser_points);
        (lost - winner_loss(lost)) as f32
    };
    let stay = chance * net(theirs) - (1.0 - chance) * net(ours);
    let pull_out = -(pull_out_loss(in_it) as f32);
    Some((stay, pull_out))
}

/// The first-move melees `side` should pull out of by the rules' losses: those where
/// pulling out costs less than staying may be expected to.
pub fn melees_to_pull_out_of(state: &State, side: Side) -> Vec<MeleeId> {
    state
        .melees
        .iter()
        .filter(|melee| check_pull_out(state, side, melee.id).is_ok())
        .filter(|melee| {
            stay_or_pull_out(state, melee.id, side).is_some_and(|(stay, pull_out)| pull_out > stay)
        })
        .map(|melee| melee.id)
        .collect()
}
