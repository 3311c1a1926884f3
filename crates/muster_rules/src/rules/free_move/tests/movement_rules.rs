//! Tests: measured movement, contact and the rearrangement (rules 1, 3, 4, 8, 11 and the
//! move lengths).

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::builder::{Battlefield, blue, red};
use crate::rules::free_move::command::Command;
use crate::rules::free_move::error::RuleError;
use crate::rules::free_move::event::Event;
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::table::{Shape, TerrainKind};
use crate::rules::free_move::{Formation, FreeMove, Morale, Phase, Side, State, UnitType};

fn step(
    state: &mut State,
    unit: crate::rules::free_move::UnitId,
    to: Pose,
) -> Result<Vec<Event>, RuleError> {
    FreeMove::execute(state, Command::Step { unit, to }, &mut Dice::seeded(1))
}

fn one_heavy_infantry() -> Battlefield {
    Battlefield::new().unit(Side::First, 1, UnitType::HeavyInfantry, (10.0, 10.0), 0.0)
}

#[test]
fn move_factor_one_measure_is_at_most_the_move_length() {
    let mut state = one_heavy_infantry().at_phase(Phase::TimedMove);
    assert_eq!(
        step(&mut state, red(1), Pose::new(10.0, 14.5, 0.0)),
        Err(RuleError::TooFar {
            unit: red(1),
            asked: 4.5,
            limit: 4.0
        })
    );
    step(&mut state, red(1), Pose::new(10.0, 14.0, 0.0))
        .expect("4 inches is a heavy infantry move");
    // Free movement: measure after measure, as far as time allows.
    step(&mut state, red(1), Pose::new(10.0, 18.0, 0.0)).expect("a second measure");
    assert_eq!(
        state.unit(red(1)).map(|u| u.pose),
        Some(Pose::new(10.0, 18.0, 0.0))
    );
}

#[test]
fn move_lengths_in_column_or_on_roads() {
    let road = Shape::Path {
        points: vec![(0.0, 30.0), (70.0, 30.0)],
        width: 2.0,
    };
    let mut state = Battlefield::new()
        .unit(Side::First, 1, UnitType::LightCavalry, (10.0, 30.0), 90.0)
        .unit(Side::First, 2, UnitType::HeavyInfantry, (10.0, 10.0), 0.0)
        .terrain(TerrainKind::Road, road)
        .at_phase(Phase::TimedMove);
    // On the road start to end: light cavalry's 10".
    step(&mut state, red(1), Pose::new(20.0, 30.0, 90.0)).expect("10 inches along the road");
    // Leaving the road: the open 8".
    assert!(matches!(
        step(&mut state, red(1), Pose::new(20.0, 39.0, 0.0)),
        Err(RuleError::TooFar { limit: 8.0, .. })
    ));
    // In column: heavy infantry's 6".
    FreeMove::execute(
        &mut state,
        Command::SetFormation {
            unit: red(2),
            formation: Formation::Column,
        },
        &mut Dice::seeded(1),
    )
    .expect("form column");
    step(&mut state, red(2), Pose::new(10.0, 16.0, 0.0)).expect("6 inches in column");
}

#[test]
fn rule_1_touching_an_enemy_freezes_both_stands_in_melee_contact() {
    let mut state = one_heavy_infantry()
        .unit(
            Side::Second,
            1,
            UnitType::LightInfantry,
            (10.0, 13.75),
            180.0,
        )
        .at_phase(Phase::TimedMove);
    let events = step(&mut state, red(1), Pose::new(10.0, 14.0, 0.0)).expect("a charge");
    // The stand stops at the touch: its front meets the enemy's after 2".
    let Some(Event::Stepped { to, .. }) = events.first() else {
        panic!("expected a step first, got {events:?}");
    };
    assert!((to.y - 12.0).abs() < 0.05, "stopped at {to:?}");
    assert!(events.contains(&Event::Contact {
        mover: red(1),
        struck: blue(1)
    }));
    assert!(state.unit(red(1)).is_some_and(|u| u.melee.is_some()));
    assert!(state.unit(blue(1)).is_some_and(|u| u.melee.is_some()));
    assert_eq!(
        step(&mut state, red(1), Pose::new(10.0, 10.0, 0.0)),
        Err(RuleError::InMelee(red(1)))
    );
    assert_eq!(
        step(&mut state, blue(1), Pose::new(10.0, 17.0, 180.0)),
        Err(RuleError::InMelee(blue(1)))
    );
}

