//! Tests: the melee (rule 12), squares in melee (rule 11) and which melees take one move
//! (rule 13's Fire and Charge exception). Helpers here; the defensive positions, squares and
//! pull-outs are in the files below.

mod losses;
mod positions;
mod pull_out;
mod second_move;

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::MeleeId;
use crate::rules::free_move::Points;
use crate::rules::free_move::builder::{Battlefield, blue, red};
use crate::rules::free_move::event::{Cause, Event, MeleeRoundReport, RetireReason, RollReason};
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::roster::{Morale, Side, UnitId};
use crate::rules::free_move::state::{MeleeKind, Phase, State};
use crate::rules::free_move::{Command, FreeMove, RuleError, UnitType};

pub(super) use super::support::{field, run, to_combat};

const HI: UnitType = UnitType::HeavyInfantry;
const LI: UnitType = UnitType::LightInfantry;

/// Step `unit` 0.1" to the right: stands placed 0.1" left of touching make contact.
pub(super) fn nudge(state: &mut State, dice: &mut Dice, unit: UnitId) -> Vec<Event> {
    let pose = state
        .unit(unit)
        .map(|u| u.pose)
        .expect("unit on the roster");
    run(
        state,
        dice,
        Command::Step {
            unit,
            to: Pose::new(pose.x + 0.1, pose.y, pose.facing),
        },
    )
}

pub(super) fn rounds(events: &[Event]) -> Vec<MeleeRoundReport> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::MeleeRound(report) => Some(report.clone()),
            _ => None,
        })
        .collect()
}

pub(super) fn melee_rolls(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Rolled(report) if report.reason == RollReason::Melee => Some(report.roll.value),
            _ => None,
        })
        .collect()
}

pub(super) fn points(state: &State, unit: UnitId) -> u32 {
    state.unit(unit).map_or(0, |u| u.points.0)
}

pub(super) fn kinds(events: &[Event]) -> Vec<MeleeKind> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::MeleeKindDecided { kind, .. } => Some(*kind),
            _ => None,
        })
        .collect()
}

pub(super) fn granted(events: &[Event]) -> Vec<UnitId> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::BonusMoveGranted { unit } => Some(*unit),
            _ => None,
        })
        .collect()
}

pub(super) fn retired(events: &[Event]) -> Vec<(UnitId, u8, RetireReason, f32)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Retired {
                unit,
                from,
                to,
                moves,
                reason,
            } => Some((*unit, *moves, *reason, from.distance_to(to))),
            _ => None,
        })
        .collect()
}

/// Red 1 and 2 two deep facing up the table against blue 1 and 2 two deep facing down;
/// red 1 starts 0.1" left and makes the contact.
pub(super) fn two_deep_lines() -> Battlefield {
    field()
        .unit(Side::First, 1, HI, (9.9, 10.0), 0.0)
        .unit(Side::First, 2, HI, (10.0, 8.25), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 11.75), 180.0)
        .unit(Side::Second, 2, HI, (10.0, 13.5), 180.0)
}

/// Contact by red 1, the bell, and the combat phase with `dice_faces` scripted (red rolls
/// first, then blue).
pub(super) fn first_round(battle: &Battlefield, dice_faces: &[u8]) -> (State, Dice, Vec<Event>) {
    let mut state = battle.at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    dice.script(dice_faces.iter().copied());
    let mut events = nudge(&mut state, &mut dice, red(1));
    events.extend(to_combat(&mut state, &mut dice));
    (state, dice, events)
}

#[test]
fn rule_12_first_move_counts_only_front_ranks() {
    let (state, _, events) = first_round(&two_deep_lines(), &[4, 3]);
    assert_eq!(kinds(&events), vec![MeleeKind::TwoMove]);
    let report = &rounds(&events)[0];
    assert_eq!(report.round, 1);
    assert_eq!(report.sides[0].units, vec![red(1)]);
    assert_eq!(report.sides[1].units, vec![blue(1)]);
    assert_eq!(
        (report.sides[0].half_points, report.sides[1].half_points),
        (16, 16)
    );
    assert_eq!(report.winner, Side::First);
    // The second ranks are in the melee though not counted.
    assert_eq!(state.unit(red(2)).and_then(|u| u.melee), Some(MeleeId(1)));
    assert_eq!(state.unit(blue(2)).and_then(|u| u.melee), Some(MeleeId(1)));
}

