//! The game's log in the side panel: newest at the bottom, scrolled to it; each game may
//! mark lines its own way (the last fire result, every shot).

use bevy_egui::egui;
use muster_text::t;

use crate::app::core::ui::scroll_viewports::show_scrolled;

/// The log under a "Log" heading; `mark` styles the line at each index.
pub fn draw_log(
    ui: &mut egui::Ui,
    id_salt: &str,
    log: &[String],
    mark: impl Fn(usize, &str, egui::RichText) -> egui::RichText,
) {
    ui.label(egui::RichText::new(t!("session-log")).strong());
    show_scrolled(
        ui,
        egui::ScrollArea::vertical()
            .id_salt(id_salt)
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            // As short as its panel is: a taller log overflowed the side panel's bottom
            // panel, whose body then ran on under it (a big UI scale, a short window).
            .min_scrolled_height(18.0),
        |ui| {
            for (index, line) in log.iter().enumerate() {
                ui.label(mark(index, line, egui::RichText::new(line).size(13.0)));
            }
        },
    );
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::shows;

    #[test]
    fn the_log_shows_its_heading_and_every_line() {
        let log = ["Brunstatt begins.".to_string(), "Undone.".to_string()];
        let draw = |ui: &mut egui::Ui| draw_log(ui, "test log", &log, |_, _, text| text);
        assert!(shows("Log", draw));
        assert!(shows("Brunstatt begins.", draw));
        assert!(shows("Undone.", draw));
        // The twin: a line never logged does not show.
        assert!(!shows("The game is over.", draw));
    }
}
