//! A game's right-hand panel: a window the height of the screen, the log at its bottom,
//! and the game's own sections scrolling above it. In the big-screen layout the body takes
//! the whole height: the log's last lines show as captions beside the panel
//! (`core::ui::captions`, told the panel's width).

use bevy_egui::egui;

use crate::app::core::network::seat_lock::watching_here;
use crate::app::core::ui::big_screen::{big_screen_on, note_right_panel};
use crate::app::core::ui::scroll_viewports::show_scrolled;

/// How the panel lays out its log.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LogRoom {
    /// The log's share of the panel's height.
    pub share: f32,
    /// Whether its top edge can be dragged (between 12% and 70% of the height).
    pub resizable: bool,
}

/// The panel `title`, `width` points wide at UI scale 1: the log drawn by `log` at the
/// bottom, `body` scrolling above it (from its top when `from_top`).
pub fn side_panel(
    ctx: &egui::Context,
    title: &str,
    width: f32,
    room: LogRoom,
    from_top: bool,
    log: impl FnOnce(&mut egui::Ui),
    body: impl FnOnce(&mut egui::Ui),
) {
    let width = crate::app::core::ui::widgets::side_panel_points(width, ctx.content_rect().width());
    let height = ctx.content_rect().height();
    let big_screen = big_screen_on(ctx);
    note_right_panel(ctx, width);
    egui::Window::new(title)
        .anchor(egui::Align2::RIGHT_TOP, [0.0, 0.0])
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .fixed_size([width - 16.0, height - 16.0])
        .max_width(width - 16.0)
        .show(ctx, |ui| {
            // The big-screen layout shows the log's last lines as captions beside the panel:
            // its body takes the whole height.
            if !big_screen {
                let bottom = egui::Panel::bottom(egui::Id::new((title, "log panel")));
                let bottom = if room.resizable {
                    bottom
                        .resizable(true)
                        .default_size(height * room.share)
                        .size_range(height * 0.12..=height * 0.7)
                } else {
                    bottom.resizable(false).exact_size(height * room.share)
                };
                bottom.show(ui, log);
            }
            let mut scroll = egui::ScrollArea::vertical().id_salt((title, "panel"));
            if from_top {
                scroll = scroll.vertical_scroll_offset(0.0);
            }
            show_scrolled(ui, scroll.auto_shrink([false, false]), |ui| {
                // A watcher plays nothing here: every control of the game's own is shown
                // disabled (the seats, end the turn, undo).
                if watching_here(ui.ctx()) {
                    ui.disable();
                }
                body(ui);
            });
        });
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click_on, shows};

    /// The panel with one button in its body and one line in its log.
    fn panel(ui: &mut egui::Ui, pressed: &mut bool) {
        let room = LogRoom {
            share: 0.25,
            resizable: true,
        };
        side_panel(
            ui.ctx(),
            "Test game",
            360.0,
            room,
            true,
            |ui| {
                ui.label("Day 1 begins.");
            },
            |ui| {
                if ui.button("End turn").clicked() {
                    *pressed = true;
                }
            },
        );
    }

    #[test]
    fn the_side_panel_shows_its_log_and_passes_a_click_to_its_body() {
        assert!(click_on("End turn", false, panel));
        assert!(shows("Day 1 begins.", |ui| panel(ui, &mut false)));
    }

    #[test]
    fn the_big_screen_panel_leaves_its_log_to_the_captions_and_keeps_its_body() {
        use crate::app::core::ui::big_screen::set_big_screen;
        let big = |ui: &mut egui::Ui| {
            set_big_screen(ui.ctx(), true);
            panel(ui, &mut false);
        };
        assert!(!shows("Day 1 begins.", big));
        assert!(shows("End turn", big));
        // The twin: the layout off, the log shows.
        assert!(shows("Day 1 begins.", |ui| {
            set_big_screen(ui.ctx(), false);
            panel(ui, &mut false);
        }));
    }

    #[test]
    fn the_body_stops_at_the_log_even_where_the_log_has_little_room() {
        use crate::app::session::view::log_panel::draw_log;
        use egui_kittest::kittest::Queryable;
        // 1280×800 at UI scale 2, and at 1: the log's share is 68 and 136 points.
        for size in [egui::vec2(640.0, 400.0), egui::vec2(1280.0, 800.0)] {
            let mut harness = egui_kittest::Harness::builder()
                .with_size(size)
                .build_ui_state(
                    |ui, body_bottom: &mut f32| {
                        ui.ctx()
                            .all_styles_mut(crate::app::core::ui::style_for_the_table);
                        let room = LogRoom {
                            share: 0.17,
                            resizable: false,
                        };
                        let log = ["Hill Country begins.".to_string()];
                        side_panel(
                            ui.ctx(),
                            "Test game",
                            500.0,
                            room,
                            false,
                            |ui| draw_log(ui, "test log", &log, |_, _, text| text),
                            |ui| {
                                *body_bottom = ui.clip_rect().bottom();
                                for line in 0..40 {
                                    ui.label(format!("Line {line}"));
                                }
                            },
                        );
                    },
                    0.0,
                );
            let _ = harness.run_ok();
            let log = harness.get_by_label("Log").rect();
            let body_bottom = *harness.state();
            assert!(
                body_bottom <= log.top(),
                "{size:?}: the body is drawn down to {body_bottom}, under the log at {}",
                log.top()
            );
        }
    }
}
