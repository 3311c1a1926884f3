//! Free Move – Timed Move on screen: the table, both armies, the shared countdown, measured
//! movement by hand for both players at once, missile fire, the rosters and the combat log,
//! all driven by the rules engine in `muster_rules`.

pub mod box_select;
pub mod combat_log;
pub mod combat_review;
pub mod computer;
mod contact_flash;
pub mod contact_freeze;
pub mod countdown;
mod deployment_zones;
pub mod game;
mod game_panel;
mod missile_aim;
pub mod network_play;
mod orders;
mod overlay;
mod registration;
pub mod replay;
mod roster_panel;
mod rules_page;
pub mod ruleset_entry;
pub mod save;
mod shape_geometry;
pub mod stand_bodies;
pub mod stand_drag;
mod stand_symbols;
mod stand_sync;
mod table_camera;
pub mod table_queries;
mod table_scene;
pub mod table_share;
mod tape_measure;
pub mod terrain_mesh;
pub mod undo;
mod victory_panel;

pub use countdown::{Countdown, SideReady};
pub use game::{FreeMoveGame, GameCommand, GameEvent};

use bevy::prelude::*;

use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;

/// The game itself, without a window: the engine resource, commands and the countdown
/// (headless tests drive it).
pub(crate) fn logic_plugin(app: &mut App) {
    app.add_plugins((
        game::plugin,
        countdown::plugin,
        combat_review::logic_plugin,
        stand_drag::logic_plugin,
        save::plugin,
        replay::logic_plugin,
        computer::plugin,
        undo::plugin,
        stand_bodies::plugin,
        contact_freeze::plugin,
        registration::plugin,
        network_play::plugin,
    ));
}

/// What draws the game and takes its input.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        (
            table_scene::plugin,
            table_camera::plugin,
            stand_symbols::plugin,
            stand_drag::plugin,
            stand_sync::plugin,
            tape_measure::plugin,
            missile_aim::plugin,
            overlay::plugin,
            contact_flash::plugin,
        ),
        (
            game_panel::plugin,
            roster_panel::plugin,
            combat_log::plugin,
            combat_review::plugin,
            victory_panel::plugin,
            deployment_zones::plugin,
            box_select::plugin,
            computer::view_plugin,
            replay::plugin,
        ),
        table_share::plugin,
    ))
    // Pointers: a press on a stand grabs it (or aims a missile unit); the rest measure tape.
    .add_systems(
        Update,
        missile_aim::aim_missiles
            .after(stand_drag::start_pauses)
            .before(tape_measure::follow_pointers)
            .before(game::execute_game_commands)
            .in_set(AppSystems::Update)
            .run_if(in_state(Screen::Table)),
    );
}
