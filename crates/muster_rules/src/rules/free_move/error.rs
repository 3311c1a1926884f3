//! Why the Free Move engine refuses a command, in words a player understands.

use super::roster::{MeleeId, SquareId, UnitId};
use super::state::Phase;
use muster_text::t;

/// A refused command. Each message names what and why.
#[derive(Debug, Clone, PartialEq)]
pub enum RuleError {
    NoSuchUnit(UnitId),
    WipedOut(UnitId),
    WrongPhase(Phase),
    TooFar {
        unit: UnitId,
        asked: f32,
        limit: f32,
    },
    InMelee(UnitId),
    Retiring(UnitId),
    MayNotAdvance(UnitId),
    FriendlyOverlap {
        unit: UnitId,
        other: UnitId,
    },
    EnemyOverlap {
        unit: UnitId,
        other: UnitId,
    },
    OffTable(UnitId),
    OutsideDeployment(UnitId),
    ForwardInRearrangement(UnitId),
    InMissileRange(UnitId),
    NoBonusMove(UnitId),
    SquareOnHill(UnitId),
    SquareUphill(UnitId),
    SquareThroughBrokenGround(UnitId),
    FormationInSquare(UnitId),
    SquareNotInfantry(UnitId),
    AlreadyInSquare(UnitId),
    BadSquare,
    SquareApart,
    NotYourSquare(SquareId),
    ContactInRearrangement(UnitId),
    TimeAlreadyCalled,
    BadPose(UnitId),
    SquareDuringMove,
    NoSuchSquare(SquareId),
    FireAndChargeNotHeavyInfantry(UnitId),
    FireAndChargeAfterMoving(UnitId),
    NoMissiles(UnitId),
    HeavyInfantryJavelins(UnitId),
    OutOfRange {
        shooter: UnitId,
        target: UnitId,
        distance: f32,
        range: f32,
    },
    ShooterInMelee(UnitId),
    TargetInMelee(UnitId),
    ShooterRetiring(UnitId),
    AlreadyShot(UnitId),
    JavelinsAndHouses(UnitId),
    NotAnEnemy(UnitId),
    NoSuchMelee(MeleeId),
    CannotPullOut,
    AlreadyDone,
    GameOver,
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let said = match self {
            RuleError::NoSuchUnit(unit) => t!(
                "rules-free-move-error-no-such-unit",
                unit = unit.to_string()
            ),
            RuleError::WipedOut(unit) => {
                t!("rules-free-move-error-wiped-out", unit = unit.to_string())
            }
            RuleError::WrongPhase(phase) => {
                t!("rules-free-move-error-wrong-phase", phase = phase.title())
            }
            RuleError::TooFar { unit, asked, limit } => t!(
                "rules-free-move-error-too-far",
                unit = unit.to_string(),
                asked = format!("{asked:.1}"),
                limit = format!("{limit:.1}")
            ),
            RuleError::InMelee(unit) => {
                t!("rules-free-move-error-in-melee", unit = unit.to_string())
            }
            RuleError::Retiring(unit) => {
                t!("rules-free-move-error-retiring", unit = unit.to_string())
            }
            RuleError::MayNotAdvance(unit) => t!(
                "rules-free-move-error-may-not-advance",
                unit = unit.to_string()
            ),
            RuleError::FriendlyOverlap { unit, other } => t!(
                "rules-free-move-error-friendly-overlap",
                unit = unit.to_string(),
                other = other.to_string()
            ),
            RuleError::EnemyOverlap { unit, other } => t!(
                "rules-free-move-error-enemy-overlap",
                unit = unit.to_string(),
                other = other.to_string()
            ),
            RuleError::OffTable(unit) => {
                t!("rules-free-move-error-off-table", unit = unit.to_string())
            }
            RuleError::OutsideDeployment(unit) => t!(
                "rules-free-move-error-outside-deployment",
                unit = unit.to_string()
            ),
            RuleError::ForwardInRearrangement(unit) => t!(
                "rules-free-move-error-forward-in-rearrangement",
                unit = unit.to_string()
            ),
            RuleError::InMissileRange(unit) => t!(
                "rules-free-move-error-in-missile-range",
                unit = unit.to_string()
            ),
            RuleError::NoBonusMove(unit) => t!(
                "rules-free-move-error-no-bonus-move",
                unit = unit.to_string()
            ),
            RuleError::SquareOnHill(_) => t!("rules-free-move-error-square-on-hill"),
            RuleError::SquareUphill(_) => t!("rules-free-move-error-square-uphill"),
            RuleError::SquareThroughBrokenGround(_) => {
                t!("rules-free-move-error-square-through-broken-ground")
            }
            RuleError::FormationInSquare(unit) => t!(
                "rules-free-move-error-formation-in-square",
                unit = unit.to_string()
            ),
            RuleError::SquareNotInfantry(unit) => t!(
                "rules-free-move-error-square-not-infantry",
                unit = unit.to_string()
            ),
            RuleError::AlreadyInSquare(unit) => t!(
                "rules-free-move-error-already-in-square",
                unit = unit.to_string()
            ),
            RuleError::BadSquare => t!("rules-free-move-error-bad-square"),
            RuleError::SquareApart => t!("rules-free-move-error-square-apart"),
            RuleError::NotYourSquare(square) => t!(
                "rules-free-move-error-not-your-square",
                square = square.to_string()
            ),
            RuleError::ContactInRearrangement(unit) => t!(
                "rules-free-move-error-contact-in-rearrangement",
                unit = unit.to_string()
            ),
            RuleError::TimeAlreadyCalled => t!("rules-free-move-error-time-already-called"),
            RuleError::BadPose(unit) => {
                t!("rules-free-move-error-bad-pose", unit = unit.to_string())
            }
            RuleError::SquareDuringMove => t!("rules-free-move-error-square-during-move"),
            RuleError::NoSuchSquare(square) => t!(
                "rules-free-move-error-no-such-square",
                square = square.to_string()
            ),
            RuleError::FireAndChargeNotHeavyInfantry(_) => {
                t!("rules-free-move-error-fire-and-charge-not-heavy-infantry")
            }
            RuleError::FireAndChargeAfterMoving(unit) => t!(
                "rules-free-move-error-fire-and-charge-after-moving",
                unit = unit.to_string()
            ),
            RuleError::NoMissiles(unit) => {
                t!("rules-free-move-error-no-missiles", unit = unit.to_string())
            }
            RuleError::HeavyInfantryJavelins(_) => {
                t!("rules-free-move-error-heavy-infantry-javelins")
            }
            RuleError::OutOfRange {
                shooter,
                target,
                distance,
                range,
            } => t!(
                "rules-free-move-error-out-of-range",
                shooter = shooter.to_string(),
                target = target.to_string(),
                distance = format!("{distance:.1}"),
                range = format!("{range:.0}")
            ),
            RuleError::ShooterInMelee(unit) => t!(
                "rules-free-move-error-shooter-in-melee",
                unit = unit.to_string()
            ),
            RuleError::TargetInMelee(unit) => t!(
                "rules-free-move-error-target-in-melee",
                unit = unit.to_string()
            ),
            RuleError::ShooterRetiring(unit) => t!(
                "rules-free-move-error-shooter-retiring",
                unit = unit.to_string()
            ),
            RuleError::AlreadyShot(unit) => t!(
                "rules-free-move-error-already-shot",
                unit = unit.to_string()
            ),
            RuleError::JavelinsAndHouses(_) => t!("rules-free-move-error-javelins-and-houses"),
            RuleError::NotAnEnemy(unit) => t!(
                "rules-free-move-error-not-an-enemy",
                unit = unit.to_string()
            ),
            RuleError::NoSuchMelee(melee) => t!(
                "rules-free-move-error-no-such-melee",
                melee = melee.to_string()
            ),
            RuleError::CannotPullOut => t!("rules-free-move-error-cannot-pull-out"),
            RuleError::AlreadyDone => t!("rules-free-move-error-already-done"),
            RuleError::GameOver => t!("rules-free-move-error-game-over"),
        };
        f.write_str(&said)
    }
}

impl std::error::Error for RuleError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::free_move::Side;
    use muster_text::{Language, in_language};

    #[test]
    fn a_refusal_reads_in_the_language_spoken_with_the_same_figures() {
        let error = RuleError::TooFar {
            unit: UnitId::new(Side::First, 3),
            asked: 5.5,
            limit: 4.0,
        };
        assert_eq!(
            in_language(Language::English, || error.to_string()),
            "unit 3 may move 4.0\" in one measure; that is 5.5\""
        );
        assert_eq!(
            in_language(Language::French, || error.to_string()),
            "l'unité 3 peut avancer de 4.0\" par mesure ; cela fait 5.5\""
        );
        assert_eq!(
            in_language(Language::German, || RuleError::WrongPhase(
                Phase::MissileFire
            )
            .to_string()),
            "das ist während der Phase Fernkampf nicht möglich"
        );
    }
}
