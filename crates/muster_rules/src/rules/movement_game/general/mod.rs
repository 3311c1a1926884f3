//! The movement game's General: expectimax over the d3, two turns deep. A plan for the rest
//! of the turn is found by trying every order of the hand's cards ([`plans`]); the few best
//! by a judgement of distance and cards kept ([`judge`]) are then judged again by the
//! player's next turn, searched over the die's faces with the cards still to draw sampled
//! from the General's own seeded stream ([`lookahead`]). Roll or discard is decided the
//! same way: the mean over the faces of each face's best plan, against discarding.

pub mod judge;
pub mod lookahead;
pub mod plans;
#[cfg(test)]
mod tests;

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::command::Command;
use super::engine::MovementGame;
use super::state::{Phase, PlayerId, State};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use judge::Judge;
use lookahead::{Draws, next_turn_value, rolled};
use plans::{Leaf, leaves};

/// How many of a roll's best plans (by the one-turn judgement) are judged again by the
/// next turn (over 120 games against the baseline: 4 won 73%, 8 won 86% of 100 with the
/// samples at 8).
const SHORTLIST: usize = 8;
/// How many draws of two or three unknown cards the next turn is searched against (one
/// card is searched exactly, kind by kind).
const SAMPLES: usize = 8;
/// The most decisions in one turn (roll or discard, then up to three cards): each gets an
/// equal share of the turn's time.
const DECISIONS_A_TURN: u32 = 4;

/// The General: its own random stream (for the draws it imagines) and its time a turn.
#[derive(Debug, Clone)]
pub struct General {
    rng: ChaCha8Rng,
    per_turn: Duration,
    shortlist: usize,
    samples: usize,
}

impl General {
    /// A General drawing from `seed`, thinking at most `per_turn` a turn.
    pub fn new(seed: u64, per_turn: Duration) -> Self {
        General {
            rng: ChaCha8Rng::seed_from_u64(seed),
            per_turn,
            shortlist: SHORTLIST,
            samples: SAMPLES,
        }
    }

    /// The General's command, or `None` where it leaves the choice to the baseline (the
    /// starting space it gives the player across).
    pub fn choose(&mut self, state: &State) -> Option<Command> {
        let deadline = Instant::now() + self.per_turn / DECISIONS_A_TURN;
        match state.phase {
            Phase::Choose { player } => {
                let judge = Judge::new(state, player);
                let draws = Draws::sample(state, self.samples, &mut self.rng);
                let share = deadline.saturating_duration_since(Instant::now()) / 4;
                let roll = (1..=3)
                    .map(|face| {
                        let rolled = rolled(state, face);
                        let found = leaves(&rolled, player, &judge);
                        let until = Instant::now() + share;
                        best_leaf(found, player, &judge, &draws, self.shortlist, until)
                            .map_or_else(|| judge.value(&rolled, &[]), |chosen| chosen.value)
                    })
                    .sum::<f64>()
                    / 3.0;
                let discard = discard_hand_value(state, player, &judge, &draws);
                Some(if discard < roll {
                    Command::DiscardHand
                } else {
                    Command::Roll
                })
            }
            Phase::Moving { player, .. } => {
                let judge = Judge::new(state, player);
                let draws = Draws::sample(state, self.samples, &mut self.rng);
                let found = leaves(state, player, &judge);
                best_leaf(found, player, &judge, &draws, self.shortlist, deadline)
                    .map(|chosen| chosen.first)
            }
            _ => None,
        }
    }
}

/// What a search of one roll's plans chose.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Chosen {
    /// Its value by the next turn (lower is better).
    pub value: f64,
    pub first: Command,
    /// How many plans were judged by the next turn before the time ran out.
    pub judged: usize,
}

/// The best of `found`: the `count` best by the one-turn judgement, judged again by the
/// next turn while time allows until `until` (the first always is).
pub fn best_leaf(
    mut found: Vec<Leaf>,
    player: PlayerId,
    judge: &Judge,
    draws: &Draws,
    count: usize,
    until: Instant,
) -> Option<Chosen> {
    found.sort_by(|a, b| a.value.total_cmp(&b.value));
    let mut best: Option<Chosen> = None;
    let mut judged = 0;
    for leaf in shortlist(&found, player, count) {
        if judged > 0 && Instant::now() >= until {
            break;
        }
        judged += 1;
        let value = next_turn_value(leaf, player, judge, draws);
        if best.is_none_or(|chosen| value < chosen.value) {
            best = Some(Chosen {
                value,
                first: leaf.first,
                judged,
            });
        }
    }
    best.map(|chosen| Chosen { judged, ..chosen })
}

/// The first `count` leaves of `sorted` that end in different places (the same tokens and
/// the same cards kept, reached by another order of the cards, are one plan).
fn shortlist(sorted: &[Leaf], player: PlayerId, count: usize) -> Vec<&Leaf> {
    let mut chosen: Vec<&Leaf> = Vec::new();
    for leaf in sorted {
        if chosen.len() >= count.max(1) {
            break;
        }
        let same = |other: &&Leaf| {
            other.state.players[player].tokens == leaf.state.players[player].tokens
                && same_cards(&other.kept, &leaf.kept)
        };
        if !chosen.iter().any(same) {
            chosen.push(leaf);
        }
    }
    chosen
}

fn same_cards(a: &[super::cards::Card], b: &[super::cards::Card]) -> bool {
    let mut a = a.to_vec();
    let mut b = b.to_vec();
    a.sort();
    b.sort();
    a == b
}

/// The value of discarding the whole hand now, judged by the next turn.
fn discard_hand_value(state: &State, player: PlayerId, judge: &Judge, draws: &Draws) -> f64 {
    let mut next = state.clone();
    if MovementGame::execute(&mut next, Command::DiscardHand, &mut Dice::seeded(0)).is_err() {
        return f64::MAX;
    }
    let leaf = Leaf {
        value: judge.value(&next, &[]),
        first: Command::DiscardHand,
        state: next,
        kept: Vec::new(),
    };
    next_turn_value(&leaf, player, judge, draws)
}
