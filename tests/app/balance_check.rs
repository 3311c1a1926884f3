//! The editors' shared Check balance, headless: a check on a small movement board runs on the
//! task pool, its progress and its report arrive, Cancel stops it with the games it played,
//! and leaving the screen forgets it. A headless app waits in each frame for the next game,
//! so the updates counted here see the same progress on any machine.

use std::time::Duration;

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::screens::Screen;
use muster::app::session::balance_check::{BalanceCheck, CheckState};
use muster::balance::BalanceSettings;
use muster::rules::ladder::Budget;
use muster::scenario::{Scenario, load};

fn headless_app(name: &str) -> App {
    let scratch = super::support::scratch(&format!("balance-{name}"));
    let mut app = muster::app::headless::headless_app(&scratch, Launch::Menu);
    app.update();
    app.update();
    app
}

fn twin_gates() -> Scenario {
    load(&super::support::scenario(
        "movement_game",
        "01_twin_gates_two.ron",
    ))
    .expect("a shipped board")
}

/// `games` games one after another, the General thinking briefly (the check's figures do
/// not matter here, only that they arrive).
fn settings(games: u32) -> BalanceSettings {
    BalanceSettings {
        games,
        seed: 1,
        budget: Budget {
            per_turn: Duration::from_millis(20),
            rollouts: 1,
        },
        threads: 1,
    }
}

fn check(app: &mut App) -> Mut<'_, BalanceCheck> {
    app.world_mut().resource_mut::<BalanceCheck>()
}

/// Games finished while running, `None` once done.
fn progress(app: &App) -> Option<u32> {
    match &app.world().resource::<BalanceCheck>().state {
        CheckState::Running(running) => Some(running.progress().0),
        _ => None,
    }
}

#[test]
fn a_balance_check_shows_its_progress_and_then_its_report() {
    let mut app = headless_app("report");
    check(&mut app).start(twin_gates(), settings(3));
    let mut seen = Vec::new();
    for _ in 0..10 {
        app.update();
        match progress(&app) {
            Some(done) => seen.push(done),
            None => break,
        }
    }
    assert!(
        seen.contains(&1) && seen.contains(&2),
        "progress seen: {seen:?}"
    );
    let CheckState::Done(Ok(report)) = &app.world().resource::<BalanceCheck>().state else {
        panic!("the report arrived");
    };
    assert_eq!(report.games_played, 3);
    assert!(!report.cancelled);
    assert_eq!(report.seats, vec!["South".to_string(), "North".to_string()]);
}

#[test]
fn cancelling_a_balance_check_reports_the_games_it_played() {
    let mut app = headless_app("cancel");
    check(&mut app).start(twin_gates(), settings(20));
    app.update();
    assert_eq!(progress(&app), Some(1), "one game played");
    check(&mut app).cancel();
    for _ in 0..5 {
        app.update();
        if progress(&app).is_none() {
            break;
        }
    }
    let CheckState::Done(Ok(report)) = &app.world().resource::<BalanceCheck>().state else {
        panic!("the cancelled check's report arrived");
    };
    assert!(report.cancelled);
    assert!(
        (1..=2).contains(&report.games_played),
        "the game played and at most the one under way: {}",
        report.games_played
    );
}

#[test]
fn leaving_the_screen_forgets_the_balance_check_and_staying_keeps_it() {
    let mut app = headless_app("leave");
    check(&mut app).start(twin_gates(), settings(20));
    app.update();
    assert!(
        check(&mut app).is_running(),
        "staying on the screen keeps it"
    );
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Companion);
    app.update();
    assert!(
        matches!(check(&mut app).state, CheckState::Idle),
        "leaving the screen forgot it"
    );
}
