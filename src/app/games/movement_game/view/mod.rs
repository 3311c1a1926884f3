//! What draws the movement game's board and takes its input: the board, the panel with the
//! hands face up, the hand-over and win covers.

mod board;
mod overlays;
mod palette;
mod panel;
mod selection;

pub use selection::Picks;

use bevy::prelude::*;

/// Width of the panel at UI scale 1.
pub const PANEL_WIDTH: f32 = 460.0;

/// The panel is drawn first so the board knows its room.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PanelDrawn;

/// The board, then the covers over it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BoardDrawn;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        selection::plugin,
        board::plugin,
        panel::plugin,
        overlays::plugin,
    ));
}
