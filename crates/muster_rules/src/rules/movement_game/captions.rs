//! Which rule of the Untitled Movement Game an event shows, for the demo's captions.

use muster_text::t;

use super::event::Event;

/// The rule behind `event`, or `None` for bookkeeping events.
pub fn rule_of(event: &Event) -> Option<String> {
    Some(match event {
        Event::StartChosen { .. } => t!("rules-movement-caption-set-up"),
        Event::RolledForFirst { .. } => t!("rules-movement-caption-first-roll"),
        Event::Rolled { .. } => t!("rules-movement-caption-roll"),
        Event::HandDiscarded { .. } => t!("rules-movement-caption-hand-discarded"),
        Event::CardPlayed { .. } => {
            t!("rules-movement-caption-card")
        }
        Event::TokenIntroduced { .. } => t!("rules-movement-caption-new-token"),
        Event::TokenHome { .. } => t!("rules-movement-caption-home"),
        Event::DeckReshuffled { .. } => t!("rules-movement-caption-reshuffle"),
        Event::Won { .. } => t!("rules-movement-caption-win"),
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
