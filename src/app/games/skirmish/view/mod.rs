//! What draws the Skirmish Wars board and takes its input: the board painter and its
//! camera, the clicks on it (`pointer`, what they mean in `board_click`), the panel, the hand-over and victory covers, the keys and the board
//! cursor (`key_cursor`).

mod board;
mod board_camera;
mod board_click;
pub(super) mod ground;
mod key_cursor;
mod keys;
mod motions;
mod orders_ui;
mod overlays;
pub(super) mod palette;
mod panel;
pub(super) mod players_ui;
mod pointer;
mod purchase_ui;
mod screenshot_target;
mod selection;
#[cfg(test)]
mod test_games;
mod unit_card;

pub use key_cursor::keyboard_plugin;
pub use pointer::SquareClick;
pub use selection::Selection;

use bevy::prelude::*;

pub use crate::app::session::view::{BoardDrawn, PanelDrawn};

/// Width of the panel at UI scale 1.
pub const PANEL_WIDTH: f32 = 500.0;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        key_cursor::keyboard_plugin,
        board::plugin,
        pointer::plugin,
        board_camera::plugin,
        panel::plugin,
        overlays::plugin,
        screenshot_target::plugin,
    ));
}
