//! The Soldiers board view: the mapsheet (terrain, hexsides, labels), the counters, the
//! markers of the rules, the board camera's parameters and the cursor. Panels, selection
//! and fire belong elsewhere; they talk to the board through [`SelectedHex`] and
//! [`BoardCursor`].

pub mod board_scene;
pub mod counters;
pub mod cursor;
pub mod framing;
pub mod interdiction_layer;
pub mod labels;
pub mod markers;
pub mod mesh_builder;
pub mod motions;
pub mod palette;
pub mod screen;
pub mod symbols;

pub use counters::CounterPlacements;
pub use cursor::BoardCursor;
pub use framing::PANEL_WIDTH;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use crate::app::core::screens::Screen;

/// The hex whose stack is selected (the play panel's): its counters fan out.
pub use crate::app::games::soldiers::play::selection::SelectedHex;

/// The order the board's egui painting runs in: map labels under counters under markers.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardPaint {
    Labels,
    Counters,
    Markers,
}

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        EguiPrimaryContextPass,
        (
            BoardPaint::Labels,
            BoardPaint::Counters,
            BoardPaint::Markers,
        )
            .chain()
            .run_if(in_state(Screen::Soldiers)),
    )
    .add_plugins((
        framing::plugin,
        cursor::plugin,
        board_scene::plugin,
        labels::plugin,
        counters::plugin,
        markers::plugin,
        interdiction_layer::plugin,
    ));
}
