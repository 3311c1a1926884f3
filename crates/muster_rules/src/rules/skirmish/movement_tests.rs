//! 3.3b movement: orthogonal, movement-type costs, no passing through units; 3.3 one
//! activation at a time.

use super::command::Then;
use super::map::Pos;
use super::movement::reachable;
use super::test_support::*;
use super::units::UnitKind::*;

fn ends(state: &super::state::State, x: i32, y: i32) -> Vec<(Pos, u32)> {
    let unit = state.unit_at(Pos::new(x, y)).unwrap();
    let mut ends: Vec<_> = reachable(state, unit)
        .into_iter()
        .map(|reach| (reach.to, reach.cost))
        .collect();
    ends.sort();
    ends
}

#[test]
fn units_move_orthogonally_never_diagonally() {
    let mut state = board(&["...", "..."], &[((0, 0), Infantry, 0)]);
    let error = try_act(&mut state, (0, 0), &[(1, 1)], Then::Wait, &[]).unwrap_err();
    assert!(error.to_string().contains("never diagonally"), "{error}");
    act(&mut state, (0, 0), &[(1, 0), (1, 1)], Then::Wait, &[]);
    assert!(state.unit_at(Pos::new(1, 1)).is_some());
}

#[test]
fn units_move_up_to_their_movement_points() {
    let mut state = board(&["......."], &[((0, 0), Infantry, 0)]);
    let error = try_act(
        &mut state,
        (0, 0),
        &[(1, 0), (2, 0), (3, 0), (4, 0)],
        Then::Wait,
        &[],
    )
    .unwrap_err();
    assert!(
        error.to_string().contains("needs 4 movement points")
            && error.to_string().contains("has 3"),
        "{error}"
    );
    act(
        &mut state,
        (0, 0),
        &[(1, 0), (2, 0), (3, 0)],
        Then::Wait,
        &[],
    );
}

#[test]
fn tread_units_pay_two_in_forest_and_cannot_enter_hills_or_water() {
    // The rules' own example (3.3b).
    let state = board(&[".FF..", "M....", "R....", "~...."], &[((0, 0), Tank, 0)]);
    let reach = ends(&state, 0, 0);
    let cost_to = |x, y| {
        reach
            .iter()
            .find(|(pos, _)| *pos == Pos::new(x, y))
            .map(|(_, cost)| *cost)
    };
    assert_eq!(cost_to(1, 0), Some(2), "one forest square: 2 MP");
    assert_eq!(cost_to(2, 0), Some(4), "two forest squares: 4 MP");
    assert_eq!(cost_to(0, 1), None, "a hill");
    assert_eq!(cost_to(0, 2), None, "a river");
    assert_eq!(cost_to(0, 3), None, "the sea");
    let mut state = board(&[".M"], &[((0, 0), Tank, 0)]);
    let error = try_act(&mut state, (0, 0), &[(1, 0)], Then::Wait, &[]).unwrap_err();
    assert!(
        error.to_string().contains("cannot enter mountain"),
        "{error}"
    );
}

#[test]
fn grass_costs_one_and_cities_factories_and_hqs_count_as_roads() {
    // Tires pay 2 on plain and 1 on roads; a city, a factory and an HQ are roads (3.3b).
    let state = board_owned(&["=CXH..", "......"], &[((0, 0), Recon, 0)], &[((3, 0), 0)]);
    let reach = ends(&state, 0, 0);
    let cost_to = |x, y| {
        reach
            .iter()
            .find(|(pos, _)| *pos == Pos::new(x, y))
            .map(|(_, cost)| *cost)
    };
    assert_eq!(cost_to(3, 0), Some(3), "city, factory, HQ at 1 each");
    assert_eq!(cost_to(4, 0), Some(5), "then plain at 2");
    let state = board(&["....", "...."], &[((0, 0), Infantry, 0)]);
    let reach = ends(&state, 0, 0);
    assert!(
        reach.contains(&(Pos::new(3, 0), 3)),
        "grass costs 1 a square"
    );
}

#[test]
fn foot_units_climb_mountains_and_ford_rivers_at_two() {
    let state = board(&[".MR."], &[((0, 0), Infantry, 0)]);
    let reach = ends(&state, 0, 0);
    assert!(reach.contains(&(Pos::new(1, 0), 2)));
    assert!(
        !reach.iter().any(|(pos, _)| *pos == Pos::new(2, 0)),
        "2 + 2 is over 3 MP"
    );
    let state = board(&[".MR."], &[((0, 0), Mech, 0)]);
    assert!(
        ends(&state, 0, 0).contains(&(Pos::new(2, 0), 2)),
        "mechs pay 1"
    );
}

#[test]
fn air_units_fly_over_the_sea() {
    let state = board(&["~~~~"], &[((0, 0), BCopter, 0)]);
    assert!(ends(&state, 0, 0).contains(&(Pos::new(3, 0), 3)));
}

#[test]
fn units_may_not_move_through_other_units_friend_or_enemy() {
    let mut state = board(
        &["....", "MMMM"],
        &[((0, 0), Tank, 0), ((1, 0), Infantry, 0)],
    );
    let error = try_act(&mut state, (0, 0), &[(1, 0), (2, 0)], Then::Wait, &[]).unwrap_err();
    assert!(error.to_string().contains("through other units"), "{error}");
    let reach = ends(&state, 0, 0);
    assert_eq!(
        reach,
        vec![(Pos::new(0, 0), 0)],
        "boxed in by its own infantry and the hills"
    );
    let mut state = board(
        &["....", "MMMM"],
        &[((0, 0), Tank, 0), ((1, 0), Infantry, 1)],
    );
    assert!(try_act(&mut state, (0, 0), &[(1, 0), (2, 0)], Then::Wait, &[]).is_err());
}

#[test]
fn a_blocked_unit_finds_another_way_around() {
    let state = board(
        &["...", "...", "..."],
        &[((0, 1), Infantry, 0), ((1, 1), Infantry, 1)],
    );
    let reach = ends(&state, 0, 1);
    assert!(
        !reach.iter().any(|(pos, _)| *pos == Pos::new(2, 1)),
        "around costs 4, over 3 MP"
    );
    assert!(reach.contains(&(Pos::new(1, 0), 2)));
}

#[test]
fn each_activation_is_complete_before_the_next_a_unit_acts_once() {
    // An activation is one command; a unit that has acted cannot move back (3.3).
    let mut state = board(
        &["....", "...."],
        &[((0, 0), Infantry, 0), ((1, 0), Infantry, 0)],
    );
    act(&mut state, (1, 0), &[(1, 1)], Then::Wait, &[]);
    act(&mut state, (0, 0), &[(1, 0)], Then::Wait, &[]);
    let error = try_act(&mut state, (1, 1), &[(2, 1)], Then::Wait, &[]).unwrap_err();
    assert!(error.to_string().contains("already acted"), "{error}");
}

#[test]
fn a_unit_ends_on_an_empty_square() {
    let mut state = board(&["..."], &[((0, 0), Infantry, 0), ((1, 0), Tank, 0)]);
    assert!(try_act(&mut state, (0, 0), &[(1, 0)], Then::Wait, &[]).is_err());
}

#[test]
fn only_the_current_player_commands_units() {
    let mut state = board(&["..."], &[((0, 0), Infantry, 1)]);
    let error = try_act(&mut state, (0, 0), &[(1, 0)], Then::Wait, &[]).unwrap_err();
    assert!(error.to_string().contains("not yours"), "{error}");
}
