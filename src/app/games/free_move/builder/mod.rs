//! The Free Move battle builder: a club's own battle built on the table as it is played —
//! its size, terrain pieces placed, moved, turned, resized and deleted with the pointer,
//! two armies (a roster file, or unit by unit with their points), deployment zones drawn,
//! stands placed by hand or laid out in lines, the time and the victory conditions — with
//! the checks listed live, undo and redo, Save into the club's folder, Open, and Play at
//! once. The model is `muster_rules::scenario::free_move_builder`; this is its screen.

pub mod actions;
mod armies_ui;
pub mod builder_state;
mod checks_ui;
mod drags;
pub mod files;
mod keys;
mod panel;
mod pointer;
mod rules_ui;
mod scene;
mod table_ui;

pub use actions::BuilderAction;
pub use builder_state::{BattleBuilder, Tool};
pub use files::BuilderFolders;

use bevy::prelude::*;

/// The battle being built and what the screen's buttons do: no window needed.
pub(super) fn logic_plugin(app: &mut App) {
    app.add_plugins((builder_state::plugin, files::plugin, actions::plugin));
}

/// The panel, the table, the pointer and the keys.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((panel::plugin, scene::plugin, pointer::plugin, keys::plugin));
}
