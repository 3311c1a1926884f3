//! What draws the Skirmish Wars board and takes its input: the board painter, the panel,
//! the hand-over and victory covers, the keys.

mod board;
pub(super) mod ground;
mod keys;
mod orders_ui;
mod overlays;
pub(super) mod palette;
mod panel;
mod players_ui;
mod purchase_ui;
mod screenshot_target;
mod selection;
mod unit_card;

pub use board::BoardView;
pub use selection::Selection;

use bevy::prelude::*;

/// Width of the panel at UI scale 1.
pub const PANEL_WIDTH: f32 = 500.0;

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
        keys::plugin,
        screenshot_target::plugin,
    ));
}
