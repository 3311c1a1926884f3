//! Side colours: the usual red and blue, or a colour-blind-safe pair chosen from the settings.

use bevy::prelude::*;

use crate::app::core::settings::Settings;

/// The two sides' colours and a darker shade of each for outlines.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct SidePalette {
    pub sides: [Color; 2],
    pub outlines: [Color; 2],
}

impl SidePalette {
    /// Crimson and royal blue.
    pub const CLASSIC: SidePalette = SidePalette {
        sides: [Color::srgb(0.78, 0.16, 0.16), Color::srgb(0.16, 0.32, 0.80)],
        outlines: [Color::srgb(0.35, 0.05, 0.05), Color::srgb(0.05, 0.12, 0.38)],
    };

    /// Okabe–Ito orange and blue: distinct in hue *and* lightness for protanopia,
    /// deuteranopia and tritanopia alike.
    pub const COLOUR_BLIND_SAFE: SidePalette = SidePalette {
        sides: [Color::srgb(0.90, 0.62, 0.0), Color::srgb(0.0, 0.45, 0.70)],
        outlines: [Color::srgb(0.45, 0.28, 0.0), Color::srgb(0.0, 0.18, 0.32)],
    };

    pub fn for_settings(settings: &Settings) -> SidePalette {
        if settings.colour_blind_safe {
            Self::COLOUR_BLIND_SAFE
        } else {
            Self::CLASSIC
        }
    }

    /// A side's colour as egui wants it.
    pub fn egui(&self, side: usize) -> bevy_egui::egui::Color32 {
        let [r, g, b, _] = self.sides[side].to_srgba().to_u8_array();
        bevy_egui::egui::Color32::from_rgb(r, g, b)
    }

    /// A side's colour lightened for text on a dark panel.
    pub fn egui_on_dark(&self, side: usize) -> bevy_egui::egui::Color32 {
        let lighter = self.sides[side].mix(&Color::WHITE, 0.35);
        let [r, g, b, _] = lighter.to_srgba().to_u8_array();
        bevy_egui::egui::Color32::from_rgb(r, g, b)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(SidePalette::CLASSIC)
        .add_systems(PreUpdate, follow_settings);
}

fn follow_settings(settings: Res<Settings>, mut palette: ResMut<SidePalette>) {
    if settings.is_changed() {
        palette.set_if_neq(SidePalette::for_settings(&settings));
    }
}
