//! The Soldiers panel's frame: a window the height of the screen at the right, the game's
//! sections scrolling in its upper part and the log in a region of its own below them, a
//! fixed share of the height, so that neither ever lies over the other (an egui panel
//! inside the window let the sections run on under the log at 1280×800).

use bevy_egui::egui;

use crate::app::core::ui::scroll_viewports::show_scrolled;
use crate::app::core::ui::widgets::side_panel_points;

/// The log's region never gets fewer points than this (its heading and two lines).
const LEAST_LOG: f32 = 64.0;

/// The panel `title`, `width` points wide at UI scale 1: `body` scrolling on top (from its
/// top when `from_top`), the log drawn by `log` in the bottom `log_share` of the height.
pub fn panel_with_log(
    ctx: &egui::Context,
    title: &str,
    width: f32,
    log_share: f32,
    from_top: bool,
    log: impl FnOnce(&mut egui::Ui),
    body: impl FnOnce(&mut egui::Ui),
) {
    let width = side_panel_points(width, ctx.content_rect().width());
    let height = ctx.content_rect().height();
    egui::Window::new(title)
        .anchor(egui::Align2::RIGHT_TOP, [0.0, 0.0])
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .fixed_size([width - 16.0, height - 16.0])
        .max_width(width - 16.0)
        .show(ctx, |ui| {
            let log_height = (height * log_share).max(LEAST_LOG);
            let gap = ui.spacing().item_spacing.y * 2.0 + 6.0;
            let body_height = (ui.available_height() - log_height - gap).max(LEAST_LOG);
            let mut scroll = egui::ScrollArea::vertical()
                .id_salt((title, "panel"))
                .max_height(body_height)
                .min_scrolled_height(body_height)
                .auto_shrink([false, false]);
            if from_top {
                scroll = scroll.vertical_scroll_offset(0.0);
            }
            show_scrolled(ui, scroll, body);
            ui.separator();
            log(ui);
        });
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click_on, shows};

    /// The panel with one button in its body and one line in its log.
    fn panel(ui: &mut egui::Ui, pressed: &mut bool) {
        panel_with_log(
            ui.ctx(),
            "Test game",
            360.0,
            0.2,
            true,
            |ui| {
                ui.label("Turn 1 begins.");
            },
            |ui| {
                if ui.button("Fire").clicked() {
                    *pressed = true;
                }
            },
        );
    }

    #[test]
    fn the_soldiers_panel_shows_its_log_and_passes_a_click_to_its_body() {
        assert!(click_on("Fire", false, panel));
        assert!(shows("Turn 1 begins.", |ui| panel(ui, &mut false)));
    }
}
