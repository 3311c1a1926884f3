//! Tests: defensive positions, hills and squares in melee (rule 12's exception, the combat
//! values, rule 11) and which charges make a Fire and Charge melee (rules 9 and 13).

use super::*;
use crate::rules::free_move::MeleeId;
use crate::rules::free_move::SquareId;
use crate::rules::free_move::apply::apply;
use crate::rules::free_move::table::{Shape, TerrainKind};

fn house() -> (TerrainKind, Shape) {
    (
        TerrainKind::House,
        Shape::Rect {
            min: (8.5, 10.95),
            max: (11.5, 12.7),
        },
    )
}

fn hill() -> (TerrainKind, Shape) {
    (
        TerrainKind::Hill,
        Shape::Circle {
            centre: (10.0, 14.5),
            radius: 3.0,
        },
    )
}

/// A wall along the line where red 1 and blue 1 meet.
fn wall() -> (TerrainKind, Shape) {
    (
        TerrainKind::Wall,
        Shape::Path {
            points: vec![(5.0, 10.875), (15.0, 10.875)],
            width: 0.1,
        },
    )
}

fn one_to_one() -> Battlefield {
    field().unit(Side::First, 1, HI, (9.9, 10.0), 0.0).unit(
        Side::Second,
        1,
        HI,
        (10.0, 11.75),
        180.0,
    )
}

/// A square of four blue stands; red 1 strikes its south face (blue 1) only.
fn square_battle() -> State {
    let mut state = field()
        .unit(Side::First, 1, HI, (9.9, 10.0), 0.0)
        .unit(Side::First, 2, HI, (10.0, 8.25), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 11.75), 180.0)
        .unit(Side::Second, 2, HI, (10.0, 13.5), 0.0)
        .unit(Side::Second, 3, HI, (12.0, 12.625), 90.0)
        .unit(Side::Second, 4, HI, (8.0, 12.625), 270.0)
        .at_phase(Phase::TimedMove);
    apply(
        &mut state,
        &Event::SquareFormed {
            square: SquareId(1),
            side: Side::Second,
            units: vec![blue(1), blue(2), blue(3), blue(4)],
        },
    );
    state
}

fn fight(mut state: State, faces: &[u8]) -> (State, Vec<Event>) {
    let mut dice = Dice::seeded(1);
    dice.script(faces.iter().copied());
    let mut events = nudge(&mut state, &mut dice, red(1));
    events.extend(to_combat(&mut state, &mut dice));
    (state, events)
}

#[test]
fn rule_12_defensive_position_melee_is_settled_in_one_move_two_ranks_deep() {
    let (kind, shape) = house();
    let (state, _, events) = first_round(&two_deep_lines().terrain(kind, shape), &[6, 1]);
    assert_eq!(kinds(&events), vec![MeleeKind::DefensivePosition]);
    let report = &rounds(&events)[0];
    assert_eq!(report.sides[0].units, vec![red(1), red(2)]);
    assert_eq!(report.sides[1].units, vec![blue(1), blue(2)]);
    // Blue 1 in the house counts 1½ per point: 12 + 8.
    assert_eq!(report.sides[1].half_points, 24 + 16);
    let back: Vec<UnitId> = retired(&events).iter().map(|r| r.0).collect();
    assert_eq!(back, vec![blue(1), blue(2)]);
    assert!(events.contains(&Event::MeleeEnded {
        melee: MeleeId(1),
        winner: Some(Side::First)
    }));
    // Settled completely: no pull-out, the winners' bonus move.
    assert_eq!(granted(&events), vec![red(1), red(2)]);
    assert_eq!(state.phase, Phase::BonusMoves);
    assert!(state.melees.is_empty());
}

#[test]
fn rule_12_hill_melee_still_takes_two_moves() {
    let (kind, shape) = hill();
    let (state, _, events) = first_round(&two_deep_lines().terrain(kind, shape), &[2, 2]);
    assert_eq!(kinds(&events), vec![MeleeKind::TwoMove]);
    let report = &rounds(&events)[0];
    assert_eq!(report.sides[1].units, vec![blue(1)]);
    assert_eq!(
        (
            report.sides[0].total_half_points,
            report.sides[1].total_half_points
        ),
        (32, 48)
    );
    assert_eq!(report.winner, Side::Second);
    assert_eq!(state.phase, Phase::PullOut);
    assert_eq!(
        state.melee(MeleeId(1)).map(|m| (m.kind, m.rounds_fought)),
        Some((MeleeKind::TwoMove, 1))
    );
}

