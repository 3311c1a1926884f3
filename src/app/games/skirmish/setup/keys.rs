//! Keys on the set-up screen: R turns the selected tile (or the tile in hand) a quarter
//! clockwise; Esc goes back to the mode page (once any notice is dismissed). Neither acts
//! while a text field has the keyboard.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::actions::SetupAction;
use super::editor::TableSetup;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keys.in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::SkirmishSetup)),
    );
}

fn keys(
    input: Res<ButtonInput<KeyCode>>,
    egui_input: Option<Res<EguiWantsInput>>,
    notices: Res<Notices>,
    mut setup: ResMut<TableSetup>,
    mut actions: MessageWriter<SetupAction>,
) {
    if egui_input.is_some_and(|egui| egui.wants_any_keyboard_input()) {
        return;
    }
    if input.just_pressed(KeyCode::KeyR) {
        setup.rotate();
    }
    if input.just_pressed(KeyCode::Escape) && notices.all().is_empty() {
        actions.write(SetupAction::Back);
    }
}
