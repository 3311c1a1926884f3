//! Free Move's page of the rules reference: the text's rules in brief and every reading
//! Muster settled where the text is silent, straight from the rules crate; and why Free Move
//! offers no "Since your last turn".

use bevy_egui::egui;
use muster_text::t;

use crate::app::core::ui::reference_page;
use crate::rules::free_move::reference;

/// Draw the page (the registry's `rules_page`).
pub(crate) fn draw(ui: &mut egui::Ui) {
    reference_page::rules_and_readings(ui, reference::RULES, &reference::readings());
    ui.separator();
    // Both sides move at once: there is no one else's turn to replay.
    ui.label(t!("since-free-move-not-offered"));
}

#[cfg(test)]
mod panels {
    use super::*;

    #[test]
    fn the_free_move_rules_page_shows_its_rules_and_readings() {
        assert!(reference_page::shows_first_rule_and_last_reading(
            draw,
            reference::RULES,
            &reference::readings()
        ));
    }

    #[test]
    fn the_free_move_rules_page_says_why_there_is_no_since_your_last_turn() {
        use crate::app::core::ui::panel_test::shows;
        assert!(shows(
            "Since your last turn: both sides move at once in Free Move, so there is no one else's turn to replay; the combat review shows what the phases after the bell did, and the pause menu's replay shows the whole battle.",
            draw
        ));
    }
}
