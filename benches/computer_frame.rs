//! The longest frame while the computer thinks: Muster's whole app headless (everything but
//! rendering) with the real clock, the computer playing every seat, each `app.update()`
//! timed. Free Move's standard battle, the General against the Veteran, beside the same
//! battle Veteran against Veteran in the same run (the timed move on the wall clock, the
//! countdown and the computer's hands as in the game); then Skirmish Wars' Hill Country,
//! a General seat against the Veteran beside Veteran against Veteran (the watcher's bar at
//! its fastest, 30 commands a second). Frames are paced at 60 a second, as a window's are.
//! Target (issue 34): no frame over 33 ms, and the General's 99th percentile within twice
//! the Veteran's.
//!
//! Run with `cargo bench -p muster --bench computer_frame` (or `make bench`);
//! `MUSTER_BENCH_SECONDS` sets each game's wall-clock cap (default 90 s);
//! `MUSTER_BENCH_ONLY=free_move` or `=skirmish` runs one game's pair.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use muster::app::core::launch::Launch;
use muster::app::games::free_move::FreeMoveSession;
use muster::app::games::free_move::computer::FreeMoveSeats;
use muster::app::games::free_move::game::ChosenSeed;
use muster::app::games::skirmish::{SkirmishSeat, SkirmishSeatsChoice, SkirmishSession};
use muster::app::headless::headless_app;
use muster::app::session::computer_thinking::WaitForTheComputer;
use muster::app::session::watch_speed::WatchSpeed;
use muster::rules::free_move::Phase;
use muster::rules::free_move::ai::Level;

/// A window's frame: 60 a second.
const FRAME: Duration = Duration::from_micros(16_667);
/// Free Move: the timed moves played before the battle's figures are taken.
const TIMED_MOVES: u32 = 4;

fn scenario(folder: &str, file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios")
        .join(folder)
        .join(file)
}

/// Each game's wall-clock cap.
fn cap() -> Duration {
    let seconds = std::env::var("MUSTER_BENCH_SECONDS")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(90);
    Duration::from_secs(seconds)
}

