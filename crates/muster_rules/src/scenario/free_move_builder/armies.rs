//! The armies in the builder: a roster file's units (the companion's army format) as stands
//! to place, and an army's total of Morschauser's points ("Combat Values": heavy 8, light
//! and archers 4).

use crate::companion::army::Army;
use crate::rules::free_move::setup::{SideSetup, UnitPlacement};

/// A roster's units as stands not yet placed (each at the table's corner, facing north),
/// numbered as the roster numbers them.
pub fn roster_units(army: &Army) -> Vec<UnitPlacement> {
    army.units
        .iter()
        .map(|unit| UnitPlacement {
            number: unit.number,
            unit_type: unit.unit_type,
            at: (0.0, 0.0),
            facing: 0.0,
        })
        .collect()
}

/// The points side's army counts: each unit's type's combat value, summed.
pub fn army_points(side: &SideSetup) -> u32 {
    side.units
        .iter()
        .map(|unit| unit.unit_type.points().0)
        .sum()
}
