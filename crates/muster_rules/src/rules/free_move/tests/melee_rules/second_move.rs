//! Tests: the winner of a first-move melee stays in it, frozen through the second timed move,
//! and is judged again at its end (rule 12, clauses 3 to 7).

use super::*;
use crate::rules::free_move::MeleeId;

/// Red 1 against blue 1, one stand each, and a free blue 3 that may reinforce; red wins the
/// first round, so blue 1 retires and nobody of blue is left in the melee. Played on to the
/// second timed move.
fn after_a_lost_front_line() -> (State, Dice) {
    let battle = field()
        .unit(Side::First, 1, HI, (9.9, 10.0), 0.0)
        .unit(Side::First, 2, HI, (20.0, 8.0), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 11.75), 180.0)
        .unit(Side::Second, 3, HI, (13.0, 13.5), 180.0);
    let (mut state, mut dice, events) = first_round(&battle, &[6, 1]);
    assert_eq!(rounds(&events)[0].winner, Side::First);
    assert_eq!(
        crate::rules::free_move::melee_ranks::side_members(&state, MeleeId(1), Side::Second),
        Vec::<UnitId>::new()
    );
    for side in Side::BOTH {
        run(&mut state, &mut dice, Command::Done { side });
    }
    assert_eq!((state.phase, state.move_number), (Phase::TimedMove, 2));
    (state, dice)
}

#[test]
fn rule_12_3_the_winner_stays_in_the_melee_frozen_through_the_second_move() {
    // Rule 12.3.2: "The winner of the melee … his men stay in the melee"; and "all units
    // within the melee contact circle must remain 'frozen' during the second game move and
    // cannot be moved out of the melee".
    let (mut state, mut dice) = after_a_lost_front_line();
    assert_eq!(state.unit(red(1)).and_then(|u| u.melee), Some(MeleeId(1)));
    let out_of_the_melee = Command::Step {
        unit: red(1),
        to: Pose::new(10.0, 8.0, 0.0),
    };
    assert_eq!(
        FreeMove::execute(&mut state, out_of_the_melee, &mut dice),
        Err(RuleError::InMelee(red(1)))
    );
    // Positive twin: red 2, in no melee, moves freely in the same timed move.
    run(
        &mut state,
        &mut dice,
        Command::Step {
            unit: red(2),
            to: Pose::new(21.0, 8.0, 0.0),
        },
    );
    // "As we shall see, reinforcements can be rushed into this melee however, during the
    // second game move": blue 3 strikes frozen red 1 and is fought at the second round.
    let mut events = run(
        &mut state,
        &mut dice,
        Command::Step {
            unit: blue(3),
            to: Pose::new(10.0, 11.75, 180.0),
        },
    );
    assert_eq!(state.unit(blue(3)).and_then(|u| u.melee), Some(MeleeId(1)));
    dice.script([1, 6]);
    events.extend(to_combat(&mut state, &mut dice));
    let report = &rounds(&events)[0];
    assert_eq!((report.melee, report.round), (MeleeId(1), 2));
    assert_eq!(report.sides[0].units, vec![red(1)]);
    assert_eq!(report.sides[1].units, vec![blue(3)]);
    assert_eq!(report.winner, Side::Second);
    assert_eq!(granted(&events), vec![blue(3)]);
}

#[test]
fn rule_12_7_an_unopposed_winner_of_the_second_move_gets_the_bonus_move() {
    // Rule 12.7: "at the end of the second Game Move, the melee has been judged completely,
    // and one side is a winner of the melee. The winner of this second game move melee is
    // now allowed a bonus move". Nobody of blue came back into the melee: red wins it
    // without a round.
    let (mut state, mut dice) = after_a_lost_front_line();
    let events = to_combat(&mut state, &mut dice);
    assert!(rounds(&events).is_empty());
    assert!(melee_rolls(&events).is_empty());
    assert!(events.contains(&Event::MeleeEnded {
        melee: MeleeId(1),
        winner: Some(Side::First)
    }));
    assert_eq!(granted(&events), vec![red(1)]);
    assert_eq!(state.phase, Phase::BonusMoves);
    // Now red 1 is free to make its bonus move.
    assert_eq!(state.unit(red(1)).and_then(|u| u.melee), None);
    run(
        &mut state,
        &mut dice,
        Command::Step {
            unit: red(1),
            to: Pose::new(10.0, 12.0, 0.0),
        },
    );
}

#[test]
fn rule_12_a_winner_wiped_out_in_its_first_round_ends_the_melee() {
    // The winner's men "stay in the melee": when none is left (its half of the loss took its
    // last points), the melee is over at once, without a bonus move.
    let battle = field()
        .unit(Side::First, 1, HI, (9.9, 10.0), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 11.75), 180.0)
        .points(red(1), 2);
    let (state, _, events) = first_round(&battle, &[6, 1]);
    // Red 2 × 6 = 12 against 8 × 1 = 8: blue loses 4, red 2, its last points.
    assert_eq!(rounds(&events)[0].winner, Side::First);
    assert!(events.contains(&Event::Removed { unit: red(1) }));
    assert!(events.contains(&Event::MeleeEnded {
        melee: MeleeId(1),
        winner: Some(Side::First)
    }));
    assert!(granted(&events).is_empty());
    assert!(state.melees.is_empty());
}
