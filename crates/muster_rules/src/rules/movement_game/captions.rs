//! Which rule of the Untitled Movement Game an event shows, for the demo's captions.

use super::event::Event;

/// The rule behind `event`, or `None` for bookkeeping events.
pub fn rule_of(event: &Event) -> Option<&'static str> {
    Some(match event {
        Event::StartChosen { .. } => "Set-up: the player across places your first token",
        Event::RolledForFirst { .. } => "Set-up: everyone rolls; the highest goes first",
        Event::Rolled { .. } => "The turn: roll the d3, or discard the whole hand",
        Event::HandDiscarded { .. } => "The turn: the whole hand discarded instead of a roll",
        Event::CardPlayed { .. } => {
            "Cards: a card moves a token up to the die's value, one direction"
        }
        Event::TokenIntroduced { .. } => "On a 3: a new token may come on instead",
        Event::TokenHome { .. } => "Home: a token on a destination space stays there",
        Event::DeckReshuffled { .. } => "Deck out: the discards are shuffled into a new deck",
        Event::Won { .. } => "The win: all four tokens home",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::seat::PlayerId;

    #[test]
    fn captions_name_the_roll_or_discard_rule() {
        let roll = crate::rules::dice::Dice::seeded(1).d3();
        let rolled = Event::Rolled {
            player: PlayerId(0),
            roll,
            value: roll.value,
        };
        assert!(rule_of(&rolled).is_some_and(|rule| rule.contains("d3")));
    }
}
