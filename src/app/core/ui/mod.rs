//! egui set-up: the plugin, Muster's look, the UI scale from the settings, shared widgets.

pub mod access_names;
pub mod big_screen;
pub mod captions;
pub mod editor_panel;
pub mod fit_check;
pub mod focus_ring;
mod font_warmup;
pub mod notices;
pub mod painted_text;
pub mod palette;
#[cfg(test)]
pub(crate) mod panel_test;
pub mod reference_page;
pub mod scroll_viewports;
pub mod view_keys;
pub mod view_options;
pub mod widgets;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .add_plugins((
            notices::plugin,
            palette::plugin,
            font_warmup::plugin,
            focus_ring::plugin,
            view_options::plugin,
            captions::draw_plugin,
            big_screen::draw_plugin,
        ))
        .add_systems(EguiPrimaryContextPass, apply_look_and_scale);
}

/// Muster's look (large text and controls a fingertip can hit) and the player's UI scale
/// (larger in the big-screen layout: `big_screen::UiZoom`).
fn apply_look_and_scale(
    mut contexts: EguiContexts,
    zoom: Res<big_screen::UiZoom>,
    mut styled: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !*styled {
        *styled = true;
        ctx.all_styles_mut(style_for_the_table);
    }
    if (ctx.zoom_factor() - zoom.0).abs() > f32::EPSILON {
        ctx.set_zoom_factor(zoom.0);
    }
    Ok(())
}

/// Muster's look: large text and controls a fingertip can hit (panel tests draw with it).
pub(crate) fn style_for_the_table(style: &mut egui::Style) {
    use egui::{FontFamily, FontId, TextStyle};
    style.text_styles = [
        (
            TextStyle::Heading,
            FontId::new(30.0, FontFamily::Proportional),
        ),
        (TextStyle::Body, FontId::new(18.0, FontFamily::Proportional)),
        (
            TextStyle::Button,
            FontId::new(20.0, FontFamily::Proportional),
        ),
        (
            TextStyle::Small,
            FontId::new(14.0, FontFamily::Proportional),
        ),
        (
            TextStyle::Monospace,
            FontId::new(16.0, FontFamily::Monospace),
        ),
    ]
    .into();
    style.spacing.interact_size.y = 36.0;
    style.spacing.button_padding = egui::vec2(14.0, 8.0);
    style.spacing.item_spacing = egui::vec2(10.0, 10.0);
    style.spacing.slider_width = 260.0;
    // Check boxes and radio buttons big enough for a fingertip.
    style.spacing.icon_width = 28.0;
    style.spacing.icon_width_inner = 16.0;
}
