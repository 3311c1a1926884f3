//! Demo mode for a club night: the computer plays the computer on a loop, one ruleset or
//! all four in turn, full screen, with big captions naming each rule as it happens. Any
//! key, click or touch offers to hand the game on screen to the people watching.

mod captions;
mod cycle;
mod hand_over;

pub use captions::Caption;
pub use cycle::{DemoMode, start_demo};

use bevy::prelude::*;

/// The demo's logic (headless tests run it): the cycle of games and the captions.
pub(crate) fn logic_plugin(app: &mut App) {
    app.add_plugins((cycle::plugin, captions::plugin));
}

/// What the demo draws and listens to: the captions and the hand-over offer.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((captions::draw_plugin, hand_over::plugin));
}
