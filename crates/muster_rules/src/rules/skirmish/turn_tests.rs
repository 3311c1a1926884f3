//! 3.0–3.2 and 3.5–3.6: the turn's phases, income, repair, purchase and the turn order.

use super::command::{Command, Then};
use super::event::Event;
use super::map::Pos;
use super::state::{FULL_HP, Phase};
use super::test_support::*;
use super::units::UnitKind::*;
use crate::rules::seat::PlayerId;

#[test]
fn income_is_five_for_each_city_and_the_hq_but_not_factories() {
    // Orange owns an HQ, two cities and a factory; its first turn began with $5 + $15.
    let state = board_owned(
        &["HCCX"],
        &[],
        &[((0, 0), 0), ((1, 0), 0), ((2, 0), 0), ((3, 0), 0)],
    );
    assert_eq!(state.players[0].money, 5 + 15);
    assert_eq!(state.players[1].money, 5, "Blue's turn has not begun");
}

/// Orange owns the HQ and the city; Blue's infantry beside the city captures it (or waits),
/// then Orange's next turn begins. Returns the income Orange collected.
fn orange_income_after_blue(blue_then: Then) -> u32 {
    let mut state = board_owned(
        &["HC."],
        &[((2, 0), Infantry, 1)],
        &[((0, 0), 0), ((1, 0), 0)],
    );
    end_turn(&mut state);
    act(&mut state, (2, 0), &[(1, 0)], blue_then, &[]);
    let events = end_turn(&mut state);
    events
        .iter()
        .find_map(|event| match event {
            Event::IncomeCollected {
                player: PlayerId(0),
                amount,
            } => Some(*amount),
            _ => None,
        })
        .expect("Orange's turn began with income")
}

#[test]
fn income_3_1_a_city_in_the_middle_of_being_captured_3_2_pays_its_owner_nothing() {
    // 3.1: "For every friendly controlled city, the player receives $5 at the beginning of
    // their turn." 3.2: "A building in the middle of being captured is not friendly."
    assert_eq!(orange_income_after_blue(Then::Capture), 5, "the HQ only");
}

#[test]
fn income_3_1_a_friendly_city_with_an_enemy_on_it_not_capturing_still_pays() {
    // The twin: the same enemy unit on the city without declaring a capture.
    assert_eq!(
        orange_income_after_blue(Then::Wait),
        10,
        "the HQ and the city"
    );
}

#[test]
fn every_player_starts_with_five_dollars() {
    let state = board(&["...."], &[]);
    assert_eq!(state.players[0].money, 5);
    assert_eq!(state.players[1].money, 5);
}

#[test]
fn units_on_a_friendly_property_are_repaired_two_hp_to_at_most_eight() {
    let mut state = board_owned(
        &["C.X", "..."],
        &[((0, 0), Tank, 0), ((2, 0), Infantry, 0), ((1, 1), Recon, 0)],
        &[((0, 0), 0), ((2, 0), 0)],
    );
    state.edit_for_test().units[0].hp = 3;
    state.edit_for_test().units[1].hp = 7;
    state.edit_for_test().units[2].hp = 3;
    end_turn(&mut state);
    let events = end_turn(&mut state);
    assert_eq!(state.units[0].hp, 5);
    assert_eq!(state.units[1].hp, FULL_HP, "never over 8");
    assert_eq!(state.units[2].hp, 3, "not on a property");
    assert!(
        events
            .iter()
            .any(|event| matches!(event, Event::Repaired { hp: 5, .. }))
    );
}

#[test]
fn a_property_being_captured_is_not_friendly_and_does_not_repair() {
    let state = board_owned(&["C"], &[], &[((0, 0), 0)]);
    let mut property = state.property_at(Pos::new(0, 0)).unwrap().clone();
    assert!(property.is_friendly_to(PlayerId(0)));
    property.capture = Some(super::state::Capture {
        by: super::state::UnitId(9),
        points_left: 2,
    });
    assert!(!property.is_friendly_to(PlayerId(0)));
}

