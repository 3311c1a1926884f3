//! Colours of the set-up screen's table: the board's terrain and army colours (the same as
//! the square board's), and the marks of the set-up (empty slots, the selection, problems).

use bevy_egui::egui::Color32;

use crate::rules::skirmish::state::Colour;
use crate::rules::skirmish::terrain::Terrain;

/// A terrain square's ground colour (as on the square board).
pub fn terrain(kind: Terrain) -> Color32 {
    match kind {
        Terrain::Plain => Color32::from_rgb(150, 190, 100),
        Terrain::Forest => Color32::from_rgb(60, 120, 55),
        Terrain::Mountain => Color32::from_rgb(150, 120, 90),
        Terrain::River => Color32::from_rgb(80, 150, 210),
        Terrain::Road => Color32::from_rgb(185, 180, 165),
        Terrain::Bridge => Color32::from_rgb(160, 130, 95),
        Terrain::Sea => Color32::from_rgb(40, 90, 170),
        Terrain::City | Terrain::Factory | Terrain::Hq => Color32::from_rgb(175, 175, 170),
    }
}

/// An army's colour (as on the square board).
pub fn army(colour: Colour) -> Color32 {
    match colour {
        Colour::Orange => Color32::from_rgb(235, 120, 35),
        Colour::Blue => Color32::from_rgb(55, 105, 225),
        Colour::Green => Color32::from_rgb(40, 160, 70),
        Colour::Yellow => Color32::from_rgb(225, 190, 30),
    }
}

/// A neutral property.
pub const NEUTRAL: Color32 = Color32::from_rgb(120, 120, 120);
/// Behind the table.
pub const BACKDROP: Color32 = Color32::from_rgb(24, 30, 28);
/// An empty slot's outline and plus.
pub const EMPTY_SLOT: Color32 = Color32::from_rgb(85, 95, 90);
/// A laid tile's border.
pub const TILE_EDGE: Color32 = Color32::from_rgb(20, 24, 22);
/// The selected tile and the square or slot under the pointer.
pub const SELECTED: Color32 = Color32::from_rgb(255, 240, 120);
/// Where a problem is.
pub const PROBLEM: Color32 = Color32::from_rgb(235, 50, 40);
/// A problem's text in the panel.
pub const PROBLEM_TEXT: Color32 = Color32::from_rgb(255, 140, 120);
/// "Ready to play" in the panel.
pub const READY_TEXT: Color32 = Color32::from_rgb(140, 220, 140);
