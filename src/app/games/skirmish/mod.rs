//! Skirmish Wars on screen: the square board, its units, hot-seat and computer play for 2–4
//! players, and the set-up screen that lays out a table from tiles, all driven by the
//! Skirmish Wars engine in `muster_rules`.

pub mod game;
pub mod replay;
pub mod save;
pub mod setup;
pub mod view;

pub use game::{
    SkirmishCommand, SkirmishEvent, SkirmishGame, SkirmishSeat, SkirmishSeatsChoice, SkirmishUndo,
};

use bevy::prelude::*;

/// The game itself, without a window: the engine resource, commands, the computer's turns,
/// undo, save and load (headless tests drive it).
pub(crate) fn logic_plugin(app: &mut App) {
    app.add_plugins((
        game::plugin,
        save::plugin,
        replay::logic_plugin,
        setup::logic_plugin,
    ));
}

/// What draws the board and takes its input.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((view::plugin, replay::plugin, setup::plugin));
}
