//! Tests: what happens before a melee's first round — Fire and Charge (rule 9), the missile men's volley when charged, and shock (rule 10).

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::apply::apply;
use crate::rules::free_move::builder::{Battlefield, blue, red};
use crate::rules::free_move::event::{Cause, Event, RollReason};
use crate::rules::free_move::melee_opening::before_first_round;
use crate::rules::free_move::outcome::Outcome;
use crate::rules::free_move::state::{MeleeKind, Phase, State};
use crate::rules::free_move::table::{Shape, TerrainKind};
use crate::rules::free_move::{Command, FreeMove, Morale, Side, UnitId, UnitType};

mod fire_and_charge;

/// Red unit 1 at (10, 10) facing up the table, blue unit 1 1" beyond touch, facing it.
fn face_off(red_type: UnitType, blue_type: UnitType) -> Battlefield {
    Battlefield::new()
        .unit(Side::First, 1, red_type, (10.0, 10.0), 0.0)
        .unit(Side::Second, 1, blue_type, (10.0, 12.75), 180.0)
}

/// A hill covering everything from y = 12 up: blue unit 1 stands on it, red does not.
fn hill_behind_blue() -> Shape {
    Shape::Rect {
        min: (0.0, 12.0),
        max: (72.0, 30.0),
    }
}

/// `unit` steps 1.5" straight ahead, stops at the touch and makes contact.
fn charge(state: &mut State, unit: UnitId) {
    let pose = state.unit(unit).unwrap().pose;
    let to = pose.moved_by(pose.front() * 1.5);
    let events =
        FreeMove::execute(state, Command::Step { unit, to }, &mut Dice::seeded(1)).unwrap();
    assert!(
        events
            .iter()
            .any(|event| matches!(event, Event::Contact { mover, .. } if *mover == unit)),
        "{unit} made no contact: {events:?}"
    );
}

/// `unit` calls Fire and Charge, then charges.
fn fire_and_charge(state: &mut State, unit: UnitId) {
    FreeMove::execute(
        state,
        Command::CallFireAndCharge { unit },
        &mut Dice::seeded(1),
    )
    .unwrap();
    charge(state, unit);
}

fn set_kind(state: &mut State, kind: MeleeKind) {
    let melee = state.melees[0].id;
    apply(state, &Event::MeleeKindDecided { melee, kind });
}

/// Resolve the opening of the first melee with dice scripted to `script`.
fn open_melee(state: &mut State, script: &[u8]) -> Vec<Event> {
    let melee = state.melees[0].id;
    let mut dice = Dice::seeded(1);
    dice.script(script.iter().copied());
    let mut out = Outcome::new(state);
    before_first_round(&mut out, &mut dice, melee);
    out.into_events()
}

fn points(state: &State, unit: UnitId) -> u32 {
    state.unit(unit).unwrap().points.0
}

fn casualties(events: &[Event]) -> Vec<(UnitId, u32, Cause)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Casualties {
                unit,
                points,
                cause,
            } => Some((*unit, points.0, *cause)),
            _ => None,
        })
        .collect()
}

fn rolls(events: &[Event]) -> Vec<(RollReason, u8)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Rolled(report) => Some((report.reason, report.roll.value)),
            _ => None,
        })
        .collect()
}

fn explanations(events: &[Event]) -> Vec<(u32, String)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::VolleyResolved {
                hits, explanation, ..
            } => Some((*hits, explanation.clone())),
            _ => None,
        })
        .collect()
}

// ---- Rule 10: shock power ----

#[test]
fn rule_10_shock_one_kill_per_6_points() {
    for (cavalry_points, kills) in [(8, 1), (7, 1), (6, 1)] {
        let mut state = face_off(UnitType::HeavyCavalry, UnitType::HeavyInfantry)
            .points(red(1), cavalry_points)
            .at_phase(Phase::TimedMove);
        charge(&mut state, red(1));
        let events = open_melee(&mut state, &[]);
        assert_eq!(casualties(&events), vec![(blue(1), kills, Cause::Shock)]);
        assert_eq!(points(&state, blue(1)), 8 - kills);
        assert_eq!(rolls(&events), vec![]);
    }
}

