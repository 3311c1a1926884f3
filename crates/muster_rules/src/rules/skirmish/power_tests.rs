//! The optional CO Powers rule: the star track, the Power, the Super Power.

use super::command::{Command, Then};
use super::event::Event;
use super::state::{CoTrack, PowerLevel};
use super::test_support::*;
use super::units::UnitKind::*;
use crate::rules::seat::PlayerId;

fn with_co(state: &mut super::state::State, player: usize, co: &str, stars: u8) {
    state.edit_for_test().players[player].co = Some(CoTrack {
        co: co.into(),
        stars,
        active: None,
    });
}

#[test]
fn every_enemy_unit_eliminated_moves_the_counter_one_star() {
    let mut state = board(&["=."], &[((0, 0), MdTank, 0), ((1, 0), Infantry, 1)]);
    with_co(&mut state, 0, "Brenna", 0);
    state.edit_for_test().units[1].hp = 1;
    let events = act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[1],
    );
    assert!(events.contains(&Event::StarGained {
        player: PlayerId(0),
        stars: 1
    }));
}

#[test]
fn the_power_is_available_once_the_counter_reaches_its_last_small_star() {
    let mut state = board(&["..."], &[]);
    with_co(&mut state, 0, "Brenna", 2);
    let error = run(
        &mut state,
        Command::UsePower {
            level: PowerLevel::Power,
        },
        &[],
    )
    .unwrap_err();
    assert!(error.to_string().contains("needs 3 stars"), "{error}");
    with_co(&mut state, 0, "Brenna", 3);
    ok(
        &mut state,
        Command::UsePower {
            level: PowerLevel::Power,
        },
        &[],
    );
    let track = state.players[0].co.as_ref().unwrap();
    assert_eq!(
        (track.stars, track.active),
        (0, Some(PowerLevel::Power)),
        "the counter starts over"
    );
}

#[test]
fn the_super_power_needs_the_last_star_and_eliminations_beyond_it_do_not_count() {
    let mut state = board(
        &["=.", "=."],
        &[
            ((0, 0), MdTank, 0),
            ((1, 0), Infantry, 1),
            ((0, 1), MdTank, 0),
            ((1, 1), Infantry, 1),
        ],
    );
    with_co(&mut state, 0, "Brenna", 6);
    let error = run(
        &mut state,
        Command::UsePower {
            level: PowerLevel::Super,
        },
        &[],
    )
    .unwrap_err();
    assert!(error.to_string().contains("needs 7 stars"), "{error}");
    state.edit_for_test().units[1].hp = 1;
    state.edit_for_test().units[3].hp = 1;
    act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[1],
    );
    act(
        &mut state,
        (0, 1),
        &[],
        Then::Attack {
            target: (1, 1).into(),
        },
        &[1],
    );
    assert_eq!(
        state.players[0].co.as_ref().unwrap().stars,
        7,
        "stops at the last star"
    );
    ok(
        &mut state,
        Command::UsePower {
            level: PowerLevel::Super,
        },
        &[],
    );
}

#[test]
fn a_power_changes_the_numbers_until_the_players_next_turn() {
    let mut state = board(&["=."], &[((0, 0), Tank, 0), ((1, 0), Infantry, 1)]);
    with_co(&mut state, 0, "Brenna", 3);
    let tank = state.units[0].clone();
    let before = super::combat::odds(&state, &tank, 8, &state.units[1], (1, 0).into()).unwrap();
    assert_eq!(
        before.firepower,
        7 + 1,
        "Brenna: direct-fire units +1 all game"
    );
    ok(
        &mut state,
        Command::UsePower {
            level: PowerLevel::Power,
        },
        &[],
    );
    let during = super::combat::odds(&state, &tank, 8, &state.units[1], (1, 0).into()).unwrap();
    assert_eq!(during.firepower, 7 + 1 + 2);
    end_turn(&mut state);
    assert!(
        state.players[0].co.as_ref().unwrap().active.is_some(),
        "still in effect on the enemy turn"
    );
    let events = end_turn(&mut state);
    assert!(events.contains(&Event::PowerEnded {
        player: PlayerId(0)
    }));
}

#[test]
fn a_healing_power_restores_hp_at_once() {
    let mut state = board(&["..."], &[((0, 0), Tank, 0)]);
    with_co(&mut state, 0, "Adler", 3);
    state.edit_for_test().units[0].hp = 3;
    ok(
        &mut state,
        Command::UsePower {
            level: PowerLevel::Power,
        },
        &[],
    );
    assert_eq!(state.units[0].hp, 5);
}

#[test]
fn one_power_at_a_time_and_none_without_a_co() {
    let mut state = board(&["..."], &[]);
    let error = run(
        &mut state,
        Command::UsePower {
            level: PowerLevel::Power,
        },
        &[],
    )
    .unwrap_err();
    assert!(error.to_string().contains("without a CO"), "{error}");
    with_co(&mut state, 0, "Edda", 6);
    ok(
        &mut state,
        Command::UsePower {
            level: PowerLevel::Power,
        },
        &[],
    );
    state.edit_for_test().players[0].co.as_mut().unwrap().stars = 6;
    assert!(
        run(
            &mut state,
            Command::UsePower {
                level: PowerLevel::Super
            },
            &[]
        )
        .is_err()
    );
}

#[test]
fn every_shipped_co_has_a_power_and_a_super_power() {
    let tables = super::tables::Tables::shipped();
    assert!(tables.cos.cos.len() >= 4, "several COs");
    for co in &tables.cos.cos {
        assert!(co.power.stars < co.super_power.stars, "{}", co.name);
        assert!(
            !co.power.describe().is_empty() && !co.super_power.describe().is_empty(),
            "{}",
            co.name
        );
    }
}
