//! What draws the movement game's board and takes its input: the board (what a click on it
//! means, `board::click_on`; the clicks, `pointer`), the panel with the hands face up, the
//! hand-over and win covers, the keys and the board cursor (`keys`, `key_cursor`).

pub mod board;
mod key_cursor;
mod keys;
mod motions;
mod overlays;
pub mod palette;
mod panel;
mod pointer;
mod selection;
pub mod spaces;
#[cfg(test)]
mod test_games;

pub use key_cursor::keyboard_plugin;
pub use pointer::SpaceClick;
pub use selection::Picks;

use bevy::prelude::*;

pub use crate::app::session::view::{BoardDrawn, PanelDrawn};

/// Width of the panel at UI scale 1.
pub const PANEL_WIDTH: f32 = 460.0;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        key_cursor::keyboard_plugin,
        board::plugin,
        pointer::plugin,
        panel::plugin,
        overlays::plugin,
    ));
}
