//! Colours of the movement game's board and the four players' tokens (red, blue, white and
//! black, as in the box).

use bevy_egui::egui::Color32;

use crate::rules::movement_game::board::Side;

/// The colour of the tokens of the player on `side`.
pub fn side(side: Side) -> Color32 {
    match side {
        Side::South => Color32::from_rgb(205, 45, 45),
        Side::West => Color32::from_rgb(50, 95, 215),
        Side::North => Color32::from_rgb(240, 240, 235),
        Side::East => Color32::from_rgb(25, 25, 28),
    }
}

/// Text on a token of that colour.
pub fn on_side(side: Side) -> Color32 {
    match side {
        Side::North => Color32::BLACK,
        _ => Color32::WHITE,
    }
}

pub const OPEN: Color32 = Color32::from_rgb(226, 214, 186);
pub const CLOSED: Color32 = Color32::from_rgb(70, 62, 56);
pub const LEGAL: Color32 = Color32::from_rgb(90, 200, 90);
pub const PLACE: Color32 = Color32::from_rgb(240, 200, 60);
