//! Free Move – Timed Move on screen. This build draws a scenario's table — terrain and both
//! armies as deployed — with both players' pointers and a tape measure; the timed move
//! itself arrives with the engine.

mod overlay;
mod shape_geometry;
mod stand_symbols;
mod table_scene;
mod tape_measure;
pub mod terrain_mesh;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        table_scene::plugin,
        stand_symbols::plugin,
        tape_measure::plugin,
        overlay::plugin,
    ));
}