#[test]
fn rule_12_two_deep_stands_are_frozen_in_the_melee() {
    let (mut state, mut dice, events) = first_round(&two_deep_lines(), &[4, 3]);
    let joined: Vec<UnitId> = events
        .iter()
        .filter_map(|event| match event {
            Event::MeleeJoined { unit, .. } => Some(*unit),
            _ => None,
        })
        .collect();
    assert_eq!(joined, vec![red(2), blue(2)]);
    // The melee goes on (blue's second rank is still in it): pull-outs, then the next move.
    assert_eq!(state.phase, Phase::PullOut);
    for side in Side::BOTH {
        run(&mut state, &mut dice, Command::Done { side });
    }
    assert_eq!(state.phase, Phase::TimedMove);
    let step = Command::Step {
        unit: red(2),
        to: Pose::new(10.0, 7.0, 0.0),
    };
    assert_eq!(
        FreeMove::execute(&mut state, step, &mut dice),
        Err(RuleError::InMelee(red(2)))
    );
}

/// Red 1 (7 points) strikes blue 1 (5) and blue 3 (1) at once, red 3 (8) strikes blue 3:
/// one melee; red wins 6 to 1.
fn uneven_lines() -> (State, Vec<Event>) {
    let battle = field()
        .unit(Side::First, 1, HI, (10.9, 10.0), 0.0)
        .unit(Side::First, 3, HI, (12.9, 10.0), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 11.75), 180.0)
        .unit(Side::Second, 3, HI, (12.0, 11.75), 180.0)
        .points(red(1), 7)
        .points(blue(1), 5)
        .points(blue(3), 1);
    let mut state = battle.at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    dice.script([6, 1]);
    let mut events = nudge(&mut state, &mut dice, red(3));
    events.extend(nudge(&mut state, &mut dice, red(1)));
    events.extend(to_combat(&mut state, &mut dice));
    (state, events)
}

#[test]
fn rule_12_loser_loses_half_its_points_rounded_up_and_retires_three_moves() {
    let (state, events) = uneven_lines();
    assert_eq!(rounds(&events)[0].winner, Side::First);
    // Blue had 5 + 1 = 6 points in the melee: it loses 3, half of each stand rounded down
    // (2 and 0) and the odd point to its stronger odd stand, blue 1. Blue 3 keeps its point.
    assert!(events.contains(&Event::Casualties {
        unit: blue(1),
        points: Points(3),
        cause: Cause::MeleeDefeat
    }));
    assert_eq!((points(&state, blue(1)), points(&state, blue(3))), (2, 1));
    let back = retired(&events);
    assert_eq!(
        back.iter().map(|r| (r.0, r.1, r.2)).collect::<Vec<_>>(),
        vec![
            (blue(1), 3, RetireReason::Defeated),
            (blue(3), 3, RetireReason::Defeated)
        ]
    );
    assert!((back[0].3 - 12.0).abs() < 1e-3, "3 heavy infantry moves");
    // Rule 8: blue 1 stands through the next timed move, then rolls for recovery.
    assert_eq!(
        state.unit(blue(1)).map(|u| u.morale),
        Some(Morale::Retiring { moves_to_stand: 1 })
    );
    // Nothing of blue is left in the melee, but red's men "stay in the melee": it goes on.
    // (Red 3's contact made melee 1; red 1's made melee 2, merged into the older melee 1.)
    assert!(
        !events
            .iter()
            .any(|event| matches!(event, Event::MeleeEnded { .. }))
    );
    assert!(granted(&events).is_empty());
    assert_eq!(state.phase, Phase::PullOut);
}

#[test]
fn rule_12_winner_loses_half_of_what_the_loser_lost_rounded_down() {
    let (state, events) = uneven_lines();
    // Blue lost 3: the winner loses half of it rounded down, 1, from the stand with most
    // points (red 3, 8 → 7).
    assert_eq!((points(&state, red(1)), points(&state, red(3))), (7, 7));
    let victory: Vec<(UnitId, u32)> = events
        .iter()
        .filter_map(|event| match event {
            Event::Casualties {
                unit,
                points,
                cause: Cause::MeleeVictory,
            } => Some((*unit, points.0)),
            _ => None,
        })
        .collect();
    assert_eq!(victory, vec![(red(3), 1)]);
}

