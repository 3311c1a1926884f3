//! Tests from the second engineer's rules review: each names the clause whose breach it
//! caught.

use super::command::Command;
use super::engine::Soldiers;
use super::error::RuleError;
use super::map::hex_at;
use super::state::{Location, Phase, Side};
use super::test_support::{place, state};
use super::units::{Nation, UnitKind};
use crate::rules::engine::RulesEngine;

#[test]
fn scenario_4_units_deployed_in_trench_hexes_do_not_start_improved() {
    let mut state = state();
    let trench = hex_at((2, 7));
    let open = hex_at((3, 7));
    let unit = place(
        &mut state,
        0,
        Nation::British,
        UnitKind::InfantryCompany,
        (1, 1),
    );
    state.edit_for_test().units[0].location = Location::ToDeploy {
        zone: vec![trench, open],
        may_dig_in: true,
        may_dismount: false,
    };
    state.edit_for_test().trenches = vec![trench];
    state.edit_for_test().phase = Phase::Deployment { deploying: Side(0) };
    let deploy = |hex, improved| Command::Deploy {
        unit,
        hex,
        improved,
        dismounted: false,
    };
    assert_eq!(
        Soldiers::check(&state, &deploy(trench, true)),
        Err(RuleError::BadDeployment {
            unit: state.units[0].name.clone(),
            hex: "0207".into(),
            why: "units deployed in trench hexes do not start in improved positions (scenario 4)"
                .into(),
        })
    );
    assert_eq!(Soldiers::check(&state, &deploy(trench, false)), Ok(()));
    assert_eq!(Soldiers::check(&state, &deploy(open, true)), Ok(()));
}

/// A dismounted squadron dug in with its horses, in its movement phase.
fn dug_in_dismounted_squadron() -> (super::state::State, super::state::UnitId) {
    let mut state = state();
    let unit = place(
        &mut state,
        0,
        Nation::British,
        UnitKind::CavalryDismounted,
        (2, 1),
    );
    state.edit_for_test().units[0].horses = Some(hex_at((2, 1)));
    state.edit_for_test().units[0].may_remount = true;
    state.edit_for_test().units[0].improved = true;
    (state, unit)
}

#[test]
fn improved_positions_mounted_cavalry_may_not_remount_into_an_improved_position() {
    let (state, unit) = dug_in_dismounted_squadron();
    assert_eq!(
        Soldiers::check(&state, &Command::Remount { unit }),
        Err(RuleError::NotAllowed {
            unit: state.units[0].name.clone(),
            what: "remount".into(),
            why: "it is in an improved position and did not roll to leave it; mounted cavalry may not be in one (Improved Positions)".into(),
        })
    );
}

#[test]
fn improved_positions_a_squadron_that_rolled_to_leave_remounts_out_of_its_position() {
    let (mut state, unit) = dug_in_dismounted_squadron();
    state.edit_for_test().record.may_leave.push(unit);
    state.edit_for_test().record.improved_positions_declared = true;
    let mut dice = crate::rules::dice::Dice::seeded(1);
    let events = super::test_support::run(&mut state, &mut dice, Command::Remount { unit });
    assert_eq!(
        events,
        vec![
            super::event::Event::LeftImprovedPosition { unit },
            super::event::Event::Remounted { unit },
        ]
    );
    let remounted = state.unit(unit).expect("the squadron");
    assert_eq!(
        (remounted.kind, remounted.improved),
        (UnitKind::CavalryMounted, false)
    );
}
