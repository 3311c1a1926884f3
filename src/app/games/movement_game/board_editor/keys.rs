//! Keys on the board editor: Ctrl+Z undoes, Ctrl+Y (or Ctrl+Shift+Z) redoes; Esc goes back to
//! the mode page (once any notice is dismissed). None acts while a text field has the
//! keyboard.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::actions::BoardEditorAction;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::app::games::movement_game::ruleset_entry::ID;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keys.in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::SetUp(ID))),
    );
}

fn keys(
    input: Res<ButtonInput<KeyCode>>,
    egui_input: Option<Res<EguiWantsInput>>,
    notices: Res<Notices>,
    mut actions: MessageWriter<BoardEditorAction>,
) {
    if egui_input.is_some_and(|egui| egui.wants_any_keyboard_input()) {
        return;
    }
    let control = input.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    let shift = input.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if control && input.just_pressed(KeyCode::KeyZ) {
        actions.write(if shift {
            BoardEditorAction::Redo
        } else {
            BoardEditorAction::Undo
        });
    }
    if control && input.just_pressed(KeyCode::KeyY) {
        actions.write(BoardEditorAction::Redo);
    }
    if input.just_pressed(KeyCode::Escape) && notices.all().is_empty() {
        actions.write(BoardEditorAction::Back);
    }
}
