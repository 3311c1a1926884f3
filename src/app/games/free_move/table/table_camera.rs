//! The Free Move table's camera: while a table is shown, the camera carries a
//! [`BoardCamera`] that frames the table below the clock bar, zooms from a close look at a
//! stand out to half an inch a pixel, and pans with a middle drag and W A S D (the arrows
//! move player 2's cursor; a right click cancels; a left drag moves stands).

use bevy::prelude::*;

use crate::app::core::camera::{
    BoardCamera, CameraSteering, CameraSystems, Clearance, Farthest, TableView,
};

/// Never closer than this many inches a pixel.
const CLOSEST: f32 = 0.004;
/// Never farther out than this many inches a pixel.
const FARTHEST: f32 = 0.5;
/// Margin round the framed table, as a factor.
const MARGIN: f32 = 1.01;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, follow_table_view.before(CameraSystems));
}

/// The camera's parameters for a table of `bounds` below a clock bar `top_strip` logical
/// pixels tall.
fn table_camera(bounds: Rect, top_strip: f32) -> BoardCamera {
    table_camera_clear_of(
        bounds,
        Clearance {
            top: top_strip,
            right_points: 0.0,
        },
    )
}

/// The table's camera with `clear` kept free of the table (the battle builder keeps its
/// panel's column on the right).
pub(crate) fn table_camera_clear_of(bounds: Rect, clear: Clearance) -> BoardCamera {
    BoardCamera {
        board: bounds,
        opening: None,
        clear,
        margin: MARGIN,
        closest: CLOSEST,
        farthest: Farthest::Scale(FARTHEST),
        drag_buttons: vec![MouseButton::Middle],
        arrow_keys: false,
    }
}

/// A new table, or a clock bar of a new height, frames the table afresh; no table, no
/// board camera.
fn follow_table_view(view: Res<TableView>, mut steering: CameraSteering) {
    if !view.is_changed() {
        return;
    }
    match view.bounds {
        Some(bounds) => steering.put_on(true, || table_camera(bounds, view.top_strip)),
        None => steering.take_off(),
    }
}
