//! The board's colours: terrain, roads, and each nation's counters (German field grey,
//! French horizon blue, British khaki, Belgian sand, Russian earth-green, Austro-Hungarian
//! pike grey), with egui conversions for the painted parts.

use bevy::prelude::*;
use bevy_egui::egui::Color32;

use crate::rules::soldiers::terrain_effects::Terrain;
use crate::rules::soldiers::units::Nation;

pub const CLEAR: Color = Color::srgb(0.87, 0.88, 0.74);
pub const SLOPE: Color = Color::srgb(0.76, 0.75, 0.54);
pub const CREST: Color = Color::srgb(0.66, 0.55, 0.37);
pub const PEAK: Color = Color::srgb(0.54, 0.41, 0.27);
pub const WOODS: Color = Color::srgb(0.33, 0.52, 0.30);
pub const TREES: Color = Color::srgb(0.18, 0.36, 0.17);
pub const TOWN_GROUND: Color = Color::srgb(0.82, 0.80, 0.72);
pub const HOUSES: Color = Color::srgb(0.62, 0.36, 0.30);
pub const CANAL: Color = Color::srgb(0.40, 0.62, 0.84);
pub const CANAL_BANK: Color = Color::srgb(0.25, 0.42, 0.62);
pub const BRIDGE: Color = Color::srgb(0.50, 0.34, 0.20);
pub const ROAD: Color = Color::srgb(0.93, 0.80, 0.55);
pub const ROAD_EDGE: Color = Color::srgb(0.55, 0.42, 0.26);
pub const RAILROAD: Color = Color::srgb(0.16, 0.15, 0.14);
pub const HEX_LINE: Color = Color::srgba(0.25, 0.24, 0.18, 0.35);
pub const TRENCH: Color = Color::srgb(0.30, 0.20, 0.12);

/// A hex's ground colour.
pub fn terrain(terrain: Terrain, peak: bool) -> Color {
    match terrain {
        Terrain::Clear => CLEAR,
        Terrain::Slope => SLOPE,
        Terrain::Crest if peak => PEAK,
        Terrain::Crest => CREST,
        Terrain::Woods => WOODS,
        Terrain::Town => TOWN_GROUND,
        Terrain::Canal => CANAL,
    }
}

/// A nation's counter: its face, its trim (edge) and the ink of its symbol and figures.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CounterColours {
    pub face: Color32,
    pub trim: Color32,
    pub ink: Color32,
}

pub fn nation(nation: Nation) -> CounterColours {
    // Face, trim and ink, each (red, green, blue).
    let [face, trim, ink] = match nation {
        Nation::German => [(112, 121, 112), (40, 44, 40), (250, 250, 245)],
        Nation::French => [(118, 156, 214), (30, 50, 100), (10, 20, 45)],
        Nation::British => [(184, 160, 104), (80, 64, 30), (30, 24, 10)],
        Nation::Belgian => [(230, 206, 140), (0, 0, 0), (0, 0, 0)],
        Nation::Russian => [(122, 116, 66), (50, 44, 20), (248, 244, 225)],
        Nation::AustroHungarian => [(168, 182, 190), (60, 72, 84), (20, 28, 36)],
    };
    let rgb = |(r, g, b): (u8, u8, u8)| Color32::from_rgb(r, g, b);
    CounterColours {
        face: rgb(face),
        trim: rgb(trim),
        ink: rgb(ink),
    }
}

/// A bevy colour for egui.
pub fn egui(colour: Color) -> Color32 {
    let [r, g, b, a] = colour.to_srgba().to_u8_array();
    Color32::from_rgba_unmultiplied(r, g, b, a)
}

/// A side's marker colour (interdiction, observed): its first nation's trim, brightened.
pub fn side_marker(nation: Nation) -> Color {
    match nation {
        Nation::German | Nation::AustroHungarian => Color::srgb(0.35, 0.35, 0.35),
        Nation::French | Nation::Belgian => Color::srgb(0.15, 0.30, 0.75),
        Nation::British => Color::srgb(0.55, 0.40, 0.10),
        Nation::Russian => Color::srgb(0.45, 0.40, 0.05),
    }
}
