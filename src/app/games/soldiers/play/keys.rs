//! Keyboard shortcuts on the board: E (or a gamepad's Start) ends the phase or step (Enter too while the board
//! cursor is hidden: with it shown, Enter is a click on its hex), F fires (or charges) with
//! the attack put together, P places the rest of the deployment automatically, U or Ctrl+Z
//! undoes, Ctrl+S saves, L toggles the line-of-sight tool, Escape clears the selection (and
//! only pauses when nothing is selected). The arrows, Space and Enter are the board
//! cursor's (`key_cursor`).

use bevy::input::InputSystems;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::deployment_ui::placements_only;
use super::end_phase::end_command;
use super::fire_ui::FireDraft;
use super::hand_over::HandOver;
use super::los_tool::LosTool;
use super::selection::{ChosenUnit, SelectedHex};
use crate::app::core::input::input_prompts::SharedControl;
use crate::app::core::screens::{Menu, Screen};
use crate::app::games::soldiers::save::SaveRequest;
use crate::app::games::soldiers::{SoldiersCommand, SoldiersSession, UndoRequest};
use crate::rules::soldiers::ai::deploy::plan_deployment;
use crate::rules::soldiers::ai::goals::goal_for;
use crate::rules::soldiers::command::Command;
use crate::rules::soldiers::fire::check_fire;
use crate::rules::soldiers::state::{Aim, Phase, State};

/// Ends the phase or step.
pub(super) const END_PHASE: SharedControl = SharedControl {
    keys: &[KeyCode::KeyE, KeyCode::Enter],
    buttons: &[GamepadButton::Start],
};

pub(super) fn plugin(app: &mut App) {
    let on_board = in_state(Screen::Soldiers)
        .and_then(in_state(Menu::None))
        .and_then(resource_exists::<SoldiersSession>)
        .and_then(|hand: Res<HandOver>, egui: Res<EguiWantsInput>| {
            !hand.covered && !egui.wants_any_keyboard_input()
        });
    app.add_systems(Update, shortcuts.run_if(on_board.clone()))
        .add_systems(
            PreUpdate,
            escape_clears.after(InputSystems).run_if(on_board),
        );
}

// A bevy system: each argument is a resource or message it reads or writes.
#[allow(clippy::too_many_arguments)]
fn shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    game: Res<SoldiersSession>,
    mut draft: ResMut<FireDraft>,
    mut los: ResMut<LosTool>,
    mut commands: MessageWriter<SoldiersCommand>,
    mut undo: MessageWriter<UndoRequest>,
    mut save: MessageWriter<SaveRequest>,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyS) {
        save.write(SaveRequest);
    }
    if END_PHASE.just_pressed(&keys, pads)
        && !game.computer_to_act()
        && let Some(command) = end_command(game.state.phase)
    {
        commands.write(SoldiersCommand::new(command));
    }
    if !game.computer_to_act() {
        let asked = if keys.just_pressed(KeyCode::KeyF) {
            fire_command(&game.state, &mut draft)
        } else if keys.just_pressed(KeyCode::KeyP) {
            placements(&game.state)
        } else {
            Vec::new()
        };
        commands.write_batch(asked.into_iter().map(SoldiersCommand::new));
    }
    if keys.just_pressed(KeyCode::KeyU) || (ctrl && keys.just_pressed(KeyCode::KeyZ)) {
        undo.write(UndoRequest);
    }
    if keys.just_pressed(KeyCode::KeyL) {
        los.on = !los.on;
    }
}

/// F: the attack put together (the target and the firers ticked), as the panel's Fire (or
/// Charge) button gives it, when the rules allow it; the target is dropped after.
pub fn fire_command(state: &State, draft: &mut FireDraft) -> Vec<Command> {
    let (Some(target), Some(side)) = (draft.target, state.acting_side()) else {
        return Vec::new();
    };
    let aim = draft.aim.unwrap_or(Aim::AllUnits);
    if check_fire(state, side, target, &draft.firers, aim).is_err() {
        return Vec::new();
    }
    draft.target = None;
    vec![Command::Fire {
        target,
        firers: std::mem::take(&mut draft.firers),
        aim,
    }]
}

/// P: the rest of the deployment placed as the panel's "Place the rest automatically" does.
fn placements(state: &State) -> Vec<Command> {
    match (state.phase, state.acting_side()) {
        (Phase::Deployment { .. }, Some(side)) => {
            placements_only(plan_deployment(state, side, &goal_for(state, side)))
        }
        _ => Vec::new(),
    }
}

/// Escape drops the selection before the menu sees it, so it pauses only when there was
/// nothing to drop.
fn escape_clears(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    game: Res<SoldiersSession>,
    mut selected: ResMut<SelectedHex>,
    mut chosen: ResMut<ChosenUnit>,
    mut draft: ResMut<FireDraft>,
) {
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    if escape_drops_selection(&game.state.phase, &selected, &chosen, &draft) {
        keys.clear_just_pressed(KeyCode::Escape);
        selected.0 = None;
        chosen.0 = None;
        *draft = FireDraft::default();
    }
}

/// Whether Escape has a selection to drop (rather than pausing). In deployment the panel
/// always keeps a unit to place chosen (it picks the next at once), so that choice does not
/// count: Escape there pauses unless a hex is selected.
fn escape_drops_selection(
    phase: &Phase,
    selected: &SelectedHex,
    chosen: &ChosenUnit,
    draft: &FireDraft,
) -> bool {
    let deploying = matches!(phase, Phase::Deployment { .. });
    selected.0.is_some() || (chosen.0.is_some() && !deploying) || draft.target.is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::soldiers::state::{Side, UnitId};

    #[test]
    fn escape_pauses_in_deployment_though_a_unit_to_place_is_chosen() {
        let deploying = Phase::Deployment { deploying: Side(0) };
        let chosen = ChosenUnit(Some(UnitId(1)));
        let nothing = SelectedHex(None);
        let draft = FireDraft::default();
        assert!(!escape_drops_selection(
            &deploying, &nothing, &chosen, &draft
        ));
        // The twin: after deployment, a chosen unit is a selection Escape drops first.
        let turn_phase = Phase::Movement { mover: Side(0) };
        assert!(escape_drops_selection(
            &turn_phase,
            &nothing,
            &chosen,
            &draft
        ));
    }
}