#[test]
fn rule_12_winner_loss_of_an_odd_total_rounds_down() {
    let battle = field()
        .unit(Side::First, 1, HI, (9.9, 10.0), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 11.75), 180.0)
        .points(blue(1), 5);
    let (state, _, events) = first_round(&battle, &[6, 1]);
    assert_eq!(rounds(&events)[0].winner, Side::First);
    // Blue loses 3 (half of 5 rounded up), red half of 3 rounded down: 1.
    assert_eq!((points(&state, blue(1)), points(&state, red(1))), (2, 7));
}

#[test]
fn rule_12_higher_total_wins_points_times_die() {
    let battle = field().unit(Side::First, 1, LI, (9.9, 10.0), 0.0).unit(
        Side::Second,
        1,
        HI,
        (10.0, 11.75),
        180.0,
    );
    let (_, _, events) = first_round(&battle, &[5, 2]);
    let report = &rounds(&events)[0];
    assert_eq!(
        (
            report.sides[0].total_half_points,
            report.sides[1].total_half_points
        ),
        (40, 32)
    );
    assert_eq!(report.winner, Side::First);
    assert_eq!(
        report.explanation,
        "Red 4 × 5 = 20 against Blue 8 × 2 = 16: Red wins"
    );
    assert_eq!(melee_rolls(&events), vec![5, 2]);
}

#[test]
fn rule_12_equal_totals_roll_again() {
    let battle = field().unit(Side::First, 1, HI, (9.9, 10.0), 0.0).unit(
        Side::Second,
        1,
        HI,
        (10.0, 11.75),
        180.0,
    );
    let (_, _, events) = first_round(&battle, &[3, 3, 2, 5]);
    assert_eq!(melee_rolls(&events), vec![3, 3, 2, 5]);
    let report = &rounds(&events)[0];
    assert_eq!((report.sides[0].die, report.sides[1].die), (2, 5));
    assert_eq!(report.winner, Side::Second);
    assert!(
        report
            .explanation
            .ends_with("(after one roll of equal totals)")
    );
}

/// Two-deep lines, red wins the first round; on the second timed move red 5 strikes blue 2's
/// flank and blue 4 forms up behind blue 2. Returns the state after the second round.
fn second_round(second_dice: [u8; 2]) -> (State, Vec<Event>) {
    let battle = two_deep_lines()
        .unit(Side::First, 5, LI, (8.0, 13.0), 90.0)
        .unit(Side::Second, 4, HI, (14.0, 15.25), 180.0);
    let (mut state, mut dice, _) = first_round(&battle, &[6, 1]);
    for side in Side::BOTH {
        run(&mut state, &mut dice, Command::Done { side });
    }
    assert_eq!((state.phase, state.move_number), (Phase::TimedMove, 2));
    dice.script(second_dice);
    let mut events = run(
        &mut state,
        &mut dice,
        Command::Step {
            unit: red(5),
            to: Pose::new(8.2, 13.0, 90.0),
        },
    );
    events.extend(run(
        &mut state,
        &mut dice,
        Command::Step {
            unit: blue(4),
            to: Pose::new(10.0, 15.25, 180.0),
        },
    ));
    events.extend(to_combat(&mut state, &mut dice));
    (state, events)
}

#[test]
fn rule_12_second_move_counts_two_ranks_and_reinforcements() {
    let (_, events) = second_round([1, 6]);
    assert!(events.contains(&Event::MeleeJoined {
        melee: MeleeId(1),
        unit: blue(4)
    }));
    let report = &rounds(&events)[0];
    assert_eq!(report.round, 2);
    // Red 1 (6 points after the first round), red 2 behind it, red 5 on blue 2's flank.
    assert_eq!(report.sides[0].units, vec![red(1), red(2), red(5)]);
    assert_eq!(report.sides[0].half_points, 2 * (6 + 8 + 4));
    assert_eq!(report.sides[1].units, vec![blue(2), blue(4)]);
    assert_eq!(report.sides[1].half_points, 2 * (8 + 8));
    assert_eq!(report.winner, Side::Second);
}

