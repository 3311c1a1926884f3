//! 3.4a ground combat, the worked example first.

use super::command::Then;
use super::event::{Event, Shot};
use super::state::UnitId;
use super::terrain::Terrain;
use super::test_support::*;
use super::units::UnitKind::*;

fn shots(events: &[Event]) -> Vec<Shot> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Fired(shot) => Some(shot.clone()),
            _ => None,
        })
        .collect()
}

/// The rules' Example Battle: a full-strength tank on a road fires at a full-strength AA in
/// a city; 10 − 4 = 6 → 4 hits and one more on a d6 ≤ 3; it rolls 2: 5 damage, AA at 3,
/// reduced. The AA fires back reduced: 7 − 6 = 1 on the road → 1 hit and one more on ≤ 3.
#[test]
fn worked_example_tank_against_anti_air_in_a_city_and_its_counter_fire_on_a_road() {
    let mut state = board(&["=C"], &[((0, 0), Tank, 0), ((1, 0), AntiAir, 1)]);
    let events = act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[2, 5],
    );
    let fired = shots(&events);
    assert_eq!(fired.len(), 2, "the attack and the counter-fire");
    let attack = &fired[0];
    assert_eq!(
        (attack.firepower, attack.defense, attack.initial),
        (10, 4, 6)
    );
    assert_eq!((attack.terrain, attack.stars), (Terrain::City, 3));
    assert_eq!((attack.hits, attack.die), (4, 3));
    assert_eq!(attack.roll.map(|roll| roll.value), Some(2));
    assert_eq!((attack.damage, attack.hp_after), (5, 3));
    let counter = &fired[1];
    assert!(counter.counter);
    assert_eq!(
        (counter.firepower, counter.defense, counter.initial),
        (7, 6, 1)
    );
    assert_eq!((counter.terrain, counter.stars), (Terrain::Road, 0));
    assert_eq!((counter.hits, counter.die), (1, 3));
    assert_eq!(
        (counter.damage, counter.hp_after),
        (1, 7),
        "a 5 is over 3: one hit only"
    );
    let anti_air = state.unit_at((1, 0).into()).unwrap();
    assert!(anti_air.is_reduced());
    assert_eq!(state.unit_at((0, 0).into()).unwrap().hp, 7);
}

#[test]
fn the_extra_hit_lands_on_a_die_at_or_under_the_chart_number() {
    let mut state = board(&["=C"], &[((0, 0), Tank, 0), ((1, 0), AntiAir, 1)]);
    let events = act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[3, 3],
    );
    let fired = shots(&events);
    assert_eq!(fired[0].damage, 5, "3 is at the chart's 3");
    assert_eq!(fired[1].damage, 2, "the counter-fire's 3 adds a hit too");
    let mut state = board(&["=C"], &[((0, 0), Tank, 0), ((1, 0), AntiAir, 1)]);
    let events = act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[4, 6],
    );
    assert_eq!(shots(&events)[0].damage, 4, "4 is over 3");
}

#[test]
fn a_reduced_attacker_uses_its_reduced_firepower() {
    let mut state = board(&["=."], &[((0, 0), Tank, 0), ((1, 0), Infantry, 1)]);
    state.edit_for_test().units[0].hp = 4;
    let events = act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[6, 6],
    );
    assert_eq!(
        shots(&events)[0].firepower,
        4,
        "tank against foot, reduced: 4"
    );
}

#[test]
fn counter_fire_is_at_the_new_strength_not_simultaneous() {
    // Infantry at 8 HP is hit hard; it answers with its reduced numbers.
    let mut state = board(&["=F"], &[((0, 0), MdTank, 0), ((1, 0), Infantry, 1)]);
    let events = act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[6, 6],
    );
    let fired = shots(&events);
    assert!(
        fired[0].hp_after < 5,
        "the infantry is reduced: {:?}",
        fired[0]
    );
    assert_eq!(
        fired[1].firepower, 5,
        "reduced infantry against vehicles: 5"
    );
}

#[test]
fn no_counter_fire_out_of_range_artillery_against_a_tank() {
    let mut state = board(&[".=.."], &[((0, 0), Artillery, 0), ((2, 0), Tank, 1)]);
    let events = act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (2, 0).into(),
        },
        &[6],
    );
    assert_eq!(shots(&events).len(), 1, "the tank cannot reach 2 squares");
}

#[test]
fn no_counter_fire_out_of_range_a_tank_against_adjacent_artillery() {
    let mut state = board(&["=."], &[((0, 0), Tank, 0), ((1, 0), Artillery, 1)]);
    let events = act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[6],
    );
    assert_eq!(
        shots(&events).len(),
        1,
        "artillery's range is 2-3: no answer at 1"
    );
}

#[test]
fn counter_fire_by_an_indirect_unit_whose_range_reaches() {
    // Muster reads 3.4a literally: the only exception is range, so artillery attacked by
    // artillery two squares away fires back.
    let mut state = board(&["...."], &[((0, 0), Artillery, 0), ((2, 0), Artillery, 1)]);
    let events = act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (2, 0).into(),
        },
        &[6, 6],
    );
    assert_eq!(shots(&events).len(), 2);
}

