//! The Untitled Movement Game's board editor on a screen of its own (`Screen::SetUp` of the
//! movement game), so a club can make its own board: the board drawn as in play, a press or
//! drag of the brush closing or opening spaces or marking a side's starting spaces, the
//! size, the name and the players, the checks listed live (each naming its space and the
//! rule), Undo and Redo, Save into the club's folder, Open a board (a club's or a shipped
//! one), Play at once, Back to the mode page. Opened by "Make a board" on the movement
//! game's page and by Edit beside a club's board. The model is
//! `muster_rules::scenario::movement_board_editor`; this is its screen.

pub mod actions;
mod board;
mod keys;
mod panel;
mod problems;
pub mod state;

pub use actions::BoardEditorAction;
pub use state::BoardBeingMade;

use bevy::prelude::*;

/// The board being made and what the screen's buttons do: no window needed.
pub(super) fn logic_plugin(app: &mut App) {
    app.add_plugins((state::plugin, actions::plugin));
}

/// The panel, the checks, the board and the keys.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((panel::plugin, problems::plugin, board::plugin, keys::plugin));
}
