//! 3.4b capturing property.

use super::command::Then;
use super::event::Event;
use super::map::Pos;
use super::test_support::*;
use super::units::UnitKind::*;
use crate::rules::seat::PlayerId;

fn left(state: &super::state::State, x: i32, y: i32) -> Option<u8> {
    state
        .property_at(Pos::new(x, y))
        .and_then(|property| property.capture)
        .map(|capture| capture.points_left)
}

#[test]
fn example_1_a_full_strength_unit_takes_a_city_in_two_turns() {
    let mut state = board(&[".C"], &[((0, 0), Infantry, 0)]);
    act(&mut state, (0, 0), &[(1, 0)], Then::Capture, &[]);
    assert_eq!(left(&state, 1, 0), Some(2), "2 points at once");
    end_turn(&mut state);
    end_turn(&mut state);
    let events = act(&mut state, (1, 0), &[], Then::Capture, &[]);
    assert!(events.iter().any(|event| matches!(
        event,
        Event::Captured {
            player: PlayerId(0),
            ..
        }
    )));
    let city = state.property_at(Pos::new(1, 0)).unwrap();
    assert_eq!((city.owner, city.capture), (Some(PlayerId(0)), None));
}

#[test]
fn example_2_a_reduced_unit_takes_one_point_a_turn() {
    let mut state = board(&[".C"], &[((0, 0), Infantry, 0)]);
    state.edit_for_test().units[0].hp = 4;
    act(&mut state, (0, 0), &[(1, 0)], Then::Capture, &[]);
    assert_eq!(left(&state, 1, 0), Some(3));
    for expected in [Some(2), Some(1), None] {
        end_turn(&mut state);
        end_turn(&mut state);
        state.edit_for_test().units[0].hp = 4; // no repair: the city is not yet friendly
        act(&mut state, (1, 0), &[], Then::Capture, &[]);
        assert_eq!(left(&state, 1, 0), expected);
    }
    assert_eq!(
        state.property_at(Pos::new(1, 0)).unwrap().owner,
        Some(PlayerId(0)),
        "three more turns after the first"
    );
}

#[test]
fn an_hq_has_eight_capture_points() {
    let mut state = board_owned(&[".H"], &[((0, 0), Infantry, 0)], &[((1, 0), 1)]);
    act(&mut state, (0, 0), &[(1, 0)], Then::Capture, &[]);
    assert_eq!(left(&state, 1, 0), Some(6));
}

#[test]
fn only_foot_units_capture() {
    let mut state = board(&[".C"], &[((0, 0), Tank, 0)]);
    let error = try_act(&mut state, (0, 0), &[(1, 0)], Then::Capture, &[]).unwrap_err();
    assert!(error.to_string().contains("only foot units"), "{error}");
    let mut state = board(&[".C"], &[((0, 0), Mech, 0)]);
    act(&mut state, (0, 0), &[(1, 0)], Then::Capture, &[]);
}

#[test]
fn capture_points_are_lost_when_the_unit_moves_off() {
    let mut state = board(&[".C."], &[((0, 0), Infantry, 0)]);
    act(&mut state, (0, 0), &[(1, 0)], Then::Capture, &[]);
    end_turn(&mut state);
    end_turn(&mut state);
    let events = act(&mut state, (1, 0), &[(2, 0)], Then::Wait, &[]);
    assert!(events.contains(&Event::CaptureLost { at: Pos::new(1, 0) }));
    assert_eq!(left(&state, 1, 0), None);
}

#[test]
fn capture_points_are_lost_when_the_capturing_unit_is_eliminated() {
    let mut state = board(&["=C"], &[((1, 0), Infantry, 0), ((0, 0), MdTank, 1)]);
    state.edit_for_test().units[0].hp = 1;
    act(&mut state, (1, 0), &[], Then::Capture, &[]);
    end_turn(&mut state);
    let events = act(
        &mut state,
        (0, 0),
        &[],
        Then::Attack {
            target: (1, 0).into(),
        },
        &[1],
    );
    assert!(events.contains(&Event::CaptureLost { at: Pos::new(1, 0) }));
    assert_eq!(left(&state, 1, 0), None);
}

#[test]
fn a_capture_ends_the_unit_activation() {
    let mut state = board(&[".C.."], &[((0, 0), Infantry, 0)]);
    act(&mut state, (0, 0), &[(1, 0)], Then::Capture, &[]);
    assert!(try_act(&mut state, (1, 0), &[(2, 0)], Then::Wait, &[]).is_err());
}

#[test]
fn your_own_property_is_not_captured() {
    let mut state = board_owned(&[".C"], &[((0, 0), Infantry, 0)], &[((1, 0), 0)]);
    let error = try_act(&mut state, (0, 0), &[(1, 0)], Then::Capture, &[]).unwrap_err();
    assert!(error.to_string().contains("already yours"), "{error}");
}

#[test]
fn an_enemy_city_changes_hands_when_captured() {
    let mut state = board_owned(&[".C"], &[((0, 0), Infantry, 0)], &[((1, 0), 1)]);
    act(&mut state, (0, 0), &[(1, 0)], Then::Capture, &[]);
    assert_eq!(
        state.property_at(Pos::new(1, 0)).unwrap().owner,
        Some(PlayerId(1)),
        "still Blue's mid-capture"
    );
    end_turn(&mut state);
    end_turn(&mut state);
    let events = act(&mut state, (1, 0), &[], Then::Capture, &[]);
    assert!(events.contains(&Event::Captured {
        at: Pos::new(1, 0),
        player: PlayerId(0),
        from: Some(PlayerId(1))
    }));
}
