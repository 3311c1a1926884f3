//! The bevy presentation: screens, menus, input, camera, audio. Thin adapters around the rules.
//!
//! [`core_plugin`] holds what works without a window (states, settings, the menu flow) so
//! headless tests can drive it; [`MusterPlugin`] adds the window's side on top.

pub mod core;
pub mod games;
pub mod headless;
pub mod session;
pub mod shell;

use std::path::PathBuf;
use std::process::ExitCode;

use bevy::prelude::*;
use bevy::window::{PresentMode, WindowResolution};

use self::core::language::SystemLanguage;
use self::core::{audio, camera, display, input, ui};
use games::companion;
use session::{replay, watch_speed};
use shell::{demo, fit_run, menu, screenshot, walkthrough};

pub use self::core::launch::Launch;
pub use shell::screenshot::ScreenshotRequest;

/// The folder bevy loads assets from: `MUSTER_ASSETS` if set, else the one beside the
/// executable (unpacked or installed), else `./assets` in the working folder. Never the
/// source tree it was built from: `cargo run` and `cargo test` set `MUSTER_ASSETS` to this
/// checkout's folder (`.cargo/config.toml`).
pub fn assets_root() -> PathBuf {
    if let Some(dir) = std::env::var_os("MUSTER_ASSETS") {
        return PathBuf::from(dir);
    }
    if let Some(beside) = muster_rules::data_folders::beside_the_executable("assets") {
        return beside;
    }
    let local = PathBuf::from("assets");
    std::fs::canonicalize(&local).unwrap_or(local)
}

/// Open the window on `launch` and run until the player quits (or the screenshot is taken).
pub fn run(launch: Launch, screenshot: Option<ScreenshotRequest>) -> ExitCode {
    run_with(launch, screenshot, None, None, None)
}

/// As [`run`], first playing the game forward (random legal commands, or the computer), and
/// then, with `replay_at`, opening its replay standing after that many commands, or with
/// `since_at`, its "Since your last turn" standing at that step.
pub fn run_with(
    launch: Launch,
    screenshot: Option<ScreenshotRequest>,
    play_out: Option<session::play_out::PlayOut>,
    replay_at: Option<usize>,
    since_at: Option<usize>,
) -> ExitCode {
    let started = screenshot::ProcessStart(std::time::Instant::now());
    let (width, height) = screenshot
        .as_ref()
        .and_then(|request| request.window)
        .unwrap_or((1280, 800));
    let mut app = App::new();
    app.insert_resource(started);
    if let Some(until) = screenshot.as_ref().and_then(|request| request.until) {
        app.insert_resource(until);
    }
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Muster".into(),
                    resolution: WindowResolution::new(width, height),
                    present_mode: PresentMode::AutoVsync,
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                file_path: assets_root().to_string_lossy().into_owned(),
                ..default()
            })
            // A flood of bad datagrams is counted, not logged a line each.
            .set(bevy::log::LogPlugin {
                custom_layer: self::core::network::bad_datagrams::counting_layer,
                fmt_layer: self::core::network::bad_datagrams::fmt_layer,
                ..default()
            }),
    );
    app.insert_resource(launch);
    if let Some(request) = screenshot {
        if let Some(fit) = request.fit.clone() {
            app.insert_resource(fit);
        }
        app.insert_resource(request);
    }
    if let Some(play_out) = play_out {
        app.insert_resource(play_out);
    }
    if let Some(at) = replay_at {
        app.insert_resource(replay::ReplayWhenLoaded { at });
    }
    if let Some(at) = since_at {
        app.insert_resource(session::since_last_turn::SinceWhenLoaded { at, asked: false });
    }
    app.add_plugins(MusterPlugin);
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// Everything Muster adds to a windowed bevy app.
pub struct MusterPlugin;

impl Plugin for MusterPlugin {
    fn build(&self, app: &mut App) {
        // A windowed run speaks the system's language (a test may have set its own first).
        if !app.world().contains_resource::<SystemLanguage>() {
            app.insert_resource(SystemLanguage::from_environment());
        }
        app.add_plugins((
            core_plugin,
            ui::plugin,
            camera::plugin,
            display::plugin,
            menu::pages_plugin,
            input::plugin,
            audio::plugin,
            companion::plugin,
            demo::plugin,
            walkthrough::plugin,
            screenshot::plugin,
        ));
        app.add_plugins((
            watch_speed::view_plugin,
            fit_run::plugin,
            self::core::network::panels_plugin,
        ));
        // Every ruleset's board and panels (its logic came in with `core_plugin`).
        self::core::ruleset_door::add_ruleset_views(app, games::RULESETS);
    }
}

/// States, settings and the menu flow: the part of the app that needs no window.
/// Expects `StatesPlugin` (part of `DefaultPlugins`) to be present.
pub fn core_plugin(app: &mut App) {
    if !app.world().contains_resource::<Launch>() {
        app.insert_resource(Launch::Menu);
    }
    app.add_plugins((
        self::core::logic_plugin,
        watch_speed::plugin,
        session::balance_check::plugin,
        menu::plugin,
        companion::logic_plugin,
        demo::logic_plugin,
        walkthrough::logic_plugin,
        shell::staging_sync::plugin,
    ));
    // Every ruleset, through the one door (`games::RULESETS`, one line a ruleset).
    self::core::ruleset_door::add_rulesets(app, games::RULESETS);
}
