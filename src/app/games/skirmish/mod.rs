//! Skirmish Wars on screen: the square board, its units, hot-seat and computer play for 2–4
//! players, and the set-up screen that lays out a table from tiles, all driven by the
//! Skirmish Wars engine in `muster_rules`.

pub mod game;
pub mod registration;
mod rules_page;
pub mod ruleset_entry;
pub mod save;
pub mod setup;
mod simulate;
pub mod view;

pub use game::{
    SkirmishCommand, SkirmishEvent, SkirmishSeat, SkirmishSeatsChoice, SkirmishSession,
    SkirmishTurns, SkirmishUndo,
};

use bevy::prelude::*;

/// The game itself, without a window: the session (commands, the computer's turns, undo,
/// saves, replays) and the set-up screen's logic (headless tests drive it).
pub(crate) fn logic_plugin(app: &mut App) {
    app.add_plugins((
        game::plugin,
        setup::logic_plugin,
        crate::app::session::registration::plugin::<SkirmishTurns>,
    ));
}

/// What draws the board and takes its input.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        view::plugin,
        crate::app::session::view::plugin::<SkirmishTurns>,
        crate::app::session::view::animation_plugin::plugin::<SkirmishTurns>,
        setup::plugin,
    ));
}
