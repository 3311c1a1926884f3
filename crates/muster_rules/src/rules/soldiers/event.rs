//! What happened in a game of Soldiers, as the screen, the log and `apply` need it.

use hexx::Hex;
use serde::{Deserialize, Serialize};

use super::crt::CombatResult;
use super::state::{Aim, Interdiction, PendingResult, Phase, Side, Unit, UnitId};

/// Why a die was rolled, for the log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RollReason {
    EnterImprovedPosition,
    LeaveImprovedPosition,
    /// Scenario 9's wasps.
    Wasps,
    /// Eastern Front case D.
    CzechOrders,
    /// A fire attack at a CRT column.
    Fire {
        column: String,
    },
}

/// How an attack was reckoned, for the log and the odds preview.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FireReport {
    pub side: Side,
    pub target: Hex,
    pub aim: Aim,
    pub firers: Vec<UnitId>,
    pub attack: u32,
    pub defense: u32,
    /// The CRT column ("2-1"), `None` below the table's first column.
    pub column: Option<String>,
    pub die: u8,
    /// The die after reserve and shrapnel modifiers.
    pub modified_die: u8,
    pub result: CombatResult,
    /// Each factor in words: "infantry adjacent: doubled", "observed: halved".
    pub explanation: Vec<String>,
}

/// One thing that happened.
///
/// Its variant's name (`Moved`, `BellRang`) is its kind, as a walkthrough's step names it.
#[derive(
    Debug, Clone, PartialEq, Serialize, Deserialize, strum::IntoStaticStr, strum::VariantNames,
)]
pub enum Event {
    Deployed {
        unit: UnitId,
        hex: Hex,
        improved: bool,
        dismounted: bool,
    },
    /// A trench marker placed in deployment.
    TrenchPlaced {
        hex: Hex,
    },
    /// A die and what it meant.
    Rolled {
        unit: Option<UnitId>,
        reason: RollReason,
        value: u8,
        success: bool,
    },
    /// Digging in worked (or needed no roll).
    EnteredImprovedPosition {
        unit: UnitId,
    },
    /// The unit may leave its improved position this phase.
    MayLeaveImprovedPosition {
        unit: UnitId,
    },
    /// A unit tried to dig in and so may not move this phase.
    TriedToDigIn {
        unit: UnitId,
    },
    /// Marks the start-of-phase rolls as done.
    ImprovedPositionsDeclared,
    /// A unit moved; `spent` is in half movement points.
    Moved {
        unit: UnitId,
        path: Vec<Hex>,
        spent: u32,
        /// It spent too much to fire in the coming fire phase (Movement case I).
        face_down: bool,
    },
    /// The unit is done moving this phase.
    FinishedMoving {
        unit: UnitId,
    },
    LeftImprovedPosition {
        unit: UnitId,
    },
    Exited {
        unit: UnitId,
        hex: Hex,
    },
    /// New units replace old ones in a hex (breakdown, recombination).
    Replaced {
        removed: Vec<UnitId>,
        added: Vec<Unit>,
    },
    Dismounted {
        unit: UnitId,
        horses: Hex,
    },
    Remounted {
        unit: UnitId,
    },
    /// The horses of a dismounted unit are lost (cavalry case C).
    HorsesLost {
        unit: UnitId,
    },
    Interdicted(Interdiction),
    /// The first unit into an interdicted hex was fired on; later units share the result.
    InterdictionResolved {
        index: usize,
        result: CombatResult,
    },
    /// A unit stopped in an interdicted hex.
    StoppedByInterdiction {
        unit: UnitId,
        hex: Hex,
    },
    /// An attack and its result (results wait for the end of the step: `ResultPending`).
    Fired(FireReport),
    /// Units fired from a hiding hex: the enemy may now use observed fire on it.
    Observed {
        hex: Hex,
        side: Side,
    },
    /// A Czech unit refused to fire (Eastern Front case D).
    RefusedToFire {
        unit: UnitId,
    },
    ResultPending(PendingResult),
    /// The pending results have been taken.
    ResultsTaken,
    Disrupted {
        unit: UnitId,
        until: u32,
    },
    Eliminated {
        unit: UnitId,
        hex: Hex,
    },
    /// Mounted cavalry disrupted by fire other than mounted cavalry dismounts (case D).
    ForcedToDismount {
        unit: UnitId,
    },
    EliminatedMarkerPlaced {
        hex: Hex,
        until: u32,
    },
    BridgeDestroyed {
        hex: Hex,
    },
    /// Disruption markers lifted.
    Rallied {
        unit: UnitId,
    },
    EliminatedMarkerRemoved {
        hex: Hex,
    },
    InterdictionsLifted {
        side: Side,
    },
    /// The fire phase's bookkeeping starts afresh, and the units turn face up.
    PhaseBegan {
        phase: Phase,
        turn: u32,
    },
    /// A fire or charge step in which the side to act could do nothing: it begins and ends
    /// at once (the state as `PhaseBegan` leaves it), and the log says why.
    StepSkipped {
        phase: Phase,
        turn: u32,
    },
    /// The game ended; `winner` is `None` for a draw.
    GameOver {
        winner: Option<Side>,
        reason: String,
    },
}
