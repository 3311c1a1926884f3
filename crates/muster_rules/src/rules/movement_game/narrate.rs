//! The log in words: each event as a line a player reads ("South plays forward-right: the
//! token moves 2 from d9 to f7").

use super::event::Event;
use super::state::{PlayerId, State};

fn name(state: &State, player: PlayerId) -> String {
    state
        .players
        .get(player.0)
        .map_or_else(|| format!("player {player}"), |player| player.name.clone())
}

/// One event in words; `None` for bookkeeping the log leaves out.
pub fn narrate(state: &State, event: &Event) -> Option<String> {
    Some(match event {
        Event::StartChosen { by, player, space } => format!(
            "{} places {}'s first token on {space}.",
            name(state, *by),
            name(state, *player)
        ),
        Event::RolledForFirst {
            player,
            roll,
            value,
        } => {
            if roll.value == *value {
                format!("{} rolls {value} for first turn.", name(state, *player))
            } else {
                format!(
                    "{} rolls {} ({value}) for first turn.",
                    name(state, *player),
                    roll.value
                )
            }
        }
        Event::TurnBegan { player } => format!("{}'s turn.", name(state, *player)),
        Event::Rolled {
            player,
            roll,
            value,
        } => {
            if roll.value == *value {
                format!("{} rolls {value}.", name(state, *player))
            } else {
                format!(
                    "{} rolls {} on the d6: {value}.",
                    name(state, *player),
                    roll.value
                )
            }
        }
        Event::HandDiscarded { player, cards } => {
            let names: Vec<&str> = cards.iter().map(|card| card.name()).collect();
            format!(
                "{} discards the whole hand ({}).",
                name(state, *player),
                names.join(", ")
            )
        }
        Event::CardDiscarded { player, card, .. } => {
            format!("{} discards a {} card.", name(state, *player), card.name())
        }
        Event::CardPlayed {
            player,
            card,
            from,
            to,
            steps,
            ..
        } => format!(
            "{} plays {}: a token moves {steps} from {from} to {to}.",
            name(state, *player),
            card.name()
        ),
        Event::TokenIntroduced { player, space, .. } => {
            format!("{} brings a new token on at {space}.", name(state, *player))
        }
        Event::TokenHome { player, .. } => {
            format!("{}'s token is home: it stays there.", name(state, *player))
        }
        Event::DeckReshuffled { deck } => {
            format!(
                "The deck is out: the {} discards are shuffled into a new deck.",
                deck.len()
            )
        }
        Event::Drew { player, cards } => format!(
            "{} draws {} card{}.",
            name(state, *player),
            cards.len(),
            if cards.len() == 1 { "" } else { "s" }
        ),
        Event::TurnEnded { .. } => return None,
        Event::Won { player } => format!(
            "{} has all four tokens home and wins.",
            name(state, *player)
        ),
    })
}
