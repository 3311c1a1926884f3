//! The checks, live: every problem with the battle (the checks of `muster check`, then the
//! builder's), each naming its place and rule; clicking one with a place selects it.

use bevy_egui::egui;
use muster_text::t;

use super::builder_state::BattleBuilder;
use crate::scenario::free_move_builder::picked_by;

const READY: egui::Color32 = egui::Color32::from_rgb(120, 200, 120);
const PROBLEM: egui::Color32 = egui::Color32::from_rgb(240, 140, 110);

pub fn checks_section(ui: &mut egui::Ui, builder: &mut BattleBuilder) {
    let problems = builder.draft.problems();
    if problems.is_empty() {
        ui.label(
            egui::RichText::new(t!("editor-free-move-checks-none"))
                .color(READY)
                .strong(),
        );
        return;
    }
    ui.label(
        egui::RichText::new(t!("editor-free-move-checks", count = problems.len()))
            .color(PROBLEM)
            .strong(),
    );
    for problem in problems.iter().take(12) {
        let picked = picked_by(&problem.place);
        let text = egui::RichText::new(format!("• {problem}")).color(PROBLEM);
        let line = ui.add(egui::Label::new(text).wrap().sense(egui::Sense::click()));
        if picked.is_some()
            && line
                .on_hover_text(t!("editor-free-move-checks-select"))
                .clicked()
        {
            builder.selected = picked;
        }
    }
    if problems.len() > 12 {
        ui.label(t!(
            "editor-free-move-checks-more",
            count = problems.len() - 12
        ));
    }
}
