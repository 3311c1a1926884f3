//! Tests: rule 9, the Fire and Charge move — javelins, return fire, and when it may be called.

use super::{
    casualties, face_off, fire_and_charge, hill_behind_blue, open_melee, points, rolls, set_kind,
};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::builder::{Battlefield, blue, red};
use crate::rules::free_move::event::{Cause, Event, RollReason};
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::state::{MeleeKind, Phase};
use crate::rules::free_move::{Command, FreeMove, RuleError, Side, UnitType};

#[test]
fn rule_9_fire_and_charge_javelins_kill_one_light_infantry_point() {
    let mut state =
        face_off(UnitType::HeavyInfantry, UnitType::LightInfantry).at_phase(Phase::TimedMove);
    fire_and_charge(&mut state, red(1));
    set_kind(&mut state, MeleeKind::FireAndCharge);
    // The javelins need no die; the light infantry's return fire rolls a 2 and misses.
    let events = open_melee(&mut state, &[2]);
    assert_eq!(
        casualties(&events),
        vec![(blue(1), 1, Cause::FireAndChargeJavelins)]
    );
    assert_eq!(rolls(&events), vec![(RollReason::FireAndCharge, 2)]);
    assert_eq!((points(&state, red(1)), points(&state, blue(1))), (8, 3));
}

#[test]
fn rule_9_fire_and_charge_against_heavy_infantry_hits_on_1_3_6() {
    for face in 1..=6 {
        let mut state =
            face_off(UnitType::HeavyInfantry, UnitType::HeavyInfantry).at_phase(Phase::TimedMove);
        fire_and_charge(&mut state, red(1));
        set_kind(&mut state, MeleeKind::FireAndCharge);
        let events = open_melee(&mut state, &[face]);
        assert_eq!(rolls(&events), vec![(RollReason::FireAndCharge, face)]);
        let expected = if [1, 3, 6].contains(&face) { 7 } else { 8 };
        assert_eq!(points(&state, blue(1)), expected, "rolled {face}");
        let Some(Event::Rolled(report)) = events.iter().find(|e| matches!(e, Event::Rolled(_)))
        else {
            panic!("no roll reported");
        };
        assert_eq!(
            report.why,
            "Red unit 1's javelins (Fire and Charge) at Blue unit 1 (heavy infantry, from the front)"
        );
        let verdict = if expected == 7 { "hit" } else { "miss" };
        assert!(report.outcome.starts_with(&format!("{face}: {verdict}")));
    }
}

#[test]
fn rule_9_fire_and_charge_from_the_flank_kills_heavy_infantry_automatically() {
    // Blue faces east; red comes up from the south into its flank.
    let mut state = Battlefield::new()
        .unit(Side::First, 1, UnitType::HeavyInfantry, (10.0, 8.125), 0.0)
        .unit(Side::Second, 1, UnitType::HeavyInfantry, (10.0, 11.0), 90.0)
        .at_phase(Phase::TimedMove);
    fire_and_charge(&mut state, red(1));
    set_kind(&mut state, MeleeKind::FireAndCharge);
    let events = open_melee(&mut state, &[]);
    assert_eq!(rolls(&events), vec![]);
    assert_eq!(
        casualties(&events),
        vec![(blue(1), 1, Cause::FireAndChargeJavelins)]
    );
}

#[test]
fn rule_9_missile_units_return_fire_before_the_melee() {
    // Javelins and return fire are simultaneous: archers at 1 point are wiped out by the
    // javelins and still hit back (a 3).
    let mut state = face_off(UnitType::HeavyInfantry, UnitType::Archers)
        .points(blue(1), 1)
        .at_phase(Phase::TimedMove);
    fire_and_charge(&mut state, red(1));
    set_kind(&mut state, MeleeKind::FireAndCharge);
    let events = open_melee(&mut state, &[3]);
    assert_eq!(rolls(&events), vec![(RollReason::FireAndCharge, 3)]);
    assert_eq!(
        casualties(&events),
        vec![
            (blue(1), 1, Cause::FireAndChargeJavelins),
            (red(1), 1, Cause::ReturnFire)
        ]
    );
    assert!(events.contains(&Event::Removed { unit: blue(1) }));
    assert_eq!(points(&state, red(1)), 7);
}

#[test]
fn rule_9_return_fire_at_the_attackers_flank_kills_automatically() {
    // Red turns side-on as it steps in: the archers' return fire strikes its flank.
    let mut state = Battlefield::new()
        .unit(Side::First, 1, UnitType::HeavyInfantry, (10.0, 9.375), 90.0)
        .unit(Side::Second, 1, UnitType::Archers, (10.0, 12.75), 180.0)
        .at_phase(Phase::TimedMove);
    FreeMove::execute(
        &mut state,
        Command::CallFireAndCharge { unit: red(1) },
        &mut Dice::seeded(1),
    )
    .unwrap();
    let to = Pose::new(10.0, 11.375, 90.0);
    FreeMove::execute(
        &mut state,
        Command::Step { unit: red(1), to },
        &mut Dice::seeded(1),
    )
    .unwrap();
    set_kind(&mut state, MeleeKind::FireAndCharge);
    let events = open_melee(&mut state, &[]);
    assert_eq!(rolls(&events), vec![]);
    assert_eq!(
        casualties(&events),
        vec![
            (blue(1), 1, Cause::FireAndChargeJavelins),
            (red(1), 1, Cause::ReturnFire)
        ]
    );
}

