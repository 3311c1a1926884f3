//! Companion mode driven headless (100 ms a frame): the countdown starts, pauses and
//! resumes with one action, rings at zero, and its length follows the rosters' losses.

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::screens::Screen;
use muster::app::games::companion::armies::CompanionSession;
use muster::app::games::companion::timer::{ClockAction, CompanionClock};
use muster::app::games::free_move::save::FreeMoveSaveFiles;

fn companion_app(name: &str) -> App {
    let dir = std::env::temp_dir().join(format!("muster-companion-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let mut app = muster::app::headless::headless_app(&dir, Launch::Companion);
    app.insert_resource(FreeMoveSaveFiles::new(
        dir.join("free_move.ron"),
        dir.join("autosave.ron"),
    ));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Companion
    );
    assert!(
        app.world().contains_resource::<CompanionSession>(),
        "the shipped armies load"
    );
    app
}

fn clock(app: &App) -> CompanionClock {
    app.world().resource::<CompanionClock>().clone()
}

fn act(app: &mut App, action: ClockAction) {
    app.world_mut().write_message(action);
    app.update();
}

#[test]
fn the_companion_countdown_starts_pauses_and_resumes_with_one_action() {
    let mut app = companion_app("pause");
    act(&mut app, ClockAction::Toggle);
    assert!(clock(&app).running);
    assert_eq!(clock(&app).allowed, 120.0);
    for _ in 0..50 {
        app.update();
    }
    let after_five_seconds = clock(&app).remaining;
    assert!(
        (after_five_seconds - 115.0).abs() < 0.15,
        "{after_five_seconds}"
    );
    act(&mut app, ClockAction::Toggle);
    assert!(!clock(&app).running, "paused");
    let paused_at = clock(&app).remaining;
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(
        clock(&app).remaining,
        paused_at,
        "a paused clock does not run"
    );
    act(&mut app, ClockAction::Toggle);
    assert!(clock(&app).running, "resumed");
}

#[test]
fn the_companion_bell_rings_at_zero_and_the_next_move_is_shorter_after_losses() {
    let mut app = companion_app("bell");
    act(&mut app, ClockAction::Toggle);
    let mut frames = 0;
    while clock(&app).running {
        app.update();
        frames += 1;
        assert!(frames < 1300, "the bell never rang");
    }
    assert_eq!(clock(&app).remaining, 0.0);
    // At 0:00: the bell has rung, "Time!" shows and the counter is on the next move.
    assert!(clock(&app).times_up, "Time! shows");
    assert_eq!(
        clock(&app).move_number,
        2,
        "the move counter moved on at the bell"
    );
    // Half the stands of both armies lost: the next timed move is 1:00.
    {
        let mut session = app.world_mut().resource_mut::<CompanionSession>();
        for side in 0..2 {
            let numbers: Vec<(u32, u32)> = session.0.armies[side]
                .units
                .iter()
                .take(6)
                .map(|unit| (unit.number, unit.starting_points()))
                .collect();
            session.0.apply_losses(side, &numbers, "a bloody melee");
        }
    }
    act(&mut app, ClockAction::Toggle);
    let next = clock(&app);
    assert_eq!(next.allowed, 60.0);
    assert_eq!(next.move_number, 2);
    assert!(
        next.reason.contains("below half strength"),
        "{}",
        next.reason
    );
}

/// Frames of `millis` each from now on (bevy's virtual clock clamps any over 250 ms).
fn frames_of(app: &mut App, millis: u64) {
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(millis),
    ));
}

fn real_seconds(app: &App) -> f64 {
    app.world().resource::<Time<Real>>().elapsed_secs_f64()
}

fn set_pause(app: &mut App, paused: bool) {
    app.world_mut()
        .resource_mut::<NextState<muster::app::core::screens::Pause>>()
        .set(muster::app::core::screens::Pause(paused));
}

#[test]
fn the_companion_countdown_lasts_its_length_by_the_wall_clock_in_frames_of_600_ms() {
    let mut app = companion_app("slow-frames");
    frames_of(&mut app, 600);
    act(&mut app, ClockAction::Toggle);
    assert!(clock(&app).running);
    let started = real_seconds(&app);
    let mut frames = 0;
    while clock(&app).running {
        app.update();
        frames += 1;
        assert!(frames < 1000, "the bell never rang");
    }
    let lasted = real_seconds(&app) - started;
    // 120 s in whole 600 ms frames: the bell in the frame that reaches 0:00.
    assert!(
        (lasted - 120.0).abs() < 0.6 + 1e-6,
        "the 2:00 countdown lasted {lasted} s of the wall clock (bevy's clamped clock would \
         have taken 288 s)"
    );
}

#[test]
fn the_companion_countdown_stops_exactly_while_the_game_is_paused() {
    let mut app = companion_app("menu-pause");
    frames_of(&mut app, 400);
    act(&mut app, ClockAction::Toggle);
    for _ in 0..5 {
        app.update();
    }
    let before = clock(&app).remaining;
    set_pause(&mut app, true);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(
        clock(&app).remaining,
        before,
        "no time passes under the pause menu"
    );
    set_pause(&mut app, false);
    app.update();
    let after = clock(&app).remaining;
    assert!(
        (before - after - 0.4).abs() < 1e-4,
        "the first frame after the pause takes its own 400 ms, no more: {before} → {after}"
    );
}