#[test]
fn defensive_position_adds_half_a_point_per_point() {
    for (kind, shape) in [wall(), hill(), house()] {
        let (_, _, events) = first_round(&one_to_one().terrain(kind, shape), &[3, 2]);
        let report = &rounds(&events)[0];
        assert_eq!(
            (report.sides[0].half_points, report.sides[1].half_points),
            (16, 24),
            "{kind:?}: red 8 points in the open, blue 8 points at 1½"
        );
        // 16 × 3 = 48 against 24 × 2 = 48: equal, so both rolled again (at random).
        let rolls = melee_rolls(&events);
        assert_eq!(&rolls[..2], &[3, 2]);
        assert!(rolls.len() >= 4);
        assert_eq!(
            report.sides[1].total_half_points,
            24 * u32::from(report.sides[1].die)
        );
    }
}

#[test]
fn defensive_position_wall_counts_only_for_the_side_struck_across_it() {
    let (kind, shape) = wall();
    let (_, _, events) = first_round(&one_to_one().terrain(kind, shape), &[6, 1]);
    assert_eq!(kinds(&events), vec![MeleeKind::DefensivePosition]);
    let report = &rounds(&events)[0];
    assert_eq!(report.sides[0].half_points, 16);
    assert_eq!(report.sides[1].half_points, 24);
}

#[test]
fn rule_11_square_adds_half_a_point_per_point() {
    let mut state = one_to_one().at_phase(Phase::TimedMove);
    apply(
        &mut state,
        &Event::SquareFormed {
            square: SquareId(1),
            side: Side::Second,
            units: vec![blue(1)],
        },
    );
    let (_, events) = fight(state, &[1, 1]);
    assert_eq!(kinds(&events), vec![MeleeKind::DefensivePosition]);
    let report = &rounds(&events)[0];
    assert_eq!(
        (
            report.sides[0].total_half_points,
            report.sides[1].total_half_points
        ),
        (16, 24)
    );
    assert_eq!(report.winner, Side::Second);
}

#[test]
fn rule_11_all_points_of_a_square_count_even_if_one_side_is_attacked() {
    let (_, events) = fight(square_battle(), &[6, 1]);
    for unit in [blue(2), blue(3), blue(4)] {
        assert!(events.contains(&Event::MeleeJoined {
            melee: MeleeId(1),
            unit
        }));
    }
    let report = &rounds(&events)[0];
    assert_eq!(
        report.sides[1].units,
        vec![blue(1), blue(2), blue(3), blue(4)]
    );
    assert_eq!(report.sides[1].half_points, 4 * 24);
    assert_eq!(report.sides[0].half_points, 32);
}

#[test]
fn rule_11_square_broken_when_a_unit_is_driven_back() {
    let (state, events) = fight(square_battle(), &[6, 1]);
    assert_eq!(rounds(&events)[0].winner, Side::First);
    assert!(events.contains(&Event::SquareBroken {
        square: SquareId(1),
        reason: "unit 1 was driven back".into()
    }));
    assert_eq!(
        state.square(SquareId(1)).map(|square| square.broken),
        Some(true)
    );
    let back: Vec<UnitId> = retired(&events).iter().map(|r| r.0).collect();
    assert_eq!(back, vec![blue(1), blue(2), blue(3), blue(4)]);
    // The square's losses are of points: half of each 8 → 4 each, red half of 16.
    assert_eq!(
        [blue(1), blue(2), blue(3), blue(4), red(1), red(2)].map(|unit| points(&state, unit)),
        [4, 4, 4, 4, 4, 4]
    );
}

fn fire_and_charge_kind(battle: Battlefield) -> Vec<MeleeKind> {
    let mut state = battle.at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    run(
        &mut state,
        &mut dice,
        Command::CallFireAndCharge { unit: red(1) },
    );
    nudge(&mut state, &mut dice, red(1));
    kinds(&to_combat(&mut state, &mut dice))
}

#[test]
fn rule_9_fire_and_charge_melee_is_fought_in_one_move() {
    let (state, _, events) = first_round(&one_to_one(), &[6, 1]);
    assert_eq!(kinds(&events), vec![MeleeKind::TwoMove]);
    // A two-move melee goes on after its first round: the winner stays in it.
    assert_eq!(
        state.melee(MeleeId(1)).map(|melee| melee.rounds_fought),
        Some(1)
    );
    assert_eq!(
        fire_and_charge_kind(one_to_one()),
        vec![MeleeKind::FireAndCharge]
    );
}

#[test]
fn rule_13_no_fire_and_charge_against_a_defensive_position_except_a_hill() {
    let (kind, shape) = house();
    assert_eq!(
        fire_and_charge_kind(one_to_one().terrain(kind, shape)),
        vec![MeleeKind::DefensivePosition]
    );
    let (kind, shape) = wall();
    assert_eq!(
        fire_and_charge_kind(one_to_one().terrain(kind, shape)),
        vec![MeleeKind::DefensivePosition]
    );
    let (kind, shape) = hill();
    assert_eq!(
        fire_and_charge_kind(one_to_one().terrain(kind, shape)),
        vec![MeleeKind::FireAndCharge]
    );
}
