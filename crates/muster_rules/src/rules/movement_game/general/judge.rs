//! The General's judgement of a position for one player: the moves its tokens still have to
//! go (the baseline's measure, from distance maps built once a decision) less what the
//! cards it keeps should gain next turn (a card drawn blind is worth the mean of the undrawn
//! deck, known by counting the cards seen, never by its order).

use super::super::ai::matched_distance;
use super::super::board::Pos;
use super::super::cards::Card;
use super::super::distance::DistanceMap;
use super::super::state::{HAND, Phase, PlayerId, State, Token};

/// A hand kept for next turn, per move of progress it should give there (tuned by
/// tournament: 0.6 won 79% of 48 games against the baseline, 1.0 won 58%, none 12%).
const HAND_WEIGHT: f64 = 0.6;
/// A hand's cards after its best, on each face (a second card is played on a 2 or a 3).
const SECOND_CARD: f64 = 0.3;
/// A finished game, in moves.
pub const WON: f64 = 10_000.0;

/// The General's judgement for one player, with the distance to each of its destination
/// spaces worked out once (the maps ignore tokens, so they hold all through a decision).
pub struct Judge {
    pub player: PlayerId,
    /// Each destination space and the moves to it from every space.
    goals: Vec<(Pos, DistanceMap)>,
    starts: Vec<Pos>,
    /// What a card drawn blind is worth on each face: the mean over the undrawn deck.
    unseen_card: [f64; 3],
}

impl Judge {
    pub fn new(state: &State, player: PlayerId) -> Self {
        let goals = state
            .destination(player)
            .into_iter()
            .map(|goal| (goal, DistanceMap::to(state, player, &[goal])))
            .collect();
        let mut judge = Judge {
            player,
            goals,
            starts: state.own_starts(player),
            unseen_card: [0.0; 3],
        };
        let open = judge.open_goals(state);
        for card in &state.deck {
            let gains = judge.card_gains(state, &open, *card);
            for (face, gain) in gains.iter().enumerate() {
                judge.unseen_card[face] += gain / state.deck.len() as f64;
            }
        }
        judge
    }

    /// Lower is better: the moves still to go, less what the cards kept (`kept`, the rest
    /// of the hand drawn blind) are worth. (The rivals' distances are left out: the distance
    /// maps ignore tokens, so nothing in the player's own turn changes them.)
    pub fn value(&self, state: &State, kept: &[Card]) -> f64 {
        if let Phase::Over { winner } = state.phase {
            return if winner == self.player { -WON } else { WON };
        }
        let open = self.open_goals(state);
        let own = f64::from(self.distance(state, &open));
        let gains: Vec<[f64; 3]> = kept
            .iter()
            .map(|card| self.card_gains(state, &open, *card))
            .chain(std::iter::repeat_n(
                self.unseen_card,
                HAND.saturating_sub(kept.len()),
            ))
            .collect();
        own - HAND_WEIGHT * hand_worth(&gains)
    }

    /// The indices of the destination spaces not yet filled by the player's own tokens.
    fn open_goals(&self, state: &State) -> Vec<usize> {
        let tokens = &state.players[self.player].tokens;
        (0..self.goals.len())
            .filter(|index| !tokens.contains(&Token::Home(self.goals[*index].0)))
            .collect()
    }

    /// Moves from `pos` to the nearest open destination space.
    fn to_go(&self, open: &[usize], pos: Pos) -> Option<u32> {
        open.iter()
            .filter_map(|index| self.goals[*index].1.from(pos))
            .min()
    }

    /// The baseline's distance score ([`super::super::ai::distance_score`]), from the
    /// maps already built: each token still to go matched to its own open destination.
    pub fn distance(&self, state: &State, open: &[usize]) -> u32 {
        let maps: Vec<&DistanceMap> = open.iter().map(|index| &self.goals[*index].1).collect();
        matched_distance(&state.players[self.player].tokens, &maps, &self.starts)
    }

    /// The distance score of `state` for the judge's player.
    pub fn distance_of(&self, state: &State) -> u32 {
        self.distance(state, &self.open_goals(state))
    }

    /// What one card should gain next turn: over the die's three faces, the most progress
    /// any token on the board makes moving in the card's direction up to the face's count.
    fn card_gains(&self, state: &State, open: &[usize], card: Card) -> [f64; 3] {
        let step = card.step(state.players[self.player].side);
        let mut gains = [0i64; 3];
        for token in &state.players[self.player].tokens {
            let Token::On(start) = token else {
                continue;
            };
            let Some(here) = self.to_go(open, *start) else {
                continue;
            };
            let mut at: Pos = *start;
            let mut best = 0i64;
            for gain in &mut gains {
                at = at.step(step);
                let Some(there) = self.to_go(open, at) else {
                    break;
                };
                best = best.max(i64::from(here) - i64::from(there));
                *gain = (*gain).max(best);
            }
        }
        gains.map(|gain| gain as f64)
    }
}

/// What a hand should gain next turn: on each face of the die, its best card's gain and a
/// share of the others'.
fn hand_worth(gains: &[[f64; 3]]) -> f64 {
    (0..3)
        .map(|face| {
            let mut on_face: Vec<f64> = gains.iter().map(|card| card[face]).collect();
            on_face.sort_by(|a, b| b.total_cmp(a));
            on_face.first().copied().unwrap_or(0.0)
                + SECOND_CARD * on_face.iter().skip(1).sum::<f64>()
        })
        .sum::<f64>()
        / 3.0
}
