//! The pace a watched game keeps: the demo slows the computer so a room can follow it.

use bevy::prelude::*;

/// Seconds between the computer's commands in the turn-based games while the demo runs, so
/// a room can follow them.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct DemoPace(pub f32);

/// The demo's pace: a command every this many seconds (1.5 a second, one of the watcher's
/// bar's speeds).
pub const DEMO_PACE_SECONDS: f32 = 1.0 / 1.5;
