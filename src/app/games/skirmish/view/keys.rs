//! Keys on the Skirmish board: E (or a gamepad's Start) ends the turn (Enter too while the board cursor is hidden:
//! with it shown, Enter is a click on its square), Backspace cancels the half-made order,
//! Q orders the moved unit to wait and C to capture, Ctrl+Z undoes, Ctrl+S saves (zoom, pan
//! and Home are the board camera's; the arrows, Space and Enter the board cursor's,
//! `key_cursor`). Not under a menu (the pause menu's Save as… takes typing) nor while a
//! text field has the keyboard.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::selection::Selection;
use crate::app::core::input::input_prompts::END_TURN;
use crate::app::core::screens::{Menu, Screen};
use crate::app::games::skirmish::save::SaveRequest;
use crate::app::games::skirmish::{SkirmishCommand, SkirmishSession, SkirmishUndo};
use crate::rules::engine::RulesEngine;
use crate::rules::skirmish::command::{Command, Then};
use crate::rules::skirmish::engine::Skirmish;

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
    if (END_TURN.just_pressed(&input, pads) || input.just_pressed(KeyCode::KeyE))
        && game.human_to_act().is_some()
    {
        orders.write(SkirmishCommand::new(Command::EndTurn));
        selection.cancel();
        return;
    }
    if game.human_to_act().is_some()
        && let Some(order) = order_key(&game, &selection, &input)
    {
        orders.write(SkirmishCommand::new(order));
        selection.cancel();
    }
}

/// The order a key gives the unit moved to its square, waiting for one: Q to wait there, C
/// to capture (when the rules allow it).
fn order_key(
    game: &SkirmishSession,
    selection: &Selection,
    input: &ButtonInput<KeyCode>,
) -> Option<Command> {
    let (Some(unit), Some(destination)) = (selection.unit, selection.destination.as_ref()) else {
        return None;
    };
    let then = if input.just_pressed(KeyCode::KeyQ) {
        Then::Wait
    } else if input.just_pressed(KeyCode::KeyC) {
        Then::Capture
    } else {
        return None;
    };
    let order = Command::Order {
        unit,
        path: destination.path.clone(),
        then,
    };
    Skirmish::check(&game.state, &order)
        .is_ok()
        .then_some(order)
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
