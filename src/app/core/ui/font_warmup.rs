//! Warming egui's font atlas: for the first frames every printable character is laid out,
//! off screen, at the text sizes Muster uses, so a label that appears later (a caption, a
//! notice, a new number) never shows gaps for one frame while its glyphs are rasterised.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Frames the warm-up runs for.
const WARM_FRAMES: u32 = 3;

/// The text sizes used across the screens (points, before the UI scale).
const SIZES: [f32; 16] = [
    11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 20.0, 22.0, 24.0, 28.0, 34.0, 48.0, 64.0, 72.0,
];

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, warm_the_font_atlas);
}

fn warm_the_font_atlas(mut contexts: EguiContexts, mut frames: Local<u32>) -> Result {
    if *frames >= WARM_FRAMES {
        return Ok(());
    }
    *frames += 1;
    let ctx = contexts.ctx_mut()?;
    let characters: String = (' '..='~').chain("—–·✔▶★…°×½".chars()).collect();
    egui::Area::new(egui::Id::new("font warm-up"))
        .fixed_pos([-20_000.0, -20_000.0])
        .show(ctx, |ui| {
            for size in SIZES {
                ui.label(egui::RichText::new(&characters).size(size));
                ui.label(egui::RichText::new(&characters).size(size).strong());
            }
        });
    Ok(())
}
