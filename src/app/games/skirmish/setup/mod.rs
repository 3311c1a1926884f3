//! Skirmish Wars' own set-up (2.0–2.7) on a screen of its own, so a club can build its own
//! table: terrain tiles laid in slots and turned, cities, factories and HQs and trees and
//! hills placed on squares, 2–4 players with their COs and seats, the starting player and
//! the victory condition; the problems listed live, each naming its place; a random
//! balanced layout; Play on the square board, or Save as a scenario file. The model is
//! `muster_rules::scenario::skirmish_layout`; this is its screen.

pub mod actions;
mod balance_section;
pub mod editor;
pub mod files;
mod grid;
mod keys;
mod palette;
mod panel;
mod players_ui;
mod problems_ui;
mod tools_ui;

pub use actions::SetupAction;
pub use editor::{TableSetup, Tool};
pub use files::SetupFolders;

use bevy::prelude::*;

/// The table being laid out and what the screen's buttons do: no window needed.
pub(super) fn logic_plugin(app: &mut App) {
    app.add_plugins((editor::plugin, files::plugin, actions::plugin));
}

/// The panel, the problems, the table and the keys.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        panel::plugin,
        problems_ui::plugin,
        grid::plugin,
        keys::plugin,
    ));
}

#[cfg(test)]
mod editor_tests;
