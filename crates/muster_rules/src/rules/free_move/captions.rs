//! Which Free Move rule an event shows, in the words of the text, for the demo's captions.

use super::event::{Cause, Event};

/// The rule behind a Free Move event worth a caption, in the words of the text.
pub fn rule_of(event: &Event) -> Option<&'static str> {
    Some(match event {
        Event::TimedMoveBegan { .. } => {
            "The timed move: both armies move at once against the clock"
        }
        Event::BellRang => "The bell: all movement ceases",
        Event::Contact { .. } => "Contact: stands that touch an enemy freeze in melee",
        Event::SquareFormed { .. } => "Squares: infantry in square turn cavalry away",
        Event::FireAndChargeCalled { .. } => {
            "Fire and Charge: heavy infantry throw javelins before they close"
        }
        Event::VolleyResolved { .. } => "Missile fire",
        Event::Casualties {
            cause: Cause::Shock,
            ..
        } => "Shock: heavy cavalry kill one before the melee",
        Event::Casualties {
            cause: Cause::ReturnFire,
            ..
        } => "Return fire",
        Event::MeleeRound(_) => "Melee: the front ranks fight",
        Event::MeleeEnded { .. } => "The melee is decided",
        Event::PulledOut { .. } => "Pull-out: after a first-move melee a side may withdraw",
        Event::Retired { .. } => "Morale: beaten troops retire",
        Event::MoraleChanged { .. } => "Recovery: retiring troops roll to rally",
        Event::BonusMoveGranted { .. } => "Bonus move: the victors may move on",
        Event::TimeCalled { .. } => "Time! The move halts; no combat until the next",
        Event::Victory(_) => "Victory",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::free_move::Points;

    #[test]
    fn captions_name_shock_and_the_bell() {
        let shock = Event::Casualties {
            unit: crate::rules::free_move::UnitId::new(crate::rules::free_move::Side::First, 1),
            points: Points(1),
            cause: Cause::Shock,
        };
        assert_eq!(
            rule_of(&shock),
            Some("Shock: heavy cavalry kill one before the melee")
        );
        assert_eq!(
            rule_of(&Event::BellRang),
            Some("The bell: all movement ceases")
        );
    }
}
