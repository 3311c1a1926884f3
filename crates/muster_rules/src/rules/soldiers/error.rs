//! Why a Soldiers command is refused, in words a player understands (hexes as the map
//! prints them, "0712"), in the player's language.

use muster_text::t;

/// A refused command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    NoSuchUnit(u32),
    NotYourUnit {
        unit: String,
    },
    WrongPhase {
        phase: String,
    },
    GameOver,
    BadDeployment {
        unit: String,
        hex: String,
        why: String,
    },
    CannotMove {
        unit: String,
        why: String,
    },
    BlockedHex {
        unit: String,
        hex: String,
        why: String,
    },
    TooFar {
        unit: String,
        needed: String,
        has: String,
    },
    Overstacked {
        hex: String,
        points: u32,
    },
    OverstackedOnTheWay {
        unit: String,
        hex: String,
        points: u32,
    },
    TooLateForImprovedPositions,
    NotAllowed {
        unit: String,
        what: String,
        why: String,
    },
    CannotFire {
        hex: String,
        why: String,
    },
    FirerCannotFire {
        unit: String,
        hex: String,
        why: String,
    },
    CannotInterdict {
        why: String,
    },
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words = match self {
            RuleError::NoSuchUnit(id) => t!("rules-soldiers-error-no-such-unit", id = *id),
            RuleError::NotYourUnit { unit } => {
                t!("rules-soldiers-error-not-your-unit", unit = unit.as_str())
            }
            RuleError::WrongPhase { phase } => {
                t!("rules-soldiers-error-wrong-phase", phase = phase.as_str())
            }
            RuleError::GameOver => t!("rules-soldiers-error-game-over"),
            RuleError::BadDeployment { unit, hex, why } => t!(
                "rules-soldiers-error-bad-deployment",
                unit = unit.as_str(),
                hex = hex.as_str(),
                why = why.as_str()
            ),
            RuleError::CannotMove { unit, why } => t!(
                "rules-soldiers-error-cannot-move",
                unit = unit.as_str(),
                why = why.as_str()
            ),
            RuleError::BlockedHex { unit, hex, why } => t!(
                "rules-soldiers-error-blocked-hex",
                unit = unit.as_str(),
                hex = hex.as_str(),
                why = why.as_str()
            ),
            RuleError::TooFar { unit, needed, has } => t!(
                "rules-soldiers-error-too-far",
                unit = unit.as_str(),
                needed = needed.as_str(),
                has = has.as_str()
            ),
            RuleError::Overstacked { hex, points } => t!(
                "rules-soldiers-error-overstacked",
                hex = hex.as_str(),
                points = *points
            ),
            RuleError::OverstackedOnTheWay { unit, hex, points } => t!(
                "rules-soldiers-error-overstacked-on-the-way",
                unit = unit.as_str(),
                hex = hex.as_str(),
                points = *points
            ),
            RuleError::TooLateForImprovedPositions => {
                t!("rules-soldiers-error-too-late-for-improved-positions")
            }
            RuleError::NotAllowed { unit, what, why } => t!(
                "rules-soldiers-error-not-allowed",
                unit = unit.as_str(),
                what = what.as_str(),
                why = why.as_str()
            ),
            RuleError::CannotFire { hex, why } => t!(
                "rules-soldiers-error-cannot-fire",
                hex = hex.as_str(),
                why = why.as_str()
            ),
            RuleError::FirerCannotFire { unit, hex, why } => t!(
                "rules-soldiers-error-firer-cannot-fire",
                unit = unit.as_str(),
                hex = hex.as_str(),
                why = why.as_str()
            ),
            RuleError::CannotInterdict { why } => {
                t!("rules-soldiers-error-cannot-interdict", why = why.as_str())
            }
        };
        f.write_str(&words)
    }
}

impl std::error::Error for RuleError {}

#[cfg(test)]
mod tests {
    use super::*;
    use muster_text::{Language, in_language};

    #[test]
    fn a_refusal_reads_in_english_and_in_the_players_language() {
        let error = RuleError::Overstacked {
            hex: "0712".into(),
            points: 9,
        };
        assert_eq!(
            in_language(Language::English, || error.to_string()),
            "0712 would hold 9 stacking points; a hex holds 8"
        );
        assert_eq!(
            in_language(Language::German, || error.to_string()),
            "0712 hätte 9 Stapelpunkte; ein Hexfeld fasst 8"
        );
        assert_eq!(
            in_language(Language::French, || error.to_string()),
            "0712 contiendrait 9 points d'empilement ; un hexagone en contient 8"
        );
    }
}
