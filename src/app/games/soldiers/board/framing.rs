//! Where the board camera looks: the whole board or the units in play, fitted left of
//! the right-hand panel column, and how close or far it may zoom.

use bevy::prelude::*;

use crate::app::core::settings::Settings;
use crate::app::games::soldiers::hex_layout::{HEX_SIZE, board_rect, hex_centre};
use crate::rules::soldiers::state::State;

/// The right-hand panel column's width (egui points) the board keeps clear.
pub const PANEL_WIDTH: f32 = 360.0;
/// The farthest the opening view zooms out: a hex this many logical pixels across its
/// corners' radius keeps the counters' figures legible.
const LEGIBLE_HEX_RADIUS: f32 = 31.0;
/// The closest zoom: a hex radius of this many pixels.
const CLOSEST_HEX_RADIUS: f32 = 180.0;

/// The right panel column's width (logical pixels) in a window `window_width` wide: its
/// points at the player's UI scale, at most half the window.
pub fn right_panel(settings: &Settings, window_width: f32) -> f32 {
    let points = crate::app::core::ui::widgets::side_panel_points(
        PANEL_WIDTH,
        window_width / settings.ui_scale,
    );
    points * settings.ui_scale
}

/// The scale (world units per logical pixel) and centre that show all of `area` in the
/// window left of the right panel, with a small margin.
pub fn fit_between(area: Rect, viewport: Vec2, _left: f32, right: f32) -> (f32, Vec2) {
    let free = Vec2::new((viewport.x - right).max(viewport.x * 0.4), viewport.y).max(Vec2::ONE);
    let scale = (area.width() / free.x).max(area.height() / free.y) * 1.04;
    let shift = right.min(viewport.x - free.x) / 2.0 * scale;
    (scale, area.center() + Vec2::new(shift, 0.0))
}

/// The scale limits (world units per logical pixel): from a close look at one hex out to
/// a little more than the whole board.
pub fn limits(state: &State, viewport: Vec2, right: f32) -> (f32, f32) {
    let (whole, _) = fit_between(board_rect(&state.tables.map), viewport, 0.0, right);
    (HEX_SIZE / CLOSEST_HEX_RADIUS, whole * 1.4)
}

/// The opening view: the units on the map with a margin, no farther out than legible.
pub fn opening_view(state: &State, viewport: Vec2, right: f32) -> (f32, Vec2) {
    let map = &state.tables.map;
    let mut area: Option<Rect> = None;
    for unit in &state.units {
        if let Some(hex) = unit.hex() {
            let around = Rect::from_center_half_size(hex_centre(hex), Vec2::splat(HEX_SIZE * 2.5));
            area = Some(area.map_or(around, |area| area.union(around)));
        }
    }
    let board = board_rect(map);
    let Some(area) = area else {
        return fit_between(board, viewport, 0.0, right);
    };
    let (scale, centre) = fit_between(area, viewport, 0.0, right);
    let legible = HEX_SIZE / LEGIBLE_HEX_RADIUS;
    (scale.min(legible), centre)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::soldiers::tables::Tables;

    #[test]
    fn opening_view_never_zooms_out_past_legible() {
        let state = State::new(
            Tables::shipped(),
            ["A".into(), "B".into()],
            crate::rules::soldiers::state::Side(0),
            crate::rules::soldiers::state::Side(0),
            5,
            Vec::new(),
        );
        let viewport = Vec2::new(1280.0, 800.0);
        let (whole, _) = opening_view(&state, viewport, 360.0);
        let (closest, farthest) = limits(&state, viewport, 360.0);
        assert!(whole <= farthest && whole >= closest);
    }
}
