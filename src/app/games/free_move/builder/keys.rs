//! Keys on the builder: Ctrl+Z undoes, Ctrl+Y (or Ctrl+Shift+Z) redoes, Delete removes the
//! selected piece, stand or zone, R turns the selected piece (Shift+R the other way), Esc
//! puts down the tool in hand, else goes back to the Free Move page (once any notice is
//! dismissed). None acts while a text field has the keyboard.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::actions::BuilderAction;
use super::builder_state::{BattleBuilder, Tool};
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::scenario::free_move_builder::Picked;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keys.in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::FreeMoveBuilder).and_then(in_state(Menu::None))),
    );
}

fn keys(
    input: Res<ButtonInput<KeyCode>>,
    egui_input: Option<Res<EguiWantsInput>>,
    notices: Res<Notices>,
    mut builder: ResMut<BattleBuilder>,
    mut actions: MessageWriter<BuilderAction>,
) {
    if egui_input.is_some_and(|egui| egui.wants_any_keyboard_input()) {
        return;
    }
    let ctrl = input.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    let shift = input.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if ctrl && input.just_pressed(KeyCode::KeyZ) {
        actions.write(if shift {
            BuilderAction::Redo
        } else {
            BuilderAction::Undo
        });
    }
    if ctrl && input.just_pressed(KeyCode::KeyY) {
        actions.write(BuilderAction::Redo);
    }
    if input.any_just_pressed([KeyCode::Delete, KeyCode::Backspace]) {
        actions.write(BuilderAction::DeleteSelected);
    }
    if !ctrl
        && input.just_pressed(KeyCode::KeyR)
        && let Some(Picked::Terrain(index)) = builder.selected
    {
        builder
            .draft
            .turn_terrain(index, if shift { -15.0 } else { 15.0 });
    }
    if input.just_pressed(KeyCode::Escape) {
        if builder.drag.is_some() {
            builder.drag = None;
        } else if builder.tool != Tool::Select {
            builder.tool = Tool::Select;
        } else if notices.all().is_empty() {
            actions.write(BuilderAction::Back);
        }
    }
}
