//! The pace a watched game keeps: the demo slows the computer so a room can follow it, and
//! a board on screen holds the computer while it shows its last command.

use bevy::prelude::*;

/// Seconds between the computer's commands in the turn-based games while the demo runs, so
/// a room can follow them.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct DemoPace(pub f32);

/// The demo's pace: a command every this many seconds (1.5 a second, one of the watcher's
/// bar's speeds).
pub const DEMO_PACE_SECONDS: f32 = 1.0 / 1.5;

/// Whether the board of `G` on screen still shows the last command (a piece sliding, a hit
/// flashing, and the short settle after): the computer waits for it instead of a fixed
/// pace. Only a board on screen keeps it (`view::animation_plugin`); a game without a
/// window, a headless test or a `--play-moves` play-out, never waits.
#[derive(Resource)]
pub struct BoardBusy<G>(pub bool, std::marker::PhantomData<fn() -> G>);

impl<G> BoardBusy<G> {
    /// Busy or not.
    pub fn new(busy: bool) -> Self {
        BoardBusy(busy, std::marker::PhantomData)
    }
}
