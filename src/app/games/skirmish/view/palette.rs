//! Colours of the Skirmish Wars board: terrain, the four armies, highlights.

use bevy_egui::egui::Color32;

use crate::rules::skirmish::state::Colour;
use crate::rules::skirmish::terrain::Terrain;

/// A terrain square's ground colour.
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

/// An army's colour.
pub fn army(colour: Colour) -> Color32 {
    match colour {
        Colour::Orange => Color32::from_rgb(235, 120, 35),
        Colour::Blue => Color32::from_rgb(55, 105, 225),
        Colour::Green => Color32::from_rgb(40, 160, 70),
        Colour::Yellow => Color32::from_rgb(225, 190, 30),
    }
}

/// Neutral property grey.
pub const NEUTRAL: Color32 = Color32::from_rgb(120, 120, 120);
/// The light a square the selected unit can reach is lit with (its ground half-way to it).
const REACH_LIGHT: Color32 = Color32::from_rgb(255, 248, 190);
/// The outline of a square the selected unit can reach.
pub const REACH_EDGE: Color32 = Color32::from_rgb(255, 236, 100);

/// `ground` lit for a square the selected unit can reach: lighter and warmer, opaque (a
/// see-through wash reads darker on screen, the blend being done in linear light).
pub fn lit(ground: Color32) -> Color32 {
    let mix = |from: u8, to: u8| ((u16::from(from) + u16::from(to)) / 2) as u8;
    Color32::from_rgb(
        mix(ground.r(), REACH_LIGHT.r()),
        mix(ground.g(), REACH_LIGHT.g()),
        mix(ground.b(), REACH_LIGHT.b()),
    )
}
/// The path to the pointer and the selection outline.
pub const PATH: Color32 = Color32::from_rgb(255, 240, 120);
/// Units that can be fired at.
pub const TARGET: Color32 = Color32::from_rgb(230, 40, 40);
/// Squares an indirect unit could fire on.
pub const FIRE_RANGE: Color32 = Color32::from_rgba_unmultiplied_const(200, 30, 30, 50);

#[cfg(test)]
mod tests {
    use super::*;

    fn brightness(colour: Color32) -> u32 {
        u32::from(colour.r()) * 30 + u32::from(colour.g()) * 59 + u32::from(colour.b()) * 11
    }

    #[test]
    fn a_reachable_square_is_lit_lighter_than_its_ground_on_every_terrain() {
        for terrain in Terrain::ALL {
            let ground = super::terrain(terrain);
            let lit = lit(ground);
            assert!(
                brightness(lit) > brightness(ground) + 20 * 100,
                "{terrain:?}: {ground:?} lit as {lit:?}"
            );
            assert_eq!(lit.a(), 255, "opaque, so the screen does not darken it");
        }
    }
}
