//! Why the Free Move engine refuses a command, in words a player understands.

use super::roster::{MeleeId, SquareId, UnitId};
use super::state::Phase;

/// A refused command. Each message names what and why.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RuleError {
    #[error("there is no {0} on the roster")]
    NoSuchUnit(UnitId),
    #[error("{0} has been wiped out")]
    WipedOut(UnitId),
    #[error("that cannot be done during {}", .0.title())]
    WrongPhase(Phase),
    #[error("{unit} may move {limit:.1}\" in one measure; that is {asked:.1}\"")]
    TooFar {
        unit: UnitId,
        asked: f32,
        limit: f32,
    },
    #[error("{0} is frozen in melee contact (rule 1)")]
    InMelee(UnitId),
    #[error("{0} is retiring and cannot be moved this timed move (rule 8)")]
    Retiring(UnitId),
    #[error("{0} may not move forward into combat until it recovers (rule 8)")]
    MayNotAdvance(UnitId),
    #[error("{unit} would overlap friendly {other}")]
    FriendlyOverlap { unit: UnitId, other: UnitId },
    #[error("{unit} cannot turn or move into enemy {other}: stands stop where they touch")]
    EnemyOverlap { unit: UnitId, other: UnitId },
    #[error("{0} would leave the table")]
    OffTable(UnitId),
    #[error("{0} must stay inside its deployment zone")]
    OutsideDeployment(UnitId),
    #[error("{0}: rearrangement allows sideways and backward moves only (rule 4a)")]
    ForwardInRearrangement(UnitId),
    #[error("{0} is within missile range of the enemy and may not rearrange (rule 4)")]
    InMissileRange(UnitId),
    #[error("{0} has no bonus move coming")]
    NoBonusMove(UnitId),
    #[error("a square formed on a hill cannot move at all (rule 11, clause 5)")]
    SquareOnHill(UnitId),
    #[error("a square cannot move up a hill (rule 11, clause 5)")]
    SquareUphill(UnitId),
    #[error("a square cannot move through broken terrain (rule 11, clause 5)")]
    SquareThroughBrokenGround(UnitId),
    #[error("{0} is in a square and cannot change formation")]
    FormationInSquare(UnitId),
    #[error("a square is formed by infantry: {0} is not infantry (rule 11)")]
    SquareNotInfantry(UnitId),
    #[error("{0} is already in a square")]
    AlreadyInSquare(UnitId),
    #[error("a square needs at least one stand of one side")]
    BadSquare,
    #[error("the stands of a square must stand together, each touching another")]
    SquareApart,
    #[error("square {0} belongs to the other side")]
    NotYourSquare(SquareId),
    #[error(
        "{0} cannot make contact while rearranging: the rearrangement only straightens lines (rule 4)"
    )]
    ContactInRearrangement(UnitId),
    #[error(
        "Time was called in the last move: it cannot be called again until a timed move has been played out (rule 6)"
    )]
    TimeAlreadyCalled,
    #[error("{0}: a position and facing must be numbers")]
    BadPose(UnitId),
    #[error(
        "squares are announced before the timed move, before the side moves a stand (rule 11, clause 6)"
    )]
    SquareDuringMove,
    #[error("there is no square {0}")]
    NoSuchSquare(SquareId),
    #[error("only heavy infantry may call Fire and Charge (rule 9)")]
    FireAndChargeNotHeavyInfantry(UnitId),
    #[error("Fire and Charge must be called before {0} moves (rule 9)")]
    FireAndChargeAfterMoving(UnitId),
    #[error("{0} has no missiles")]
    NoMissiles(UnitId),
    #[error("heavy infantry may not throw javelins unless Fire and Charge was called (rule 9)")]
    HeavyInfantryJavelins(UnitId),
    #[error("{shooter} cannot reach {target}: {distance:.1}\" away, range {range:.0}\"")]
    OutOfRange {
        shooter: UnitId,
        target: UnitId,
        distance: f32,
        range: f32,
    },
    #[error("{0} is in melee and cannot shoot")]
    ShooterInMelee(UnitId),
    #[error("{0} cannot shoot into a melee")]
    TargetInMelee(UnitId),
    #[error("{0} is retiring and cannot discharge missiles (rule 8)")]
    ShooterRetiring(UnitId),
    #[error("{0} has already named a target this phase")]
    AlreadyShot(UnitId),
    #[error("only bowmen fire from or against houses (rule 13)")]
    JavelinsAndHouses(UnitId),
    #[error("{0} is not an enemy")]
    NotAnEnemy(UnitId),
    #[error("there is no melee {0}")]
    NoSuchMelee(MeleeId),
    #[error("a side can pull out only after the first move of a two-move melee (rule 12)")]
    CannotPullOut,
    #[error("that side has already said it is done")]
    AlreadyDone,
    #[error("the battle is over")]
    GameOver,
}
