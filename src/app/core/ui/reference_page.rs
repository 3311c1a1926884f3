//! What every ruleset's rules reference page is drawn with: section headings, the rules in
//! brief, tables with each value's source, and Muster's readings with the note on where
//! they are written out in full. Each game draws its own page from these.

use bevy_egui::egui;
use muster_text::t;

use crate::rules::reference::{Entry, TableLine};

/// A section's heading.
pub fn heading(ui: &mut egui::Ui, text: &str) {
    ui.label(egui::RichText::new(text).heading().size(20.0));
}

/// Each entry: its heading in bold over its text.
pub fn entries(ui: &mut egui::Ui, entries: &[Entry]) {
    for entry in entries {
        ui.label(egui::RichText::new(entry.heading).strong());
        ui.label(entry.text);
        ui.add_space(6.0);
    }
}

/// The first section: the rules of the text, in brief.
pub fn rules_in_brief(ui: &mut egui::Ui, rules: &[Entry]) {
    heading(ui, &t!("app-rules-in-brief"));
    entries(ui, rules);
}

/// The last section: every reading Muster settled where the text is silent, under how to
/// read the brackets and where the readings are written out in full outside the game.
pub fn readings(ui: &mut egui::Ui, readings: &[Entry]) {
    heading(ui, &t!("app-rules-readings"));
    ui.label(t!("app-rules-readings-note"));
    ui.add_space(6.0);
    entries(ui, readings);
}

/// A table under its title: each line's what in bold, its value, and its source in brackets.
pub fn table(ui: &mut egui::Ui, title: &str, lines: &[TableLine]) {
    ui.label(egui::RichText::new(title).strong());
    for line in lines {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(&line.what).strong());
            ui.label(&line.value);
            ui.label(
                egui::RichText::new(format!("({})", line.source))
                    .italics()
                    .weak(),
            );
        });
    }
    ui.add_space(6.0);
}

/// A page with no tables (Free Move, the movement game): the rules in brief, then the
/// readings.
pub fn rules_and_readings(ui: &mut egui::Ui, rules: &[Entry], settled: &[Entry]) {
    rules_in_brief(ui, rules);
    ui.separator();
    readings(ui, settled);
}

/// Test support: whether a page drawn by `draw` shows the first of `rules` and the last of
/// `settled` (a page has no control of its own: the menu's Back is the shell's).
#[cfg(test)]
pub(crate) fn shows_first_rule_and_last_reading(
    draw: fn(&mut egui::Ui),
    rules: &[Entry],
    settled: &[Entry],
) -> bool {
    let (Some(first), Some(last)) = (rules.first(), settled.last()) else {
        return false;
    };
    [first.heading, last.heading]
        .into_iter()
        .all(|text| crate::app::core::ui::panel_test::shows(text, draw))
}
