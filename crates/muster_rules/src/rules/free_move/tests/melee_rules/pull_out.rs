//! Tests: pulling out of a two-move melee (rule 12, contingency 1).

use super::*;
use crate::rules::free_move::melee::{check_pull_out, pull_out_loss};

#[test]
fn rule_12_pull_out_loses_20_percent_and_retires_four_moves() {
    assert_eq!([8, 4, 3, 2, 1].map(pull_out_loss), [2, 1, 1, 0, 0]);
    let (mut state, mut dice, _) = first_round(&two_deep_lines(), &[6, 1]);
    assert_eq!(state.phase, Phase::PullOut);
    let before = [red(1), red(2)].map(|unit| points(&state, unit));
    let events = run(
        &mut state,
        &mut dice,
        Command::PullOut {
            side: Side::Second,
            melee: 1,
        },
    );
    assert_eq!(
        events[0],
        Event::PulledOut {
            melee: 1,
            side: Side::Second
        }
    );
    assert_eq!(
        events[1],
        Event::Casualties {
            unit: blue(2),
            points: 2,
            cause: Cause::PullOut
        }
    );
    assert_eq!(points(&state, blue(2)), 6);
    let back = retired(&events);
    assert_eq!(
        (back[0].0, back[0].1, back[0].2),
        (blue(2), 4, RetireReason::PulledOut)
    );
    // The opponent loses nothing.
    assert_eq!([red(1), red(2)].map(|unit| points(&state, unit)), before);
    // Rule 8: it cannot be moved on the next timed move.
    for side in Side::BOTH {
        run(&mut state, &mut dice, Command::Done { side });
    }
    assert_eq!(state.phase, Phase::TimedMove);
    let pose = state.unit(blue(2)).map(|u| u.pose).expect("blue 2");
    let step = Command::Step {
        unit: blue(2),
        to: Pose::new(pose.x + 1.0, pose.y, pose.facing),
    };
    assert_eq!(
        FreeMove::execute(&mut state, step, &mut dice),
        Err(RuleError::Retiring(blue(2)))
    );
}

#[test]
fn rule_12_pull_out_only_after_the_first_move() {
    let mut state = two_deep_lines().at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    nudge(&mut state, &mut dice, red(1));
    // Before the first round: not yet.
    assert_eq!(
        check_pull_out(&state, Side::Second, 1),
        Err(RuleError::CannotPullOut)
    );
    let command = Command::PullOut {
        side: Side::Second,
        melee: 1,
    };
    assert_eq!(
        FreeMove::execute(&mut state, command, &mut dice),
        Err(RuleError::WrongPhase(Phase::TimedMove))
    );
    dice.script([6, 1]);
    to_combat(&mut state, &mut dice);
    assert_eq!(check_pull_out(&state, Side::Second, 1), Ok(()));
    assert_eq!(
        check_pull_out(&state, Side::Second, 9),
        Err(RuleError::NoSuchMelee(9))
    );
    // After the second round the melee is over: nothing left to pull out of.
    for side in Side::BOTH {
        run(&mut state, &mut dice, Command::Done { side });
    }
    dice.script([6, 1]);
    to_combat(&mut state, &mut dice);
    assert_eq!(
        check_pull_out(&state, Side::Second, 1),
        Err(RuleError::NoSuchMelee(1))
    );
}

#[test]
fn rule_12_pull_out_gives_no_bonus_move() {
    let (mut state, mut dice, _) = first_round(&two_deep_lines(), &[6, 1]);
    let mut events = run(
        &mut state,
        &mut dice,
        Command::PullOut {
            side: Side::Second,
            melee: 1,
        },
    );
    assert!(events.contains(&Event::MeleeEnded {
        melee: 1,
        winner: Some(Side::First)
    }));
    for side in Side::BOTH {
        events.extend(run(&mut state, &mut dice, Command::Done { side }));
    }
    assert!(granted(&events).is_empty());
    assert_eq!((state.phase, state.move_number), (Phase::TimedMove, 2));
    // The victor's stands are free again: they may reform on the spot.
    assert_eq!(state.unit(red(2)).and_then(|u| u.melee), None);
    run(
        &mut state,
        &mut dice,
        Command::Step {
            unit: red(2),
            to: Pose::new(12.0, 8.25, 0.0),
        },
    );
}
