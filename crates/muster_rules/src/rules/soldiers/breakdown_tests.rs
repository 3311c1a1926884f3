//! Tests of Unit Breakdown for artillery: "German, British, Belgian, and Austro-Hungarian
//! Artillery batteries may be broken down into three platoon-sized (two Stacking Points)
//! units per battery" — howitzer batteries are artillery batteries too.

use super::command::Command;
use super::engine::Soldiers;
use super::error::RuleError;
use super::map::hex_at;
use super::reference::unit_lines;
use super::state::{Unit, UnitId};
use super::test_support::{place, run, state};
use super::units::{Nation, UnitKind};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

#[test]
fn unit_breakdown_german_british_belgian_and_austro_hungarian_artillery_batteries_howitzers_included()
 {
    for nation in [
        Nation::German,
        Nation::British,
        Nation::Belgian,
        Nation::AustroHungarian,
    ] {
        let mut state = state();
        let battery = place(&mut state, 0, nation, UnitKind::HowitzerBattery, (2, 7));
        let mut dice = Dice::seeded(1);
        run(&mut state, &mut dice, Command::BreakDown { unit: battery });
        let platoons: Vec<&Unit> = state.units_in(hex_at((2, 7))).collect();
        assert_eq!(platoons.len(), 3, "{nation:?}");
        assert!(platoons.iter().all(|unit| {
            unit.kind == UnitKind::HowitzerPlatoon && unit.is_artillery() && unit.is_howitzer()
        }));
        // Three platoon-sized units of two stacking points each.
        assert_eq!(state.stacking_in(hex_at((2, 7))), 6);
        let ids: Vec<UnitId> = platoons.iter().map(|unit| unit.id).collect();
        run(&mut state, &mut dice, Command::Recombine { units: ids });
        let whole: Vec<UnitKind> = state
            .units_in(hex_at((2, 7)))
            .map(|unit| unit.kind)
            .collect();
        assert_eq!(whole, vec![UnitKind::HowitzerBattery], "{nation:?}");
    }
}

#[test]
fn unit_breakdown_no_other_types_of_unit_may_break_down_french_and_russian_howitzers() {
    // "No other types of unit may break down into smaller units": the text names no French
    // or Russian batteries.
    for nation in [Nation::French, Nation::Russian] {
        let mut state = state();
        let battery = place(&mut state, 0, nation, UnitKind::HowitzerBattery, (2, 7));
        let name = state.unit(battery).expect("placed").name.clone();
        assert_eq!(
            Soldiers::check(&state, &Command::BreakDown { unit: battery }),
            Err(RuleError::NotAllowed {
                unit: name,
                what: "break down".into(),
                why: "only German, British, Belgian and Austro-Hungarian artillery batteries (field guns and howitzers), German machine gun companies and Russian gun battalions break down (Unit Breakdown)".into(),
            })
        );
    }
}

#[test]
fn unit_breakdown_howitzer_platoon_values_are_in_the_data_file_marked_assumed() {
    let tables = super::tables::Tables::shipped();
    let values = tables
        .units
        .values(UnitKind::HowitzerPlatoon)
        .expect("howitzer platoons have values");
    assert_eq!(
        (
            values.artillery,
            values.range,
            values.movement,
            values.stacking
        ),
        (true, 40, 3, 2)
    );
    let line = unit_lines(&tables)
        .into_iter()
        .find(|line| line.what == "HowitzerPlatoon")
        .expect("shown in the reference");
    assert_eq!(line.source, "assumed");
}
