//! Tests: rule 13, missile fire against defensive positions (hills, houses, walls) and
//! from houses; rule 11, clause 2 (a square gives no immunity from missile fire).

use super::{casualties, check, explanations, fire, points, rolls, scripted, volleys};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::builder::{Battlefield, blue, red};
use crate::rules::free_move::event::{Cause, Event, RollReason};
use crate::rules::free_move::table::{Shape, TerrainKind};
use crate::rules::free_move::{Command, FreeMove, Phase, RuleError, Side, State};
use crate::rules::free_move::{UnitType, UnitType::*};

/// Red's shooter at (10, 20) facing up; Blue's target on a hill at (10, 30).
fn hill_battle(target: UnitType) -> State {
    Battlefield::new()
        .unit(Side::First, 9, Archers, (10.0, 20.0), 0.0)
        .unit(Side::Second, 3, target, (10.0, 30.0), 180.0)
        .hill(Shape::Circle {
            centre: (10.0, 30.0),
            radius: 4.0,
        })
        .at_phase(Phase::MissileFire)
}

/// The hits one volley from red 9 at blue 3 scores with `face` on the die.
fn hits_with(mut state: State, face: u8) -> (u32, Vec<(RollReason, u8)>) {
    let mut dice = scripted(&[face]);
    let events = fire(&mut state, &mut dice, &[(red(9), blue(3))]);
    let hits = volleys(&events).first().map_or(99, |volley| volley.2);
    (hits, rolls(&events))
}

#[test]
fn rule_13_on_a_hill_light_hit_on_1_3_6() {
    for face in 1..=6 {
        let (hits, rolled) = hits_with(hill_battle(LightInfantry), face);
        let expected = u32::from([1, 3, 6].contains(&face));
        assert_eq!(hits, expected, "face {face}");
        assert_eq!(rolled, vec![(RollReason::MissileFire, face)]);
    }
}

#[test]
fn rule_13_on_a_hill_heavy_hit_only_on_3_or_6() {
    for face in 1..=6 {
        let (hits, rolled) = hits_with(hill_battle(HeavyInfantry), face);
        let expected = u32::from([3, 6].contains(&face));
        assert_eq!(hits, expected, "face {face}");
        assert_eq!(rolled, vec![(RollReason::MissileFire, face)]);
    }
    // Three archers at one heavy stand on a hill roll 1, 5 and 3: one hit.
    let mut state = Battlefield::new()
        .unit(Side::First, 1, Archers, (6.0, 20.0), 0.0)
        .unit(Side::First, 2, Archers, (10.0, 20.0), 0.0)
        .unit(Side::First, 4, Archers, (14.0, 20.0), 0.0)
        .unit(Side::Second, 3, HeavyInfantry, (10.0, 30.0), 180.0)
        .hill(Shape::Circle {
            centre: (10.0, 30.0),
            radius: 4.0,
        })
        .at_phase(Phase::MissileFire);
    let mut dice = scripted(&[1, 5, 3]);
    let events = fire(
        &mut state,
        &mut dice,
        &[(red(1), blue(3)), (red(2), blue(3)), (red(4), blue(3))],
    );
    assert_eq!(
        volleys(&events),
        vec![
            (red(1), blue(3), 0),
            (red(2), blue(3), 0),
            (red(4), blue(3), 1)
        ]
    );
    assert_eq!(points(&state, blue(3)), 7);
    assert_eq!(
        explanations(&events)[2],
        "Unit 4 (archers) shoots unit 3 (heavy infantry) on a hill (rule 13): rolled 3, a hit \
         (3 or 6): one point killed (rule 13: one die per firing unit, in all cases)"
    );
}

#[test]
fn rule_13_in_all_cases_flank_fire_on_a_hill_rolls() {
    let mut state = Battlefield::new()
        .unit(Side::First, 9, Archers, (18.0, 30.0), 270.0)
        .unit(Side::Second, 3, HeavyInfantry, (10.0, 30.0), 180.0)
        .hill(Shape::Circle {
            centre: (10.0, 30.0),
            radius: 4.0,
        })
        .at_phase(Phase::MissileFire);
    let mut dice = scripted(&[2]);
    let events = fire(&mut state, &mut dice, &[(red(9), blue(3))]);
    assert_eq!(rolls(&events), vec![(RollReason::MissileFire, 2)]);
    assert_eq!(volleys(&events), vec![(red(9), blue(3), 0)]);
    assert_eq!(points(&state, blue(3)), 8);
}

/// A wall along y = 15 with blue heavy infantry 3 lining it at (10, 16), facing it;
/// red archers 9 at `shooter` facing `facing`.
fn wall_battle(target_at: (f32, f32), shooter: (f32, f32), facing: f32) -> State {
    Battlefield::new()
        .unit(Side::First, 9, Archers, shooter, facing)
        .unit(Side::Second, 3, HeavyInfantry, target_at, 180.0)
        .terrain(
            TerrainKind::Wall,
            Shape::Path {
                points: vec![(0.0, 15.0), (72.0, 15.0)],
                width: 0.2,
            },
        )
        .at_phase(Phase::MissileFire)
}

