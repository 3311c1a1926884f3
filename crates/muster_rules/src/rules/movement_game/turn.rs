//! A turn: roll the die or discard the hand; after rolling, play cards up to the die or
//! discard one; at the end draw back to 3 (shuffling the discards into a new deck when the
//! deck runs out); play passes clockwise.

use crate::rules::dice::{Dice, DieRoll};

use super::cards::DieKind;
use super::event::Event;
use super::outcome::Outcome;
use super::state::{HAND, PlayerId, State};

/// Roll the game's die: a d3, or a d6 with 3 taken off anything over 3.
pub fn roll(state: &State, dice: &mut Dice) -> (DieRoll, u8) {
    match state.options.die {
        DieKind::D3 => {
            let roll = dice.d3();
            (roll, roll.value)
        }
        DieKind::D6 => {
            let roll = dice.d6();
            let value = if roll.value > 3 {
                roll.value - 3
            } else {
                roll.value
            };
            (roll, value)
        }
    }
}

/// Draw `player` back up to 3 cards. When the deck runs out the discard pile is shuffled
/// into a new deck (the text is silent; Muster's reading).
pub fn draw_up(out: &mut Outcome, dice: &mut Dice, player: PlayerId) {
    let wanted = HAND.saturating_sub(out.state().players[player].hand.len());
    let mut drawn = Vec::new();
    for _ in 0..wanted {
        if out.state().deck.len() <= drawn.len() {
            // Take what the deck has first, then shuffle the discards under it.
            if !drawn.is_empty() {
                out.emit(Event::Drew {
                    player,
                    cards: std::mem::take(&mut drawn),
                });
            }
            let mut deck = out.state().discard.clone();
            if deck.is_empty() {
                break;
            }
            deck.extend(out.state().deck.iter().copied());
            dice.shuffle(&mut deck);
            out.emit(Event::DeckReshuffled { deck });
        }
        let deck = &out.state().deck;
        drawn.push(deck[deck.len() - 1 - drawn.len()]);
    }
    if !drawn.is_empty() {
        out.emit(Event::Drew {
            player,
            cards: drawn,
        });
    }
}

/// The next seat clockwise.
pub fn next_player(state: &State, player: PlayerId) -> PlayerId {
    player.next_of(state.players.len())
}

/// End `player`'s turn: draw up, pass the turn.
pub fn end(out: &mut Outcome, dice: &mut Dice, player: PlayerId) {
    draw_up(out, dice, player);
    out.emit(Event::TurnEnded { player });
    let next = next_player(out.state(), player);
    out.emit(Event::TurnBegan { player: next });
}
