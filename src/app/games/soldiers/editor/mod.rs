//! The Soldiers scenario editor on a screen of its own (`Screen::SoldiersEditor`): the
//! printed map drawn as in play with the map camera, zones painted hex by hex with the
//! pointer (tinted per side), and a panel for the scenario, the sides and their groups by
//! unit kind, the selected group's arrival, the victory conditions, the trenches and the
//! checks, with Undo/Redo, Open, Save and Play. The model is
//! `muster_rules::scenario::soldiers_editor`; this is its screen.

pub mod actions;
mod brush;
mod checks_ui;
pub mod editor_state;
pub mod files;
mod group_ui;
mod keys;
mod map_view;
mod open_ui;
mod overlay;
mod panel;
mod place_words;
mod scenario_ui;
mod sides_ui;
mod victory_ui;
mod words;

pub use actions::EditorAction;
pub use editor_state::{SoldiersEditor, scenario_being_edited};
pub use files::EditorFolders;

use bevy::prelude::*;

/// The scenario being edited and what the editor's buttons do: no window needed.
pub(super) fn logic_plugin(app: &mut App) {
    app.add_plugins((editor_state::plugin, files::plugin, actions::plugin));
}

/// The map, the pointer's paint, the panel and the keys.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        map_view::plugin,
        brush::plugin,
        overlay::plugin,
        panel::plugin,
        checks_ui::plugin,
        keys::plugin,
    ));
}
