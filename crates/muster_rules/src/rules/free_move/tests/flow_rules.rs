//! Tests: the sequence of a game move — deployment, the timed move, the bell, Time (rule 6),
//! recovery rolls (rule 8) and victory.

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::builder::{Battlefield, blue, red};
use crate::rules::free_move::command::Command;
use crate::rules::free_move::error::RuleError;
use crate::rules::free_move::event::{Event, RetireReason};
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::{FreeMove, Morale, Phase, Side, State, UnitType};
use crate::scenario::free_move::Shape;

use super::support::run;

fn two_lines() -> Battlefield {
    Battlefield::new()
        .unit(Side::First, 1, UnitType::HeavyInfantry, (10.0, 10.0), 0.0)
        .unit(Side::First, 2, UnitType::HeavyInfantry, (20.0, 10.0), 0.0)
        .unit(
            Side::Second,
            1,
            UnitType::HeavyInfantry,
            (10.0, 30.0),
            180.0,
        )
        .unit(
            Side::Second,
            2,
            UnitType::HeavyInfantry,
            (20.0, 30.0),
            180.0,
        )
}

#[test]
fn deployment_inside_the_zone_then_both_ready_starts_timed_move_1() {
    let battle = two_lines().scenario(|scenario| {
        scenario.sides[0].deployment = Some(Shape::Rect {
            min: (0.0, 0.0),
            max: (72.0, 14.0),
        });
    });
    let mut state = battle.state();
    let mut dice = Dice::seeded(7);
    assert_eq!(state.phase, Phase::Deployment);
    assert_eq!(
        FreeMove::check(
            &state,
            &Command::Deploy {
                unit: red(1),
                to: Pose::new(10.0, 20.0, 0.0)
            }
        ),
        Err(RuleError::OutsideDeployment(red(1)))
    );
    run(
        &mut state,
        &mut dice,
        Command::Deploy {
            unit: red(1),
            to: Pose::new(30.0, 12.0, 0.0),
        },
    );
    run(&mut state, &mut dice, Command::Done { side: Side::First });
    assert_eq!(state.phase, Phase::Deployment);
    let events = run(&mut state, &mut dice, Command::Done { side: Side::Second });
    assert_eq!(state.phase, Phase::TimedMove);
    assert_eq!(state.move_number, 1);
    assert!(events.iter().any(|event| matches!(
        event,
        Event::TimedMoveBegan { number: 1, time } if time.seconds == 120.0
    )));
}

#[test]
fn the_bell_ends_the_timed_move_all_movement_ceases() {
    let mut state = two_lines().at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    run(&mut state, &mut dice, Command::Bell);
    assert_eq!(state.phase, Phase::Rearrangement);
    // Only rearrangement moves now: nothing forward.
    assert_eq!(
        FreeMove::check(
            &state,
            &Command::Step {
                unit: red(1),
                to: Pose::new(10.0, 13.0, 0.0)
            }
        ),
        Err(RuleError::ForwardInRearrangement(red(1)))
    );
}

#[test]
fn a_game_move_runs_from_bell_to_the_next_timed_move() {
    let mut state = two_lines().at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    run(&mut state, &mut dice, Command::Bell);
    run(&mut state, &mut dice, Command::Done { side: Side::First });
    run(&mut state, &mut dice, Command::Done { side: Side::Second });
    // Nobody can shoot: missile fire is skipped, no melee, the next timed move begins.
    assert_eq!(state.phase, Phase::TimedMove);
    assert_eq!(state.move_number, 2);
}

#[test]
fn rule_6_calling_time_halts_the_move_and_no_combat_until_another_timed_move() {
    let mut state = Battlefield::new()
        .unit(Side::First, 1, UnitType::HeavyInfantry, (10.0, 10.0), 0.0)
        .unit(
            Side::Second,
            1,
            UnitType::HeavyInfantry,
            (10.0, 12.0),
            180.0,
        )
        .at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    run(
        &mut state,
        &mut dice,
        Command::Step {
            unit: red(1),
            to: Pose::new(10.0, 11.0, 0.0),
        },
    );
    assert!(state.unit(red(1)).is_some_and(|unit| unit.melee.is_some()));
    let events = run(
        &mut state,
        &mut dice,
        Command::CallTime { side: Side::Second },
    );
    assert_eq!(
        events.first(),
        Some(&Event::TimeCalled { side: Side::Second })
    );
    // Straight into the next timed move: no rearrangement, no fire, no melee round.
    assert!(
        !events
            .iter()
            .any(|event| matches!(event, Event::MeleeRound(_) | Event::Rolled(_)))
    );
    assert_eq!(state.phase, Phase::TimedMove);
    assert_eq!(state.move_number, 2);
    assert!(state.combat_suspended);
    assert_eq!(
        state.melees.first().map(|melee| melee.rounds_fought),
        Some(0)
    );
    // The stands stay frozen; after another timed move, combat is judged again.
    run(&mut state, &mut dice, Command::Bell);
    assert!(!state.combat_suspended);
    assert_eq!(state.phase, Phase::Rearrangement);
}