#[test]
fn rule_10_shock_at_5_points_kills_none() {
    let mut state = face_off(UnitType::HeavyCavalry, UnitType::HeavyInfantry)
        .points(red(1), 5)
        .at_phase(Phase::TimedMove);
    charge(&mut state, red(1));
    let events = open_melee(&mut state, &[]);
    assert_eq!(casualties(&events), vec![]);
    assert_eq!(points(&state, blue(1)), 8);
    assert_eq!(explanations(&events).len(), 1);
    assert_eq!(explanations(&events)[0].0, 0);
}

#[test]
fn rule_10_no_shock_charging_up_a_hill() {
    let mut state = face_off(UnitType::HeavyCavalry, UnitType::HeavyInfantry)
        .hill(hill_behind_blue())
        .at_phase(Phase::TimedMove);
    charge(&mut state, red(1));
    let events = open_melee(&mut state, &[]);
    assert_eq!(casualties(&events), vec![]);
    assert_eq!(points(&state, blue(1)), 8);
    assert!(explanations(&events)[0].1.contains("up a hill"));
}

#[test]
fn rule_10_no_shock_against_a_square() {
    let mut state = face_off(UnitType::HeavyCavalry, UnitType::HeavyInfantry)
        .unit(
            Side::Second,
            2,
            UnitType::HeavyInfantry,
            (10.0, 14.5),
            180.0,
        )
        .at_phase(Phase::TimedMove);
    // Announced at the start of the timed move, before Blue moves (rule 11, clause 6).
    FreeMove::execute(
        &mut state,
        Command::AnnounceSquare {
            units: vec![blue(1), blue(2)],
        },
        &mut Dice::seeded(1),
    )
    .unwrap();
    charge(&mut state, red(1));
    assert!(state.in_formed_square(state.unit(blue(1)).unwrap()));
    let events = open_melee(&mut state, &[]);
    assert_eq!(casualties(&events), vec![]);
    assert_eq!(points(&state, blue(1)), 8);
    assert!(explanations(&events)[0].1.contains("square"));
}

#[test]
fn rule_10_only_heavy_cavalry_have_shock() {
    for charger in [
        UnitType::HeavyInfantry,
        UnitType::LightInfantry,
        UnitType::Archers,
        UnitType::LightCavalry,
    ] {
        let mut state = face_off(charger, UnitType::HeavyInfantry).at_phase(Phase::TimedMove);
        charge(&mut state, red(1));
        let events = open_melee(&mut state, &[]);
        assert_eq!(casualties(&events), vec![], "{charger:?}");
        assert_eq!(points(&state, blue(1)), 8);
    }
}

#[test]
fn rule_10_shock_counts_points_left_after_the_volley() {
    // 8 points, 1 lost to the archers' volley: 7 points still make 1 kill.
    let mut state = face_off(UnitType::HeavyCavalry, UnitType::Archers).at_phase(Phase::TimedMove);
    charge(&mut state, red(1));
    let events = open_melee(&mut state, &[]);
    assert_eq!(
        casualties(&events),
        vec![
            (red(1), 1, Cause::MissileMenVolley),
            (blue(1), 1, Cause::Shock)
        ]
    );
    assert_eq!((points(&state, red(1)), points(&state, blue(1))), (7, 3));
    // 6 points, 1 lost to the volley: 5 points make no shock.
    let mut state = face_off(UnitType::HeavyCavalry, UnitType::Archers)
        .points(red(1), 6)
        .at_phase(Phase::TimedMove);
    charge(&mut state, red(1));
    let events = open_melee(&mut state, &[]);
    assert_eq!(
        casualties(&events),
        vec![(red(1), 1, Cause::MissileMenVolley)]
    );
    assert_eq!((points(&state, red(1)), points(&state, blue(1))), (5, 4));
}

#[test]
fn rule_10_shock_once_per_stand_on_the_first_stand_charged() {
    // The cavalry stops touching two stands at once: one shock, on the first.
    let mut state = Battlefield::new()
        .unit(Side::First, 1, UnitType::HeavyCavalry, (10.0, 10.0), 0.0)
        .unit(
            Side::Second,
            1,
            UnitType::HeavyInfantry,
            (9.0, 12.75),
            180.0,
        )
        .unit(
            Side::Second,
            2,
            UnitType::HeavyInfantry,
            (11.05, 12.75),
            180.0,
        )
        .at_phase(Phase::TimedMove);
    charge(&mut state, red(1));
    assert_eq!(state.melees[0].charges.len(), 2);
    let first = state.melees[0].charges[0].target;
    let events = open_melee(&mut state, &[]);
    assert_eq!(casualties(&events), vec![(first, 1, Cause::Shock)]);
    assert_eq!(points(&state, blue(1)) + points(&state, blue(2)), 15);
}

