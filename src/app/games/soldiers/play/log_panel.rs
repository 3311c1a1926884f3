//! The game's log in the panel: newest at the bottom, scrolled to it, the last fire result
//! highlighted.

use bevy_egui::egui;

/// Whether a log line reports an attack and its die.
pub fn is_fire_result(line: &str) -> bool {
    line.contains(" fires on ") && line.contains(", die ")
}

/// The log, the last fire result on a dark gold background.
pub fn draw_log(ui: &mut egui::Ui, log: &[String]) {
    let last_fire = log.iter().rposition(|line| is_fire_result(line));
    crate::app::session::view::log_panel::draw_log(ui, "soldiers log", log, |index, _, text| {
        if Some(index) == last_fire {
            text.background_color(egui::Color32::from_rgb(90, 70, 10))
                .color(egui::Color32::WHITE)
        } else {
            text
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fire_results_are_told_apart_from_other_lines() {
        assert!(is_fire_result(
            "German fires on 0712: 6 against 2 (3-1), die 4: disrupted."
        ));
        assert!(!is_fire_result("French infantry 3 moves to 0712."));
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::shows;

    #[test]
    fn the_soldiers_log_shows_the_fire_results() {
        let log = [
            "French infantry 3 moves to 0712.".to_string(),
            "German fires on 0712: 6 against 2 (3-1), die 4: disrupted.".to_string(),
        ];
        let draw = |ui: &mut egui::Ui| draw_log(ui, &log);
        assert!(shows(&log[0], draw));
        assert!(shows(&log[1], draw));
    }
}
