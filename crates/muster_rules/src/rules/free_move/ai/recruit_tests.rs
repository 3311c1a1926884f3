//! The Recruit's failings, each on a small table beside the Veteran's twin or the Recruit
//! without it: a slow hand, skirmishers that charge, rash charges; and the same seed
//! playing the same battle.

use super::battle::fight;
use super::recruit::{self, Failings};
use super::{Hand, Level, RealTimeAi};
use crate::rules::free_move::builder::Battlefield;
use crate::rules::free_move::command::Command;
use crate::rules::free_move::roster::{Side, UnitId};
use crate::rules::free_move::state::{Phase, State};
use crate::rules::free_move::unit_type::UnitType;

fn player(level: Level, failings: Failings) -> RealTimeAi {
    RealTimeAi::new(Side::First, level, Hand::with_stick_pause(0.4), 9).with_failings(failings)
}

/// Each step `ai` makes in the first `seconds` of the countdown: when, which stand, where.
fn steps(ai: &mut RealTimeAi, state: &State, seconds: f32) -> Vec<(f32, UnitId, f32)> {
    let mut steps = Vec::new();
    let mut clock = 0.0;
    while clock < seconds {
        if let Some(Command::Step { unit, to }) = ai.act(state, clock) {
            steps.push((clock, unit, to.y));
        }
        clock += 0.1;
    }
    steps
}

/// Two heavy infantry lines far apart.
fn far_lines() -> State {
    (1..=4)
        .fold(Battlefield::new(), |field, number| {
            let x = 20.0 + 2.5 * number as f32;
            field
                .unit(Side::First, number, UnitType::HeavyInfantry, (x, 6.0), 0.0)
                .unit(
                    Side::Second,
                    number,
                    UnitType::HeavyInfantry,
                    (x, 40.0),
                    180.0,
                )
        })
        .at_phase(Phase::TimedMove)
}

#[test]
fn a_recruit_with_a_slow_hand_waits_longer_between_moves() {
    let state = far_lines();
    let least_gap = |failings| {
        let times: Vec<f32> = steps(&mut player(Level::Recruit, failings), &state, 40.0)
            .iter()
            .map(|step| step.0)
            .collect();
        times
            .windows(2)
            .map(|pair| pair[1] - pair[0])
            .fold(f32::INFINITY, f32::min)
    };
    let slow = least_gap(Failings::ALL);
    let quick = least_gap(Failings::ALL.without("slow-hand").unwrap());
    // The clock ticks in tenths of a second.
    assert!(
        slow >= quick + recruit::SLOW_HAND_EXTRA_SECONDS - 0.11,
        "{slow} against {quick}"
    );
}

#[test]
fn a_recruits_skirmishers_charge_where_the_veterans_stand_off() {
    // Archers five inches from heavy infantry, well inside their twelve inches of range.
    let state = Battlefield::new()
        .unit(Side::First, 1, UnitType::Archers, (20.0, 10.0), 0.0)
        .unit(
            Side::Second,
            1,
            UnitType::HeavyInfantry,
            (20.0, 16.75),
            180.0,
        )
        .at_phase(Phase::TimedMove);
    let went_to = |ai: &mut RealTimeAi| steps(ai, &state, 30.0).last().map(|step| step.2);
    let recruit = went_to(&mut player(Level::Recruit, Failings::ALL)).expect("it moves");
    assert!(recruit > 14.0, "into the heavy men: {recruit}");
    let careful = Failings::ALL.without("skirmishers-charge").unwrap();
    let standing_off = went_to(&mut player(Level::Recruit, careful)).expect("it moves");
    assert!(standing_off < 10.0, "back to stand off: {standing_off}");
    let veteran = went_to(&mut player(Level::Veteran, Failings::ALL)).expect("it moves");
    assert!(veteran < 10.0, "back to stand off: {veteran}");
}

#[test]
fn a_rash_recruit_charges_at_poor_odds_where_the_veteran_does_not() {
    // Light infantry (4 points) facing heavy infantry (8) five inches away.
    let state = Battlefield::new()
        .unit(Side::First, 1, UnitType::LightInfantry, (20.0, 10.0), 0.0)
        .unit(
            Side::Second,
            1,
            UnitType::HeavyInfantry,
            (20.0, 16.75),
            180.0,
        )
        .at_phase(Phase::TimedMove);
    let nearest = |ai: &mut RealTimeAi| {
        steps(ai, &state, 20.0)
            .iter()
            .map(|step| step.2)
            .fold(f32::NEG_INFINITY, f32::max)
    };
    let rash = nearest(&mut player(Level::Recruit, Failings::ALL));
    assert!(rash >= 13.0, "into contact: {rash}");
    let veteran = nearest(&mut player(Level::Veteran, Failings::ALL));
    assert!(veteran < 13.0, "kept off: {veteran}");
}

#[test]
fn a_recruit_plays_the_same_battle_from_the_same_seed() {
    let state = far_lines();
    let battle = |seed| {
        let mut ais = [
            RealTimeAi::new(
                Side::First,
                Level::Recruit,
                Hand::with_stick_pause(0.4),
                seed,
            ),
            RealTimeAi::new(
                Side::Second,
                Level::Veteran,
                Hand::with_stick_pause(0.4),
                seed,
            ),
        ];
        fight(state.clone(), seed, &mut ais, 3)
            .expect("legal play")
            .1
    };
    let log = battle(4);
    assert!(log.len() > 10, "it plays: {log:?}");
    assert_eq!(battle(4), log);
}
