//! The General's attack doctrine on staged positions: interdiction of the enemy's routes,
//! artillery on the bridges the enemy's victory needs, suppressing fire on the hexes that
//! cover the advance. Each choice is checked by the engine, and each has a twin where the
//! doctrine rightly does nothing.

use super::super::command::Command;
use super::super::engine::Soldiers;
use super::super::fire::check_fire;
use super::super::map::hex_at;
use super::super::state::{Aim, FireStep, Phase, Side, State};
use super::super::test_support::{place, state};
use super::super::units::{Nation, UnitKind};
use super::super::victory::{Area, Condition, Win};
use super::bridge_fire::{WORTH_A_STEP, bridge_fire, chance_of_elimination};
use super::general::{FireFocus, Judgement, SHIPPED, plan_judging, threatened_by};
use super::goals::goal_for;
use super::interdiction_choice::{enemy_routes, interdictions};
use crate::rules::engine::RulesEngine;
use crate::rules::soldiers::ladder::general_candidates;

/// The test map with the Germans (side 1) needing the road bridge at 0505 ("side 1 must
/// occupy the road bridge, else side 0", as Fromelles), in `side`'s `step` of the fire
/// phase after the French (side 0) moved.
fn bridge_scenario(step: FireStep) -> State {
    let mut state = state();
    let bridge = Area {
        name: "the road bridge".into(),
        hexes: vec![hex_at((5, 5))],
    };
    state.edit_for_test().victory.wins = vec![Win {
        side: 1,
        all: vec![Condition::Occupies { within: bridge }],
    }];
    state.edit_for_test().victory.otherwise = Some(0);
    state.edit_for_test().phase = Phase::Fire {
        mover: Side(0),
        step,
    };
    state
}

#[test]
fn interdicting_fire_the_general_interdicts_clear_hexes_on_the_routes_the_enemy_must_take() {
    // "At the start of the Fire Phase occurring immediately after his movement, a Player may
    // designate any hex(es) which he wishes to 'Interdict' and the units that will fire on
    // them."
    let mut state = bridge_scenario(FireStep::MoverFires);
    let gun = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::MachineGunSection,
        (5, 3),
    );
    let german = place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (5, 8),
    );
    // A machine-gun company takes the shot at the German alone, leaving the section idle.
    place(
        &mut state,
        0,
        Nation::French,
        UnitKind::MachineGunCompany,
        (5, 2),
    );
    let from = state
        .unit(german)
        .and_then(|unit| unit.hex())
        .expect("placed");
    let routes = enemy_routes(&state, Side(0));
    assert!(
        !routes.is_empty(),
        "the German's way to the bridge has clear hexes"
    );
    let placed = interdictions(&state, Side(0), &[gun]);
    let [Command::Interdict { hexes, firers }] = placed.as_slice() else {
        panic!("one interdiction expected, got {placed:?}");
    };
    assert_eq!(firers, &vec![gun]);
    assert!(
        (1..=2).contains(&hexes.len()),
        "a machine-gun section interdicts up to two hexes"
    );
    for hex in hexes {
        assert!(routes.iter().any(|(route, _)| route == hex));
        assert!(
            hex.distance_to(hex_at((5, 5))) < from.distance_to(hex_at((5, 5))),
            "the hex lies between the German and the bridge"
        );
    }
    assert_eq!(Soldiers::check(&state, &placed[0]), Ok(()));
    // The General weighs it among its plans for the step, the company still firing.
    let plans = general_candidates(&state, Side(0));
    let interdicting = plans
        .iter()
        .find(|plan| matches!(plan.first(), Some(Command::Interdict { .. })))
        .unwrap_or_else(|| panic!("no plan interdicts: {plans:?}"));
    assert!(
        interdicting
            .iter()
            .any(|command| matches!(command, Command::Fire { target, .. } if *target == from))
    );
}

#[test]
fn interdicting_fire_is_not_planned_in_the_fire_step_of_the_side_that_did_not_move() {
    // "...at the start of the Fire Phase occurring immediately after his movement": the
    // Germans, who did not move, never interdict in their fire step.
    let mut state = bridge_scenario(FireStep::OtherFires);
    place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (5, 3),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::MachineGunSection,
        (5, 8),
    );
    let plans = general_candidates(&state, Side(1));
    assert!(!plans.is_empty());
    assert!(
        plans
            .iter()
            .flatten()
            .all(|command| !matches!(command, Command::Interdict { .. }))
    );
}

