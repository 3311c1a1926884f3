//! The movement game's General: expectimax over the d3 with a judgement that looks past the
//! turn. Roll or discard is decided by the mean, over the die's three faces, of the best
//! plan each face allows, against a fresh hand; a plan is judged by the distance its tokens
//! still have to go, what the cards it keeps are worth next turn (a new card is worth the
//! mean of the undrawn deck, known by counting, never by its order).
//!
//! Why expectimax and not rollouts: the die has three faces and a turn's plans are a few
//! hundred, so the whole chance layer is searched exactly in tens of milliseconds, where
//! play-outs of the baseline (tried first, 4 a candidate, 2 rounds deep) were slower (190
//! ms a turn) and noisier: they lost to the baseline 6–18. The judgement of the hand kept
//! is what wins: without it (distance alone) the same search lost 6–42.

use super::ai::distance_score;
use super::board::Pos;
use super::cards::Card;
use super::command::Command;
use super::distance::DistanceMap;
use super::engine::MovementGame;
use super::moves::plays;
use super::state::{HAND, Phase, PlayerId, State, Token};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// A hand kept for next turn, per move of progress it should give there (tuned by
/// tournament: 0.6 won 79% of 48 games against the baseline, 1.0 won 58%, none 12%).
const HAND_WEIGHT: f64 = 0.6;
/// A hand's cards after its best, on each face (a second card is played on a 2 or a 3).
const SECOND_CARD: f64 = 0.3;
/// A finished game, in moves.
const WON: f64 = 10_000.0;

/// The General's command, or `None` where it leaves the choice to the baseline (the
/// starting space it gives the player across).
pub fn choose(state: &State) -> Option<Command> {
    match state.phase {
        Phase::Choose { player } => {
            let judge = Judge::new(state, player);
            let roll = (1..=3)
                .map(|face| best_after_roll(state, player, face, &judge).0)
                .sum::<f64>()
                / 3.0;
            let discard = judge.value(state, &[]);
            Some(if discard < roll {
                Command::DiscardHand
            } else {
                Command::Roll
            })
        }
        Phase::Moving { player, .. } => {
            let judge = Judge::new(state, player);
            plans(state, player, &judge)
                .into_iter()
                .min_by(|a, b| a.0.total_cmp(&b.0))
                .map(|(_, command)| command)
        }
        _ => None,
    }
}

/// The best plan's value once the die shows `face`.
fn best_after_roll(state: &State, player: PlayerId, face: u8, judge: &Judge) -> (f64, Command) {
    let mut rolled = state.clone();
    let mut dice = Dice::seeded(0);
    dice.script([face]);
    if MovementGame::execute(&mut rolled, Command::Roll, &mut dice).is_err() {
        return (f64::MAX, Command::Roll);
    }
    plans(&rolled, player, judge)
        .into_iter()
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .unwrap_or((judge.value(&rolled, &[]), Command::EndTurn))
}

/// Every plan for the rest of the turn: its value (lower is better) and its first command.
fn plans(state: &State, player: PlayerId, judge: &Judge) -> Vec<(f64, Command)> {
    let mut found = Vec::new();
    walk(state, player, None, judge, &mut found);
    if let Phase::Moving { rolled, .. } = state.phase
        && rolled.value == 3
        && rolled.cards_played == 0
        && state.players[player].tokens.contains(&Token::Off)
    {
        let hand = &state.players[player].hand;
        for space in state.own_starts(player) {
            for discard in 0..hand.len() {
                let command = Command::Introduce { space, discard };
                let mut next = state.clone();
                if MovementGame::execute(&mut next, command, &mut Dice::seeded(0)).is_ok() {
                    found.push((judge.value(&next, &without(hand, discard)), command));
                }
            }
        }
    }
    found
}

fn walk(
    state: &State,
    player: PlayerId,
    first: Option<Command>,
    judge: &Judge,
    found: &mut Vec<(f64, Command)>,
) {
    let Phase::Moving { rolled, .. } = state.phase else {
        return;
    };
    let hand = &state.players[player].hand;
    // Stopping here: end the turn, or (nothing played yet) give up the least useful card.
    if rolled.cards_played > 0 {
        found.push((judge.value(state, hand), first.unwrap_or(Command::EndTurn)));
    } else {
        for card in 0..hand.len() {
            let command = Command::DiscardOne { card };
            found.push((
                judge.value(state, &without(hand, card)),
                first.unwrap_or(command),
            ));
        }
    }
    for play in plays(state, player, rolled.left) {
        let command = play.command();
        let mut next = state.clone();
        // The end of the turn draws; the judgement never looks at what was drawn.
        if MovementGame::execute(&mut next, command, &mut Dice::seeded(0)).is_err() {
            continue;
        }
        let first = first.or(Some(command));
        match next.phase {
            Phase::Moving { player: mover, .. } if mover == player => {
                walk(&next, player, first, judge, found);
            }
            _ => found.push((
                judge.value(&next, &without(hand, play.card)),
                first.unwrap_or(command),
            )),
        }
    }
}

/// The hand less the card in `slot`.
fn without(hand: &[Card], slot: usize) -> Vec<Card> {
    hand.iter()
        .enumerate()
        .filter(|(index, _)| *index != slot)
        .map(|(_, card)| *card)
        .collect()
}

/// The General's judgement of a position for one player.
struct Judge {
    player: PlayerId,
    /// What a card drawn blind is worth: the mean over the undrawn deck.
    unseen_card: [f64; 3],
}

impl Judge {
    fn new(state: &State, player: PlayerId) -> Self {
        let map = DistanceMap::to_destination(state, player);
        let mut unseen_card = [0.0; 3];
        for card in &state.deck {
            let gains = card_gains(state, player, &map, *card);
            for face in 0..3 {
                unseen_card[face] += gains[face] / state.deck.len() as f64;
            }
        }
        Judge {
            player,
            unseen_card,
        }
    }

    /// Lower is better: the moves still to go, less what the cards kept (`kept`, the rest
    /// of the hand drawn blind) are worth. (The rivals' distances are left out: the distance
    /// maps ignore tokens, so nothing in the player's own turn changes them.)
    fn value(&self, state: &State, kept: &[Card]) -> f64 {
        if let Phase::Over { winner } = state.phase {
            return if winner == self.player { -WON } else { WON };
        }
        let player = self.player;
        let own = f64::from(distance_score(state, player));
        let map = DistanceMap::to_destination(state, player);
        let gains: Vec<[f64; 3]> = kept
            .iter()
            .map(|card| card_gains(state, player, &map, *card))
            .chain(std::iter::repeat_n(
                self.unseen_card,
                HAND.saturating_sub(kept.len()),
            ))
            .collect();
        let hand = hand_worth(&gains);
        own - HAND_WEIGHT * hand
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

/// What one card should gain next turn: over the die's three faces, the most progress any
/// token on the board makes moving in the card's direction up to the face's count.
fn card_gains(state: &State, player: PlayerId, map: &DistanceMap, card: Card) -> [f64; 3] {
    let side = state.players[player].side;
    let step = card.step(side);
    let mut gains = [0i64; 3];
    for token in &state.players[player].tokens {
        let Token::On(start) = token else {
            continue;
        };
        let Some(here) = map.from(*start) else {
            continue;
        };
        let mut at: Pos = *start;
        let mut best = 0i64;
        for gain in &mut gains {
            at = at.step(step);
            let Some(there) = map.from(at) else {
                break;
            };
            best = best.max(i64::from(here) - i64::from(there));
            *gain = (*gain).max(best);
        }
    }
    gains.map(|gain| gain as f64)
}
