//! Demo mode for a club night: the computer plays the computer on a loop, one ruleset or
//! all four in turn, full screen, with big captions naming each rule as it happens (the
//! captions are the core's, `core::ui::captions`, shown while the demo runs). Any key, click
//! or touch offers to hand the game on screen to the people watching.

mod cycle;
mod hand_over;

pub use crate::app::core::ui::captions::Caption;
pub use cycle::{DemoMode, start_demo};

use bevy::prelude::*;

/// The demo's logic (headless tests run it): the cycle of games.
pub(crate) fn logic_plugin(app: &mut App) {
    app.add_plugins(cycle::plugin);
}

/// What the demo listens to: the hand-over offer.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(hand_over::plugin);
}
