//! Check balance on scenarios built for it.
//!
//! Issue 36: "Check balance: plays the General against the General from both sides on the
//! new scenario for a chosen number of games (default 20, with a progress bar and Cancel, on
//! a background task) and shows each side's share of wins with its 95% interval and the mean
//! length, and says plainly when one side wins far more often. … Done when: Check balance is
//! tested on a scenario built lopsided on purpose (it says so) and a symmetric one (it does
//! not)."

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use super::*;
use crate::rules::ladder::Budget;
use crate::scenario::{Scenario, parse};

/// Two play-outs a candidate and no time limit a loaded machine could reach first: the
/// play-outs alone bound the look-ahead, so the same settings play the same games.
fn quick(games: u32) -> BalanceSettings {
    BalanceSettings {
        games,
        seed: 1,
        budget: Budget {
            per_turn: Duration::from_secs(600),
            rollouts: 2,
        },
        threads: 2,
    }
}

/// A small Skirmish Wars map, mirror-symmetric but for the forces: Orange Star has four
/// tanks, Blue Moon one infantry, and neither can build.
fn lopsided_skirmish() -> Scenario {
    parse(
        r#"Skirmish((
            name: "Lopsided on purpose",
            players: [
                (name: "Orange Star", colour: Orange, money: 0),
                (name: "Blue Moon", colour: Blue, money: 0),
            ],
            terrain: [
                "H......H",
                "........",
                "........",
                "........",
            ],
            owners: [(at: (0, 0), owner: 0), (at: (7, 0), owner: 1)],
            units: [
                (at: (1, 1), kind: Tank, owner: 0),
                (at: (1, 2), kind: Tank, owner: 0),
                (at: (2, 1), kind: Tank, owner: 0),
                (at: (2, 2), kind: Tank, owner: 0),
                (at: (6, 2), kind: Infantry, owner: 1),
            ],
            victory: Conquest,
        ))"#,
        "lopsided.ron",
    )
    .expect("the lopsided map parses")
}

/// The same map with the same forces on both sides, mirrored (the General in the second seat
/// wins it far more often: its infantry strikes first — a lean from the turn order alone).
fn mirror_skirmish() -> Scenario {
    parse(
        r#"Skirmish((
            name: "Mirror",
            players: [
                (name: "Orange Star", colour: Orange, money: 0),
                (name: "Blue Moon", colour: Blue, money: 0),
            ],
            terrain: [
                "H......H",
                "........",
                "........",
                "........",
            ],
            owners: [(at: (0, 0), owner: 0), (at: (7, 0), owner: 1)],
            units: [
                (at: (1, 1), kind: Infantry, owner: 0),
                (at: (1, 2), kind: Infantry, owner: 0),
                (at: (6, 1), kind: Infantry, owner: 1),
                (at: (6, 2), kind: Infantry, owner: 1),
            ],
            victory: Conquest,
        ))"#,
        "mirror.ron",
    )
    .expect("the mirror map parses")
}

/// The movement game's Twin Gates for two: a board the same from either end.
fn twin_gates() -> Scenario {
    parse(
        include_str!("../../../../scenarios/movement_game/01_twin_gates_two.ron"),
        "01_twin_gates_two.ron",
    )
    .expect("Twin Gates parses")
}

fn check(scenario: &Scenario, settings: &BalanceSettings) -> BalanceReport {
    check_balance(scenario, settings, &|_| {}, &AtomicBool::new(false)).expect("the check plays")
}

#[test]
fn a_scenario_built_lopsided_on_purpose_is_said_to_favour_its_strong_side() {
    let report = check(&lopsided_skirmish(), &quick(20));
    assert_eq!(report.games_played, 20);
    assert!(
        matches!(report.verdict(), Verdict::Favours { seat: 0, .. }),
        "{report:?}"
    );
}

