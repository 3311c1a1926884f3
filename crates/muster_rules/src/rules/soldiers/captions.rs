//! Which Soldiers rule an event shows, for the demo's captions.

use super::event::Event;

/// The rule behind `event`, or `None` for bookkeeping events.
pub fn rule_of(event: &Event) -> Option<&'static str> {
    Some(match event {
        Event::Deployed { .. } => "Deployment: units set up in their zones",
        Event::TrenchPlaced { .. } => "Improved positions: trenches placed before the game",
        Event::Moved { .. } => "Movement: terrain costs and stacking limits",
        Event::EnteredImprovedPosition { .. } => "Improved positions: dug in, harder to hit",
        Event::Exited { .. } => "Exiting the map for victory points",
        Event::Dismounted { .. } | Event::Remounted { .. } | Event::HorsesLost { .. } => {
            "Cavalry: mounted to move, dismounted to fight"
        }
        Event::Interdicted(_) => "Interdiction: fire placed on hexes the enemy must cross",
        Event::StoppedByInterdiction { .. } => "Interdiction: a unit stopped by the fire",
        Event::Fired(_) => "Fire: attack against defense on the Combat Results Table",
        Event::Observed { .. } => "Observed fire: a unit that fired from hiding can be seen",
        Event::Disrupted { .. } => "Disruption: the unit may not move or fire for a turn",
        Event::Eliminated { .. } => "Combat result: eliminated",
        Event::BridgeDestroyed { .. } => "Bridges: artillery can destroy them",
        Event::Rallied { .. } => "Rally: disrupted units recover",
        Event::GameOver { .. } => "Victory conditions",
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