#[test]
fn rule_9_fire_and_charge_against_men_on_a_hill_rolls_rule_13_dice() {
    // Light infantry on a hill: hit on 1, 3 or 6 (javelins roll 1: hit); its return fire
    // at red (not on the hill, from the front) rolls 2: miss.
    let mut state = face_off(UnitType::HeavyInfantry, UnitType::LightInfantry)
        .hill(hill_behind_blue())
        .at_phase(Phase::TimedMove);
    fire_and_charge(&mut state, red(1));
    set_kind(&mut state, MeleeKind::FireAndCharge);
    let events = open_melee(&mut state, &[1, 2]);
    assert_eq!(
        rolls(&events),
        vec![
            (RollReason::FireAndCharge, 1),
            (RollReason::FireAndCharge, 2)
        ]
    );
    assert_eq!((points(&state, red(1)), points(&state, blue(1))), (8, 3));
    // Light infantry on a hill are no longer killed automatically: a 2 misses.
    let mut state = face_off(UnitType::HeavyInfantry, UnitType::LightInfantry)
        .hill(hill_behind_blue())
        .at_phase(Phase::TimedMove);
    fire_and_charge(&mut state, red(1));
    set_kind(&mut state, MeleeKind::FireAndCharge);
    open_melee(&mut state, &[2, 2]);
    assert_eq!(points(&state, blue(1)), 4);
    // Heavy infantry on a hill: only 3 or 6 hit.
    for (face, blue_after) in [(1, 8), (3, 7), (5, 8), (6, 7)] {
        let mut state = face_off(UnitType::HeavyInfantry, UnitType::HeavyInfantry)
            .hill(hill_behind_blue())
            .at_phase(Phase::TimedMove);
        fire_and_charge(&mut state, red(1));
        set_kind(&mut state, MeleeKind::FireAndCharge);
        let events = open_melee(&mut state, &[face]);
        assert_eq!(rolls(&events), vec![(RollReason::FireAndCharge, face)]);
        assert_eq!(points(&state, blue(1)), blue_after, "rolled {face}");
    }
}

#[test]
fn rule_9_no_double_volley_in_fire_and_charge() {
    // The archers return fire (a 2: miss) and get no automatic volley besides.
    let mut state = face_off(UnitType::HeavyInfantry, UnitType::Archers).at_phase(Phase::TimedMove);
    fire_and_charge(&mut state, red(1));
    set_kind(&mut state, MeleeKind::FireAndCharge);
    let events = open_melee(&mut state, &[2]);
    assert_eq!(rolls(&events), vec![(RollReason::FireAndCharge, 2)]);
    assert_eq!(
        casualties(&events),
        vec![(blue(1), 1, Cause::FireAndChargeJavelins)]
    );
    assert_eq!(points(&state, red(1)), 8);
}

#[test]
fn rule_9_no_javelins_unless_the_melee_is_fire_and_charge() {
    // Fire and Charge was called, but the melee was not judged one (e.g. a defensive
    // position): heavy infantry may not throw javelins (clause 1).
    let mut state =
        face_off(UnitType::HeavyInfantry, UnitType::HeavyInfantry).at_phase(Phase::TimedMove);
    fire_and_charge(&mut state, red(1));
    let events = open_melee(&mut state, &[1]);
    assert_eq!(rolls(&events), vec![]);
    assert_eq!(casualties(&events), vec![]);
    assert_eq!(points(&state, blue(1)), 8);
}

#[test]
fn rule_9_only_heavy_infantry_may_fire_and_charge() {
    for unit_type in [
        UnitType::LightInfantry,
        UnitType::Archers,
        UnitType::HeavyCavalry,
        UnitType::LightCavalry,
    ] {
        let mut state = face_off(unit_type, UnitType::HeavyInfantry).at_phase(Phase::TimedMove);
        let refused = FreeMove::execute(
            &mut state,
            Command::CallFireAndCharge { unit: red(1) },
            &mut Dice::seeded(1),
        );
        assert_eq!(
            refused,
            Err(RuleError::FireAndChargeNotHeavyInfantry(red(1)))
        );
    }
    let mut state =
        face_off(UnitType::HeavyInfantry, UnitType::HeavyInfantry).at_phase(Phase::TimedMove);
    let called = FreeMove::execute(
        &mut state,
        Command::CallFireAndCharge { unit: red(1) },
        &mut Dice::seeded(1),
    );
    assert_eq!(
        called,
        Ok(vec![Event::FireAndChargeCalled { unit: red(1) }])
    );
}

#[test]
fn rule_9_must_be_called_before_moving() {
    let mut state =
        face_off(UnitType::HeavyInfantry, UnitType::HeavyInfantry).at_phase(Phase::TimedMove);
    let to = Pose::new(10.0, 10.5, 0.0);
    FreeMove::execute(
        &mut state,
        Command::Step { unit: red(1), to },
        &mut Dice::seeded(1),
    )
    .unwrap();
    let refused = FreeMove::execute(
        &mut state,
        Command::CallFireAndCharge { unit: red(1) },
        &mut Dice::seeded(1),
    );
    assert_eq!(refused, Err(RuleError::FireAndChargeAfterMoving(red(1))));
    assert!(!state.unit(red(1)).unwrap().fire_and_charge);
}