#[test]
fn rule_1_stands_behind_a_contact_are_still_free_to_move() {
    let mut state = one_heavy_infantry()
        .unit(Side::First, 2, UnitType::HeavyInfantry, (10.0, 8.25), 0.0)
        .unit(
            Side::Second,
            1,
            UnitType::HeavyInfantry,
            (10.0, 11.75),
            180.0,
        )
        .at_phase(Phase::TimedMove);
    step(&mut state, red(1), Pose::new(10.0, 10.05, 0.0)).expect("into touch");
    assert!(state.unit(red(1)).is_some_and(|u| u.melee.is_some()));
    step(&mut state, red(2), Pose::new(6.0, 8.25, 0.0)).expect("the second rank moves off");
}

#[test]
fn rule_3_a_counter_move_into_contact_freezes_the_same_way() {
    let mut state = one_heavy_infantry()
        .unit(Side::Second, 1, UnitType::HeavyCavalry, (10.0, 16.0), 180.0)
        .at_phase(Phase::TimedMove);
    // The defender counter-charges: the cavalry moves into the infantry.
    let events = step(&mut state, blue(1), Pose::new(10.0, 10.0, 180.0)).expect("counter-charge");
    assert!(events.contains(&Event::Contact {
        mover: blue(1),
        struck: red(1)
    }));
    assert_eq!(
        step(&mut state, red(1), Pose::new(6.0, 10.0, 0.0)),
        Err(RuleError::InMelee(red(1)))
    );
}

#[test]
fn counter_move_away_before_contact_escapes() {
    let mut state = one_heavy_infantry()
        .unit(Side::Second, 1, UnitType::Archers, (10.0, 15.0), 180.0)
        .at_phase(Phase::TimedMove);
    step(&mut state, blue(1), Pose::new(10.0, 21.0, 0.0)).expect("the archers fall back 6\"");
    let events = step(&mut state, red(1), Pose::new(10.0, 14.0, 0.0)).expect("the advance");
    assert!(!events.iter().any(|e| matches!(e, Event::Contact { .. })));
}

#[test]
fn friendly_stands_never_overlap() {
    let mut state = one_heavy_infantry()
        .unit(Side::First, 2, UnitType::HeavyInfantry, (13.0, 10.0), 0.0)
        .at_phase(Phase::TimedMove);
    assert_eq!(
        step(&mut state, red(1), Pose::new(12.0, 10.0, 0.0)),
        Err(RuleError::FriendlyOverlap {
            unit: red(1),
            other: red(2)
        })
    );
    step(&mut state, red(1), Pose::new(11.0, 10.0, 0.0)).expect("tray to tray is allowed");
}

#[test]
fn stands_stay_on_the_table() {
    let mut state = Battlefield::new()
        .unit(Side::First, 1, UnitType::HeavyInfantry, (2.0, 10.0), 0.0)
        .at_phase(Phase::TimedMove);
    assert_eq!(
        step(&mut state, red(1), Pose::new(-1.0, 10.0, 0.0)),
        Err(RuleError::OffTable(red(1)))
    );
}

#[test]
fn rule_4_rearrangement_sideways_and_backward_only() {
    let mut state = one_heavy_infantry().at_phase(Phase::Rearrangement);
    assert_eq!(
        step(&mut state, red(1), Pose::new(10.0, 11.0, 0.0)),
        Err(RuleError::ForwardInRearrangement(red(1)))
    );
    step(&mut state, red(1), Pose::new(12.0, 9.0, 0.0)).expect("sideways and back");
    // One straightening step per stand.
    assert_eq!(
        step(&mut state, red(1), Pose::new(12.0, 8.0, 0.0)),
        Err(RuleError::ForwardInRearrangement(red(1)))
    );
}

