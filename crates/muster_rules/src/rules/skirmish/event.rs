//! What happened, as the log, the screen and the AI need it.

use serde::{Deserialize, Serialize};

use crate::rules::dice::DieRoll;

use super::map::Pos;
use super::state::{PlayerId, PowerLevel, UnitId};
use super::terrain::Terrain;
use super::units::UnitKind;

/// One shot, with every number of 3.4a so the log can show the working.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shot {
    pub attacker: UnitId,
    pub target: UnitId,
    /// The target firing back (3.4a's last step).
    pub counter: bool,
    pub firepower: i32,
    pub defense: i32,
    /// Firepower minus defense.
    pub initial: i32,
    pub terrain: Terrain,
    pub stars: u8,
    /// Sure hits from the chart.
    pub hits: u8,
    /// One more hit on a d6 at or under this (0: no roll).
    pub die: u8,
    pub roll: Option<DieRoll>,
    /// HP taken off.
    pub damage: u8,
    /// The target's HP after the shot.
    pub hp_after: u8,
}

/// Why a player is out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Defeat {
    HqCaptured { by: PlayerId },
    AllUnitsEliminated,
}

/// One event.
///
/// Its variant's name (`Moved`, `BellRang`) is its kind, as a walkthrough's step names it.
#[derive(
    Debug, Clone, PartialEq, Eq, Serialize, Deserialize, strum::IntoStaticStr, strum::VariantNames,
)]
pub enum Event {
    TurnBegan {
        player: PlayerId,
        day: u32,
    },
    /// A power in effect ends at the start of its player's next turn.
    PowerEnded {
        player: PlayerId,
    },
    IncomeCollected {
        player: PlayerId,
        amount: u32,
    },
    /// A unit on a friendly property gains HP (3.2).
    Repaired {
        unit: UnitId,
        hp: u8,
    },
    PowerUsed {
        player: PlayerId,
        level: PowerLevel,
    },
    Healed {
        unit: UnitId,
        hp: u8,
    },
    Moved {
        unit: UnitId,
        from: Pos,
        path: Vec<Pos>,
    },
    Boarded {
        unit: UnitId,
        transport: UnitId,
    },
    Unloaded {
        unit: UnitId,
        transport: UnitId,
        to: Pos,
    },
    Fired(Shot),
    /// Eliminated; `by` gains a medal (and passengers go with their transport).
    Destroyed {
        unit: UnitId,
        owner: PlayerId,
        by: PlayerId,
    },
    StarGained {
        player: PlayerId,
        stars: u8,
    },
    CaptureProgress {
        at: Pos,
        unit: UnitId,
        points: u8,
        left: u8,
    },
    /// The capturing unit left or was eliminated: the points are lost (3.4b).
    CaptureLost {
        at: Pos,
    },
    Captured {
        at: Pos,
        player: PlayerId,
        from: Option<PlayerId>,
    },
    /// A unit's activation is over.
    Done {
        unit: UnitId,
    },
    PurchaseBegan,
    Bought {
        unit: UnitId,
        kind: UnitKind,
        owner: PlayerId,
        at: Pos,
        price: u32,
    },
    TurnEnded {
        player: PlayerId,
    },
    PlayerDefeated {
        player: PlayerId,
        why: Defeat,
    },
    GameOver {
        winner: Option<PlayerId>,
    },
}