// ---- Missile men forced into melee ----

#[test]
fn missile_men_charged_kill_one_point_of_the_attacker() {
    for missile_men in [
        UnitType::LightInfantry,
        UnitType::Archers,
        UnitType::LightCavalry,
    ] {
        let mut state = face_off(UnitType::HeavyInfantry, missile_men).at_phase(Phase::TimedMove);
        charge(&mut state, red(1));
        let events = open_melee(&mut state, &[]);
        assert_eq!(
            casualties(&events),
            vec![(red(1), 1, Cause::MissileMenVolley)],
            "{missile_men:?}"
        );
        assert_eq!(rolls(&events), vec![]);
        assert_eq!((points(&state, red(1)), points(&state, blue(1))), (7, 4));
    }
}

#[test]
fn missile_men_who_charge_get_no_volley() {
    // Red light infantry charge blue light infantry: only the charged blue unit fires.
    let mut state =
        face_off(UnitType::LightInfantry, UnitType::LightInfantry).at_phase(Phase::TimedMove);
    charge(&mut state, red(1));
    let events = open_melee(&mut state, &[]);
    assert_eq!(
        casualties(&events),
        vec![(red(1), 1, Cause::MissileMenVolley)]
    );
    assert_eq!((points(&state, red(1)), points(&state, blue(1))), (3, 4));
}

#[test]
fn missile_men_retiring_get_no_volley_when_attacked_again() {
    let mut state = face_off(UnitType::HeavyInfantry, UnitType::Archers)
        .morale(blue(1), Morale::Retiring { moves_to_stand: 1 })
        .at_phase(Phase::TimedMove);
    charge(&mut state, red(1));
    let events = open_melee(&mut state, &[]);
    assert_eq!(casualties(&events), vec![]);
    assert_eq!(points(&state, red(1)), 8);
    let said = explanations(&events);
    assert_eq!(said.len(), 1);
    assert_eq!(said[0].0, 0);
    assert!(said[0].1.contains("retiring"));
}

#[test]
fn missile_men_variant_a_1_means_no_volley() {
    for (face, red_after) in [(1, 8), (2, 7), (6, 7)] {
        let mut state =
            face_off(UnitType::HeavyInfantry, UnitType::Archers).at_phase(Phase::TimedMove);
        state.edit_for_test().options.missile_men_roll_for_volley = true;
        charge(&mut state, red(1));
        let events = open_melee(&mut state, &[face]);
        assert_eq!(rolls(&events), vec![(RollReason::MissileMenVolley, face)]);
        assert_eq!(points(&state, red(1)), red_after, "rolled {face}");
    }
}

#[test]
fn missile_men_fire_one_volley_at_the_strongest_attacker() {
    // Two red stands charge one archer unit: one volley, at the one with more points,
    // or the lower number when they are level.
    for (red_one_points, hit) in [(6, red(2)), (8, red(1))] {
        let mut state = Battlefield::new()
            .unit(Side::First, 1, UnitType::HeavyInfantry, (8.95, 10.0), 0.0)
            .unit(Side::First, 2, UnitType::HeavyInfantry, (11.05, 10.0), 0.0)
            .unit(Side::Second, 1, UnitType::Archers, (10.0, 12.75), 180.0)
            .points(red(1), red_one_points)
            .at_phase(Phase::TimedMove);
        charge(&mut state, red(1));
        charge(&mut state, red(2));
        assert_eq!(state.melees.len(), 1);
        assert_eq!(state.melees[0].charges.len(), 2);
        let events = open_melee(&mut state, &[]);
        assert_eq!(casualties(&events), vec![(hit, 1, Cause::MissileMenVolley)]);
    }
}

#[test]
fn missile_men_with_javelins_in_a_house_get_no_volley() {
    // Rule 13: javelins have no effect from a house; archers there still shoot.
    for (missile_men, red_after) in [(UnitType::LightInfantry, 8), (UnitType::Archers, 7)] {
        let mut state = face_off(UnitType::HeavyInfantry, missile_men)
            .terrain(TerrainKind::House, hill_behind_blue())
            .at_phase(Phase::TimedMove);
        charge(&mut state, red(1));
        open_melee(&mut state, &[]);
        assert_eq!(points(&state, red(1)), red_after, "{missile_men:?}");
    }
}
