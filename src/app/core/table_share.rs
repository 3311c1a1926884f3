//! How much of the window shows the table, for `muster screenshot --min-table-share`: the
//! screenshot run inserts [`TableShare`] to ask for it, a game with a table measures it
//! while its table is on screen, and the screenshot refuses a picture whose table the
//! panels crowd out.

use bevy::prelude::*;

/// The share of the window (0..=1) showing uncovered table, as last drawn; `None` while no
/// table is on screen. Present only where someone asks: a player's frames never pay for
/// the measuring.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct TableShare(pub Option<f32>);
