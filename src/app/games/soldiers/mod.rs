//! Soldiers on screen: the hex board, its counters and markers, hot-seat and computer
//! play, all driven by the Soldiers engine in `muster_rules`.

pub mod board;
pub mod dice_roll;
pub mod game;
pub mod hex_layout;
pub mod play;
pub mod replay;
pub mod save;

pub use game::{Seat, SeatsChoice, SoldiersCommand, SoldiersEvent, SoldiersGame, UndoRequest};

use bevy::prelude::*;

/// The game itself, without a window: the engine resource, commands, the computer's turns
/// and undo (headless tests drive it).
pub(crate) fn logic_plugin(app: &mut App) {
    app.add_plugins((game::plugin, save::plugin, replay::logic_plugin));
}

/// What draws the board and takes its input.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        board::plugin,
        play::plugin,
        dice_roll::plugin,
        replay::plugin,
    ));
}
