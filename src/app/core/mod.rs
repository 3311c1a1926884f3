//! The bottom layer: what every screen uses and no game owns — states and system sets,
//! input, camera, the egui theme and widgets, audio, settings, the display, the menu's
//! messages, and `third_party/` wrappers (one file per crate). It imports nothing above it.

pub mod audio;
pub mod camera;
pub mod club_folders;
pub mod club_scenarios;
pub mod command_outcome;
pub mod display;
pub mod executor;
pub mod input;
pub mod language;
pub mod launch;
pub mod log_tail;
pub mod menu_actions;
pub mod mode;
pub mod named_saves;
pub mod network;
pub mod play_until;
pub mod registry;
pub mod rule_captions;
pub mod ruleset_door;
pub mod screens;
pub mod seeds;
pub mod settings;
pub mod staging;
pub mod system_sets;
pub mod table_share;
pub mod third_party;
pub mod ui;
pub mod wall_clock;

use bevy::prelude::*;

/// The core's part that needs no window: system sets, the executor, states, settings, the
/// menu's messages, the notices and the third-party wrappers.
pub(crate) fn logic_plugin(app: &mut App) {
    app.init_resource::<ui::notices::Notices>();
    app.add_plugins((
        system_sets::plugin,
        executor::plugin,
        third_party::plugin,
        command_outcome::plugin,
        screens::plugin,
        settings::plugin,
        language::plugin,
        menu_actions::plugin,
        staging::plugin,
        rule_captions::plugin,
        network::plugin,
        wall_clock::plugin,
        club_scenarios::plugin,
        club_folders::plugin,
    ));
    app.add_plugins((
        log_tail::plugin,
        ui::captions::plugin,
        ui::big_screen::plugin,
        ui::view_keys::plugin,
    ));
}
