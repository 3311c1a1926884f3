//! Pause stops everything that advances play, in every mode, headless: with the pause menu
//! open the computer players give no command, the countdown stands still and the demo does
//! not move on; resumed, play goes on.

use super::support::scenario;
use std::path::Path;

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::menu_actions::MenuAction;
use muster::app::core::screens::{Menu, Pause};
use muster::app::games::free_move::computer::FreeMoveSeats;
use muster::app::games::free_move::{Countdown, FreeMoveSession};
use muster::app::games::movement_game::{
    MovementGameSeat, MovementGameSeatsChoice, MovementGameSession,
};
use muster::app::games::skirmish::{SkirmishSeat, SkirmishSeatsChoice, SkirmishSession};
use muster::app::games::soldiers::{SoldiersSeat, SoldiersSeatsChoice, SoldiersSession};
use muster::app::headless::headless_app;
use muster::app::shell::demo::DemoMode;
use muster::rules::free_move::ai::Level;
use muster::rules::soldiers::ai::Mind;

/// A headless app on `path`, the seats chosen by `seat`, a few frames in.
fn app_on(name: &str, path: &Path, seat: impl FnOnce(&mut App)) -> App {
    let scratch = std::env::temp_dir().join(format!("muster-pause-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    let mut app = headless_app(
        &scratch,
        Launch::scenario(path).expect("the scenario loads"),
    );
    seat(&mut app);
    for _ in 0..3 {
        app.update();
    }
    app
}

fn act(app: &mut App, action: MenuAction) {
    app.world_mut().write_message(action);
    app.update();
    app.update();
}

fn paused(app: &App) -> bool {
    app.world().resource::<State<Pause>>().get().0
}

/// Frames until `progress` changes, up to `limit`; how many it took.
fn frames_until_it_moves<T: PartialEq>(
    app: &mut App,
    limit: usize,
    progress: impl Fn(&App) -> T,
) -> Option<usize> {
    let before = progress(app);
    (1..=limit).find(|_| {
        app.update();
        progress(app) != before
    })
}

/// Pause, check nothing moves for `frames`, resume, check it moves within `limit`.
fn pause_holds_then_play_resumes<T: PartialEq + std::fmt::Debug>(
    app: &mut App,
    frames: usize,
    limit: usize,
    progress: impl Fn(&App) -> T,
) {
    // The positive twin first: unpaused, play moves on.
    assert!(
        frames_until_it_moves(app, limit, &progress).is_some(),
        "play moves on while not paused"
    );
    act(app, MenuAction::Pause);
    assert!(paused(app), "the pause menu pauses");
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Pause);
    let held = progress(app);
    for _ in 0..frames {
        app.update();
    }
    assert_eq!(
        progress(app),
        held,
        "nothing moved in {frames} paused frames"
    );
    act(app, MenuAction::Resume);
    assert!(!paused(app));
    assert!(
        frames_until_it_moves(app, limit, &progress).is_some(),
        "play goes on after Resume"
    );
}

#[test]
fn pause_stops_the_computer_players_of_soldiers() {
    let computer = SoldiersSeat::Computer(Mind::Veteran);
    let mut app = app_on(
        "soldiers",
        &scenario("soldiers", "01_brunstatt.ron"),
        |app| {
            app.insert_resource(SoldiersSeatsChoice {
                seats: [computer, computer],
                seed: Some(3),
            });
        },
    );
    pause_holds_then_play_resumes(&mut app, 100, 400, |app| {
        app.world().resource::<SoldiersSession>().commands.len()
    });
}

#[test]
fn pause_stops_the_computer_players_of_skirmish_wars() {
    let path = scenario("skirmish", "01_river_crossing.ron");
    let mut app = app_on("skirmish", &path, |app| {
        app.insert_resource(SkirmishSeatsChoice {
            seats: vec![SkirmishSeat::Veteran; 2],
            seed: Some(3),
        });
    });
    pause_holds_then_play_resumes(&mut app, 100, 400, |app| {
        app.world().resource::<SkirmishSession>().commands.len()
    });
}

