//! The checks, live: every problem the scenario has, naming its place and the rule, or
//! that it is ready to save and play. Clicking a problem shows its hexes on the map (and
//! chooses them to paint).

use bevy_egui::egui;
use muster_text::t;

use super::editor_state::SoldiersEditor;
use crate::scenario::Problem;
use crate::scenario::soldiers_editor::{PaintTarget, target_of};

/// The colour of the checks' words: amber while there are problems, green when ready.
const PROBLEM: egui::Color32 = egui::Color32::from_rgb(235, 150, 60);
const READY: egui::Color32 = egui::Color32::from_rgb(110, 200, 110);

/// Show the hexes a problem's place names, choosing them to paint.
pub fn show_place(editor: &mut SoldiersEditor, place: &str) {
    let Some(target) = target_of(place, editor.draft.scenario()) else {
        return;
    };
    if target.zone(editor.draft.scenario()).is_none() {
        return;
    }
    if let PaintTarget::Deployment { side, group } | PaintTarget::Entry { side, group } = target
    {
        editor.group = Some((side, group));
    }
    editor.painting = Some(target);
}

pub fn checks_section(ui: &mut egui::Ui, editor: &mut SoldiersEditor, problems: &[Problem]) {
    if problems.is_empty() {
        ui.label(
            egui::RichText::new(t!("editor-soldiers-checks-ready"))
                .color(READY)
                .strong(),
        );
        return;
    }
    ui.label(
        egui::RichText::new(t!("editor-soldiers-checks", count = problems.len()))
            .color(PROBLEM)
            .strong(),
    );
    for problem in problems {
        let words = egui::RichText::new(problem.to_string()).color(PROBLEM);
        let shown = ui
            .add(egui::Label::new(words).wrap().sense(egui::Sense::click()))
            .on_hover_text(t!("editor-soldiers-checks-show-hover"));
        if shown.clicked() {
            show_place(editor, &problem.place);
        }
    }
}