#[test]
fn purchase_places_a_unit_on_an_empty_friendly_factory_paying_its_price() {
    let mut state = board_owned(&["X.X"], &[], &[((0, 0), 0), ((2, 0), 1)]);
    let events = ok(
        &mut state,
        Command::Buy {
            factory: Pos::new(0, 0),
            kind: Infantry,
        },
        &[],
    );
    assert!(events.contains(&Event::PurchaseBegan));
    assert_eq!(state.players[0].money, 4);
    let bought = state.unit_at(Pos::new(0, 0)).unwrap();
    assert!(bought.acted, "eligible for movement next turn");
    let error = run(
        &mut state,
        Command::Buy {
            factory: Pos::new(0, 0),
            kind: Infantry,
        },
        &[],
    )
    .unwrap_err();
    assert!(
        error.to_string().contains("a unit stands on the factory"),
        "{error}"
    );
    let error = run(
        &mut state,
        Command::Buy {
            factory: Pos::new(2, 0),
            kind: Infantry,
        },
        &[],
    )
    .unwrap_err();
    assert!(error.to_string().contains("not yours"), "{error}");
}

#[test]
fn a_unit_costs_its_price_and_cannot_be_bought_without_the_money() {
    let mut state = board_owned(&["X"], &[], &[((0, 0), 0)]);
    let error = run(
        &mut state,
        Command::Buy {
            factory: Pos::new(0, 0),
            kind: Tank,
        },
        &[],
    )
    .unwrap_err();
    assert!(
        error.to_string().contains("Tank costs $7 and you have $5"),
        "{error}"
    );
}

#[test]
fn cities_and_hqs_do_not_build_units() {
    let mut state = board_owned(&["CH"], &[], &[((0, 0), 0), ((1, 0), 0)]);
    assert!(
        run(
            &mut state,
            Command::Buy {
                factory: Pos::new(0, 0),
                kind: Infantry
            },
            &[]
        )
        .is_err()
    );
}

#[test]
fn purchasing_comes_after_movement_no_orders_once_buying_began() {
    let mut state = board_owned(&["X.."], &[((1, 0), Infantry, 0)], &[((0, 0), 0)]);
    ok(
        &mut state,
        Command::Buy {
            factory: Pos::new(0, 0),
            kind: Infantry,
        },
        &[],
    );
    assert_eq!(state.phase, Phase::Purchase);
    let error = try_act(&mut state, (1, 0), &[(2, 0)], Then::Wait, &[]).unwrap_err();
    assert!(error.to_string().contains("movement is over"), "{error}");
}

#[test]
fn a_bought_unit_moves_from_the_next_turn() {
    let mut state = board_owned(&["X.."], &[], &[((0, 0), 0)]);
    ok(
        &mut state,
        Command::Buy {
            factory: Pos::new(0, 0),
            kind: Infantry,
        },
        &[],
    );
    end_turn(&mut state);
    end_turn(&mut state);
    act(&mut state, (0, 0), &[(1, 0)], Then::Wait, &[]);
}

#[test]
fn play_passes_in_seat_order_and_a_day_ends_after_the_last_seat() {
    let mut state = board(&["...."], &[]);
    assert_eq!((state.current, state.day), (PlayerId(0), 1));
    end_turn(&mut state);
    assert_eq!((state.current, state.day), (PlayerId(1), 1));
    end_turn(&mut state);
    assert_eq!((state.current, state.day), (PlayerId(0), 2));
}

#[test]
fn units_may_act_again_on_their_players_next_turn() {
    let mut state = board(&["...."], &[((0, 0), Infantry, 0)]);
    act(&mut state, (0, 0), &[(1, 0)], Then::Wait, &[]);
    end_turn(&mut state);
    end_turn(&mut state);
    act(&mut state, (1, 0), &[(2, 0)], Then::Wait, &[]);
}
