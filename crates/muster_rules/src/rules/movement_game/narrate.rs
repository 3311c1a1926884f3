//! The log in words: each event as a line a player reads ("South plays forward-right: the
//! token moves 2 from d9 to f7").

use muster_text::t;

use super::event::Event;
use super::state::{PlayerId, State};

fn name(state: &State, player: PlayerId) -> String {
    state.players.get(player.0).map_or_else(
        || {
            t!(
                "rules-movement-player-fallback",
                player = player.to_string()
            )
        },
        |player| player.name.clone(),
    )
}

/// One event in words; `None` for bookkeeping the log leaves out.
pub fn narrate(state: &State, event: &Event) -> Option<String> {
    Some(match event {
        Event::StartChosen { by, player, space } => t!(
            "rules-movement-log-start-chosen",
            by = name(state, *by),
            player = name(state, *player),
            space = space.to_string()
        ),
        Event::RolledForFirst {
            player,
            roll,
            value,
        } => {
            if roll.value == *value {
                t!(
                    "rules-movement-log-rolled-for-first",
                    player = name(state, *player),
                    value = *value
                )
            } else {
                t!(
                    "rules-movement-log-rolled-for-first-d6",
                    player = name(state, *player),
                    roll = roll.value,
                    value = *value
                )
            }
        }
        Event::TurnBegan { player } => {
            t!(
                "rules-movement-log-turn-began",
                player = name(state, *player)
            )
        }
        Event::Rolled {
            player,
            roll,
            value,
        } => {
            if roll.value == *value {
                t!(
                    "rules-movement-log-rolled",
                    player = name(state, *player),
                    value = *value
                )
            } else {
                t!(
                    "rules-movement-log-rolled-d6",
                    player = name(state, *player),
                    roll = roll.value,
                    value = *value
                )
            }
        }
        Event::HandDiscarded { player, cards } => {
            let names: Vec<String> = cards.iter().map(|card| card.words()).collect();
            t!(
                "rules-movement-log-hand-discarded",
                player = name(state, *player),
                cards = names.join(", ")
            )
        }
        Event::CardDiscarded { player, card, .. } => t!(
            "rules-movement-log-card-discarded",
            player = name(state, *player),
            card = card.words()
        ),
        Event::CardPlayed {
            player,
            card,
            from,
            to,
            steps,
            ..
        } => t!(
            "rules-movement-log-card-played",
            player = name(state, *player),
            card = card.words(),
            steps = *steps,
            from = from.to_string(),
            to = to.to_string()
        ),
        Event::TokenIntroduced { player, space, .. } => t!(
            "rules-movement-log-token-introduced",
            player = name(state, *player),
            space = space.to_string()
        ),
        Event::TokenHome { player, .. } => {
            t!(
                "rules-movement-log-token-home",
                player = name(state, *player)
            )
        }
        Event::DeckReshuffled { deck } => {
            t!("rules-movement-log-deck-reshuffled", count = deck.len())
        }
        Event::Drew { player, cards } => t!(
            "rules-movement-log-drew",
            player = name(state, *player),
            count = cards.len()
        ),
        Event::TurnEnded { .. } => return None,
        Event::Won { player } => t!("rules-movement-log-won", player = name(state, *player)),
    })
}