#[test]
fn artillery_case_d_the_defender_fires_on_a_bridge_the_enemy_must_take() {
    // "Artillery units may attempt to destroy any of the three bridges over the canal. The
    // firing player must specify that he is aiming at the bridge itself."
    let mut state = bridge_scenario(FireStep::MoverFires);
    let battery = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::FieldGunBattery,
        (5, 2),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (5, 8),
    );
    let bridge = hex_at((5, 5));
    let alone = check_fire(&state, Side(0), bridge, &[battery], Aim::Bridge).expect("in range");
    assert!(
        chance_of_elimination(&state, &alone) < WORTH_A_STEP,
        "one battery against a bridge's defense of ten is not worth the step"
    );
    assert_eq!(bridge_fire(&state, Side(0)), Vec::new());
    // With a gun battalion beside it the guns have a real chance, and they take it.
    let battalion = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::GunBattalion,
        (4, 2),
    );
    let fire = bridge_fire(&state, Side(0));
    let [
        Command::Fire {
            target,
            firers,
            aim,
        },
    ] = fire.as_slice()
    else {
        panic!("one bridge attack expected, got {fire:?}");
    };
    assert_eq!((*target, *aim), (bridge, Aim::Bridge));
    assert_eq!(firers.len(), 2);
    assert!(firers.contains(&battery) && firers.contains(&battalion));
    let together = check_fire(&state, Side(0), bridge, firers, Aim::Bridge).expect("legal");
    assert!(chance_of_elimination(&state, &together) >= WORTH_A_STEP);
    assert_eq!(Soldiers::check(&state, &fire[0]), Ok(()));
    assert!(
        general_candidates(&state, Side(0))
            .iter()
            .any(|plan| plan.first() == fire.first())
    );
}

#[test]
fn artillery_case_d_no_side_fires_on_a_bridge_its_own_victory_needs() {
    // The Germans must occupy the bridge: their artillery never aims at it.
    let mut state = bridge_scenario(FireStep::OtherFires);
    place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (5, 2),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::GunBattalion,
        (5, 8),
    );
    assert_eq!(bridge_fire(&state, Side(1)), Vec::new());
    // Nor does the defender while its own unit stands on the bridge.
    let mut held = bridge_scenario(FireStep::MoverFires);
    place(&mut held, 0, Nation::French, UnitKind::GunBattalion, (5, 2));
    place(
        &mut held,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (5, 5),
    );
    assert_eq!(bridge_fire(&held, Side(0)), Vec::new());
}

#[test]
fn suppressing_fire_goes_first_to_the_enemy_hex_that_covers_the_most_of_the_advance() {
    // The French attack the bridge. A German company at 0506 stands by it; a German machine
    // gun in the woods at 0803 covers three French companies. Fire on the objective (the
    // baseline's) takes the company first; suppressing fire takes the gun first.
    let mut state = bridge_scenario(FireStep::MoverFires);
    state.edit_for_test().victory.wins[0].side = 0;
    state.edit_for_test().victory.otherwise = Some(1);
    for at in [(7, 1), (8, 1), (9, 2)] {
        place(&mut state, 0, Nation::French, UnitKind::InfantryCompany, at);
    }
    place(
        &mut state,
        0,
        Nation::French,
        UnitKind::FieldGunBattery,
        (5, 2),
    );
    let covering = place(
        &mut state,
        1,
        Nation::German,
        UnitKind::MachineGunSection,
        (8, 3),
    );
    let by_bridge = place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (5, 6),
    );
    let hex_of = |unit| {
        state
            .unit(unit)
            .and_then(|unit| unit.hex())
            .expect("placed")
    };
    let (gun_hex, bridge_side) = (hex_of(covering), hex_of(by_bridge));
    assert!(threatened_by(&state, Side(0), gun_hex) > threatened_by(&state, Side(0), bridge_side));
    let goal = goal_for(&state, Side(0));
    let first_target = |focus| {
        let plan = plan_judging(&state, Side(0), &goal, Judgement { focus, ..SHIPPED });
        let Some(first @ Command::Fire { target, .. }) = plan.first() else {
            panic!("fire expected, got {plan:?}");
        };
        assert_eq!(Soldiers::check(&state, first), Ok(()));
        *target
    };
    assert_eq!(first_target(FireFocus::Objective), bridge_side);
    assert_eq!(first_target(FireFocus::Threats), gun_hex);
}
