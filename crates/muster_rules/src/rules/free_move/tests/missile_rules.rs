//! Tests: missile fire — who may shoot whom, range, the kill power table, simultaneous
//! fire (rules 2 and 5), rule 8 and the melee limits. Rule 13 and rule 7 are in the
//! `missile_rules/` submodules.

mod defensive_positions;
mod morale;

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::apply::apply;
use crate::rules::free_move::builder::{Battlefield, blue, red};
use crate::rules::free_move::event::{Cause, Event, RollReason};
use crate::rules::free_move::missile::resolve_missile_fire;
use crate::rules::free_move::outcome::Outcome;
use crate::rules::free_move::state::Volley;
use crate::rules::free_move::{Command, FreeMove, Morale, Phase, RuleError, Side, State, UnitId};
use crate::rules::free_move::{UnitType, UnitType::*};

/// Red's unit facing up the table and Blue's facing down it, `gap` inches apart edge to
/// edge, in the fire phase.
fn facing_pair(shooter: UnitType, target: UnitType, gap: f32) -> State {
    Battlefield::new()
        .unit(Side::First, 9, shooter, (10.0, 10.0), 0.0)
        .unit(Side::Second, 3, target, (10.0, 10.0 + 1.75 + gap), 180.0)
        .at_phase(Phase::MissileFire)
}

fn check(state: &State, shooter: UnitId, target: UnitId) -> Result<(), RuleError> {
    FreeMove::check(state, &Command::Shoot { shooter, target })
}

/// Declare every volley, then both sides say Done; the events of the last Done.
pub(super) fn fire(state: &mut State, dice: &mut Dice, volleys: &[(UnitId, UnitId)]) -> Vec<Event> {
    for &(shooter, target) in volleys {
        FreeMove::execute(state, Command::Shoot { shooter, target }, dice)
            .expect("the volley is legal");
    }
    FreeMove::execute(state, Command::Done { side: Side::First }, dice).expect("red is done");
    FreeMove::execute(state, Command::Done { side: Side::Second }, dice).expect("blue is done")
}

/// Each resolved volley: shooter, target, hits.
pub(super) fn volleys(events: &[Event]) -> Vec<(UnitId, UnitId, u32)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::VolleyResolved {
                shooter,
                target,
                hits,
                ..
            } => Some((*shooter, *target, *hits)),
            _ => None,
        })
        .collect()
}

pub(super) fn explanations(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::VolleyResolved { explanation, .. } => Some(explanation.clone()),
            _ => None,
        })
        .collect()
}

/// Each die rolled: why, and the face.
pub(super) fn rolls(events: &[Event]) -> Vec<(RollReason, u8)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Rolled(report) => Some((report.reason, report.roll.value)),
            _ => None,
        })
        .collect()
}

