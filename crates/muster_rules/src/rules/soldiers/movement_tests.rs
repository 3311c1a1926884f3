//! Tests of the Movement rules, canals, trenches, stacking and the fire-eligibility
//! consequence of moving, each named after its rule and case.

use super::command::Command;
use super::engine::Soldiers;
use super::error::RuleError;
use super::event::Event;
use super::map::hex_at;
use super::movement::{reachable, step_cost};
use super::state::{Location, UnitId};
use super::test_support::{at, path, place, run, state};
use super::units::{Nation, UnitKind};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

fn mv(unit: UnitId, hexes: &[(i32, i32)]) -> Command {
    Command::Move {
        unit,
        path: path(hexes),
        exit: false,
    }
}

#[test]
fn movement_case_a_clear_costs_one_point_a_hex() {
    let mut state = state();
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 8),
    );
    let too_far = mv(company, &[(3, 8), (4, 8), (6, 8), (7, 8)]);
    assert!(matches!(
        Soldiers::check(&state, &mv(company, &[(3, 8), (4, 8), (5, 8), (6, 8)])),
        Err(RuleError::TooFar { .. })
    ));
    assert!(Soldiers::check(&state, &too_far).is_err());
    run(
        &mut state,
        &mut Dice::seeded(1),
        mv(company, &[(3, 8), (4, 8)]),
    );
    assert_eq!(at(&state, company), Some((4, 8)));
}

#[test]
fn movement_case_c_road_to_road_costs_half_a_point() {
    let mut state = state();
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (1, 2),
    );
    // Six road hexes at ½ each: 3 points, the whole allowance of an infantry company.
    let along = [(2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (7, 2)];
    run(&mut state, &mut Dice::seeded(1), mv(company, &along));
    assert_eq!(at(&state, company), Some((7, 2)));
    assert_eq!(state.record.spent.get(&company), Some(&6));
}

#[test]
fn movement_case_c_entering_a_road_from_off_road_pays_the_terrain() {
    let state = state();
    let mut probe = state.clone();
    let company = place(
        &mut probe,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (3, 1),
    );
    let unit = probe.unit(company).expect("placed").clone();
    assert_eq!(
        step_cost(&probe, &unit, Some(hex_at((3, 1))), hex_at((3, 2))),
        Ok(2)
    );
    assert_eq!(
        step_cost(&probe, &unit, Some(hex_at((2, 2))), hex_at((3, 2))),
        Ok(1)
    );
}

#[test]
fn terrain_effects_woods_cost_two_points() {
    let mut state = state();
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (7, 4),
    );
    let unit = state.unit(company).expect("placed").clone();
    assert_eq!(
        step_cost(&state, &unit, Some(hex_at((7, 4))), hex_at((7, 3))),
        Ok(4)
    );
}

#[test]
fn canal_entry_costs_one_point() {
    let mut state = state();
    let battery = place(
        &mut state,
        0,
        Nation::German,
        UnitKind::FieldGunBattery,
        (2, 4),
    );
    let unit = state.unit(battery).expect("placed").clone();
    assert_eq!(
        step_cost(&state, &unit, Some(hex_at((2, 4))), hex_at((2, 5))),
        Ok(2)
    );
    assert_eq!(
        step_cost(&state, &unit, Some(hex_at((2, 5))), hex_at((3, 5))),
        Ok(2)
    );
}

#[test]
fn canal_exit_costs_three_more() {
    let mut state = state();
    let battery = place(
        &mut state,
        0,
        Nation::German,
        UnitKind::FieldGunBattery,
        (2, 5),
    );
    let unit = state.unit(battery).expect("placed").clone();
    // Clear costs 1, leaving a non-bridge canal hex 3 more.
    assert_eq!(
        step_cost(&state, &unit, Some(hex_at((2, 5))), hex_at((2, 6))),
        Ok(8)
    );
    run(&mut state, &mut Dice::seeded(1), mv(battery, &[(2, 6)]));
    assert_eq!(at(&state, battery), Some((2, 6)));
}

#[test]
fn canal_leaving_a_bridge_hex_costs_nothing_more() {
    let mut state = state();
    let section = place(
        &mut state,
        0,
        Nation::German,
        UnitKind::MachineGunSection,
        (4, 5),
    );
    // Canal to bridge (1), bridge to road (½): a machine gun section (allowance 2) gets out.
    run(
        &mut state,
        &mut Dice::seeded(1),
        mv(section, &[(5, 5), (5, 6)]),
    );
    assert_eq!(at(&state, section), Some((5, 6)));
}

