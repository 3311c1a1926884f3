//! The keyboard focus drawn plainly: a thick amber ring, edged in black, round the control
//! that Tab moved to. egui draws a focused control as a pressed one, which on Muster's dark
//! menus reads as no focus at all. A click never gives a button the focus, so the ring is
//! only seen by someone using the keys.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The ring round the focused control: amber, thick, outside it.
pub const FOCUS_STROKE: egui::Stroke = egui::Stroke {
    width: 3.0,
    color: egui::Color32::from_rgb(255, 196, 0),
};

/// A dark edge round the ring, so that it shows on a light control or board too.
const FOCUS_EDGE: egui::Stroke = egui::Stroke {
    width: 1.5,
    color: egui::Color32::BLACK,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_focus_ring);
}

fn draw_focus_ring(mut contexts: EguiContexts) -> Result {
    paint_focus_ring(contexts.ctx_mut()?);
    Ok(())
}

/// Paint the ring round the control that has the keyboard focus, if one has, above every
/// window (where the control shows: its part scrolled out of view is left bare).
pub fn paint_focus_ring(ctx: &egui::Context) {
    let Some(focused) = ctx.memory(|memory| memory.focused()) else {
        return;
    };
    let Some(response) = ctx.read_response(focused) else {
        return;
    };
    let shown = response.interact_rect;
    if !shown.is_positive() {
        return;
    }
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Tooltip,
        egui::Id::new("muster focus ring"),
    ));
    let ring = shown.expand(1.0);
    painter.rect_stroke(ring, 4.0, FOCUS_STROKE, egui::StrokeKind::Outside);
    painter.rect_stroke(
        ring.expand(FOCUS_STROKE.width),
        6.0,
        FOCUS_EDGE,
        egui::StrokeKind::Outside,
    );
}
