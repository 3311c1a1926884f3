//! 4.0 ending conditions: Conquest, Victory Medals, City Conquest; and the day limit.

use super::command::Then;
use super::event::{Defeat, Event};
use super::state::{Colour, Phase, Victory};
use super::test_support::*;
use super::units::UnitKind::*;
use crate::rules::seat::PlayerId;
use crate::scenario::skirmish::{OwnerSpec, PlayerSpec};

fn conquest(
    rows: &[&str],
    units: &[((i32, i32), super::units::UnitKind, usize)],
    owners: &[((i32, i32), usize)],
    players: usize,
) -> super::state::State {
    let mut scenario = scenario(rows, units);
    scenario.victory = Victory::Conquest;
    let colours = [Colour::Orange, Colour::Blue, Colour::Green, Colour::Yellow];
    scenario.players = (0..players)
        .map(|seat| PlayerSpec {
            name: colours[seat].name().into(),
            colour: colours[seat],
            money: 5,
            co: None,
        })
        .collect();
    scenario.owners = owners
        .iter()
        .map(|&(at, owner)| OwnerSpec { at, owner })
        .collect();
    state_of(&scenario)
}

#[test]
fn conquest_eliminating_every_enemy_unit_wins() {
    let mut state = conquest(
        &["=.H..H"],
        &[((0, 0), MdTank, 0), ((1, 0), Infantry, 1)],
        &[((2, 0), 0), ((5, 0), 1)],
        2,
    );
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
    assert!(events.contains(&Event::PlayerDefeated {
        player: PlayerId(1),
        why: Defeat::AllUnitsEliminated
    }));
    assert_eq!(
        state.phase,
        Phase::Over {
            winner: Some(PlayerId(0))
        }
    );
}

#[test]
fn conquest_capturing_the_enemy_hq_wins() {
    let mut state = conquest(
        &["H..H."],
        &[((4, 0), Infantry, 0), ((1, 0), Infantry, 1)],
        &[((0, 0), 1), ((3, 0), 0)],
        2,
    );
    state.edit_for_test().players[0].co = None;
    // Orange's infantry walks onto Blue's HQ... Blue's HQ is at (0, 0), Orange's at (3, 0).
    act(&mut state, (4, 0), &[], Then::Wait, &[]);
    end_turn(&mut state);
    act(&mut state, (1, 0), &[(2, 0)], Then::Wait, &[]);
    // Blue captures Orange's HQ at (3, 0): 8 points, 2 a turn.
    let mut events = Vec::new();
    for turn in 0..4 {
        if turn == 0 {
            end_turn(&mut state);
            end_turn(&mut state);
            events = act(&mut state, (2, 0), &[(3, 0)], Then::Capture, &[]);
        } else {
            end_turn(&mut state);
            end_turn(&mut state);
            events = act(&mut state, (3, 0), &[], Then::Capture, &[]);
        }
    }
    assert!(events.contains(&Event::PlayerDefeated {
        player: PlayerId(0),
        why: Defeat::HqCaptured { by: PlayerId(1) }
    }));
    assert_eq!(
        state.phase,
        Phase::Over {
            winner: Some(PlayerId(1))
        }
    );
}

#[test]
fn with_more_players_the_game_goes_on_until_one_is_left() {
    let mut state = conquest(
        &["=.H.H.H"],
        &[
            ((0, 0), MdTank, 0),
            ((1, 0), Infantry, 1),
            ((3, 0), Infantry, 2),
        ],
        &[((2, 0), 0), ((4, 0), 1), ((6, 0), 2)],
        3,
    );
    state.edit_for_test().units[1].hp = 1;
    act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[1],
    );
    assert!(state.players[1].defeated);
    assert_eq!(state.phase, Phase::Orders, "Green is still in");
    end_turn(&mut state);
    assert_eq!(
        state.current,
        PlayerId(2),
        "a defeated player's seat is skipped"
    );
}

#[test]
fn a_defeated_players_units_leave_and_a_captured_hq_takes_its_properties() {
    let mut state = conquest(
        &["H.C.H.H"],
        &[((1, 0), Infantry, 1), ((5, 0), Infantry, 2)],
        &[((0, 0), 0), ((2, 0), 0), ((4, 0), 1), ((6, 0), 2)],
        3,
    );
    let mut shadow = state.clone();
    super::apply::apply(
        &mut shadow,
        &Event::PlayerDefeated {
            player: PlayerId(0),
            why: Defeat::HqCaptured { by: PlayerId(1) },
        },
    );
    assert_eq!(
        shadow.property_at((2, 0).into()).unwrap().owner,
        Some(PlayerId(1))
    );
    super::apply::apply(
        &mut state,
        &Event::PlayerDefeated {
            player: PlayerId(0),
            why: Defeat::AllUnitsEliminated,
        },
    );
    assert_eq!(
        state.property_at((2, 0).into()).unwrap().owner,
        None,
        "neutral when wiped out"
    );
}

#[test]
fn victory_medals_each_eliminated_enemy_unit_is_a_medal() {
    let mut state = board(
        &["=.", "=."],
        &[
            ((0, 0), MdTank, 0),
            ((1, 0), Infantry, 1),
            ((0, 1), MdTank, 0),
            ((1, 1), Infantry, 1),
        ],
    );
    state.edit_for_test().victory = Victory::Medals(2);
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
    assert_eq!(state.players[0].medals, 1);
    assert_eq!(state.phase, Phase::Orders);
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
        state.phase,
        Phase::Over {
            winner: Some(PlayerId(0))
        }
    );
}

#[test]
fn city_conquest_owning_the_number_of_cities_wins() {
    let mut state = board_owned(&[".CC"], &[((0, 0), Infantry, 0)], &[((2, 0), 0)]);
    state.edit_for_test().victory = Victory::Cities(2);
    act(&mut state, (0, 0), &[(1, 0)], Then::Capture, &[]);
    end_turn(&mut state);
    end_turn(&mut state);
    act(&mut state, (1, 0), &[], Then::Capture, &[]);
    assert_eq!(
        state.phase,
        Phase::Over {
            winner: Some(PlayerId(0))
        }
    );
}

#[test]
fn a_day_limit_ends_the_game_with_the_most_cities_winning() {
    let mut state = board_owned(&["CC.C"], &[], &[((0, 0), 0), ((1, 0), 0), ((3, 0), 1)]);
    state.edit_for_test().max_days = Some(1);
    end_turn(&mut state);
    let events = end_turn(&mut state);
    assert!(events.contains(&Event::GameOver {
        winner: Some(PlayerId(0))
    }));
    let mut state = board_owned(&["C..C"], &[], &[((0, 0), 0), ((3, 0), 1)]);
    state.edit_for_test().max_days = Some(1);
    end_turn(&mut state);
    end_turn(&mut state);
    assert_eq!(
        state.phase,
        Phase::Over { winner: None },
        "level on cities and medals: a draw"
    );
}
