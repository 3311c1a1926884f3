//! What a Soldiers player (or the AI) asks for.

use hexx::Hex;
use serde::{Deserialize, Serialize};

use super::state::{Aim, UnitId};

/// One request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    // --- deployment ---
    /// Place a unit within its deployment zone, mounted or not, dug in or not (where the
    /// scenario allows).
    Deploy {
        unit: UnitId,
        hex: Hex,
        improved: bool,
        dismounted: bool,
    },
    /// Place one of the scenario's trench markers in its zone (scenario 4).
    PlaceTrench { hex: Hex },
    /// Finish deploying; the other side deploys, or the first turn begins.
    EndDeployment,

    // --- movement phase ---
    /// At the start of the movement phase: the units that try to dig in and the units in
    /// improved positions that try to leave them. One die each (Improved Positions).
    DeclareImprovedPositions {
        enter: Vec<UnitId>,
        leave: Vec<UnitId>,
    },
    /// Move one unit along `path` (each hex a neighbour of the last; a unit waiting off
    /// the map starts with its entry hex). With `exit`, it leaves over the map edge from
    /// the last hex. A unit moves once a phase (Movement case E).
    Move {
        unit: UnitId,
        path: Vec<Hex>,
        exit: bool,
    },
    /// Break a unit down into smaller ones in its hex (Unit Breakdown).
    BreakDown { unit: UnitId },
    /// Put broken-down units back together in their hex.
    Recombine { units: Vec<UnitId> },
    /// Mounted cavalry spends its whole allowance to dismount (cavalry case C).
    Dismount { unit: UnitId },
    /// Dismounted cavalry with its horses spends its whole allowance to remount.
    Remount { unit: UnitId },
    /// End the movement phase.
    EndMovement,

    // --- fire phase ---
    /// At the start of the fire phase after its own movement, a side interdicts clear,
    /// empty hexes; the firers fire on whatever enters them next enemy movement phase.
    Interdict {
        hexes: Vec<Hex>,
        firers: Vec<UnitId>,
    },
    /// Fire on a hex (combining any firers: fire case P), or in the charge steps, charge
    /// with mounted cavalry.
    Fire {
        target: Hex,
        firers: Vec<UnitId>,
        aim: Aim,
    },
    /// This side has finished the current fire step.
    EndFireStep,
}