pub(super) fn casualties(events: &[Event]) -> Vec<(UnitId, u32, Cause)> {
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

pub(super) fn points(state: &State, unit: UnitId) -> u32 {
    state.unit(unit).map_or(0, |unit| unit.points.0)
}

pub(super) fn scripted(values: &[u8]) -> Dice {
    let mut dice = Dice::seeded(1);
    dice.script(values.iter().copied());
    dice
}

#[test]
fn missile_range_javelins_8_inches_edge_to_edge() {
    let inside = facing_pair(LightInfantry, LightInfantry, 7.95);
    assert_eq!(check(&inside, red(9), blue(3)), Ok(()));
    let outside = facing_pair(LightInfantry, LightInfantry, 8.05);
    match check(&outside, red(9), blue(3)) {
        Err(RuleError::OutOfRange {
            shooter,
            target,
            distance,
            range,
        }) => {
            assert_eq!((shooter, target, range), (red(9), blue(3), 8.0));
            assert!((distance - 8.05).abs() < 1e-3, "measured {distance}");
        }
        other => panic!("expected out of range, got {other:?}"),
    }
}

#[test]
fn missile_range_arrows_12_inches_edge_to_edge() {
    let inside = facing_pair(Archers, LightInfantry, 11.95);
    assert_eq!(check(&inside, red(9), blue(3)), Ok(()));
    let outside = facing_pair(Archers, LightInfantry, 12.05);
    assert!(matches!(
        check(&outside, red(9), blue(3)),
        Err(RuleError::OutOfRange { range, .. }) if range == 12.0
    ));
    // Light cavalry are mounted bowmen: arrows, 12".
    let cavalry = facing_pair(LightCavalry, LightInfantry, 11.95);
    assert_eq!(check(&cavalry, red(9), blue(3)), Ok(()));
}

#[test]
fn kill_power_javelins_kill_one_light_infantry_point_automatically() {
    let mut state = facing_pair(LightInfantry, LightInfantry, 5.0);
    let mut dice = Dice::seeded(1);
    let events = fire(&mut state, &mut dice, &[(red(9), blue(3))]);
    assert_eq!(volleys(&events), vec![(red(9), blue(3), 1)]);
    assert_eq!(rolls(&events), vec![], "no die is rolled");
    assert_eq!(casualties(&events), vec![(blue(3), 1, Cause::MissileFire)]);
    assert_eq!(points(&state, blue(3)), 3);
    assert!(explanations(&events)[0].starts_with(
        "Unit 9 (light infantry) throws javelins at unit 3 (light infantry) from the front: \
         one point killed automatically"
    ));
}

#[test]
fn kill_power_arrows_against_heavy_infantry_hit_on_1_3_6() {
    for face in [1, 3, 6] {
        let mut state = facing_pair(Archers, HeavyInfantry, 6.0);
        let mut dice = scripted(&[face]);
        let events = fire(&mut state, &mut dice, &[(red(9), blue(3))]);
        assert_eq!(rolls(&events), vec![(RollReason::MissileFire, face)]);
        assert_eq!(volleys(&events), vec![(red(9), blue(3), 1)], "face {face}");
        assert_eq!(points(&state, blue(3)), 7, "face {face}");
    }
}

#[test]
fn kill_power_arrows_against_heavy_infantry_miss_on_2_4_5() {
    for face in [2, 4, 5] {
        let mut state = facing_pair(Archers, HeavyInfantry, 6.0);
        let mut dice = scripted(&[face]);
        let events = fire(&mut state, &mut dice, &[(red(9), blue(3))]);
        assert_eq!(rolls(&events), vec![(RollReason::MissileFire, face)]);
        assert_eq!(volleys(&events), vec![(red(9), blue(3), 0)], "face {face}");
        assert_eq!(casualties(&events), vec![]);
        assert_eq!(points(&state, blue(3)), 8, "face {face}");
    }
    // The roll is reported for a player reading the log.
    let mut state = facing_pair(Archers, HeavyInfantry, 6.0);
    let mut dice = scripted(&[2]);
    let events = fire(&mut state, &mut dice, &[(red(9), blue(3))]);
    let Some(Event::Rolled(report)) = events.iter().find(|e| matches!(e, Event::Rolled(_))) else {
        panic!("a die is rolled");
    };
    assert_eq!(
        report.why,
        "Unit 9's arrows at unit 3 (heavy infantry, from the front)"
    );
    assert_eq!(report.outcome, "2: miss (hits on 1, 3 or 6)");
    assert_eq!((report.side, report.unit), (Side::First, Some(red(9))));
}

#[test]
fn kill_power_flank_fire_kills_heavy_infantry_automatically() {
    let mut state = Battlefield::new()
        .unit(Side::First, 9, Archers, (16.0, 20.0), 270.0)
        .unit(Side::Second, 3, HeavyInfantry, (10.0, 20.0), 180.0)
        .at_phase(Phase::MissileFire);
    let mut dice = Dice::seeded(1);
    let events = fire(&mut state, &mut dice, &[(red(9), blue(3))]);
    assert_eq!(volleys(&events), vec![(red(9), blue(3), 1)]);
    assert_eq!(rolls(&events), vec![]);
    assert_eq!(points(&state, blue(3)), 7);
    assert!(explanations(&events)[0].starts_with(
        "Unit 9 (archers) shoots unit 3 (heavy infantry) from the flank: one point killed \
         automatically"
    ));
}

#[test]
fn kill_power_rear_fire_kills_heavy_infantry_automatically() {
    let mut state = Battlefield::new()
        .unit(Side::First, 9, LightInfantry, (10.0, 26.0), 180.0)
        .unit(Side::Second, 3, HeavyInfantry, (10.0, 20.0), 180.0)
        .at_phase(Phase::MissileFire);
    let mut dice = Dice::seeded(1);
    let events = fire(&mut state, &mut dice, &[(red(9), blue(3))]);
    assert_eq!(volleys(&events), vec![(red(9), blue(3), 1)]);
    assert_eq!(rolls(&events), vec![]);
    assert_eq!(points(&state, blue(3)), 7);
    assert!(explanations(&events)[0].contains("from the rear: one point killed automatically"));
}

#[test]
fn kill_power_heavy_cavalry_are_heavy_targets() {
    let mut state = facing_pair(Archers, HeavyCavalry, 6.0);
    let mut dice = scripted(&[2]);
    let events = fire(&mut state, &mut dice, &[(red(9), blue(3))]);
    assert_eq!(rolls(&events), vec![(RollReason::MissileFire, 2)]);
    assert_eq!(volleys(&events), vec![(red(9), blue(3), 0)]);
    assert_eq!(points(&state, blue(3)), 8);
}

#[test]
fn kill_power_light_cavalry_are_light_targets() {
    let mut state = facing_pair(LightInfantry, LightCavalry, 6.0);
    let mut dice = Dice::seeded(1);
    let events = fire(&mut state, &mut dice, &[(red(9), blue(3))]);
    assert_eq!(rolls(&events), vec![]);
    assert_eq!(volleys(&events), vec![(red(9), blue(3), 1)]);
    assert_eq!(points(&state, blue(3)), 3);
}

#[test]
fn kill_power_one_volley_kills_at_most_one_point() {
    // Two archers at one light infantry stand: one point each, marked together.
    let mut state = Battlefield::new()
        .unit(Side::First, 1, Archers, (10.0, 10.0), 0.0)
        .unit(Side::First, 2, Archers, (13.0, 10.0), 0.0)
        .unit(Side::Second, 3, LightInfantry, (11.5, 18.0), 180.0)
        .at_phase(Phase::MissileFire);
    let mut dice = Dice::seeded(1);
    let events = fire(
        &mut state,
        &mut dice,
        &[(red(1), blue(3)), (red(2), blue(3))],
    );
    assert_eq!(
        volleys(&events),
        vec![(red(1), blue(3), 1), (red(2), blue(3), 1)]
    );
    assert_eq!(casualties(&events), vec![(blue(3), 2, Cause::MissileFire)]);
    assert_eq!(points(&state, blue(3)), 2);
}

#[test]
fn rule_9_heavy_infantry_may_not_throw_javelins() {
    let state = facing_pair(HeavyInfantry, LightInfantry, 3.0);
    assert_eq!(
        check(&state, red(9), blue(3)),
        Err(RuleError::HeavyInfantryJavelins(red(9)))
    );
}

#[test]
fn missiles_heavy_cavalry_have_none() {
    let state = facing_pair(HeavyCavalry, LightInfantry, 3.0);
    assert_eq!(
        check(&state, red(9), blue(3)),
        Err(RuleError::NoMissiles(red(9)))
    );
}

#[test]
fn rule_8_retiring_unit_cannot_shoot() {
    let battle = Battlefield::new()
        .unit(Side::First, 9, Archers, (10.0, 10.0), 0.0)
        .unit(Side::Second, 3, LightInfantry, (10.0, 16.0), 180.0);
    let retiring = battle
        .clone()
        .morale(red(9), Morale::Retiring { moves_to_stand: 0 })
        .at_phase(Phase::MissileFire);
    assert_eq!(
        check(&retiring, red(9), blue(3)),
        Err(RuleError::ShooterRetiring(red(9)))
    );
    // Rule 8, clause 2: rolled 2 or 3, "if a missile unit, could discharge its missiles".
    let may_not_advance = battle
        .morale(red(9), Morale::MayNotAdvance)
        .at_phase(Phase::MissileFire);
    assert_eq!(check(&may_not_advance, red(9), blue(3)), Ok(()));
}

/// Red heavy infantry 1 and blue heavy infantry 1 in melee; red archers 2 free; red
/// archers 3 in melee with blue heavy infantry 2; blue light infantry 4 free.
fn melee_battle() -> State {
    let mut state = Battlefield::new()
        .unit(Side::First, 1, HeavyInfantry, (10.0, 10.0), 0.0)
        .unit(Side::Second, 1, HeavyInfantry, (10.0, 11.75), 180.0)
        .unit(Side::First, 2, Archers, (16.0, 6.0), 0.0)
        .unit(Side::First, 3, Archers, (24.0, 10.0), 0.0)
        .unit(Side::Second, 2, HeavyInfantry, (24.0, 11.75), 180.0)
        .unit(Side::Second, 4, LightInfantry, (18.0, 14.0), 180.0)
        .at_phase(Phase::MissileFire);
    for (mover, struck) in [(red(1), blue(1)), (blue(2), red(3))] {
        let mut out = Outcome::new(&mut state);
        crate::rules::free_move::melee_contact::contact(&mut out, mover, struck);
    }
    state
}

#[test]
fn melee_no_shooting_into_a_melee() {
    let state = melee_battle();
    assert_eq!(
        check(&state, red(2), blue(1)),
        Err(RuleError::TargetInMelee(blue(1)))
    );
    assert_eq!(check(&state, red(2), blue(4)), Ok(()));
}

#[test]
fn melee_a_unit_in_melee_does_not_shoot() {
    let state = melee_battle();
    assert_eq!(
        check(&state, red(3), blue(4)),
        Err(RuleError::ShooterInMelee(red(3)))
    );
}

#[test]
fn missile_fire_one_volley_per_unit_per_phase() {
    let mut state = Battlefield::new()
        .unit(Side::First, 9, Archers, (10.0, 10.0), 0.0)
        .unit(Side::Second, 3, LightInfantry, (10.0, 16.0), 180.0)
        .unit(Side::Second, 4, LightInfantry, (14.0, 16.0), 180.0)
        .at_phase(Phase::MissileFire);
    let mut dice = Dice::seeded(1);
    let events = FreeMove::execute(
        &mut state,
        Command::Shoot {
            shooter: red(9),
            target: blue(3),
        },
        &mut dice,
    )
    .expect("first volley");
    assert_eq!(
        events,
        vec![Event::VolleyDeclared(Volley {
            shooter: red(9),
            target: blue(3)
        })]
    );
    for target in [blue(3), blue(4)] {
        assert_eq!(
            check(&state, red(9), target),
            Err(RuleError::AlreadyShot(red(9)))
        );
    }
}

#[test]
fn missile_fire_only_at_enemies_on_the_table() {
    let state = Battlefield::new()
        .unit(Side::First, 9, Archers, (10.0, 10.0), 0.0)
        .unit(Side::First, 8, Archers, (13.0, 10.0), 0.0)
        .unit(Side::Second, 3, LightInfantry, (10.0, 16.0), 180.0)
        .points(blue(3), 0)
        .at_phase(Phase::MissileFire);
    assert_eq!(
        check(&state, red(9), red(8)),
        Err(RuleError::NotAnEnemy(red(8)))
    );
    assert_eq!(
        check(&state, red(9), blue(3)),
        Err(RuleError::WipedOut(blue(3)))
    );
    assert_eq!(
        check(&state, red(9), blue(7)),
        Err(RuleError::NoSuchUnit(blue(7)))
    );
    assert_eq!(
        check(&state, red(7), blue(3)),
        Err(RuleError::NoSuchUnit(red(7)))
    );
}

#[test]
fn missile_fire_a_volley_no_longer_legal_is_skipped_with_its_reason() {
    let mut state = Battlefield::new()
        .unit(Side::First, 9, Archers, (10.0, 10.0), 0.0)
        .unit(Side::Second, 3, LightInfantry, (10.0, 16.0), 180.0)
        .unit(Side::Second, 4, LightInfantry, (14.0, 16.0), 180.0)
        .points(blue(4), 0)
        .at_phase(Phase::MissileFire);
    for target in [blue(4), blue(3), blue(3)] {
        apply(
            &mut state,
            &Event::VolleyDeclared(Volley {
                shooter: red(9),
                target,
            }),
        );
    }
    let mut dice = Dice::seeded(1);
    let mut out = Outcome::new(&mut state);
    resolve_missile_fire(&mut out, &mut dice);
    let events = out.into_events();
    assert_eq!(
        volleys(&events),
        vec![
            (red(9), blue(4), 0),
            (red(9), blue(3), 1),
            (red(9), blue(3), 0)
        ]
    );
    let said = explanations(&events);
    assert_eq!(
        said[0],
        "Unit 9 (archers) does not fire at unit 4: unit 4 has been wiped out"
    );
    assert_eq!(
        said[2],
        "Unit 9 (archers) does not fire at unit 3: unit 9 has already named a target this phase"
    );
    assert_eq!(points(&state, blue(3)), 3);
}

#[test]
fn rules_2_and_5_fire_is_simultaneous_both_last_points_removed() {
    let mut state = Battlefield::new()
        .unit(Side::First, 1, Archers, (10.0, 10.0), 0.0)
        .unit(Side::Second, 1, Archers, (10.0, 20.0), 180.0)
        .points(red(1), 1)
        .points(blue(1), 1)
        .at_phase(Phase::MissileFire);
    let mut dice = Dice::seeded(1);
    let events = fire(
        &mut state,
        &mut dice,
        &[(red(1), blue(1)), (blue(1), red(1))],
    );
    assert_eq!(
        volleys(&events),
        vec![(red(1), blue(1), 1), (blue(1), red(1), 1)]
    );
    let removed: Vec<UnitId> = events
        .iter()
        .filter_map(|event| match event {
            Event::Removed { unit } => Some(*unit),
            _ => None,
        })
        .collect();
    assert_eq!(removed, vec![blue(1), red(1)]);
    assert_eq!((points(&state, red(1)), points(&state, blue(1))), (0, 0));
    // Both wiped out: no bowmen morale test is rolled.
    assert_eq!(rolls(&events), vec![]);
}