#[test]
fn rule_8_retired_unit_stands_one_timed_move_then_rolls() {
    let mut state = two_lines()
        .morale(red(1), Morale::Retiring { moves_to_stand: 1 })
        .at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    dice.script([5]);
    // End of move 1: the next timed move it stands (no roll yet).
    run(&mut state, &mut dice, Command::Bell);
    run(&mut state, &mut dice, Command::Done { side: Side::First });
    let events = run(&mut state, &mut dice, Command::Done { side: Side::Second });
    assert!(!events.iter().any(|event| matches!(event, Event::Rolled(_))));
    assert_eq!(
        state.unit(red(1)).map(|unit| unit.morale),
        Some(Morale::Retiring { moves_to_stand: 0 })
    );
    // End of move 2: the recovery roll, a 5: back at full value.
    run(&mut state, &mut dice, Command::Bell);
    run(&mut state, &mut dice, Command::Done { side: Side::First });
    let events = run(&mut state, &mut dice, Command::Done { side: Side::Second });
    assert!(
        events
            .iter()
            .any(|event| matches!(event, Event::Rolled(report) if report.roll.value == 5))
    );
    assert_eq!(
        state.unit(red(1)).map(|unit| unit.morale),
        Some(Morale::Recovered)
    );
}

fn recovery_roll(value: u8) -> (State, Vec<Event>) {
    let mut state = two_lines()
        .morale(red(1), Morale::Retiring { moves_to_stand: 0 })
        .at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    dice.script([value]);
    run(&mut state, &mut dice, Command::Bell);
    run(&mut state, &mut dice, Command::Done { side: Side::First });
    let events = run(&mut state, &mut dice, Command::Done { side: Side::Second });
    (state, events)
}

#[test]
fn rule_8_clause_1_a_1_retires_another_move_and_rolls_again() {
    let (state, events) = recovery_roll(1);
    assert!(events.iter().any(|event| matches!(
        event,
        Event::Retired { unit, moves: 1, reason: RetireReason::StillShaken, .. } if *unit == red(1)
    )));
    let unit = state.unit(red(1)).expect("on the roster");
    assert_eq!(unit.morale, Morale::Retiring { moves_to_stand: 0 });
    // Back one heavy infantry move (4"), turned away from the enemy.
    assert!((unit.pose.y - 6.0).abs() < 0.01, "{:?}", unit.pose);
    assert!((unit.pose.facing - 180.0).abs() < 0.01);
}

#[test]
fn rule_8_clause_2_a_2_or_3_may_fight_or_retire_but_not_advance() {
    for value in [2, 3] {
        let (state, _) = recovery_roll(value);
        assert_eq!(
            state.unit(red(1)).map(|unit| unit.morale),
            Some(Morale::MayNotAdvance)
        );
    }
}

#[test]
fn rule_8_clause_3_a_4_5_or_6_restores_full_morale() {
    for value in [4, 5, 6] {
        let (state, _) = recovery_roll(value);
        assert_eq!(
            state.unit(red(1)).map(|unit| unit.morale),
            Some(Morale::Recovered)
        );
    }
}

#[test]
fn time_factor_shortens_the_countdown_as_stands_are_lost() {
    let battle = two_lines().points(blue(1), 0).points(blue(2), 0);
    let mut state = battle.at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    run(&mut state, &mut dice, Command::Bell);
    run(&mut state, &mut dice, Command::Done { side: Side::First });
    let events = run(&mut state, &mut dice, Command::Done { side: Side::Second });
    // Two of four stands left: half, so 1:00 — but the Blue army is gone: victory first.
    assert!(events.iter().any(
        |event| matches!(event, Event::Victory(result) if result.winner == Some(Side::First))
    ));
    assert_eq!(state.phase, Phase::GameOver);
}

#[test]
fn victory_after_the_scenario_s_last_move_goes_to_the_holder_of_the_place() {
    let battle = two_lines().scenario(|scenario| {
        scenario.victory.moves = Some(1);
        scenario.victory.hold = Some(crate::rules::free_move::victory::Objective {
            name: "the ford".into(),
            shape: Shape::Circle {
                centre: (20.0, 30.0),
                radius: 3.0,
            },
        });
    });
    let mut state = battle.at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    run(&mut state, &mut dice, Command::Bell);
    run(&mut state, &mut dice, Command::Done { side: Side::First });
    run(&mut state, &mut dice, Command::Done { side: Side::Second });
    let result = state.result.clone().expect("decided after the last move");
    assert_eq!(result.winner, Some(Side::Second));
    assert_eq!(result.reason, "Blue alone holds the ford");
    assert_eq!(
        FreeMove::check(&state, &Command::Bell),
        Err(RuleError::GameOver)
    );
}
