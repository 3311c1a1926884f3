//! The checks, live, in a strip along the top of the map (so the panel's controls never
//! move as problems come and go): every problem the scenario has, naming its place and
//! the rule, or that it is ready to save and play. Clicking a problem shows its hexes on
//! the map (and chooses them to paint).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::editor_state::SoldiersEditor;
use super::panel::{PANEL_WIDTH, PanelDrawn, strip_height};
use super::place_words::place_words;
use crate::app::core::screens::Screen;
use crate::app::core::ui::scroll_viewports::show_scrolled;
use crate::app::core::ui::widgets::side_panel_points;
use crate::scenario::Problem;
use crate::scenario::soldiers::SoldiersScenario;
use crate::scenario::soldiers_editor::{PaintTarget, target_of};

/// The colour of the checks' words: amber while there are problems, green when ready.
const PROBLEM: egui::Color32 = egui::Color32::from_rgb(235, 150, 60);
const READY: egui::Color32 = egui::Color32::from_rgb(110, 200, 110);

/// The checks' findings, kept while the scenario is unchanged.
#[derive(Default)]
struct CheckedScenario {
    for_scenario: Option<SoldiersScenario>,
    problems: Vec<Problem>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_checks
            .in_set(PanelDrawn)
            .run_if(in_state(Screen::SoldiersEditor)),
    );
}

/// Show the hexes a problem's place names, choosing them to paint.
pub fn show_place(editor: &mut SoldiersEditor, place: &str) {
    let Some(target) = target_of(place, editor.draft.scenario()) else {
        return;
    };
    if target.zone(editor.draft.scenario()).is_none() {
        return;
    }
    if let PaintTarget::Deployment { side, group } | PaintTarget::Entry { side, group } = target {
        editor.group = Some((side, group));
    }
    editor.painting = Some(target);
}

fn draw_checks(
    mut contexts: EguiContexts,
    mut editor: ResMut<SoldiersEditor>,
    mut checked: Local<CheckedScenario>,
) -> Result {
    if checked.for_scenario.as_ref() != Some(editor.draft.scenario()) {
        checked.problems = editor.draft.problems();
        checked.for_scenario = Some(editor.draft.to_scenario());
    }
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let width = screen.width() - side_panel_points(PANEL_WIDTH, screen.width());
    let height = strip_height(screen.height());
    egui::Window::new("Checks")
        .id(egui::Id::new("soldiers editor checks"))
        .anchor(egui::Align2::LEFT_TOP, [0.0, 0.0])
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .fixed_size([width - 16.0, height - 16.0])
        .show(ctx, |ui| {
            show_scrolled(
                ui,
                egui::ScrollArea::vertical()
                    .id_salt("soldiers editor checks list")
                    .auto_shrink([false, false]),
                |ui| {
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                    checks_list(ui, &mut editor, &checked.problems);
                },
            );
        });
    Ok(())
}

fn checks_list(ui: &mut egui::Ui, editor: &mut SoldiersEditor, problems: &[Problem]) {
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
        let place = place_words(&problem.place, editor.draft.scenario());
        let words = egui::RichText::new(t!(
            "editor-soldiers-check-line",
            place = place,
            message = problem.message.as_str()
        ))
        .color(PROBLEM);
        let shown = ui
            .add(egui::Label::new(words).sense(egui::Sense::click()))
            .on_hover_text(t!("editor-soldiers-checks-show-hover"));
        if shown.clicked() {
            show_place(editor, &problem.place);
        }
    }
}