#[test]
fn a_symmetric_scenario_is_not_said_to_favour_either_side() {
    // Twelve games at one play-out a candidate: the movement game's look-ahead is its slow
    // part, and a lean of 10–2 or more would still be told.
    let settings = BalanceSettings {
        budget: Budget {
            rollouts: 1,
            ..quick(12).budget
        },
        ..quick(12)
    };
    let report = check(&twin_gates(), &settings);
    eprintln!("{report:?}");
    assert_eq!(report.games_played, 12);
    assert!(
        !matches!(report.verdict(), Verdict::Favours { .. }),
        "{report:?}"
    );
}

#[test]
fn cancelling_stops_the_check_and_reports_the_games_played() {
    let cancel = AtomicBool::new(false);
    // Cancel once three games are done: the games under way finish, no other begins.
    let report = check_balance(
        &lopsided_skirmish(),
        &quick(40),
        &|done| {
            if done >= 3 {
                cancel.store(true, Ordering::Relaxed);
            }
        },
        &cancel,
    )
    .expect("the check plays");
    assert!(report.cancelled, "{report:?}");
    assert!(
        (3..=4).contains(&report.games_played),
        "three games and at most the other thread's one under way: {report:?}"
    );
    assert_eq!(report.games_played, report.decided() + report.draws);
    assert_eq!(report.games_asked, 40);
}

#[test]
fn a_check_left_alone_is_not_cancelled() {
    // The twin of the cancelled check.
    let report = check(&lopsided_skirmish(), &quick(4));
    assert!(!report.cancelled);
    assert_eq!(report.games_played, 4);
}

#[test]
fn progress_counts_every_game() {
    let told = Mutex::new(Vec::new());
    check_balance(
        &lopsided_skirmish(),
        &quick(6),
        &|done| told.lock().expect("not poisoned").push(done),
        &AtomicBool::new(false),
    )
    .expect("the check plays");
    let mut told = told.into_inner().expect("not poisoned");
    told.sort_unstable();
    assert_eq!(told, vec![1, 2, 3, 4, 5, 6]);
}

#[test]
fn the_same_settings_give_the_same_report() {
    let once = check(&mirror_skirmish(), &quick(6));
    let again = check(&mirror_skirmish(), &quick(6));
    assert_eq!(once, again);
}

#[test]
fn every_ruleset_is_checked_movement_free_move_and_soldiers_included() {
    use crate::scenario::catalogue::scenarios_root;
    use crate::scenario::load;
    for (path, games) in [
        ("movement_game/02_twin_gates_four.ron", 2),
        ("free_move/practice_skirmish.ron", 1),
        ("soldiers/12_lvidsgov.ron", 1),
    ] {
        let scenario = load(&scenarios_root().join(path)).expect("a shipped scenario");
        let report = check(&scenario, &quick(games));
        assert_eq!(report.games_played, games, "{path}");
        assert_eq!(report.wins.len(), scenario.seats(), "{path}");
        assert!(
            report.mean_length().is_some_and(|length| length > 0.0),
            "{path}"
        );
    }
}

#[test]
fn a_scenario_with_a_problem_is_refused_naming_it_and_a_sound_one_is_played() {
    let Scenario::Skirmish(mut map) = lopsided_skirmish() else {
        unreachable!("a Skirmish map")
    };
    map.name = String::new();
    let refused = check_balance(
        &Scenario::Skirmish(map),
        &quick(2),
        &|_| {},
        &AtomicBool::new(false),
    );
    assert!(
        matches!(refused, Err(BalanceError::Problem { ref place, .. }) if place == "name"),
        "{refused:?}"
    );
    assert!(
        check_balance(
            &lopsided_skirmish(),
            &quick(2),
            &|_| {},
            &AtomicBool::new(false)
        )
        .is_ok()
    );
}

#[test]
fn no_games_is_refused() {
    assert_eq!(
        check_balance(
            &lopsided_skirmish(),
            &quick(0),
            &|_| {},
            &AtomicBool::new(false)
        ),
        Err(BalanceError::NoGames)
    );
}
