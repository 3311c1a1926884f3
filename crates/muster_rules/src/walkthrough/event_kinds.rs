//! The names of each ruleset's engine events, as a walkthrough's `done_when` names them:
//! a step naming anything else is refused when the file is read. A test reads each
//! engine's `event.rs` and checks these lists against its `Event` enum, so they cannot
//! drift apart.

use crate::ruleset::Ruleset;

const FREE_MOVE: &[&str] = &[
    "Deployed",
    "SideDone",
    "PhaseBegan",
    "TimedMoveBegan",
    "Stepped",
    "Contact",
    "FormationChanged",
    "SquareFormed",
    "SquareBroken",
    "SquareDissolved",
    "FireAndChargeCalled",
    "TimeCalled",
    "BellRang",
    "VolleyDeclared",
    "VolleyResolved",
    "Rolled",
    "Casualties",
    "Removed",
    "MeleeKindDecided",
    "MeleeJoined",
    "MeleeRound",
    "MeleeLeft",
    "MeleeEnded",
    "PulledOut",
    "Retired",
    "MoraleChanged",
    "BonusMoveGranted",
    "BonusMoveUsed",
    "Victory",
];

const SOLDIERS: &[&str] = &[
    "Deployed",
    "TrenchPlaced",
    "Rolled",
    "EnteredImprovedPosition",
    "MayLeaveImprovedPosition",
    "TriedToDigIn",
    "ImprovedPositionsDeclared",
    "Moved",
    "FinishedMoving",
    "LeftImprovedPosition",
    "Exited",
    "Replaced",
    "Dismounted",
    "Remounted",
    "HorsesLost",
    "Interdicted",
    "InterdictionResolved",
    "StoppedByInterdiction",
    "Fired",
    "Observed",
    "RefusedToFire",
    "ResultPending",
    "ResultsTaken",
    "Disrupted",
    "Eliminated",
    "ForcedToDismount",
    "EliminatedMarkerPlaced",
    "BridgeDestroyed",
    "Rallied",
    "EliminatedMarkerRemoved",
    "InterdictionsLifted",
    "PhaseBegan",
    "GameOver",
];

const SKIRMISH: &[&str] = &[
    "TurnBegan",
    "PowerEnded",
    "IncomeCollected",
    "Repaired",
    "PowerUsed",
    "Healed",
    "Moved",
    "Boarded",
    "Unloaded",
    "Fired",
    "Destroyed",
    "StarGained",
    "CaptureProgress",
    "CaptureLost",
    "Captured",
    "Done",
    "PurchaseBegan",
    "Bought",
    "TurnEnded",
    "PlayerDefeated",
    "GameOver",
];

const MOVEMENT_GAME: &[&str] = &[
    "StartChosen",
    "RolledForFirst",
    "TurnBegan",
    "Rolled",
    "HandDiscarded",
    "CardDiscarded",
    "CardPlayed",
    "TokenIntroduced",
    "TokenHome",
    "DeckReshuffled",
    "Drew",
    "TurnEnded",
    "Won",
];

/// Every event kind of `ruleset`'s engine.
pub fn event_kinds(ruleset: Ruleset) -> &'static [&'static str] {
    match ruleset {
        Ruleset::FreeMove => FREE_MOVE,
        Ruleset::Soldiers => SOLDIERS,
        Ruleset::SkirmishWars => SKIRMISH,
        Ruleset::MovementGame => MOVEMENT_GAME,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The variants of `pub enum Event` in a ruleset's `event.rs`, in order.
    fn variants_in_source(ruleset: Ruleset) -> Vec<String> {
        let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/rules")
            .join(ruleset.folder())
            .join("event.rs");
        let source = std::fs::read_to_string(&file).expect("the event file reads");
        let start = source.find("pub enum Event {").expect("an Event enum");
        let end = start + source[start..].find("\n}\n").expect("the enum's end");
        source[start..end]
            .lines()
            .filter_map(|line| line.strip_prefix("    "))
            .filter(|line| line.starts_with(|first: char| first.is_ascii_uppercase()))
            .map(|line| line.chars().take_while(|c| c.is_alphanumeric()).collect())
            .collect()
    }

    #[test]
    fn walkthrough_event_kinds_are_every_variant_of_each_engines_event() {
        for ruleset in Ruleset::ALL {
            assert_eq!(
                event_kinds(ruleset),
                variants_in_source(ruleset),
                "{}",
                ruleset.title()
            );
        }
    }
}
