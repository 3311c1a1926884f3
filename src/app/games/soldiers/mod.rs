//! Soldiers on screen: the hex board, its counters and markers, hot-seat and computer
//! play, all driven by the Soldiers engine in `muster_rules`.

pub mod board;
pub mod dice_roll;
pub mod editor;
pub mod game;
pub mod hex_layout;
pub mod play;
pub mod registration;
mod rules_page;
pub mod ruleset_entry;
pub mod save;
mod simulate;

pub use game::{
    SoldiersCommand, SoldiersEvent, SoldiersSeat, SoldiersSeatsChoice, SoldiersSession,
    SoldiersTurns, UndoRequest,
};

use bevy::prelude::*;

/// The game itself, without a window: the session (commands, the computer's turns, undo,
/// saves, replays; headless tests drive it).
pub(crate) fn logic_plugin(app: &mut App) {
    app.add_plugins((
        game::plugin,
        editor::logic_plugin,
        crate::app::session::registration::plugin::<SoldiersTurns>,
    ));
}

/// What draws the board and takes its input.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        board::plugin,
        editor::plugin,
        play::plugin,
        dice_roll::plugin,
        crate::app::session::view::plugin::<SoldiersTurns>,
        crate::app::session::view::animation_plugin::plugin::<SoldiersTurns>,
    ));
}
