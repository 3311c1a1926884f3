//! Keyboard shortcuts on the board: E or Enter (or a gamepad's Start) ends the phase or step, U or Ctrl+Z undoes,
//! Ctrl+S saves, L toggles the line-of-sight tool, Escape clears the selection (and only
//! pauses when nothing is selected).

use bevy::input::InputSystems;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::end_phase::end_command;
use super::fire_ui::FireDraft;
use super::hand_over::HandOver;
use super::los_tool::LosTool;
use super::selection::{ChosenUnit, SelectedHex};
use crate::app::core::input::input_prompts::SharedControl;
use crate::app::core::screens::{Menu, Screen};
use crate::app::games::soldiers::save::SaveRequest;
use crate::app::games::soldiers::{SoldiersCommand, SoldiersSession, UndoRequest};
use crate::rules::soldiers::state::Phase;

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

fn shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    game: Res<SoldiersSession>,
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
    if keys.just_pressed(KeyCode::KeyU) || (ctrl && keys.just_pressed(KeyCode::KeyZ)) {
        undo.write(UndoRequest);
    }
    if keys.just_pressed(KeyCode::KeyL) {
        los.on = !los.on;
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
