//! Free Move – Timed Move on screen: the table, both armies, the shared countdown, measured
//! movement by hand for both players at once, missile fire, the rosters and the combat log,
//! all driven by the rules engine in `muster_rules`.

pub mod builder;
pub mod computer;
pub mod computer_thinking;
pub mod countdown;
pub mod game;
pub mod hands;
pub mod network;
pub mod panels;
mod registration;
pub mod replay;
pub mod ruleset_entry;
pub mod save;
pub mod table;
pub mod undo;

pub use countdown::{Countdown, SideReady};
pub use game::{FreeMoveCommand, FreeMoveEvent, FreeMoveSession};

use bevy::prelude::*;

use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;

/// The game itself, without a window: the engine resource, commands and the countdown
/// (headless tests drive it).
pub(crate) fn logic_plugin(app: &mut App) {
    app.add_plugins((
        builder::logic_plugin,
        game::plugin,
        countdown::plugin,
        panels::combat_review::logic_plugin,
        hands::stand_drag::logic_plugin,
        save::plugin,
        replay::logic_plugin,
        computer::plugin,
        undo::plugin,
        table::stand_bodies::plugin,
        table::contact_freeze::plugin,
        registration::plugin,
        network::network_play::plugin,
    ));
}

/// What draws the game and takes its input.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        (
            table::table_scene::plugin,
            table::table_camera::plugin,
            table::stand_symbols::plugin,
            hands::stand_drag::plugin,
            table::stand_sync::plugin,
            hands::tape_measure::plugin,
            hands::missile_aim::plugin,
            table::overlay::plugin,
            table::contact_flash::plugin,
        ),
        (
            panels::game_panel::plugin,
            panels::roster_panel::plugin,
            panels::combat_log::plugin,
            panels::combat_review::plugin,
            panels::victory_panel::plugin,
            table::deployment_zones::plugin,
            hands::box_select::plugin,
            computer::view_plugin,
            replay::plugin,
        ),
        table::table_share::plugin,
        builder::plugin,
    ))
    // Pointers: a press on a stand grabs it (or aims a missile unit); the rest measure tape.
    .add_systems(
        Update,
        hands::missile_aim::aim_missiles
            .after(hands::stand_drag::start_pauses)
            .before(hands::tape_measure::follow_pointers)
            .before(game::execute_game_commands)
            .in_set(AppSystems::Update)
            .run_if(in_state(Screen::FreeMove)),
    );
}
