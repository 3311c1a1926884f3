//! A square's ground as both the board and the set-up screen draw it: the terrain's colour
//! (lighter where the selected unit can reach) and its mark (trees, a peak, a road band).

use bevy_egui::egui;

use super::palette;
use crate::rules::skirmish::terrain::Terrain;

/// Paint `terrain`'s ground into `rect`.
pub fn paint_ground(painter: &egui::Painter, rect: egui::Rect, terrain: Terrain) {
    paint_ground_in(painter, rect, terrain, palette::terrain(terrain));
}

/// Paint `terrain`'s ground into `rect` lit: lighter, for a square the selected unit can
/// reach (an opaque colour: a see-through wash over the ground would darken it on screen).
pub fn paint_lit_ground(painter: &egui::Painter, rect: egui::Rect, terrain: Terrain) {
    paint_ground_in(
        painter,
        rect,
        terrain,
        palette::lit(palette::terrain(terrain)),
    );
}

fn paint_ground_in(
    painter: &egui::Painter,
    rect: egui::Rect,
    terrain: Terrain,
    colour: egui::Color32,
) {
    painter.rect_filled(rect, 0.0, colour);
    let size = rect.width();
    match terrain {
        Terrain::Forest => {
            for (dx, dy) in [(0.3, 0.35), (0.7, 0.4), (0.5, 0.72)] {
                painter.circle_filled(
                    rect.min + egui::vec2(dx * size, dy * size),
                    size * 0.16,
                    egui::Color32::from_rgb(35, 90, 40),
                );
            }
        }
        Terrain::Mountain => {
            let points = vec![
                rect.min + egui::vec2(0.15 * size, 0.85 * size),
                rect.min + egui::vec2(0.5 * size, 0.15 * size),
                rect.min + egui::vec2(0.85 * size, 0.85 * size),
            ];
            painter.add(egui::Shape::convex_polygon(
                points,
                egui::Color32::from_rgb(110, 85, 60),
                egui::Stroke::NONE,
            ));
        }
        Terrain::Road | Terrain::Bridge => {
            let band =
                egui::Rect::from_center_size(rect.center(), egui::vec2(size * 0.3, size * 0.3));
            painter.rect_filled(band, 0.0, egui::Color32::from_rgb(120, 115, 105));
        }
        _ => {}
    }
}