#[test]
fn canal_allowance_3_leaves_only_by_a_bridge_but_infantry_may_always_move_one_hex() {
    let mut state = state();
    let gun = place(
        &mut state,
        0,
        Nation::Russian,
        UnitKind::HowitzerBattery,
        (2, 5),
    );
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (3, 5),
    );
    // Howitzers (allowance 3) need 4 to climb out: refused.
    assert!(matches!(
        Soldiers::check(&state, &mv(gun, &[(2, 6)])),
        Err(RuleError::TooFar { .. })
    ));
    // Infantry (allowance 3) may always move one hex (Movement case H, exception).
    run(&mut state, &mut Dice::seeded(1), mv(company, &[(3, 6)]));
    assert_eq!(at(&state, company), Some((3, 6)));
    // …but only one.
    let mut fresh = super::test_support::state();
    let other = place(
        &mut fresh,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (3, 5),
    );
    assert!(Soldiers::check(&fresh, &mv(other, &[(3, 6), (3, 7)])).is_err());
}

#[test]
fn movement_case_h_disrupted_infantry_loses_the_one_hex_exception() {
    let mut state = state();
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (3, 5),
    );
    if let Some(unit) = state.edit_for_test().unit_mut(company) {
        unit.disrupted_until = Some(10);
    }
    assert!(matches!(
        Soldiers::check(&state, &mv(company, &[(3, 6)])),
        Err(RuleError::CannotMove { .. })
    ));
}

#[test]
fn movement_case_g_friends_pass_through_enemies_block() {
    let mut state = state();
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (3, 7),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (3, 6),
    );
    assert!(Soldiers::check(&state, &mv(company, &[(3, 7), (4, 7)])).is_ok());
    let refused = Soldiers::check(&state, &mv(company, &[(3, 6), (4, 6)]));
    assert!(
        matches!(&refused, Err(RuleError::CannotMove { why, .. }) if why.contains("enemy units hold it")),
        "{refused:?}"
    );
}

#[test]
fn stacking_at_most_eight_points_where_a_unit_ends() {
    let mut state = state();
    let third = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (3, 7),
    );
    place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (3, 7),
    );
    assert_eq!(
        Soldiers::check(&state, &mv(third, &[(3, 7)])),
        Err(RuleError::Overstacked {
            hex: "0307".into(),
            points: 12
        })
    );
    // A section (1 point) still fits beside two companies? No: 8 + 1.
    let section = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::MachineGunSection,
        (4, 7),
    );
    assert!(Soldiers::check(&state, &mv(section, &[(3, 7)])).is_err());
    assert!(Soldiers::check(&state, &mv(third, &[(3, 6)])).is_ok());
}

#[test]
fn crt_eliminated_marker_blocks_entry_and_passage() {
    let mut state = state();
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    state
        .edit_for_test()
        .eliminated_markers
        .push(super::state::EliminatedMarker {
            hex: hex_at((3, 7)),
            until: 5,
        });
    assert!(Soldiers::check(&state, &mv(company, &[(3, 7), (4, 7)])).is_err());
    assert!(!reachable(&state, state.unit(company).expect("placed")).contains_key(&(3, 7)));
}

#[test]
fn movement_case_i_infantry_must_keep_two_points_to_fire() {
    let mut state = state();
    let near = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    let far = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 8),
    );
    let mut dice = Dice::seeded(1);
    run(&mut state, &mut dice, mv(near, &[(3, 7)]));
    run(&mut state, &mut dice, mv(far, &[(3, 8), (4, 8)]));
    assert!(!state.record.face_down.contains(&near));
    assert!(state.record.face_down.contains(&far));
}

#[test]
fn movement_case_i_artillery_and_machine_guns_keep_everything_mounted_cavalry_nothing() {
    let mut state = state();
    let gun = place(
        &mut state,
        0,
        Nation::German,
        UnitKind::FieldGunBattery,
        (2, 7),
    );
    let section = place(
        &mut state,
        0,
        Nation::German,
        UnitKind::MachineGunSection,
        (2, 8),
    );
    let horse = place(
        &mut state,
        0,
        Nation::German,
        UnitKind::CavalryMounted,
        (1, 1),
    );
    let mut dice = Dice::seeded(1);
    run(&mut state, &mut dice, mv(gun, &[(3, 7)]));
    run(&mut state, &mut dice, mv(section, &[(3, 8)]));
    let ride: Vec<(i32, i32)> = (2..=9).map(|col| (col, 1)).collect();
    run(&mut state, &mut dice, mv(horse, &ride));
    assert!(state.record.face_down.contains(&gun));
    assert!(state.record.face_down.contains(&section));
    assert!(!state.record.face_down.contains(&horse));
}

