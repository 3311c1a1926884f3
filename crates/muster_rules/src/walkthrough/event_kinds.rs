//! The names of each ruleset's engine events, as a walkthrough's `done_when` names them:
//! a step naming anything else is refused when the file is read. Each engine's `Event`
//! derives its variants' names, so the list cannot drift from the enum.

use strum::VariantNames;

use crate::rules::{free_move, movement_game, skirmish, soldiers};
use crate::ruleset::Ruleset;

/// Every event kind of `ruleset`'s engine.
pub fn event_kinds(ruleset: Ruleset) -> &'static [&'static str] {
    match ruleset {
        Ruleset::FreeMove => free_move::Event::VARIANTS,
        Ruleset::Soldiers => soldiers::event::Event::VARIANTS,
        Ruleset::Skirmish => skirmish::event::Event::VARIANTS,
        Ruleset::MovementGame => movement_game::event::Event::VARIANTS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walkthrough_event_kinds_name_each_engines_events_as_event_kind_does() {
        let bell: &'static str = (&free_move::Event::BellRang).into();
        assert_eq!(bell, "BellRang");
        assert!(event_kinds(Ruleset::FreeMove).contains(&bell));
        assert_eq!(
            event_kinds(Ruleset::MovementGame).last(),
            Some(&"Won"),
            "in the enum's order"
        );
        for ruleset in Ruleset::ALL {
            assert!(event_kinds(ruleset).len() > 5, "{}", ruleset.title());
        }
    }
}
