//! Drawing helpers for highlights on the board (gizmos) and text over it (egui): hex
//! outlines, filled-looking hexes, lines between hex centres, world to panel points.

use bevy::prelude::*;
use bevy_egui::egui;
use hexx::Hex;

use crate::app::games::soldiers::hex_layout::{hex_centre, hex_corners};

/// A hex's outline, `shrink` of the way in from its corners (1.0: on the hexsides).
pub fn outline(gizmos: &mut Gizmos, hex: Hex, shrink: f32, colour: Color) {
    let centre = hex_centre(hex);
    let corners = hex_corners(hex).map(|corner| centre + (corner - centre) * shrink);
    gizmos.linestrip_2d(corners.into_iter().chain([corners[0]]), colour);
}

/// A hex shaded by nested outlines (gizmos draw lines only).
pub fn shade(gizmos: &mut Gizmos, hex: Hex, colour: Color) {
    for step in 0..6 {
        outline(gizmos, hex, 0.92 - step as f32 * 0.14, colour);
    }
}

/// A line through the centres of `hexes`.
pub fn path(gizmos: &mut Gizmos, hexes: &[Hex], colour: Color) {
    gizmos.linestrip_2d(hexes.iter().map(|hex| hex_centre(*hex)), colour);
}

/// Where a world point shows in egui points, if the camera sees it.
pub fn to_screen(
    camera: &Camera,
    transform: &GlobalTransform,
    ui_scale: f32,
    world: Vec2,
) -> Option<egui::Pos2> {
    camera
        .world_to_viewport(transform, world.extend(0.0))
        .ok()
        .map(|p| egui::pos2(p.x, p.y) / ui_scale)
}