#[test]
fn a_unit_with_no_firepower_against_the_attacker_does_not_fire_back() {
    let mut state = board(&["=="], &[((0, 0), BCopter, 0), ((1, 0), Artillery, 1)]);
    let events = act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[6],
    );
    assert_eq!(shots(&events).len(), 1);
    let mut state = board(&["=="], &[((0, 0), Artillery, 0), ((1, 0), Missiles, 1)]);
    let error = try_act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[],
    )
    .unwrap_err();
    assert!(error.to_string().contains("range"), "{error}");
}

#[test]
fn missiles_fire_only_at_air_units() {
    let mut state = board(&["....~"], &[((0, 0), Missiles, 0), ((3, 0), Tank, 1)]);
    let error = try_act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (3, 0).into(),
        },
        &[],
    )
    .unwrap_err();
    assert!(
        error.to_string().contains("no firepower against vehicle"),
        "{error}"
    );
    let mut state = board(&["....~"], &[((0, 0), Missiles, 0), ((4, 0), BCopter, 1)]);
    act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (4, 0).into(),
        },
        &[6],
    );
}

#[test]
fn initial_damage_below_zero_does_nothing() {
    let mut state = board(&["..", ".."], &[((0, 0), Infantry, 0), ((1, 0), MdTank, 1)]);
    // Infantry 6 against vehicles, Md Tank defense 7: −1.
    let events = act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[1, 6],
    );
    let fired = shots(&events);
    assert_eq!(
        (fired[0].initial, fired[0].damage, fired[0].roll),
        (-1, 0, None)
    );
}

#[test]
fn a_unit_at_zero_hp_is_eliminated_with_its_passengers_and_gives_a_medal() {
    let mut state = board(
        &["==", ".."],
        &[((0, 0), MdTank, 0), ((1, 0), Apc, 1), ((1, 1), Infantry, 1)],
    );
    // Blue's infantry boards the APC first (Blue's turn is simulated by editing the state).
    let infantry = id_at(&state, 1, 1);
    let apc = id_at(&state, 1, 0);
    state
        .edit_for_test()
        .units
        .iter_mut()
        .find(|unit| unit.id == infantry)
        .unwrap()
        .location = super::state::Location::Aboard(apc);
    state
        .edit_for_test()
        .units
        .iter_mut()
        .find(|unit| unit.id == apc)
        .unwrap()
        .hp = 2;
    let events = act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[1],
    );
    assert!(
        events
            .iter()
            .any(|event| matches!(event, Event::Destroyed { unit, .. } if *unit == apc))
    );
    assert!(
        state.unit(infantry).is_none(),
        "the foot units inside are destroyed too (3.3c)"
    );
    assert_eq!(state.players[0].medals, 2);
    assert!(state.unit(UnitId(1)).is_some());
}

#[test]
fn a_direct_unit_moves_then_fires_an_indirect_unit_may_not() {
    let mut state = board(&["...."], &[((0, 0), Tank, 0), ((3, 0), Infantry, 1)]);
    act(
        &mut state,
        (0, 0),
        &[(1, 0), (2, 0)],
        Then::Attack {
            target: (3, 0).into(),
        },
        &[6, 6],
    );
    let mut state = board(
        &["......"],
        &[((0, 0), Artillery, 0), ((4, 0), Infantry, 1)],
    );
    let error = try_act(
        &mut state,
        (0, 0),
        &[(1, 0)],
        Then::Attack {
            target: (4, 0).into(),
        },
        &[],
    )
    .unwrap_err();
    assert!(error.to_string().contains("move or fire"), "{error}");
}

#[test]
fn firing_ends_the_activation_no_move_after_firing() {
    let mut state = board(&["...."], &[((0, 0), Tank, 0), ((1, 0), Infantry, 1)]);
    act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[6, 6],
    );
    let error = try_act(&mut state, (0, 0), &[(0, 0)], Then::Wait, &[]);
    assert!(error.is_err());
    let error = try_act(&mut state, (0, 0), &[], Then::Wait, &[]).unwrap_err();
    assert!(error.to_string().contains("already acted"), "{error}");
}

#[test]
fn preview_shows_the_damage_range_and_the_counter_fire() {
    let state = board(&["=C"], &[((0, 0), Tank, 0), ((1, 0), AntiAir, 1)]);
    let tank = state.unit_at((0, 0).into()).unwrap();
    let preview = super::combat::preview(&state, tank, (0, 0).into(), (1, 0).into()).unwrap();
    assert_eq!(preview.damage, (4, 5));
    assert_eq!(preview.target_hp, (4, 3));
    let (counter, range) = preview.counter_after_most.unwrap();
    assert_eq!((counter.firepower, counter.initial), (7, 1));
    assert_eq!(range, (1, 2));
    let (counter, _) = preview.counter_after_least.unwrap();
    assert_eq!(counter.firepower, 7, "4 HP is reduced too");
}

#[test]
fn copters_take_the_terrain_of_the_square_they_are_over() {
    let state = board(&["=C"], &[((0, 0), AntiAir, 0), ((1, 0), BCopter, 1)]);
    let anti_air = state.unit_at((0, 0).into()).unwrap();
    let copter = state.unit_at((1, 0).into()).unwrap();
    let odds = super::combat::odds(&state, anti_air, 8, copter, (1, 0).into()).unwrap();
    assert_eq!(odds.stars, 3, "over a city");
}
