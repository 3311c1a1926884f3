//! Which Free Move rule an event shows, in the words of the text, for the demo's captions.

use muster_text::t;

use super::event::{Cause, Event};

/// The rule behind a Free Move event worth a caption, in the words of the text.
pub fn rule_of(event: &Event) -> Option<String> {
    Some(match event {
        Event::TimedMoveBegan { .. } => {
            t!("rules-free-move-caption-timed-move")
        }
        Event::BellRang => t!("rules-free-move-caption-bell"),
        Event::Contact { .. } => t!("rules-free-move-caption-contact"),
        Event::SquareFormed { .. } => t!("rules-free-move-caption-squares"),
        Event::FireAndChargeCalled { .. } => {
            t!("rules-free-move-caption-fire-and-charge")
        }
        Event::VolleyResolved { .. } => t!("rules-free-move-caption-missile-fire"),
        Event::Casualties {
            cause: Cause::Shock,
            ..
        } => t!("rules-free-move-caption-shock"),
        Event::Casualties {
            cause: Cause::ReturnFire,
            ..
        } => t!("rules-free-move-caption-return-fire"),
        Event::MeleeRound(_) => t!("rules-free-move-caption-melee"),
        Event::MeleeEnded { .. } => t!("rules-free-move-caption-melee-decided"),
        Event::PulledOut { .. } => t!("rules-free-move-caption-pull-out"),
        Event::Retired { .. } => t!("rules-free-move-caption-morale"),
        Event::MoraleChanged { .. } => t!("rules-free-move-caption-recovery"),
        Event::BonusMoveGranted { .. } => t!("rules-free-move-caption-bonus-move"),
        Event::TimeCalled { .. } => t!("rules-free-move-caption-time"),
        Event::Victory(_) => t!("rules-free-move-caption-victory"),
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
            rule_of(&shock).as_deref(),
            Some("Shock: heavy cavalry kill one before the melee")
        );
        assert_eq!(
            rule_of(&Event::BellRang).as_deref(),
            Some("The bell: all movement ceases")
        );
    }
}
