//! What the player whose turn it is can ask for.

use serde::{Deserialize, Serialize};

use super::map::Pos;
use super::state::{PowerLevel, UnitId};
use super::units::UnitKind;

/// One command. Every command is the current player's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// One unit's whole activation (3.3): move along `path` (the squares entered, in order;
    /// empty to stay), then do `then`. A foot unit whose path ends on a friendly transport
    /// with room boards it (3.3d) and must `Wait`.
    Order {
        unit: UnitId,
        path: Vec<Pos>,
        then: Then,
    },
    /// Use the CO's Power or Super Power (optional rule).
    UsePower { level: PowerLevel },
    /// Buy a unit and place it on an empty friendly factory (3.5). Ends movement.
    Buy { factory: Pos, kind: UnitKind },
    /// Movement is over; go on to purchasing.
    EndMoves,
    /// The turn is over; play passes to the next player (3.6).
    EndTurn,
}

/// What a unit does at the end of its move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Then {
    /// Nothing more: the activation ends.
    Wait,
    /// Fire at the enemy unit on `target` (3.4a).
    Attack { target: Pos },
    /// Capture the property the unit stands on (3.4b).
    Capture,
    /// A transport unloads passengers onto squares next to it, in order (3.3c–d).
    Unload { drops: Vec<(UnitId, Pos)> },
}
