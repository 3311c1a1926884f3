//! Soldiers' page of the rules reference: the rules in brief, the tables with each value's
//! source, and every reading Muster settled where the text is silent.

use bevy_egui::egui;

use crate::app::core::ui::reference_page;
use crate::rules::soldiers::reference;
use crate::rules::soldiers::tables::Tables;

/// Draw the page (the registry's `rules_page`).
pub(super) fn draw(ui: &mut egui::Ui) {
    reference_page::rules_in_brief(ui, reference::RULES);
    ui.separator();
    reference_page::heading(ui, "The tables");
    ui.label("The charts are missing from the text: each value says where it comes from (the rules, the errata, or Muster's assumption). A club with the original charts can edit assets/data/soldiers/*.ron and rebuild.");
    let tables = Tables::shipped();
    reference_page::table(
        ui,
        "Terrain Effects Chart",
        &reference::terrain_lines(&tables),
    );
    reference_page::table(ui, "Combat Results Table", &reference::crt_lines(&tables));
    reference_page::table(
        ui,
        "Units (attack-range-movement)",
        &reference::unit_lines(&tables),
    );
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
    fn the_soldiers_rules_page_shows_its_rules_tables_and_readings() {
        let readings = reference::readings();
        let last = readings.last().expect("Soldiers has readings");
        for text in [
            reference::RULES[0].heading,
            "Terrain Effects Chart",
            "Combat Results Table",
            "Units (attack-range-movement)",
            last.heading,
        ] {
            assert!(shows(text, draw), "{text}");
        }
    }
}
