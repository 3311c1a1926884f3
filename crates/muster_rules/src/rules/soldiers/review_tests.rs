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
    state.units[0].location = Location::ToDeploy {
        zone: vec![trench, open],
        may_dig_in: true,
        may_dismount: false,
    };
    state.trenches = vec![trench];
    state.phase = Phase::Deployment { deploying: Side(0) };
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
