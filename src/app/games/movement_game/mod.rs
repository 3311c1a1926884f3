//! The Untitled Movement Game on screen: the board, the hands face up, the die, hot-seat and
//! computer play for 2 or 4 players, driven by the engine in `muster_rules`.

pub mod board_editor;
pub mod game;
pub mod registration;
mod rules_page;
pub mod ruleset_entry;
pub mod save;
mod simulate;
pub mod view;

pub use game::{
    MovementGameCommand, MovementGameEvent, MovementGameSeat, MovementGameSeatsChoice,
    MovementGameSession, MovementGameTurns, MovementGameUndo,
};

use bevy::prelude::*;

/// The game itself, without a window (headless tests drive it).
pub(crate) fn logic_plugin(app: &mut App) {
    app.add_plugins((
        game::plugin,
        crate::app::session::registration::plugin::<MovementGameTurns>,
        board_editor::logic_plugin,
    ));
}

/// What draws the board and takes its input.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        view::plugin,
        board_editor::plugin,
        crate::app::session::view::plugin::<MovementGameTurns>,
        crate::app::session::view::animation_plugin::plugin::<MovementGameTurns>,
    ));
}
