//! Which Skirmish Wars rule an event shows, in a few words, for the demo's captions.

use super::event::Event;

/// The rule behind `event`, or `None` for bookkeeping events.
pub fn rule_of(event: &Event) -> Option<&'static str> {
    Some(match event {
        Event::IncomeCollected { .. } => "Income: $5 for each city and the HQ, every turn",
        Event::Repaired { .. } => "Repair: 2 HP for units on their own properties",
        Event::Moved { .. } => "Movement: each terrain costs by movement type",
        Event::Boarded { .. } | Event::Unloaded { .. } => {
            "Transport (3.3c-d): foot units ride in APCs and T-Copters"
        }
        Event::Fired(_) => {
            "Combat (3.4a): firepower less defense on the damage chart, then counter-fire"
        }
        Event::Destroyed { .. } => "Combat: a unit at 0 HP is eliminated",
        Event::CaptureProgress { .. } => {
            "Capture (3.4b): 2 points a turn at full strength, 1 when reduced"
        }
        Event::Captured { .. } => "Capture (3.4b): the property changes hands",
        Event::Bought { .. } => "Purchase: new units at empty factories, after moving",
        Event::PowerUsed { .. } => "CO Powers: a Power or Super Power for one turn",
        Event::PlayerDefeated { .. } | Event::GameOver { .. } => "Victory",
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