#[test]
fn rule_12_winner_of_the_second_move_gets_a_bonus_move() {
    let (state, events) = second_round([1, 6]);
    // Red loses 3 + 4 + 2 = 9; blue 4, a point at a time: blue 2, blue 4, blue 2, blue 4.
    assert_eq!(
        [red(1), red(2), red(5), blue(2), blue(4)].map(|unit| points(&state, unit)),
        [3, 4, 2, 6, 6]
    );
    let back: Vec<UnitId> = retired(&events).iter().map(|r| r.0).collect();
    assert_eq!(back, vec![red(1), red(2), red(5)]);
    assert!(events.contains(&Event::MeleeEnded {
        melee: MeleeId(1),
        winner: Some(Side::Second)
    }));
    assert_eq!(granted(&events), vec![blue(2), blue(4)]);
    assert_eq!(state.phase, Phase::BonusMoves);
    assert_eq!(state.bonus_moves, vec![blue(2), blue(4)]);
}

#[test]
fn rule_12_third_rank_is_not_counted() {
    let battle = two_deep_lines().unit(Side::First, 6, HI, (10.0, 6.5), 0.0);
    let (mut state, mut dice, events) = first_round(&battle, &[6, 1]);
    // The first move freezes only two deep.
    assert_eq!(state.unit(red(6)).and_then(|u| u.melee), None);
    assert_eq!(rounds(&events)[0].sides[0].units, vec![red(1)]);
    for side in Side::BOTH {
        run(&mut state, &mut dice, Command::Done { side });
    }
    dice.script([6, 1]);
    let events = to_combat(&mut state, &mut dice);
    // At the second round the third rank joins the melee but is not counted.
    assert!(events.contains(&Event::MeleeJoined {
        melee: MeleeId(1),
        unit: red(6)
    }));
    let report = &rounds(&events)[0];
    assert_eq!(report.sides[0].units, vec![red(1), red(2)]);
    assert_eq!(report.sides[1].units, vec![blue(2)]);
    assert_eq!(granted(&events), vec![red(1), red(2), red(6)]);
}

#[test]
fn rule_12_bonus_move_melee_is_fought_at_once() {
    let mut state = two_deep_lines().at_phase(Phase::BonusMoves);
    crate::rules::free_move::apply::apply(&mut state, &Event::BonusMoveGranted { unit: red(1) });
    let mut dice = Dice::seeded(1);
    dice.script([6, 1]);
    let mut events = nudge(&mut state, &mut dice, red(1));
    for side in Side::BOTH {
        events.extend(run(&mut state, &mut dice, Command::Done { side }));
    }
    assert_eq!(kinds(&events), vec![MeleeKind::Bonus]);
    let report = &rounds(&events)[0];
    // One round, two ranks deep on both sides.
    assert_eq!(report.sides[0].units, vec![red(1), red(2)]);
    assert_eq!(report.sides[1].units, vec![blue(1), blue(2)]);
    assert_eq!(report.winner, Side::First);
    assert!(events.contains(&Event::MeleeEnded {
        melee: MeleeId(1),
        winner: Some(Side::First)
    }));
    // Blue lost 4 + 4; red 4: 1 point at a time, red 1, red 2, red 1, red 2.
    assert_eq!(
        [red(1), red(2), blue(1), blue(2)].map(|unit| points(&state, unit)),
        [6, 6, 4, 4]
    );
    // The winners may move on down the line: another bonus move.
    assert_eq!(granted(&events), vec![red(1), red(2)]);
    assert_eq!(state.phase, Phase::BonusMoves);
}

#[test]
fn rule_12_side_with_nothing_left_loses_the_melee_without_a_round() {
    let battle = field().unit(Side::First, 1, HI, (9.9, 10.0), 0.0).unit(
        Side::Second,
        1,
        HI,
        (10.0, 11.75),
        180.0,
    );
    let mut state = battle.at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    nudge(&mut state, &mut dice, red(1));
    // Blue 1 is wiped out before the melee is fought (as missile fire or shock might).
    crate::rules::free_move::apply::apply(&mut state, &Event::Removed { unit: blue(1) });
    let events = to_combat(&mut state, &mut dice);
    assert!(rounds(&events).is_empty());
    assert!(melee_rolls(&events).is_empty());
    assert!(events.contains(&Event::MeleeEnded {
        melee: MeleeId(1),
        winner: Some(Side::First)
    }));
    assert!(granted(&events).is_empty());
}