#[test]
fn rule_13_behind_a_wall_only_when_the_wall_is_between() {
    // Across the wall, from the front: rule 13, a 1 misses heavy infantry.
    let (hits, rolled) = hits_with(wall_battle((10.0, 16.0), (10.0, 6.0), 0.0), 1);
    assert_eq!((hits, rolled), (0, vec![(RollReason::MissileFire, 1)]));
    // Across the wall, a 3 hits.
    let (hits, _) = hits_with(wall_battle((10.0, 16.0), (10.0, 6.0), 0.0), 3);
    assert_eq!(hits, 1);
    // From the flank along the wall (not across it): the open table, automatic.
    let (hits, rolled) = hits_with(wall_battle((10.0, 16.0), (16.0, 16.0), 270.0), 1);
    assert_eq!((hits, rolled), (1, vec![]));
    // Across a wall the target stands back from, not lining it: the open table, a 1 hits.
    let (hits, rolled) = hits_with(wall_battle((10.0, 20.0), (10.0, 8.0), 0.0), 1);
    assert_eq!((hits, rolled), (1, vec![(RollReason::MissileFire, 1)]));
}

/// A house from (20, 20) to (26, 26); red 9 at `shooter`, blue 3 at `target`.
fn house_battle(shooter: (UnitType, (f32, f32)), target: (UnitType, (f32, f32))) -> State {
    Battlefield::new()
        .unit(Side::First, 9, shooter.0, shooter.1, 0.0)
        .unit(Side::Second, 3, target.0, target.1, 180.0)
        .terrain(
            TerrainKind::House,
            Shape::Rect {
                min: (20.0, 20.0),
                max: (26.0, 26.0),
            },
        )
        .at_phase(Phase::MissileFire)
}

#[test]
fn rule_13_javelins_refused_from_or_against_a_house() {
    let from_house = house_battle((LightInfantry, (23.0, 23.0)), (LightInfantry, (23.0, 30.0)));
    assert_eq!(
        check(&from_house, red(9), blue(3)),
        Err(RuleError::JavelinsAndHouses(red(9)))
    );
    let against_house = house_battle((LightInfantry, (23.0, 16.0)), (LightInfantry, (23.0, 23.0)));
    assert_eq!(
        check(&against_house, red(9), blue(3)),
        Err(RuleError::JavelinsAndHouses(red(9)))
    );
    // The same stands in the open may throw.
    let open = house_battle((LightInfantry, (40.0, 16.0)), (LightInfantry, (40.0, 23.0)));
    assert_eq!(check(&open, red(9), blue(3)), Ok(()));
}

#[test]
fn rule_13_arrows_from_a_house_roll_the_dice() {
    let from_house = || house_battle((Archers, (23.0, 23.0)), (LightInfantry, (23.0, 30.0)));
    // A light target in the open would lose a point automatically; from a house, a 2 misses.
    let (hits, rolled) = hits_with(from_house(), 2);
    assert_eq!((hits, rolled), (0, vec![(RollReason::MissileFire, 2)]));
    let (hits, _) = hits_with(from_house(), 3);
    assert_eq!(hits, 1);
    // Arrows against heavy infantry inside a house: 3 or 6 only.
    let into_house = || house_battle((Archers, (23.0, 14.0)), (HeavyInfantry, (23.0, 23.0)));
    let (hits, _) = hits_with(into_house(), 1);
    assert_eq!(hits, 0);
    let (hits, _) = hits_with(into_house(), 6);
    assert_eq!(hits, 1);
}

#[test]
fn rule_11_2_a_square_gives_no_immunity_from_missile_fire() {
    let mut state = Battlefield::new()
        .unit(Side::First, 9, Archers, (10.0, 10.0), 0.0)
        .unit(Side::Second, 3, LightInfantry, (10.0, 18.0), 180.0)
        .at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    FreeMove::execute(
        &mut state,
        Command::AnnounceSquare {
            units: vec![blue(3)],
        },
        &mut dice,
    )
    .expect("a square of one stand, announced before the move");
    crate::rules::free_move::apply::apply(
        &mut state,
        &crate::rules::free_move::event::Event::PhaseBegan {
            phase: Phase::MissileFire,
        },
    );
    let events = fire(&mut state, &mut dice, &[(red(9), blue(3))]);
    assert_eq!(rolls(&events), vec![]);
    assert_eq!(volleys(&events), vec![(red(9), blue(3), 1)]);
    assert_eq!(casualties(&events), vec![(blue(3), 1, Cause::MissileFire)]);
    assert!(
        !events
            .iter()
            .any(|event| matches!(event, Event::SquareBroken { .. })),
        "one point lost does not break the square"
    );
}
