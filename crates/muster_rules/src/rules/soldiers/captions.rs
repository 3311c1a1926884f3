//! Which Soldiers rule an event shows, for the demo's captions.

use muster_text::t;

use super::event::Event;

/// The rule behind `event`, or `None` for bookkeeping events.
pub fn rule_of(event: &Event) -> Option<String> {
    Some(match event {
        Event::Deployed { .. } => t!("rules-soldiers-caption-deployment"),
        Event::TrenchPlaced { .. } => t!("rules-soldiers-caption-trenches"),
        Event::Moved { .. } => t!("rules-soldiers-caption-movement"),
        Event::EnteredImprovedPosition { .. } => t!("rules-soldiers-caption-dug-in"),
        Event::Exited { .. } => t!("rules-soldiers-caption-exiting"),
        Event::Dismounted { .. } | Event::Remounted { .. } | Event::HorsesLost { .. } => {
            t!("rules-soldiers-caption-cavalry")
        }
        Event::Interdicted(_) => t!("rules-soldiers-caption-interdiction"),
        Event::StoppedByInterdiction { .. } => t!("rules-soldiers-caption-stopped"),
        Event::Fired(_) => t!("rules-soldiers-caption-fire"),
        Event::Observed { .. } => t!("rules-soldiers-caption-observed"),
        Event::Disrupted { .. } => t!("rules-soldiers-caption-disruption"),
        Event::Eliminated { .. } => t!("rules-soldiers-caption-eliminated"),
        Event::BridgeDestroyed { .. } => t!("rules-soldiers-caption-bridges"),
        Event::Rallied { .. } => t!("rules-soldiers-caption-rally"),
        Event::GameOver { .. } => t!("rules-soldiers-caption-victory"),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captions_name_observed_fire() {
        assert!(rule_of(&Event::ImprovedPositionsDeclared).is_none());
        let observed = Event::Observed {
            hex: hexx::Hex::ZERO,
            side: crate::rules::soldiers::state::Side(0),
        };
        assert!(rule_of(&observed).is_some_and(|rule| rule.starts_with("Observed fire")));
    }
}
