//! 3.3c–d: APCs carry two foot units; loading by moving onto the APC, unloading at the end
//! of its move to the four squares next to it.

use super::command::Then;
use super::map::Pos;
use super::state::Location;
use super::test_support::*;
use super::units::UnitKind::*;

#[test]
fn foot_units_load_by_moving_onto_the_apc_paying_its_square() {
    let mut state = board(&[".F.", "..."], &[((0, 0), Infantry, 0), ((1, 0), Apc, 0)]);
    let infantry = id_at(&state, 0, 0);
    let apc = id_at(&state, 1, 0);
    let events = act(&mut state, (0, 0), &[(1, 0)], Then::Wait, &[]);
    assert!(
        events
            .iter()
            .any(|event| matches!(event, super::event::Event::Boarded { .. }))
    );
    assert_eq!(
        state.unit(infantry).unwrap().location,
        Location::Aboard(apc)
    );
    assert_eq!(state.square_of(infantry), Some(Pos::new(1, 0)));
}

#[test]
fn an_apc_carries_at_most_two_foot_units() {
    let mut state = board(
        &["...", "..."],
        &[
            ((0, 0), Infantry, 0),
            ((2, 0), Mech, 0),
            ((1, 1), Infantry, 0),
            ((1, 0), Apc, 0),
        ],
    );
    act(&mut state, (0, 0), &[(1, 0)], Then::Wait, &[]);
    act(&mut state, (2, 0), &[(1, 0)], Then::Wait, &[]);
    let error = try_act(&mut state, (1, 1), &[(1, 0)], Then::Wait, &[]).unwrap_err();
    assert!(
        error.to_string().contains("through other units"),
        "no room: {error}"
    );
}

#[test]
fn only_foot_units_ride_in_an_apc() {
    let mut state = board(&["..."], &[((0, 0), Tank, 0), ((1, 0), Apc, 0)]);
    assert!(try_act(&mut state, (0, 0), &[(1, 0)], Then::Wait, &[]).is_err());
}

#[test]
fn the_apc_moves_with_its_passengers_and_unloads_one_or_both_at_the_end() {
    let mut state = board(
        &["......", "......"],
        &[((0, 0), Infantry, 0), ((1, 1), Mech, 0), ((1, 0), Apc, 0)],
    );
    let infantry = id_at(&state, 0, 0);
    let mech = id_at(&state, 1, 1);
    act(&mut state, (0, 0), &[(1, 0)], Then::Wait, &[]);
    act(&mut state, (1, 1), &[(1, 0)], Then::Wait, &[]);
    let drops = vec![(mech, Pos::new(4, 1)), (infantry, Pos::new(3, 0))];
    act(
        &mut state,
        (1, 0),
        &[(2, 0), (3, 0), (4, 0)],
        Then::Unload { drops },
        &[],
    );
    assert_eq!(
        state.unit(infantry).unwrap().location,
        Location::At(Pos::new(3, 0))
    );
    assert_eq!(
        state.unit(mech).unwrap().location,
        Location::At(Pos::new(4, 1))
    );
}

#[test]
fn unloaded_units_may_not_move_fire_or_capture_until_the_next_turn() {
    let mut state = board(
        &["...C", "...."],
        &[((1, 1), Infantry, 0), ((1, 0), Apc, 0)],
    );
    let infantry = id_at(&state, 1, 1);
    // The APC has not moved: it may still load and unload (loading is before its movement).
    act(&mut state, (1, 1), &[(1, 0)], Then::Wait, &[]);
    act(
        &mut state,
        (1, 0),
        &[(2, 0)],
        Then::Unload {
            drops: vec![(infantry, Pos::new(3, 0))],
        },
        &[],
    );
    let error = try_act(&mut state, (3, 0), &[], Then::Capture, &[]).unwrap_err();
    assert!(error.to_string().contains("already acted"), "{error}");
    end_turn(&mut state);
    end_turn(&mut state);
    act(&mut state, (3, 0), &[], Then::Capture, &[]);
}

#[test]
fn unloading_needs_an_open_square_next_to_the_apc_the_passenger_could_enter() {
    let mut state = board(
        &["~..", "~.."],
        &[((1, 1), Infantry, 0), ((1, 0), Apc, 0), ((2, 0), Tank, 1)],
    );
    let infantry = id_at(&state, 1, 1);
    act(&mut state, (1, 1), &[(1, 0)], Then::Wait, &[]);
    for (to, why) in [
        ((0, 0), "cannot stand on sea"),
        ((2, 0), "taken"),
        ((2, 1), "not next to"),
    ] {
        let error = try_act(
            &mut state,
            (1, 0),
            &[],
            Then::Unload {
                drops: vec![(infantry, to.into())],
            },
            &[],
        )
        .unwrap_err();
        assert!(error.to_string().contains(why), "{to:?}: {error}");
    }
    act(
        &mut state,
        (1, 0),
        &[],
        Then::Unload {
            drops: vec![(infantry, Pos::new(1, 1))],
        },
        &[],
    );
}

#[test]
fn units_load_after_the_apc_has_moved_but_not_during_its_move() {
    let mut state = board(
        &["....", "...."],
        &[((3, 1), Infantry, 0), ((0, 0), Apc, 0)],
    );
    let infantry = id_at(&state, 3, 1);
    act(
        &mut state,
        (0, 0),
        &[(1, 0), (2, 0), (3, 0)],
        Then::Wait,
        &[],
    );
    act(&mut state, (3, 1), &[(3, 0)], Then::Wait, &[]);
    assert!(matches!(
        state.unit(infantry).unwrap().location,
        Location::Aboard(_)
    ));
    let error = try_act(&mut state, (3, 0), &[(2, 0)], Then::Wait, &[]).unwrap_err();
    assert!(
        error.to_string().contains("already acted"),
        "the APC's activation is over: {error}"
    );
}

#[test]
fn a_unit_inside_a_transport_does_not_act_on_its_own() {
    let mut state = board(&["...."], &[((0, 0), Infantry, 0), ((1, 0), Apc, 0)]);
    let infantry = id_at(&state, 0, 0);
    act(&mut state, (0, 0), &[(1, 0)], Then::Wait, &[]);
    end_turn(&mut state);
    end_turn(&mut state);
    let error = ok_or_err(&mut state, infantry);
    assert!(error.contains("inside a transport"), "{error}");
}

fn ok_or_err(state: &mut super::state::State, unit: super::state::UnitId) -> String {
    let command = super::command::Command::Order {
        unit,
        path: vec![Pos::new(2, 0)],
        then: Then::Wait,
    };
    run(state, command, &[]).unwrap_err().to_string()
}

#[test]
fn a_t_copter_carries_one_foot_unit() {
    let mut state = board(
        &["...", "..."],
        &[
            ((0, 0), Infantry, 0),
            ((2, 0), Infantry, 0),
            ((1, 0), TCopter, 0),
        ],
    );
    act(&mut state, (0, 0), &[(1, 0)], Then::Wait, &[]);
    assert!(try_act(&mut state, (2, 0), &[(1, 0)], Then::Wait, &[]).is_err());
}
