//! The board's spaces painted as in play, written once for the game's board and the board
//! editor: the board centred in its area, open and closed spaces, each side's starting
//! spaces ringed in its colour (grey where nobody sits).

use bevy_egui::egui;

use super::board::SpaceLayout;
use super::palette;
use crate::rules::movement_game::board::{Pos, Side, Space};

/// A board to paint: its size, each space, and which sides have a player.
pub struct PaintedBoard<'a> {
    pub width: i32,
    pub height: i32,
    pub space: &'a dyn Fn(Pos) -> Option<Space>,
    pub seated: &'a dyn Fn(Side) -> bool,
}

impl PaintedBoard<'_> {
    /// Where its spaces lie, centred in `area`.
    pub fn layout(&self, area: egui::Rect) -> SpaceLayout {
        let size = (area.width() / self.width.max(1) as f32)
            .min(area.height() / self.height.max(1) as f32)
            * 0.92;
        let board = egui::vec2(size * self.width as f32, size * self.height as f32);
        SpaceLayout {
            origin: area.center() - board / 2.0,
            size,
        }
    }

    /// Paint the area's backdrop and every space; where the spaces lie.
    pub fn paint(&self, painter: &egui::Painter, area: egui::Rect) -> SpaceLayout {
        painter.rect_filled(area, 0.0, egui::Color32::from_rgb(34, 40, 44));
        let layout = self.layout(area);
        let size = layout.size;
        for y in 0..self.height {
            for x in 0..self.width {
                let pos = Pos::new(x, y);
                let rect = layout.rect_of(pos).shrink(1.5);
                match (self.space)(pos) {
                    Some(Space::Closed) => {
                        painter.rect_filled(rect, 4.0, palette::CLOSED);
                    }
                    Some(Space::Start(side)) => {
                        painter.rect_filled(rect, 4.0, palette::OPEN);
                        // Nobody sits on that side (two players): an ordinary open space.
                        let ring = if (self.seated)(side) {
                            egui::Stroke::new(size * 0.06, palette::side(side))
                        } else {
                            egui::Stroke::new(size * 0.02, egui::Color32::from_gray(170))
                        };
                        painter.circle_stroke(rect.center(), size * 0.36, ring);
                    }
                    _ => {
                        painter.rect_filled(rect, 4.0, palette::OPEN);
                    }
                }
            }
        }
        layout
    }
}
