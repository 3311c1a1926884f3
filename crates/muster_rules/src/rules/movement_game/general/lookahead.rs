//! The General's look past the turn: a plan's end is judged by the player's next turn,
//! searched exactly over the die's three faces and every plan of each, with the cards still
//! to draw sampled from the undrawn deck (known by counting, never by its order) from the
//! General's own seeded stream. The rivals' turns between are not searched: the distance
//! maps ignore tokens, so only their blocking could change the player's next turn.

use rand::RngCore;
use rand_chacha::ChaCha8Rng;

use super::super::cards::Card;
use super::super::command::Command;
use super::super::engine::MovementGame;
use super::super::event::Event;
use super::super::state::{HAND, Phase, PlayerId, State};
use super::judge::Judge;
use super::plans::{Leaf, best_value};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// The cards a turn's end might draw, worked out once a decision so that every plan is
/// judged against the same draws: one card exactly (each kind by its share of the undrawn
/// deck), more by samples.
pub struct Draws {
    /// `by_count[n]`: draws of `n` cards, each with its weight (the weights sum to 1).
    by_count: [Vec<(Vec<Card>, f64)>; HAND + 1],
}

impl Draws {
    /// The draws from the undrawn deck of `state`, as a multiset: `samples` of each size
    /// over one card.
    pub fn sample(state: &State, samples: usize, rng: &mut ChaCha8Rng) -> Self {
        let mut by_count: [Vec<(Vec<Card>, f64)>; HAND + 1] = Default::default();
        let mut unseen: Vec<Card> = state.deck.clone();
        // Counting tells the deck's cards, not their order.
        unseen.sort();
        for (count, draws) in by_count.iter_mut().enumerate().skip(1) {
            let picked: Vec<Vec<Card>> = if count == 1 {
                unseen.iter().map(|card| vec![*card]).collect()
            } else {
                (0..samples).map(|_| pick(&unseen, count, rng)).collect()
            };
            *draws = weighed(picked);
        }
        Draws { by_count }
    }
}

/// The distinct draws of `picked` (as multisets), each weighed by its share.
fn weighed(picked: Vec<Vec<Card>>) -> Vec<(Vec<Card>, f64)> {
    let share = 1.0 / picked.len().max(1) as f64;
    let mut draws: Vec<(Vec<Card>, f64)> = Vec::new();
    for mut cards in picked {
        cards.sort();
        match draws.iter_mut().find(|(seen, _)| *seen == cards) {
            Some((_, weight)) => *weight += share,
            None => draws.push((cards, share)),
        }
    }
    draws
}

/// `count` cards of `cards` without replacement (fewer if there are fewer).
fn pick(cards: &[Card], count: usize, rng: &mut ChaCha8Rng) -> Vec<Card> {
    let mut pool = cards.to_vec();
    let mut picked = Vec::with_capacity(count);
    while picked.len() < count && !pool.is_empty() {
        let at = (rng.next_u64() % pool.len() as u64) as usize;
        picked.push(pool.swap_remove(at));
    }
    picked
}

/// The value of a leaf judged by the player's next turn: the mean over the sampled draws of
/// the best the next turn can do (roll or discard the hand, as the General would choose).
pub fn next_turn_value(leaf: &Leaf, player: PlayerId, judge: &Judge, draws: &Draws) -> f64 {
    if matches!(leaf.state.phase, Phase::Over { .. }) {
        return leaf.value;
    }
    let wanted = HAND.saturating_sub(leaf.kept.len());
    let samples = &draws.by_count[wanted];
    if samples.is_empty() {
        return leaf.value;
    }
    samples
        .iter()
        .map(|(drawn, weight)| {
            let next = next_turn(&leaf.state, player, &leaf.kept, drawn);
            weight * turn_value(&next, player, judge)
        })
        .sum::<f64>()
}

/// The start of the player's next turn from `state`: the hand `kept` and `drawn`.
fn next_turn(state: &State, player: PlayerId, kept: &[Card], drawn: &[Card]) -> State {
    let mut next = state.clone();
    let hand = next.players[player].hand.clone();
    let mut cards = kept.to_vec();
    cards.extend_from_slice(drawn);
    for event in [
        Event::HandDiscarded {
            player,
            cards: hand,
        },
        Event::Drew { player, cards },
        Event::TurnBegan { player },
    ] {
        MovementGame::apply(&mut next, &event);
    }
    next
}

/// The best a turn starting at `state` can do by the judge's value: the better of
/// discarding the hand and the mean, over the die's faces, of each face's best plan.
pub fn turn_value(state: &State, player: PlayerId, judge: &Judge) -> f64 {
    let roll = (1..=3)
        .map(|face| {
            let rolled = rolled(state, face);
            best_value(&rolled, player, judge).unwrap_or_else(|| judge.value(&rolled, &[]))
        })
        .sum::<f64>()
        / 3.0;
    roll.min(judge.value(state, &[]))
}

/// `state` after the die shows `face`.
pub fn rolled(state: &State, face: u8) -> State {
    let mut rolled = state.clone();
    let mut dice = Dice::seeded(0);
    dice.script([face]);
    // Rolling is always allowed where the turn begins.
    let _ = MovementGame::execute(&mut rolled, Command::Roll, &mut dice);
    rolled
}
