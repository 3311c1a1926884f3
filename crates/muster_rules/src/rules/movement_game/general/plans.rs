//! Every plan for the rest of a turn once the die is rolled: each order of the hand's cards
//! over the player's tokens, stopping anywhere, a single discard when nothing is played, and
//! a new token on a 3. Each plan ends in a leaf: the position, the cards kept and the judge's
//! value of them.

use super::super::cards::Card;
use super::super::command::Command;
use super::super::engine::MovementGame;
use super::super::moves::plays;
use super::super::state::{Phase, PlayerId, State, Token};
use super::judge::Judge;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// Where one plan of the turn ends.
pub struct Leaf {
    /// The judge's value (lower is better).
    pub value: f64,
    /// The plan's first command: what is played now if this plan is chosen.
    pub first: Command,
    /// The position at the end of the plan (the cards drawn at its end, if any, are never
    /// looked at: `kept` is the hand).
    pub state: State,
    /// The cards the plan keeps for next turn.
    pub kept: Vec<Card>,
}

/// Every plan for the rest of the turn of `player`, who has rolled.
pub fn leaves(state: &State, player: PlayerId, judge: &Judge) -> Vec<Leaf> {
    let mut found = Vec::new();
    visit(state, player, judge, &mut |value, first, end, kept| {
        found.push(Leaf {
            value,
            first,
            state: end.clone(),
            kept: kept.to_vec(),
        });
    });
    found
}

/// The value of the best plan for the rest of the turn, without keeping the plans.
pub fn best_value(state: &State, player: PlayerId, judge: &Judge) -> Option<f64> {
    let mut best: Option<f64> = None;
    visit(state, player, judge, &mut |value, _, _, _| {
        best = Some(best.map_or(value, |best| best.min(value)));
    });
    best
}

/// What is told of each plan: its value, first command, end position and cards kept.
type Visitor<'a> = dyn FnMut(f64, Command, &State, &[Card]) + 'a;

/// Every plan of the rest of the turn, told to `visitor`.
fn visit(state: &State, player: PlayerId, judge: &Judge, visitor: &mut Visitor) {
    walk(state, player, None, judge, visitor);
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
                    let kept = without(hand, discard);
                    visitor(judge.value(&next, &kept), command, &next, &kept);
                }
            }
        }
    }
}

fn walk(
    state: &State,
    player: PlayerId,
    first: Option<Command>,
    judge: &Judge,
    visitor: &mut Visitor,
) {
    let Phase::Moving { rolled, .. } = state.phase else {
        return;
    };
    let hand = &state.players[player].hand;
    // Stopping here: end the turn, or (nothing played yet) give up one card.
    if rolled.cards_played > 0 {
        let first = first.unwrap_or(Command::EndTurn);
        visitor(judge.value(state, hand), first, state, hand);
    } else {
        for card in 0..hand.len() {
            let first = first.unwrap_or(Command::DiscardOne { card });
            let kept = without(hand, card);
            visitor(judge.value(state, &kept), first, state, &kept);
        }
    }
    for play in plays(state, player, rolled.left) {
        let command = play.command();
        let mut next = state.clone();
        // The end of the turn draws; the judgement never looks at what was drawn.
        if MovementGame::execute(&mut next, command, &mut Dice::seeded(0)).is_err() {
            continue;
        }
        let first = first.unwrap_or(command);
        match next.phase {
            Phase::Moving { player: mover, .. } if mover == player => {
                walk(&next, player, Some(first), judge, visitor);
            }
            _ => {
                let kept = without(hand, play.card);
                visitor(judge.value(&next, &kept), first, &next, &kept);
            }
        }
    }
}

/// The hand less the card in `slot`.
pub fn without(hand: &[Card], slot: usize) -> Vec<Card> {
    hand.iter()
        .enumerate()
        .filter(|(index, _)| *index != slot)
        .map(|(_, card)| *card)
        .collect()
}
