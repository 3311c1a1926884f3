//! Why a Soldiers command is refused, in words a player understands (hexes as the map
//! prints them, "0712").

/// A refused command.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("there is no unit {0}")]
    NoSuchUnit(u32),
    #[error("{unit} is not yours to command now")]
    NotYourUnit { unit: String },
    #[error("that is not possible in the {phase}")]
    WrongPhase { phase: String },
    #[error("the game is over")]
    GameOver,
    #[error("{unit} may not deploy at {hex}: {why}")]
    BadDeployment {
        unit: String,
        hex: String,
        why: String,
    },
    #[error("{unit} cannot move: {why}")]
    CannotMove { unit: String, why: String },
    #[error("{unit} cannot enter {hex}: {why}")]
    BlockedHex {
        unit: String,
        hex: String,
        why: String,
    },
    #[error("{unit} needs {needed} movement points for that path and has {has}")]
    TooFar {
        unit: String,
        needed: String,
        has: String,
    },
    #[error("{hex} would hold {points} stacking points; a hex holds 8")]
    Overstacked { hex: String, points: u32 },
    #[error(
        "{unit} cannot pass through {hex}: it would hold {points} stacking points, and the limit of 8 applies at all times, during movement too (Stacking)"
    )]
    OverstackedOnTheWay {
        unit: String,
        hex: String,
        points: u32,
    },
    #[error(
        "improved positions are declared at the start of the movement phase, before any unit moves"
    )]
    TooLateForImprovedPositions,
    #[error("{unit} cannot {what}: {why}")]
    NotAllowed {
        unit: String,
        what: String,
        why: String,
    },
    #[error("cannot fire on {hex}: {why}")]
    CannotFire { hex: String, why: String },
    #[error("{unit} cannot fire on {hex}: {why}")]
    FirerCannotFire {
        unit: String,
        hex: String,
        why: String,
    },
    #[error("cannot interdict: {why}")]
    CannotInterdict { why: String },
}
