//! The Open list: the shipped Soldiers scenarios and the club's, by file name, and a path
//! to type; a file chosen opens in the editor (a broken one named in a notice, the
//! scenario being edited kept).

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::egui;
use muster_text::t;

use super::actions::EditorAction;
use super::editor_state::SoldiersEditor;
use super::files::{EditorFolders, offered_files};

pub fn open_section(
    ui: &mut egui::Ui,
    editor: &mut SoldiersEditor,
    actions: &mut MessageWriter<EditorAction>,
) {
    ui.label(egui::RichText::new(t!("editor-soldiers-open-heading")).strong());
    let club = EditorFolders::default().club;
    for path in offered_files(&club) {
        let name = path
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default();
        if ui
            .add(egui::Button::new(name).min_size(egui::vec2(ui.available_width(), 24.0)))
            .clicked()
        {
            actions.write(EditorAction::Open(path));
            editor.opening = false;
        }
    }
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(t!("editor-soldiers-open-path"));
        ui.add(
            egui::TextEdit::singleline(&mut editor.typed_path)
                .id_salt("soldiers editor open path")
                .desired_width(180.0),
        )
        .labelled_by(label.id);
        if ui.button(t!("editor-soldiers-open-this")).clicked() && !editor.typed_path.is_empty() {
            actions.write(EditorAction::Open(PathBuf::from(editor.typed_path.trim())));
            editor.opening = false;
        }
    });
    if ui.button(t!("editor-soldiers-open-cancel")).clicked() {
        editor.opening = false;
    }
}
