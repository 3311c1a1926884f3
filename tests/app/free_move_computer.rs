//! The computer at the Free Move table, headless with the real countdown: two computers
//! play a battle through to its end, every command accepted (a refused one would be a
//! notice); a human side waits for its player while the computer is Ready.

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::ui::notices::Notices;
use muster::app::games::free_move::computer::FreeMoveSeats;
use muster::app::games::free_move::{Countdown, FreeMoveGame};
use muster::app::headless::headless_app;
use muster::rules::free_move::Phase;
use muster::rules::free_move::ai::Level;
use std::path::{Path, PathBuf};

fn table(name: &str, file: &str, seats: [Option<Level>; 2]) -> App {
    let dir = std::env::temp_dir().join(format!("muster-computer-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let path: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios/free_move")
        .join(file);
    let mut app = headless_app(&dir, Launch::scenario(&path).expect("the scenario loads"));
    app.insert_resource(FreeMoveSeats(seats));
    app.update();
    app.update();
    app
}

fn game(app: &App) -> &FreeMoveGame {
    app.world().resource::<FreeMoveGame>()
}

#[test]
fn two_computers_play_a_battle_to_its_end_at_the_table() {
    let mut app = table(
        "two",
        "practice_skirmish.ron",
        [Some(Level::Veteran), Some(Level::General)],
    );
    for _ in 0..40_000 {
        app.update();
        if game(&app).state.phase == Phase::GameOver {
            break;
        }
    }
    let notices = app.world().resource::<Notices>().all().to_vec();
    assert!(notices.is_empty(), "{notices:?}");
    let state = &game(&app).state;
    assert_eq!(state.phase, Phase::GameOver, "move {}", state.move_number);
    assert!(state.result.is_some());
    let steps = game(&app)
        .commands
        .iter()
        .filter(|command| matches!(command, muster::rules::free_move::Command::Step { .. }))
        .count();
    assert!(steps > 10, "{steps} measured moves");
}

#[test]
fn the_computer_is_ready_and_waits_for_its_human_opponent() {
    let mut app = table(
        "human",
        "practice_skirmish.ron",
        [None, Some(Level::Recruit)],
    );
    for _ in 0..30 {
        app.update();
    }
    let state = &game(&app).state;
    assert_eq!(
        state.phase,
        Phase::Deployment,
        "the human has not said Ready"
    );
    assert_eq!(state.done, [false, true], "the computer has deployed");
    app.world_mut()
        .write_message(muster::app::games::free_move::SideReady(
            muster::rules::free_move::Side::First,
        ));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(game(&app).state.phase, Phase::TimedMove);
    let countdown = app.world().resource::<Countdown>();
    assert_eq!(countdown.ready, [false, true], "the computer is ready");
    assert!(!countdown.running, "the clock waits for the human");
}
