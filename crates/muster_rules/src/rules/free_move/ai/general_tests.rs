//! The General's search: its posture and its after-bell commands are those whose engine
//! play-outs score best, the same seed plays the same battle, and it stops at its budget.

use std::time::Duration;

use rand::RngCore;

use super::battle::fight;
use super::general::PLAY_OUT_MOVES;
use super::phase_search;
use super::plans::{self, PlanParts};
use super::play_out::play_out;
use super::{Budget, Hand, Level, RealTimeAi, after_bell};
use crate::rules::free_move::builder::Battlefield;
use crate::rules::free_move::roster::Side;
use crate::rules::free_move::state::{Phase, State};
use crate::rules::free_move::unit_type::UnitType;

/// Two small lines eight inches apart, with horse on one flank and archers on the other.
fn skirmish() -> Battlefield {
    Battlefield::new()
        .unit(Side::First, 1, UnitType::HeavyInfantry, (30.0, 20.0), 0.0)
        .unit(Side::First, 2, UnitType::HeavyInfantry, (32.0, 20.0), 0.0)
        .unit(Side::First, 3, UnitType::LightInfantry, (34.0, 20.0), 0.0)
        .unit(Side::First, 4, UnitType::HeavyCavalry, (38.0, 20.0), 0.0)
        .unit(
            Side::Second,
            1,
            UnitType::HeavyInfantry,
            (30.0, 28.0),
            180.0,
        )
        .unit(
            Side::Second,
            2,
            UnitType::HeavyInfantry,
            (32.0, 28.0),
            180.0,
        )
        .unit(
            Side::Second,
            3,
            UnitType::LightInfantry,
            (34.0, 28.0),
            180.0,
        )
        .unit(Side::Second, 4, UnitType::Archers, (36.0, 27.0), 180.0)
}

/// A General with `rollouts` play-outs a candidate and all the time it wants.
fn general(rollouts: u32) -> RealTimeAi {
    RealTimeAi::new(Side::First, Level::General, Hand::with_stick_pause(0.4), 5).with_budget(
        Budget {
            per_turn: Duration::from_secs(600),
            rollouts,
        },
    )
}

/// The index of the highest total, ties to the earlier.
fn best(totals: &[f64]) -> usize {
    (0..totals.len()).fold(0, |best, index| {
        if totals[index] > totals[best] {
            index
        } else {
            best
        }
    })
}

#[test]
fn the_general_plays_the_timed_move_in_the_posture_whose_play_outs_score_best() {
    let state = skirmish().at_phase(Phase::TimedMove);
    let rounds = 3;
    let mut searcher = general(rounds);
    // The oracle: every candidate played out by hand with the seeds the General draws.
    let mut template = searcher.clone();
    template.timed_move = state.move_number;
    template.free_at = Level::General.reaction_seconds();
    let mut seeds = template.search_rng.clone();
    let candidates = plans::candidates(&state, Side::First, PlanParts::ALL);
    let mut totals = vec![0.0; candidates.len()];
    for _ in 0..rounds {
        let seed = seeds.next_u64();
        for (total, posture) in totals.iter_mut().zip(&candidates) {
            let mut me = template.clone();
            me.adopt(*posture, &state);
            *total += play_out(&state, &me, seed, PLAY_OUT_MOVES);
        }
    }
    assert!(
        totals.iter().any(|total| *total != totals[0]),
        "the postures play out differently here: {totals:?}"
    );
    searcher.act(&state, 0.0);
    assert_eq!(searcher.posture, candidates[best(&totals)], "{totals:?}");
    assert_eq!(searcher.thinking().len(), 1, "one search a timed move");
}

#[test]
fn the_general_shoots_at_the_target_whose_play_outs_score_best() {
    let state = Battlefield::new()
        .unit(Side::First, 1, UnitType::Archers, (20.0, 10.0), 0.0)
        .unit(Side::First, 2, UnitType::HeavyInfantry, (26.0, 10.0), 0.0)
        .unit(Side::Second, 1, UnitType::LightCavalry, (17.5, 16.0), 180.0)
        .unit(
            Side::Second,
            2,
            UnitType::HeavyInfantry,
            (22.5, 16.5),
            180.0,
        )
        .unit(
            Side::Second,
            3,
            UnitType::LightInfantry,
            (20.0, 17.0),
            180.0,
        )
        .at_phase(Phase::MissileFire);
    let rounds = 4;
    let mut searcher = general(rounds);
    let level_choice = after_bell::level_choices(&searcher, &state);
    let candidates = phase_search::neighbours(&searcher, &state, &level_choice);
    assert!(
        candidates.len() >= 2,
        "targets to choose from: {candidates:?}"
    );
    let mut seeds = searcher.search_rng.clone();
    let mut totals = vec![0.0; candidates.len()];
    for _ in 0..rounds * phase_search::PHASE_ROLLOUT_FACTOR {
        let seed = seeds.next_u64();
        for (total, commands) in totals.iter_mut().zip(&candidates) {
            *total += phase_search::play_out_phase(&state, &searcher, commands, seed);
        }
    }
    let chosen = phase_search::choose(&mut searcher, &state, level_choice);
    assert_eq!(chosen, candidates[best(&totals)], "{totals:?}");
}

#[test]
fn the_general_plays_the_same_battle_from_the_same_seed() {
    let battle = |seed: u64| {
        let mut ais = [
            general(2),
            RealTimeAi::new(Side::Second, Level::Veteran, Hand::with_stick_pause(0.4), 5),
        ];
        let state: State = skirmish().at_phase(Phase::TimedMove);
        fight(state, seed, &mut ais, 2).expect("legal play").1
    };
    let log = battle(11);
    assert!(log.len() > 10, "it plays: {log:?}");
    assert_eq!(battle(11), log);
}

#[test]
fn the_generals_search_stops_at_its_budget() {
    let state = skirmish().at_phase(Phase::TimedMove);
    let per_turn = Duration::from_millis(300);
    // Rollouts enough for minutes: only the time budget can stop it.
    let mut searcher = general(100_000).with_budget(Budget {
        per_turn,
        rollouts: 100_000,
    });
    searcher.act(&state, 0.0);
    let thought = searcher.thinking()[0];
    // The posture's share of the budget, and slack for a busy machine's last round.
    assert!(
        thought < per_turn + Duration::from_millis(500),
        "{thought:?}"
    );
}
