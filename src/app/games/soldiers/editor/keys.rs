//! The editor's keys: Ctrl+Z undoes the last change, Ctrl+Y (or Ctrl+Shift+Z) redoes it,
//! unless a text field has the keys.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::actions::EditorAction;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        undo_keys
            .in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::SoldiersEditor)),
    );
}

fn undo_keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<EguiWantsInput>,
    mut actions: MessageWriter<EditorAction>,
) {
    if egui_input.wants_any_keyboard_input() {
        return;
    }
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if !ctrl {
        return;
    }
    if keys.just_pressed(KeyCode::KeyY) || (shift && keys.just_pressed(KeyCode::KeyZ)) {
        actions.write(EditorAction::Redo);
    } else if keys.just_pressed(KeyCode::KeyZ) {
        actions.write(EditorAction::Undo);
    }
}
