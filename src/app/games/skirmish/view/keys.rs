//! Keys on the Skirmish board: Enter (or a gamepad's Start) ends the turn, Backspace cancels the half-made order,
//! Ctrl+Z undoes, Ctrl+S saves (zoom, pan and Home are the board camera's). Not under a
//! menu (the pause menu's Save as… takes typing) nor while a text field has the keyboard.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::selection::Selection;
use crate::app::core::input::input_prompts::END_TURN;
use crate::app::core::screens::{Menu, Screen};
use crate::app::games::skirmish::save::SaveRequest;
use crate::app::games::skirmish::{SkirmishCommand, SkirmishSession, SkirmishUndo};
use crate::rules::skirmish::command::Command;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keys.run_if(
            in_state(Screen::Skirmish)
                .and_then(in_state(Menu::None))
                .and_then(resource_exists::<SkirmishSession>)
                .and_then(not_typing),
        ),
    );
}

/// Whether no text field has the keyboard: a name typed in the pause menu's Save as… (Enter
/// to save it) must not end the turn under it.
fn not_typing(egui: Option<Res<EguiWantsInput>>) -> bool {
    !egui.is_some_and(|egui| egui.wants_any_keyboard_input())
}

fn keys(
    input: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    game: Res<SkirmishSession>,
    mut selection: ResMut<Selection>,
    mut orders: MessageWriter<SkirmishCommand>,
    mut undo: MessageWriter<SkirmishUndo>,
    mut save: MessageWriter<SaveRequest>,
) {
    let control = input.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if control && input.just_pressed(KeyCode::KeyZ) {
        undo.write(SkirmishUndo);
        selection.cancel();
    }
    if control && input.just_pressed(KeyCode::KeyS) {
        save.write(SaveRequest);
    }
    if input.just_pressed(KeyCode::Backspace) {
        if selection.destination.is_some() {
            selection.destination = None;
            selection.drops.clear();
        } else {
            selection.cancel();
        }
    }
    if END_TURN.just_pressed(&input, pads) && game.human_to_act().is_some() {
        orders.write(SkirmishCommand::new(Command::EndTurn));
        selection.cancel();
    }
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;
    use crate::app::games::skirmish::view::test_games::people_at_river_crossing;

    /// Enter pressed on the Skirmish board with `menu` open: the commands it sent.
    fn enter_with(menu: Menu) -> Vec<SkirmishCommand> {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .init_state::<Menu>()
            .init_resource::<ButtonInput<KeyCode>>()
            .init_resource::<Selection>()
            .insert_resource(people_at_river_crossing())
            .add_message::<SkirmishCommand>()
            .add_message::<SkirmishUndo>()
            .add_message::<SaveRequest>()
            .add_plugins(plugin);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Skirmish);
        app.world_mut().resource_mut::<NextState<Menu>>().set(menu);
        app.update();
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(KeyCode::Enter);
        app.update();
        let messages = app.world().resource::<Messages<SkirmishCommand>>();
        messages.iter_current_update_messages().cloned().collect()
    }

    #[test]
    fn enter_ends_the_turn_on_the_board_but_not_under_the_pause_menu() {
        assert_eq!(enter_with(Menu::None).len(), 1, "Enter ends the turn");
        assert!(
            enter_with(Menu::Pause).is_empty(),
            "typing a save's name under the pause menu ends no turn"
        );
    }
}
