//! How the game on screen is shown to the people watching it: captions (the rule behind
//! each event, in a sentence) and the big-screen layout for a projector (larger text, the
//! log as captions, the pointer hidden). Anyone may turn them on; a watcher's panel offers
//! them first.

use bevy::prelude::*;

/// The viewing options of this machine's screen.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ViewOptions {
    /// Each event's rule and sentence shown as a caption.
    pub captions: bool,
    /// The projector's layout: larger text, the log as captions, the pointer hidden.
    pub big_screen: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ViewOptions>();
}
