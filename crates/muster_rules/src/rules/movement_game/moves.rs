//! Moving a token with one card: up to the moves left, one direction, hopping over tokens
//! but never ending on one, never entering or crossing a closed space, a diagonal step
//! allowed between two closed spaces, never ending on the starting spaces of the players to
//! the left and right (crossing them is allowed: the text forbids only occupying them).

use muster_text::t;

use super::board::{Pos, Space};
use super::cards::Card;
use super::command::Command;
use super::state::{PlayerId, State, Token};

/// Where `player`'s token at `from` ends after `steps` moves of `card`, or why it cannot.
pub fn destination(
    state: &State,
    player: PlayerId,
    from: Pos,
    card: Card,
    steps: u8,
) -> Result<Pos, String> {
    let offset = card.step(state.players[player].side);
    let mut at = from;
    for step in 1..=steps {
        at = at.step(offset);
        match state.board.space(at) {
            None => return Err(t!("rules-movement-blocked-off-board", step = step)),
            Some(Space::Closed) => {
                return Err(t!(
                    "rules-movement-blocked-closed",
                    step = step,
                    space = at.to_string()
                ));
            }
            Some(Space::Open | Space::Start(_)) => {}
        }
    }
    if !state.may_stand(player, at) {
        return Err(t!(
            "rules-movement-blocked-side-start",
            space = at.to_string()
        ));
    }
    if state.token_at(at).is_some() {
        return Err(t!("rules-movement-blocked-taken", space = at.to_string()));
    }
    Ok(at)
}

/// A legal card play: the hand slot, the token, the moves, and where it ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Play {
    pub card: usize,
    pub token: usize,
    pub steps: u8,
    pub to: Pos,
}

impl Play {
    /// The command that makes this play.
    pub fn command(&self) -> Command {
        Command::Play {
            card: self.card,
            token: self.token,
            steps: self.steps,
        }
    }
}

/// Every legal play for `player` with `left` moves left.
pub fn plays(state: &State, player: PlayerId, left: u8) -> Vec<Play> {
    let mut found = Vec::new();
    let seat = &state.players[player];
    for (card_slot, card) in seat.hand.iter().enumerate() {
        for (token, slot) in seat.tokens.iter().enumerate() {
            let Token::On(from) = slot else {
                continue;
            };
            for steps in 1..=left {
                if let Ok(to) = destination(state, player, *from, *card, steps) {
                    found.push(Play {
                        card: card_slot,
                        token,
                        steps,
                        to,
                    });
                }
            }
        }
    }
    found
}
