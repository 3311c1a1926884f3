//! Demo mode for a club night: the computer plays the computer on a loop, one ruleset or
//! all four in turn, full screen, with big captions naming each rule as it happens. Any
//! key, click or touch offers to hand the game on screen to the people watching.

mod captioned;
mod captions;
mod cycle;
mod hand_over;

pub use captions::Caption;
pub use cycle::{DemoMode, start_demo};

use bevy::prelude::*;

/// Seconds between the computer's commands in the turn-based games while the demo runs, so
/// a room can follow them.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct DemoPace(pub f32);

/// The demo's pace: a command every this many seconds (1.5 a second, one of the watcher's
/// bar's speeds).
pub const DEMO_PACE_SECONDS: f32 = 1.0 / 1.5;

/// The demo's logic (headless tests run it): the cycle of games and the captions.
pub(super) fn logic_plugin(app: &mut App) {
    app.add_plugins((cycle::plugin, captions::plugin));
}

/// What the demo draws and listens to: the captions and the hand-over offer.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((captions::draw_plugin, hand_over::plugin));
}
