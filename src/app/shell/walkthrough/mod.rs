//! Rules walkthroughs on screen: a guided game of a ruleset with the real engine. A panel
//! says what to do next, why the rules allowed what was done or why the engine refused it,
//! and after the last step the game goes on against the computer to its end.
//!
//! The steps live in `scenarios/walkthroughs/<ruleset>.ron` (see `muster_rules::walkthrough`);
//! the games report every command through [`CommandOutcome`](crate::app::core::command_outcome).

mod follow;
mod panel;
mod start;

pub use follow::SkipStep;
pub use start::{StartAgain, start_walkthrough};

use bevy::prelude::*;

use crate::walkthrough::{LoadedWalkthrough, Progress};

/// The walkthrough under way: the file, its scenario, and how far the learner is.
#[derive(Resource, Debug, Clone)]
pub struct ActiveWalkthrough {
    pub loaded: LoadedWalkthrough,
    pub progress: Progress,
}

/// Starting, following and leaving walkthroughs (headless tests drive it).
pub(crate) fn logic_plugin(app: &mut App) {
    app.add_plugins((start::plugin, follow::plugin));
}

/// The walkthrough's panel.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(panel::plugin);
}
