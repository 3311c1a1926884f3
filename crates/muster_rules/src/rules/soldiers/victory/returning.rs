//! Scenario 5's ride round the flank: units that leave the map by road 6 or 7 come back
//! later between the two roads.

use hexx::Hex;
use serde::{Deserialize, Serialize};

use crate::rules::soldiers::state::{Location, StateData, UnitId};

/// Units of `side` that exit from a hex of `from` do not stay off the map: they wait and
/// may enter again from `entry` on the turn they left plus `turns_off` (or later, like any
/// reinforcement). Scenario 5: "leaves the unit off the mapsheet for at least one full
/// Game-Turn, and then re-enter … between roads 6 and 7, inclusive" — Muster reads a unit
/// leaving on turn T as off for all of turn T+1, free to enter from turn T+2
/// (`turns_off: 2`). `apply` makes the change when the unit exits, and lists the unit in
/// `SpecialRules::returned`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExitAndReturn {
    pub side: u8,
    pub from: Vec<Hex>,
    pub entry: Vec<Hex>,
    pub turns_off: u32,
}

impl ExitAndReturn {
    /// Where `unit` goes on leaving the map from `hex`, if this rule brings it back.
    pub fn comes_back(&self, state: &StateData, unit: UnitId, hex: Hex) -> Option<Location> {
        let found = state.unit(unit)?;
        (found.side.0 == self.side && self.from.contains(&hex)).then(|| Location::Waiting {
            turn: state.turn + self.turns_off,
            entry: self.entry.clone(),
        })
    }
}