#[test]
fn pause_stops_the_computer_players_of_the_movement_game() {
    let path = scenario("movement_game", "01_twin_gates_two.ron");
    let mut app = app_on("movement", &path, |app| {
        app.insert_resource(MovementGameSeatsChoice {
            seats: vec![MovementGameSeat::Veteran; 2],
            seed: Some(5),
        });
    });
    pause_holds_then_play_resumes(&mut app, 100, 400, |app| {
        app.world().resource::<MovementGameSession>().commands.len()
    });
}

#[test]
fn pause_stops_the_free_move_countdown_and_the_computer_s_hand() {
    let path = scenario("free_move", "practice_skirmish.ron");
    let mut app = app_on("free-move", &path, |app| {
        app.insert_resource(FreeMoveSeats([Some(Level::General), Some(Level::Veteran)]));
    });
    // The computers deploy and say Ready: the countdown runs.
    let running = frames_until_it_moves(&mut app, 200, |app| {
        app.world().resource::<Countdown>().running
    });
    assert!(running.is_some(), "the countdown starts");
    pause_holds_then_play_resumes(&mut app, 60, 200, |app| {
        (
            app.world().resource::<FreeMoveSession>().commands.len(),
            app.world().resource::<Countdown>().remaining.to_bits(),
        )
    });
}

#[test]
fn pause_stops_the_demo() {
    let scratch = std::env::temp_dir().join(format!("muster-pause-demo-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    let mut app = headless_app(
        &scratch,
        Launch::demo(vec![muster::ruleset::Ruleset::Skirmish]),
    );
    for _ in 0..5 {
        app.update();
    }
    assert!(app.world().contains_resource::<DemoMode>());
    pause_holds_then_play_resumes(&mut app, 100, 400, |app| {
        app.world()
            .get_resource::<SkirmishSession>()
            .map(|game| game.commands.len())
    });
}

/// The watcher's bar: held, no command in `held_frames`; a step, one command; let go at
/// ten a second, about ten in a second of 100 ms frames.
fn the_bar_holds_steps_and_paces(
    app: &mut App,
    held_frames: usize,
    commands: impl Fn(&App) -> usize,
) {
    use muster::app::session::watch_speed::WatchSpeed;
    app.world_mut().resource_mut::<WatchSpeed>().toggle_held();
    let held = commands(app);
    for _ in 0..held_frames {
        app.update();
    }
    assert_eq!(commands(app), held, "held, the computer waits");
    app.world_mut().resource_mut::<WatchSpeed>().step();
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(commands(app), held + 1, "one step, one command");
    app.world_mut().resource_mut::<WatchSpeed>().play_at(10.0);
    let before = commands(app);
    for _ in 0..10 {
        app.update();
    }
    let played = commands(app) - before;
    assert!(
        (9..=10).contains(&played),
        "{played} commands in a second at 10 a second"
    );
}

#[test]
fn watching_the_computer_play_both_sides_of_soldiers_holds_steps_and_sets_its_speed() {
    let computer = SoldiersSeat::Computer(Mind::Veteran);
    let mut app = app_on("watch", &scenario("soldiers", "01_brunstatt.ron"), |app| {
        app.insert_resource(SoldiersSeatsChoice {
            seats: [computer, computer],
            seed: Some(3),
        });
    });
    the_bar_holds_steps_and_paces(&mut app, 100, |app| {
        app.world().resource::<SoldiersSession>().commands.len()
    });
}

#[test]
fn the_watchers_bar_holds_steps_and_speeds_up_the_demo_too() {
    use muster::app::session::watch_speed::WatchSpeed;
    let scratch = std::env::temp_dir().join(format!("muster-watch-demo-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    let mut app = headless_app(
        &scratch,
        Launch::demo(vec![muster::ruleset::Ruleset::Skirmish]),
    );
    // The demo starts at its own pace, one of the bar's speeds.
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<WatchSpeed>().commands_per_second,
        1.5
    );
    let commands = |app: &App| {
        app.world()
            .get_resource::<SkirmishSession>()
            .map_or(0, |game| game.commands.len())
    };
    assert!(commands(&app) > 0, "the demo plays");
    the_bar_holds_steps_and_paces(&mut app, 50, commands);
}
