//! Which Skirmish Wars rule an event shows, in a few words, for the demo's captions.

use muster_text::t;

use super::event::Event;

/// The rule behind `event`, or `None` for bookkeeping events.
pub fn rule_of(event: &Event) -> Option<String> {
    Some(match event {
        Event::IncomeCollected { .. } => t!("rules-skirmish-caption-income"),
        Event::Repaired { .. } => t!("rules-skirmish-caption-repair"),
        Event::Moved { .. } => t!("rules-skirmish-caption-movement"),
        Event::Boarded { .. } | Event::Unloaded { .. } => {
            t!("rules-skirmish-caption-transport")
        }
        Event::Fired(_) => {
            t!("rules-skirmish-caption-combat")
        }
        Event::Destroyed { .. } => t!("rules-skirmish-caption-eliminated"),
        Event::CaptureProgress { .. } => {
            t!("rules-skirmish-caption-capture-progress")
        }
        Event::Captured { .. } => t!("rules-skirmish-caption-captured"),
        Event::Bought { .. } => t!("rules-skirmish-caption-purchase"),
        Event::PowerUsed { .. } => t!("rules-skirmish-caption-powers"),
        Event::PlayerDefeated { .. } | Event::GameOver { .. } => {
            t!("rules-skirmish-caption-victory")
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::seat::PlayerId;

    #[test]
    fn captions_name_the_combat_and_capture_rules() {
        assert!(rule_of(&Event::PurchaseBegan).is_none());
        assert!(
            rule_of(&Event::Captured {
                at: crate::rules::skirmish::map::Pos::new(1, 1),
                player: PlayerId(0),
                from: None,
            })
            .is_some_and(|rule| rule.starts_with("Capture (3.4b)"))
        );
    }
}
