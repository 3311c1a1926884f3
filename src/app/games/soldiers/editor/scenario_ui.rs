//! The panel's head and the scenario's own fields: New, Open, Save, Play and Back, Undo
//! and Redo; the name, the date, the number of turns, who moves first and who deploys
//! first.

use bevy::prelude::*;
use bevy_egui::egui;
use muster_text::t;

use super::actions::EditorAction;
use super::editor_state::SoldiersEditor;

fn wide_button(ui: &mut egui::Ui, words: String, enabled: bool) -> egui::Response {
    ui.add_enabled(
        enabled,
        egui::Button::new(egui::RichText::new(words).size(16.0))
            .min_size(egui::vec2(ui.available_width(), 30.0)),
    )
}

/// The heading and the buttons.
pub fn buttons(
    ui: &mut egui::Ui,
    editor: &mut SoldiersEditor,
    actions: &mut MessageWriter<EditorAction>,
) {
    ui.label(
        egui::RichText::new(t!("editor-soldiers-heading"))
            .size(20.0)
            .strong(),
    );
    ui.columns(3, |columns| {
        if wide_button(&mut columns[0], t!("editor-soldiers-new"), true)
            .on_hover_text(t!("editor-soldiers-new-hover"))
            .clicked()
        {
            actions.write(EditorAction::New);
        }
        if wide_button(&mut columns[1], t!("editor-soldiers-open"), true)
            .on_hover_text(t!("editor-soldiers-open-hover"))
            .clicked()
        {
            editor.opening = !editor.opening;
        }
        if wide_button(&mut columns[2], t!("editor-soldiers-back"), true).clicked() {
            actions.write(EditorAction::Back);
        }
    });
    ui.columns(2, |columns| {
        if wide_button(&mut columns[0], t!("editor-soldiers-save"), true)
            .on_hover_text(t!("editor-soldiers-save-hover"))
            .clicked()
        {
            actions.write(EditorAction::Save);
        }
        if wide_button(&mut columns[1], t!("editor-soldiers-play"), true)
            .on_hover_text(t!("editor-soldiers-play-hover"))
            .clicked()
        {
            actions.write(EditorAction::Play);
        }
    });
    ui.columns(2, |columns| {
        let can_undo = editor.draft.can_undo();
        if wide_button(&mut columns[0], t!("editor-soldiers-undo"), can_undo)
            .on_hover_text(t!("editor-soldiers-undo-hover"))
            .clicked()
        {
            actions.write(EditorAction::Undo);
        }
        let can_redo = editor.draft.can_redo();
        if wide_button(&mut columns[1], t!("editor-soldiers-redo"), can_redo)
            .on_hover_text(t!("editor-soldiers-redo-hover"))
            .clicked()
        {
            actions.write(EditorAction::Redo);
        }
    });
}

/// A one-line text field that writes its words back through `set` when changed.
/// `salt` names the field, so it keeps the keys while the panel changes round it.
pub fn text_field(
    ui: &mut egui::Ui,
    salt: &str,
    label: String,
    value: &str,
    set: impl FnOnce(&str),
) {
    ui.horizontal(|ui| {
        let label = ui.label(label);
        let mut words = value.to_string();
        if ui
            .add(
                egui::TextEdit::singleline(&mut words)
                    .id_salt(salt)
                    .desired_width(ui.available_width()),
            )
            .labelled_by(label.id)
            .changed()
        {
            set(&words);
        }
    });
}

/// A side's name for a list, or its number when it has none.
pub fn side_name(editor: &SoldiersEditor, side: usize) -> String {
    editor
        .draft
        .scenario()
        .sides
        .get(side)
        .map(|spec| spec.name.clone())
        .filter(|name| !name.trim().is_empty())
        .unwrap_or_else(|| t!("editor-soldiers-side-number", number = side + 1))
}

/// The scenario's name, date, turns, first player and first to deploy.
pub fn scenario_section(ui: &mut egui::Ui, editor: &mut SoldiersEditor) {
    ui.label(egui::RichText::new(t!("editor-soldiers-scenario")).strong());
    let scenario = editor.draft.scenario().clone();
    let draft = &mut editor.draft;
    text_field(
        ui,
        "soldiers editor name",
        t!("editor-soldiers-name"),
        &scenario.name,
        |name| draft.set_name(name),
    );
    text_field(
        ui,
        "soldiers editor date",
        t!("editor-soldiers-date"),
        &scenario.date,
        |date| draft.set_date(date),
    );
    ui.horizontal(|ui| {
        let label = ui.label(t!("editor-soldiers-turns"));
        let mut turns = scenario.turns;
        if ui
            .add(egui::DragValue::new(&mut turns).range(1..=99))
            .labelled_by(label.id)
            .changed()
        {
            editor.draft.set_turns(turns);
        }
    });
    let names = [side_name(editor, 0), side_name(editor, 1)];
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("editor-soldiers-moves-first"));
        for (side, name) in names.iter().enumerate() {
            if ui
                .radio(usize::from(scenario.move_first) == side, name.as_str())
                .clicked()
            {
                editor.draft.set_move_first(side as u8);
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("editor-soldiers-deploys-first"));
        let deploy_first = scenario.deploy_first.unwrap_or(scenario.move_first);
        for (side, name) in names.iter().enumerate() {
            if ui
                .radio(usize::from(deploy_first) == side, name.as_str())
                .clicked()
            {
                editor.draft.set_deploy_first(Some(side as u8));
            }
        }
    });
}
