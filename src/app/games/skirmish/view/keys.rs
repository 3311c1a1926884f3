//! Keys on the Skirmish board: Enter ends the turn, Backspace cancels the half-made order,
//! Ctrl+Z undoes, Ctrl+S saves, + and − zoom, Home resets the view.

use bevy::prelude::*;

use super::board::{BoardView, human_to_act};
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

#[allow(clippy::too_many_arguments)]
fn keys(
    input: Res<ButtonInput<KeyCode>>,
    game: Res<SkirmishGame>,
    mut selection: ResMut<Selection>,
    mut view: ResMut<BoardView>,
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
    if input.just_pressed(KeyCode::Enter) && human_to_act(&game).is_some() {
        orders.write(SkirmishCommand(Command::EndTurn));
        selection.cancel();
    }
    if input.just_pressed(KeyCode::Equal) || input.just_pressed(KeyCode::NumpadAdd) {
        view.zoom = (view.zoom * 1.2).min(4.0);
    }
    if input.just_pressed(KeyCode::Minus) || input.just_pressed(KeyCode::NumpadSubtract) {
        view.zoom = (view.zoom / 1.2).max(0.5);
    }
    if input.just_pressed(KeyCode::Home) {
        *view = BoardView::default();
    }
}
