//! The app without a window, for tests and headless runs: minimal plugins, states, time
//! in fixed 100 ms steps, the computer's searches waited for in the frame after they
//! begin, the settings and every save kept in a scratch folder (never the player's own),
//! and [`core_plugin`](super::core_plugin) opening `launch`.

use std::path::Path;
use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;

use crate::app::core::launch::Launch;
use crate::app::core::network::recent_hosts::RecentHostsFile;
use crate::app::core::settings::SettingsFile;
use crate::app::session::computer_thinking::WaitForTheComputer;

/// Seconds of game time each `update` of a headless app advances.
pub const HEADLESS_FRAME: Duration = Duration::from_millis(100);

/// A headless app opening `launch`, its settings and saves under `scratch` (created).
/// Insert any other choices (seats, seeds) before the first `update`.
pub fn headless_app(scratch: &Path, launch: Launch) -> App {
    let _ = std::fs::create_dir_all(scratch);
    let mut app = App::new();
    crate::app::core::registry::keep_saves_in(&mut app, scratch);
    // The club's scenarios too: a test never lists or writes the player's own.
    app.insert_resource(crate::app::core::club_folders::ClubFolders::under(scratch));
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(HEADLESS_FRAME))
        // A count of updates plays the same game on any machine: a frame waits for the
        // computer's search (a benchmark of the real frame sets it back to `false`).
        .insert_resource(WaitForTheComputer(true))
        .insert_resource(SettingsFile(scratch.join("settings.ron")))
        .insert_resource(RecentHostsFile(scratch.join("recent_hosts.ron")))
        .insert_resource(launch)
        .add_plugins(super::core_plugin);
    app
}

/// Out of deployment and on to a running countdown: both sides say Ready, twice.
pub fn start_the_countdown(app: &mut App) {
    for _ in 0..2 {
        for side in crate::rules::free_move::Side::BOTH {
            app.world_mut()
                .write_message(crate::app::games::free_move::SideReady(side));
        }
        app.update();
        app.update();
    }
}
