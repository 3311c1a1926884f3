//! Tests: pulling out of a two-move melee (rule 12, contingency 1).

use super::*;
use crate::rules::free_move::MeleeId;
use crate::rules::free_move::Points;
use crate::rules::free_move::melee::check_pull_out;
use crate::rules::free_move::melee_losses::pull_out_loss;

#[test]
fn rule_12_pull_out_loses_20_percent_and_retires_four_moves() {
    // A lone stand in the melee: 20% of 8, 4, 3, 2, 1 points.
    assert_eq!([8, 4, 3, 2, 1].map(pull_out_loss), [2, 1, 1, 0, 0]);
    let (mut state, mut dice, _) = first_round(&two_deep_lines(), &[6, 1]);
    assert_eq!(state.phase, Phase::PullOut);
    let before = [red(1), red(2)].map(|unit| points(&state, unit));
    let events = run(
        &mut state,
        &mut dice,
        Command::PullOut {
            side: Side::Second,
            melee: MeleeId(1),
        },
    );
    assert_eq!(
        events[0],
        Event::PulledOut {
            melee: MeleeId(1),
            side: Side::Second
        }
    );
    assert_eq!(
        events[1],
        Event::Casualties {
            unit: blue(2),
            points: Points(2),
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
        check_pull_out(&state, Side::Second, MeleeId(1)),
        Err(RuleError::CannotPullOut)
    );
    let command = Command::PullOut {
        side: Side::Second,
        melee: MeleeId(1),
    };
    assert_eq!(
        FreeMove::execute(&mut state, command, &mut dice),
        Err(RuleError::WrongPhase(Phase::TimedMove))
    );
    dice.script([6, 1]);
    to_combat(&mut state, &mut dice);
    assert_eq!(check_pull_out(&state, Side::Second, MeleeId(1)), Ok(()));
    assert_eq!(
        check_pull_out(&state, Side::Second, MeleeId(9)),
        Err(RuleError::NoSuchMelee(MeleeId(9)))
    );
    // After the second round the melee is over: nothing left to pull out of.
    for side in Side::BOTH {
        run(&mut state, &mut dice, Command::Done { side });
    }
    dice.script([6, 1]);
    to_combat(&mut state, &mut dice);
    assert_eq!(
        check_pull_out(&state, Side::Second, MeleeId(1)),
        Err(RuleError::NoSuchMelee(MeleeId(1)))
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
            melee: MeleeId(1),
        },
    );
    assert!(events.contains(&Event::MeleeEnded {
        melee: MeleeId(1),
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

/// Red 1 and red 3 (heavy infantry) strike three blue stands in line, each touching two
/// (red 3 makes the contact first, then red 1);
/// blue stands two deep: blue 2, 4 (8 points) and 6 (4 points) behind its front line.
fn wide_lines() -> Battlefield {
    field()
        .unit(Side::First, 1, HI, (10.9, 10.0), 0.0)
        .unit(Side::First, 3, HI, (12.9, 10.0), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 11.75), 180.0)
        .unit(Side::Second, 3, HI, (12.0, 11.75), 180.0)
        .unit(Side::Second, 5, HI, (14.0, 11.75), 180.0)
        .unit(Side::Second, 2, HI, (10.0, 13.5), 180.0)
        .unit(Side::Second, 4, HI, (12.0, 13.5), 180.0)
        .unit(Side::Second, 6, HI, (14.0, 13.5), 180.0)
        .points(blue(6), 4)
}

#[test]
fn rule_12_pull_out_loses_twenty_percent_of_the_points_in_the_melee_rounded_once() {
    // Rule 12, contingency 1: "As a penalty for pulling out of the melee, he will lose 20% of
    // the combat value points his troops are worth". Blue's stands left in the melee are
    // worth 8 + 8 + 4 = 20: 20% is 4, not 2 + 2 + 1 = 5 rounded stand by stand.
    let mut state = wide_lines().at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    dice.script([6, 1]);
    // Red 3 first: red 1's step would otherwise run into it.
    nudge(&mut state, &mut dice, red(3));
    nudge(&mut state, &mut dice, red(1));
    let events = to_combat(&mut state, &mut dice);
    assert_eq!(rounds(&events)[0].winner, Side::First);
    assert_eq!(state.phase, Phase::PullOut);
    assert_eq!(
        crate::rules::free_move::melee_ranks::side_members(&state, MeleeId(1), Side::Second),
        vec![blue(2), blue(4), blue(6)],
        "blue's front line retired; its second rank stays in the melee"
    );
    let events = run(
        &mut state,
        &mut dice,
        Command::PullOut {
            side: Side::Second,
            melee: MeleeId(1),
        },
    );
    let lost: Vec<(UnitId, u32)> = events
        .iter()
        .filter_map(|event| match event {
            Event::Casualties {
                unit,
                points,
                cause: Cause::PullOut,
            } => Some((*unit, points.0)),
            _ => None,
        })
        .collect();
    // Taken a point at a time from the stand with most points left: blue 2, blue 4, blue 2,
    // blue 4; blue 6 (4 points) loses nothing.
    assert_eq!(lost, vec![(blue(2), 2), (blue(4), 2)]);
    assert_eq!(lost.iter().map(|(_, points)| points).sum::<u32>(), 4);
    assert_eq!(
        [blue(2), blue(4), blue(6)].map(|unit| points(&state, unit)),
        [6, 6, 4]
    );
    let back: Vec<(UnitId, u8)> = retired(&events).iter().map(|r| (r.0, r.1)).collect();
    assert_eq!(back, vec![(blue(2), 4), (blue(4), 4), (blue(6), 4)]);
}