/// A headless app on `file` with the real clock, the computer's searches never waited for.
fn real_time_app(name: &str, file: PathBuf, choose: impl FnOnce(&mut App)) -> App {
    let dir = std::env::temp_dir().join(format!(
        "muster-computer-frame-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = headless_app(&dir, Launch::scenario(&file).expect("the scenario ships"));
    app.insert_resource(TimeUpdateStrategy::Automatic)
        .insert_resource(WaitForTheComputer(false));
    choose(&mut app);
    app
}

/// Update `app`, paced at 60 frames a second, until `done` or the cap: each update's
/// milliseconds. A frame over 20 ms is named, with the commands `played` before and after
/// it (what ran in it).
fn frames(
    app: &mut App,
    mut done: impl FnMut(&App) -> bool,
    played: impl Fn(&App) -> usize,
) -> Vec<f64> {
    let began = Instant::now();
    let mut times = Vec::new();
    while !done(app) && began.elapsed() < cap() {
        let before = played(app);
        let scheduled = schedstat();
        let started = Instant::now();
        app.update();
        let spent = started.elapsed();
        let ms = spent.as_secs_f64() * 1000.0;
        if ms > 20.0 {
            let (running, waiting) = match (scheduled, schedstat()) {
                (Some(before), Some(after)) => (
                    format!("{:.2}", (after.0 - before.0) as f64 / 1e6),
                    format!("{:.2}", (after.1 - before.1) as f64 / 1e6),
                ),
                _ => ("?".into(), "?".into()),
            };
            println!(
                "  frame {}: {ms:.2} ms ({running} ms on a core, {waiting} ms waiting for one), commands {before} → {}",
                times.len(),
                played(app)
            );
        }
        times.push(ms);
        if let Some(rest) = FRAME.checked_sub(spent) {
            std::thread::sleep(rest);
        }
    }
    times
}

/// This thread's nanoseconds on a core and waiting, runnable, for one (Linux's
/// `/proc/thread-self/schedstat`): a long frame spent waiting was the machine's, not Muster's.
fn schedstat() -> Option<(u64, u64)> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let mut fields = text
        .split_whitespace()
        .map(|field| field.parse::<u64>().ok());
    Some((fields.next()??, fields.next()??))
}

/// The median, 99th percentile and maximum of `times`.
fn figures(mut times: Vec<f64>) -> (f64, f64, f64) {
    if times.is_empty() {
        return (0.0, 0.0, 0.0);
    }
    times.sort_by(f64::total_cmp);
    let at = |share: f64| times[((times.len() - 1) as f64 * share).round() as usize];
    (at(0.5), at(0.99), times[times.len() - 1])
}

/// Print one game's line; its 99th percentile.
fn report(game: &str, played: &str, times: Vec<f64>) -> f64 {
    let count = times.len();
    let over = times.iter().filter(|ms| **ms > 33.0).count();
    let (median, p99, max) = figures(times);
    println!(
        "{game}: {count} frames ({played}): median {median:.2} ms, 99th percentile {p99:.2} ms, max {max:.2} ms, {over} over 33 ms"
    );
    p99
}

fn free_move(seats: [Level; 2]) -> f64 {
    let name = format!("{:?} v {:?}", seats[0], seats[1]);
    let mut app = real_time_app(
        &name.replace(' ', ""),
        scenario("free_move", "standard_battle.ron"),
        |app| {
            app.insert_resource(FreeMoveSeats(seats.map(Some)))
                .insert_resource(ChosenSeed(34));
        },
    );
    app.update();
    let times = frames(
        &mut app,
        |app| {
            let state = &app.world().resource::<FreeMoveSession>().state;
            state.phase == Phase::GameOver || state.move_number > TIMED_MOVES
        },
        |app| app.world().resource::<FreeMoveSession>().commands.len(),
    );
    let game = app.world().resource::<FreeMoveSession>();
    let played = format!(
        "to timed move {}, {} commands",
        game.state.move_number,
        game.commands.len()
    );
    report(
        &format!("Free Move, standard battle, {name}"),
        &played,
        times,
    )
}

fn skirmish(seats: [SkirmishSeat; 2]) -> f64 {
    let name = format!("{:?} v {:?}", seats[0], seats[1]);
    let mut app = real_time_app(
        &format!("skirmish-{}", name.replace(' ', "")),
        scenario("skirmish", "03_hill_country.ron"),
        |app| {
            app.insert_resource(SkirmishSeatsChoice {
                seats: seats.to_vec(),
                seed: Some(34),
            });
        },
    );
    app.update();
    app.world_mut().resource_mut::<WatchSpeed>().play_at(30.0);
    let times = frames(
        &mut app,
        |app| {
            app.world()
                .get_resource::<SkirmishSession>()
                .is_some_and(|game| game.is_over())
        },
        |app| {
            app.world()
                .get_resource::<SkirmishSession>()
                .map_or(0, |game| game.commands.len())
        },
    );
    let game = app.world().resource::<SkirmishSession>();
    let played = format!(
        "to day {}, {} commands",
        game.state.day,
        game.commands.len()
    );
    report(
        &format!("Skirmish Wars, Hill Country, {name}"),
        &played,
        times,
    )
}

fn main() {
    let only = std::env::var("MUSTER_BENCH_ONLY").unwrap_or_default();
    println!(
        "the computer playing every seat, headless, real clock, frames paced at 60 a second, each game capped at {} s",
        cap().as_secs()
    );
    if only != "skirmish" {
        let general = free_move([Level::General, Level::Veteran]);
        let veteran = free_move([Level::Veteran, Level::Veteran]);
        println!(
            "Free Move: the General's 99th percentile is {:.2}× the Veteran's",
            general / veteran
        );
    }
    if only != "free_move" {
        let general = skirmish([SkirmishSeat::General, SkirmishSeat::Veteran]);
        let veteran = skirmish([SkirmishSeat::Veteran, SkirmishSeat::Veteran]);
        println!(
            "Skirmish Wars: the General's 99th percentile is {:.2}× the Veteran's",
            general / veteran
        );
    }
}