#[test]
fn rule_4_no_rearrangement_in_melee_or_within_enemy_missile_range() {
    let mut state = one_heavy_infantry()
        .unit(Side::First, 2, UnitType::HeavyInfantry, (40.0, 10.0), 0.0)
        .unit(Side::Second, 1, UnitType::Archers, (10.0, 21.0), 180.0)
        .at_phase(Phase::Rearrangement);
    // 9.25" edge to edge from the archers: inside their 12".
    assert_eq!(
        step(&mut state, red(1), Pose::new(12.0, 10.0, 0.0)),
        Err(RuleError::InMissileRange(red(1)))
    );
    step(&mut state, red(2), Pose::new(42.0, 10.0, 0.0)).expect("far from the archers");
}

#[test]
fn rule_8_a_retiring_unit_cannot_be_moved() {
    let mut state = one_heavy_infantry()
        .morale(red(1), Morale::Retiring { moves_to_stand: 0 })
        .at_phase(Phase::TimedMove);
    assert_eq!(
        step(&mut state, red(1), Pose::new(10.0, 12.0, 0.0)),
        Err(RuleError::Retiring(red(1)))
    );
}

#[test]
fn rule_8_roll_2_or_3_may_not_move_forward_into_combat() {
    let mut state = one_heavy_infantry()
        .morale(red(1), Morale::MayNotAdvance)
        .unit(
            Side::Second,
            1,
            UnitType::HeavyInfantry,
            (10.0, 13.0),
            180.0,
        )
        .at_phase(Phase::TimedMove);
    assert_eq!(
        step(&mut state, red(1), Pose::new(10.0, 12.0, 0.0)),
        Err(RuleError::MayNotAdvance(red(1)))
    );
    // It may turn and fight (face about) or retire.
    step(&mut state, red(1), Pose::new(10.0, 7.0, 180.0)).expect("retire");
}

fn square_on(battle: Battlefield) -> State {
    let mut state = battle.at_phase(Phase::TimedMove);
    FreeMove::execute(
        &mut state,
        Command::AnnounceSquare {
            units: vec![red(1)],
        },
        &mut Dice::seeded(1),
    )
    .expect("announce the square");
    state
}

#[test]
fn rule_11_clause_3_a_square_moves_half_an_infantry_move() {
    let mut state = square_on(one_heavy_infantry());
    assert!(matches!(
        step(&mut state, red(1), Pose::new(10.0, 12.5, 0.0)),
        Err(RuleError::TooFar { limit: 2.0, .. })
    ));
    step(&mut state, red(1), Pose::new(10.0, 12.0, 0.0)).expect("2 inches");
}

#[test]
fn rule_11_clause_5_squares_never_move_uphill_or_through_broken_terrain() {
    let hill = Shape::Rect {
        min: (0.0, 11.5),
        max: (20.0, 20.0),
    };
    let mut state = square_on(one_heavy_infantry().hill(hill));
    assert_eq!(
        step(&mut state, red(1), Pose::new(10.0, 12.0, 0.0)),
        Err(RuleError::SquareUphill(red(1)))
    );
    let woods = Shape::Circle {
        centre: (10.0, 12.5),
        radius: 1.0,
    };
    let mut state = square_on(one_heavy_infantry().terrain(TerrainKind::Woods, woods));
    assert_eq!(
        step(&mut state, red(1), Pose::new(10.0, 12.0, 0.0)),
        Err(RuleError::SquareThroughBrokenGround(red(1)))
    );
}

#[test]
fn rule_11_clause_5_a_square_formed_on_a_hill_cannot_move_at_all() {
    let hill = Shape::Circle {
        centre: (10.0, 10.0),
        radius: 6.0,
    };
    let mut state = square_on(one_heavy_infantry().hill(hill));
    assert_eq!(
        step(&mut state, red(1), Pose::new(10.0, 9.0, 0.0)),
        Err(RuleError::SquareOnHill(red(1)))
    );
}

