//! One wrapper file per third-party engine crate: its set-up and the project's conventions
//! for it live in one place.

pub mod egui_plot;
pub mod rapier;
pub mod replicon;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((rapier::plugin, replicon::plugin));
}