#[test]
fn artillery_case_a_french_guns_may_spend_two_points_and_fire() {
    let mut state = state();
    let two = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::FieldGunBattery,
        (2, 7),
    );
    let three = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::FieldGunBattery,
        (2, 8),
    );
    let mut dice = Dice::seeded(1);
    run(&mut state, &mut dice, mv(two, &[(3, 7), (4, 7)]));
    run(&mut state, &mut dice, mv(three, &[(3, 8), (4, 8), (5, 8)]));
    assert!(!state.record.face_down.contains(&two));
    assert!(state.record.face_down.contains(&three));
}

#[test]
fn movement_case_k_entering_a_disrupted_hex_disrupts_the_mover() {
    let mut state = state();
    let mover = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    let shaken = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::MachineGunSection,
        (3, 7),
    );
    if let Some(unit) = state.edit_for_test().unit_mut(shaken) {
        unit.disrupted_until = Some(4);
    }
    // Passing through is refused: the mover would have to stop there.
    assert!(Soldiers::check(&state, &mv(mover, &[(3, 7), (4, 7)])).is_err());
    run(&mut state, &mut Dice::seeded(1), mv(mover, &[(3, 7)]));
    assert!(state.unit(mover).is_some_and(|unit| unit.is_disrupted()));
}

#[test]
fn movement_case_e_each_unit_moves_once_a_phase() {
    let mut state = state();
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    run(&mut state, &mut Dice::seeded(1), mv(company, &[(3, 7)]));
    assert!(matches!(
        Soldiers::check(&state, &mv(company, &[(4, 7)])),
        Err(RuleError::CannotMove { .. })
    ));
}

#[test]
fn movement_case_f_no_enemy_units_move() {
    let mut state = state();
    let enemy = place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    assert!(matches!(
        Soldiers::check(&state, &mv(enemy, &[(3, 7)])),
        Err(RuleError::NotYourUnit { .. })
    ));
}

#[test]
fn trenches_cost_two_more_to_enter_and_one_more_to_leave() {
    let mut state = state();
    state.edit_for_test().trenches.push(hex_at((3, 7)));
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    let unit = state.unit(company).expect("placed").clone();
    assert_eq!(
        step_cost(&state, &unit, Some(hex_at((2, 7))), hex_at((3, 7))),
        Ok(6)
    );
    assert_eq!(
        step_cost(&state, &unit, Some(hex_at((3, 7))), hex_at((4, 7))),
        Ok(4)
    );
    let horse = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::CavalryMounted,
        (2, 8),
    );
    let horse = state.unit(horse).expect("placed").clone();
    assert!(step_cost(&state, &horse, Some(hex_at((2, 8))), hex_at((3, 7))).is_err());
}

#[test]
fn reinforcements_enter_on_their_turn_at_their_entry_hex() {
    let mut state = state();
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (1, 1),
    );
    if let Some(unit) = state.edit_for_test().unit_mut(company) {
        unit.location = Location::Waiting {
            turn: 2,
            entry: vec![hex_at((1, 2))],
        };
    }
    assert!(Soldiers::check(&state, &mv(company, &[(1, 2), (2, 2)])).is_err());
    state.edit_for_test().turn = 2;
    assert!(Soldiers::check(&state, &mv(company, &[(2, 3)])).is_err());
    // Entering on the road counts as road movement: 1, 2, 3 … six road hexes in 3 points.
    run(
        &mut state,
        &mut Dice::seeded(1),
        mv(company, &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2)]),
    );
    assert_eq!(at(&state, company), Some((6, 2)));
}

#[test]
fn exits_leave_over_the_map_edge() {
    let mut state = state();
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    let events = run(
        &mut state,
        &mut Dice::seeded(1),
        Command::Move {
            unit: company,
            path: path(&[(1, 7)]),
            exit: true,
        },
    );
    assert!(
        events
            .iter()
            .any(|event| matches!(event, Event::Exited { .. }))
    );
    assert!(matches!(
        state.unit(company).map(|unit| &unit.location),
        Some(Location::Exited { turn: 1, .. })
    ));
    let inland = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (4, 7),
    );
    assert!(
        Soldiers::check(
            &state,
            &Command::Move {
                unit: inland,
                path: path(&[(5, 7)]),
                exit: true
            }
        )
        .is_err()
    );
}

#[test]
fn movement_reachable_hexes_follow_costs() {
    let mut state = state();
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (5, 2),
    );
    let reach = reachable(&state, state.unit(company).expect("placed"));
    // Along the road six hexes east or west; into the woods (2) and one more clear (1).
    assert!(reach.contains_key(&(10, 2)) || reach.contains_key(&(9, 2)));
    assert_eq!(reach.get(&(1, 2)).map(|reach| reach.cost), Some(4));
    assert!(!reach.contains_key(&(5, 2)));
    assert!(reach.values().all(|reach| reach.cost <= 6));
}