#[test]
fn rule_11_squares_are_infantry_announced_before_the_move() {
    let mut state = Battlefield::new()
        .unit(Side::First, 1, UnitType::HeavyCavalry, (10.0, 10.0), 0.0)
        .unit(Side::First, 2, UnitType::HeavyInfantry, (20.0, 10.0), 0.0)
        .unit(Side::First, 3, UnitType::HeavyInfantry, (30.0, 10.0), 0.0)
        .unit(Side::First, 4, UnitType::LightInfantry, (32.0, 10.0), 0.0)
        .at_phase(Phase::TimedMove);
    let announce = |units| Command::AnnounceSquare { units };
    assert_eq!(
        FreeMove::check(&state, &announce(vec![red(1)])),
        Err(RuleError::SquareNotInfantry(red(1)))
    );
    // The stands of a square stand together.
    assert_eq!(
        FreeMove::check(&state, &announce(vec![red(2), red(3)])),
        Err(RuleError::SquareApart)
    );
    assert_eq!(
        FreeMove::check(&state, &announce(vec![red(3), red(4)])),
        Ok(())
    );
    // Once the side has moved a stand, the move has begun: too late.
    step(&mut state, red(1), Pose::new(10.0, 12.0, 0.0)).expect("the cavalry moves");
    assert_eq!(
        FreeMove::check(&state, &announce(vec![red(2)])),
        Err(RuleError::SquareDuringMove)
    );
    // After the bell it would change a fight already joined (rule 5).
    FreeMove::apply(
        &mut state,
        &Event::PhaseBegan {
            phase: Phase::Rearrangement,
        },
    );
    assert_eq!(
        FreeMove::check(&state, &announce(vec![red(2)])),
        Err(RuleError::SquareDuringMove)
    );
}

#[test]
fn bonus_move_is_one_normal_move_for_units_owed_one() {
    let mut state = one_heavy_infantry()
        .unit(Side::First, 2, UnitType::HeavyInfantry, (20.0, 10.0), 0.0)
        .at_phase(Phase::BonusMoves);
    FreeMove::apply(&mut state, &Event::BonusMoveGranted { unit: red(1) });
    assert_eq!(
        step(&mut state, red(2), Pose::new(20.0, 12.0, 0.0)),
        Err(RuleError::NoBonusMove(red(2)))
    );
    step(&mut state, red(1), Pose::new(10.0, 14.0, 0.0)).expect("the bonus move");
    assert_eq!(
        step(&mut state, red(1), Pose::new(10.0, 16.0, 0.0)),
        Err(RuleError::NoBonusMove(red(1)))
    );
}

#[test]
fn rule_11_clause_6_an_announced_square_stays_a_square_through_the_move() {
    let battle = Battlefield::new()
        .unit(Side::First, 1, UnitType::HeavyInfantry, (10.0, 10.0), 0.0)
        .unit(Side::First, 2, UnitType::HeavyInfantry, (12.0, 10.0), 0.0);
    let mut state = battle.at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    FreeMove::execute(
        &mut state,
        Command::AnnounceSquare {
            units: vec![red(1), red(2)],
        },
        &mut dice,
    )
    .expect("announced before the move");
    // The stands drift apart while the square is moved by hand ...
    step(&mut state, red(1), Pose::new(8.5, 11.0, 0.0)).expect("half a move");
    step(&mut state, red(2), Pose::new(13.0, 11.5, 0.0)).expect("half a move");
    FreeMove::execute(&mut state, Command::Bell, &mut dice).expect("the bell");
    // ... and it is still a square at the end of the move: reformed, value kept.
    for id in [red(1), red(2)] {
        let unit = state.unit(id).expect("on the roster");
        assert!(state.in_formed_square(unit), "{id:?} left the square");
    }
}
