//! The one function that changes an Untitled Movement Game state: applying an event.

use super::super::event::Event;
use super::{Phase, Rolled, State, Token};

/// Apply one event.
pub fn apply(state: &mut State, event: &Event) {
    let state = &mut state.data;
    match event {
        Event::StartChosen { by, player, space } => {
            state.players[*player].tokens[0] = Token::On(*space);
            if by.number() < state.players.len() {
                state.phase = Phase::ChooseStart {
                    chooser: by.next_of(state.players.len()),
                };
            }
        }
        Event::RolledForFirst { .. } => {}
        Event::TurnBegan { player } => state.phase = Phase::Choose { player: *player },
        Event::Rolled { player, value, .. } => {
            state.phase = Phase::Moving {
                player: *player,
                rolled: Rolled {
                    value: *value,
                    left: *value,
                    cards_played: 0,
                },
            };
        }
        Event::HandDiscarded { player, cards } => {
            state.players[*player].hand.clear();
            state.discard.extend(cards.iter().copied());
        }
        Event::CardDiscarded { player, slot, card } => {
            let hand = &mut state.players[*player].hand;
            if *slot < hand.len() {
                hand.remove(*slot);
            }
            state.discard.push(*card);
        }
        Event::CardPlayed {
            player,
            slot,
            card,
            token,
            to,
            steps,
            ..
        } => {
            let hand = &mut state.players[*player].hand;
            if *slot < hand.len() {
                hand.remove(*slot);
            }
            state.discard.push(*card);
            state.players[*player].tokens[*token] = Token::On(*to);
            if let Phase::Moving { rolled, .. } = &mut state.phase {
                rolled.left = rolled.left.saturating_sub(*steps);
                rolled.cards_played += 1;
            }
        }
        Event::TokenIntroduced {
            player,
            token,
            space,
        } => state.players[*player].tokens[*token] = Token::On(*space),
        Event::TokenHome { player, token } => {
            let slot = &mut state.players[*player].tokens[*token];
            if let Some(pos) = slot.pos() {
                *slot = Token::Home(pos);
            }
        }
        Event::DeckReshuffled { deck } => {
            state.deck = deck.clone();
            state.discard.clear();
        }
        Event::Drew { player, cards } => {
            let keep = state.deck.len().saturating_sub(cards.len());
            state.deck.truncate(keep);
            state.players[*player].hand.extend(cards.iter().copied());
        }
        Event::TurnEnded { .. } => state.turns += 1,
        Event::Won { player } => state.phase = Phase::Over { winner: *player },
    }
}
