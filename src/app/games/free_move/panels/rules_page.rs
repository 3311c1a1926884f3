//! Free Move's page of the rules reference: the text's rules in brief and every reading
//! Muster settled where the text is silent, straight from the rules crate.

use bevy_egui::egui;

use crate::app::core::ui::reference_page;
use crate::rules::free_move::reference;

/// Draw the page (the registry's `rules_page`).
pub(crate) fn draw(ui: &mut egui::Ui) {
    reference_page::rules_and_readings(ui, reference::RULES, &reference::readings());
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
}
