//! Whether the game on screen is staged for others (a demo, a walkthrough, a screenshot run)
//! rather than played by the player for themselves. The shell, which owns those, keeps this
//! up to date at the start of every frame; the games and the session only read it (a staged
//! game never replaces the player's autosave; a screenshot run sets up its picture).

use bevy::prelude::*;

/// What the game on screen is staged for, if anything.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Staging {
    /// Demo mode is running.
    pub demo: bool,
    /// A rules walkthrough is under way.
    pub walkthrough: bool,
    /// `muster screenshot` (a game played forward for a picture).
    pub screenshot: bool,
}

impl Staging {
    /// A demo, a walkthrough or a screenshot run: not the player's own game.
    pub fn any(&self) -> bool {
        self.demo || self.walkthrough || self.screenshot
    }
}

/// Run condition: the game on screen is the player's own, so it may autosave.
pub fn autosaves_allowed(staging: Res<Staging>) -> bool {
    !staging.any()
}

/// Run condition: this is a screenshot run.
pub fn for_a_screenshot(staging: Res<Staging>) -> bool {
    staging.screenshot
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Staging>();
}
