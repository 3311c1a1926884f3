//! Skirmish Wars' page of the rules reference: the rules in brief, the unit cards, terrain,
//! damage chart and COs with each value's source, and every reading Muster settled where
//! the text is silent.

use bevy_egui::egui;

use crate::app::core::ui::reference_page;
use crate::rules::skirmish::reference;
use crate::rules::skirmish::tables::Tables;

/// Draw the page (the registry's `rules_page`).
pub(super) fn draw(ui: &mut egui::Ui) {
    reference_page::rules_in_brief(ui, reference::RULES);
    ui.separator();
    reference_page::heading(ui, "The tables");
    ui.label("The unit cards, the Terrain Defense Modifier chart and the CO cards are missing from the text: each value says where it comes from. A club with the printed cards can edit assets/data/skirmish/*.ron and rebuild.");
    let tables = Tables::shipped();
    reference_page::table(
        ui,
        "Unit cards (firepower full/reduced)",
        &reference::unit_lines(&tables),
    );
    reference_page::table(
        ui,
        "Terrain (defense stars, movement cost; × cannot enter)",
        &reference::terrain_lines(&tables),
    );
    reference_page::table(
        ui,
        "Terrain Defense Modifier chart (hits + one more on a d6 ≤ n)",
        &reference::chart_lines(&tables),
    );
    reference_page::table(ui, "COs (optional rule)", &reference::co_lines(&tables));
    ui.separator();
    reference_page::readings(ui, &reference::readings());
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::shows;

    /// The page has no control of its own (the menu's Back is the shell's): the test reads
    /// its first rule, each table's title and its last reading.
    #[test]
    fn the_skirmish_rules_page_shows_its_rules_tables_and_readings() {
        let readings = reference::readings();
        let last = readings.last().expect("Skirmish Wars has readings");
        for text in [
            reference::RULES[0].heading,
            "Unit cards (firepower full/reduced)",
            "Terrain (defense stars, movement cost; × cannot enter)",
            "Terrain Defense Modifier chart (hits + one more on a d6 ≤ n)",
            "COs (optional rule)",
            last.heading,
        ] {
            assert!(shows(text, draw), "{text}");
        }
    }
}
