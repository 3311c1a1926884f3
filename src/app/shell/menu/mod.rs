//! The menus: the flow between them (no window needed) and the egui pages that draw them.

mod controls_page;
mod correspondence_page;
pub mod flow;
mod join_page;
#[cfg(test)]
mod keyboard_tests;
mod keys;
mod pause_page;
mod picker_page;
mod replace_game_page;
mod rules_page;
mod save_as_dialog;
pub mod saved_games;
mod saved_games_page;
pub mod scenario_list;
mod settings_page;
pub mod staged_saves;
mod title_page;

pub use saved_games::{ResumableGames, SavedGames};

use bevy::prelude::*;

/// The menu flow: states and what each action leads to.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((flow::plugin, saved_games::plugin, scenario_list::plugin));
}

/// The pages drawn with egui, and the keys that drive them.
pub(crate) fn pages_plugin(app: &mut App) {
    app.add_plugins((
        title_page::plugin,
        picker_page::plugin,
        replace_game_page::plugin,
        settings_page::plugin,
        pause_page::plugin,
        save_as_dialog::plugin,
        controls_page::plugin,
        rules_page::plugin,
        saved_games_page::plugin,
        staged_saves::plugin,
        join_page::plugin,
        correspondence_page::plugin,
        keys::plugin,
    ));
}
