//! Keys on the Skirmish board: Enter ends the turn, Backspace cancels the half-made order,
//! Ctrl+Z undoes, Ctrl+S saves (zoom, pan and Home are the board camera's).

use bevy::prelude::*;

use super::selection::Selection;
use crate::app::core::screens::Screen;
use crate::app::games::skirmish::save::SaveRequest;
use crate::app::games::skirmish::{SkirmishCommand, SkirmishGame, SkirmishUndo};
use crate::rules::skirmish::command::Command;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keys.run_if(in_state(Screen::SquareBoard).and_then(resource_exists::<SkirmishGame>)),
    );
}

fn keys(
    input: Res<ButtonInput<KeyCode>>,
    game: Res<SkirmishGame>,
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
    if input.just_pressed(KeyCode::Enter) && game.human_to_act().is_some() {
        orders.write(SkirmishCommand::new(Command::EndTurn));
        selection.cancel();
    }
}
