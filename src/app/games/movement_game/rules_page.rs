//! The Untitled Movement Game's page of the rules reference: the text's rules in brief and
//! every reading Muster settled where the text is silent, straight from the rules crate.

use bevy_egui::egui;

use crate::app::core::ui::reference_page;
use crate::rules::movement_game::reference;

/// Draw the page (the registry's `rules_page`).
pub(super) fn draw(ui: &mut egui::Ui) {
    reference_page::rules_in_brief(ui, reference::RULES);
    ui.separator();
    reference_page::readings(ui, &reference::readings());
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::shows;

    /// The page has no control of its own (the menu's Back is the shell's): the test reads
    /// its first rule and its last reading.
    #[test]
    fn the_movement_game_rules_page_shows_its_rules_and_readings() {
        let readings = reference::readings();
        let last = readings.last().expect("the Movement Game has readings");
        for text in [reference::RULES[0].heading, last.heading] {
            assert!(shows(text, draw), "{text}");
        }
    }
}
