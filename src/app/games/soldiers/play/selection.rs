//! What the player has picked: the selected hex (the board fans its stack out), the unit
//! chosen to move or deploy, and the one system that turns a click on the board into a
//! selection, a move, a placement or a fire target, by phase. Not while the game is paused:
//! a click on the board around the pause menu does nothing under it.

use bevy::prelude::*;
use hexx::Hex;

use super::deployment_ui::{DeployDraft, deployment_click};
use super::fire_ui::{FireDraft, fire_click};
use super::hand_over::HandOver;
use super::movement_ui::move_command;
use super::pointer::BoardClick;
use crate::app::core::screens::{Pause, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::games::soldiers::{SoldiersCommand, SoldiersGame};
use crate::rules::soldiers::movement::why_unit_cannot_move;
use crate::rules::soldiers::state::{Phase, State, UnitId};

/// The hex whose stack is selected: its counters are fanned out so each shows.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SelectedHex(pub Option<Hex>);

/// The unit chosen on its card: the one to move, or to deploy next.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ChosenUnit(pub Option<UnitId>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SelectedHex>()
        .init_resource::<ChosenUnit>()
        .add_systems(
            Update,
            route_clicks
                .in_set(AppSystems::Update)
                .run_if(in_state(Screen::HexBoard).and_then(resource_exists::<SoldiersGame>)),
        )
        .add_systems(OnExit(Screen::HexBoard), clear_selection);
}

/// Forget what was selected (Escape; leaving the board).
pub fn clear_selection(
    mut selected: ResMut<SelectedHex>,
    mut chosen: ResMut<ChosenUnit>,
    mut draft: ResMut<FireDraft>,
) {
    selected.0 = None;
    chosen.0 = None;
    *draft = FireDraft::default();
}

/// The first unit of the side to act in `hex` that may move now.
pub fn first_movable(state: &State, hex: Hex) -> Option<UnitId> {
    let side = state.acting_side()?;
    state
        .units_in(hex)
        .find(|unit| unit.side == side && why_unit_cannot_move(state, unit).is_none())
        .map(|unit| unit.id)
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn route_clicks(
    mut clicks: MessageReader<BoardClick>,
    pause: Res<bevy::state::state::State<Pause>>,
    game: Res<SoldiersGame>,
    hand_over: Res<HandOver>,
    deploy: Res<DeployDraft>,
    mut selected: ResMut<SelectedHex>,
    mut chosen: ResMut<ChosenUnit>,
    mut draft: ResMut<FireDraft>,
    mut commands: MessageWriter<SoldiersCommand>,
) {
    if pause.get().0 {
        clicks.clear();
        return;
    }
    for BoardClick(hex) in clicks.read() {
        if hand_over.covered || game.computer_to_act() {
            selected.0 = Some(*hex);
            continue;
        }
        let state = &game.state;
        let command = match state.phase {
            Phase::Deployment { .. } => deployment_click(state, chosen.0, *hex, &deploy),
            Phase::Movement { .. } => chosen.0.and_then(|unit| move_command(state, unit, *hex)),
            Phase::Fire { .. } => {
                fire_click(state, &mut draft, *hex);
                None
            }
            Phase::Over => None,
        };
        selected.0 = Some(*hex);
        match command {
            Some(command) => {
                commands.write(SoldiersCommand::new(command));
            }
            None if matches!(state.phase, Phase::Movement { .. }) => {
                let still_here = chosen
                    .0
                    .and_then(|id| state.unit(id))
                    .is_some_and(|unit| unit.hex() == Some(*hex));
                if !still_here {
                    chosen.0 = first_movable(state, *hex);
                }
            }
            None => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;
    use crate::app::games::soldiers::play::test_games::opened;

    /// A click on the board of Brunstatt's first deployment, the game `paused` or not: the
    /// hex selected after it and the commands it sent.
    fn click_with(paused: bool) -> (Option<Hex>, usize) {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .init_state::<Pause>()
            .init_resource::<HandOver>()
            .init_resource::<DeployDraft>()
            .init_resource::<FireDraft>()
            .insert_resource(opened("01_brunstatt.ron"))
            .add_message::<BoardClick>()
            .add_message::<SoldiersCommand>()
            .add_plugins(plugin);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::HexBoard);
        app.world_mut()
            .resource_mut::<NextState<Pause>>()
            .set(Pause(paused));
        app.update();
        let hex = Hex::new(1, 1);
        app.world_mut().write_message(BoardClick(hex));
        app.update();
        let sent = app
            .world()
            .resource::<Messages<SoldiersCommand>>()
            .iter_current_update_messages()
            .count();
        (app.world().resource::<SelectedHex>().0, sent)
    }

    #[test]
    fn a_board_click_under_the_pause_menu_selects_and_sends_nothing() {
        assert_eq!(click_with(true), (None, 0));
    }

    #[test]
    fn a_board_click_in_play_selects_its_hex() {
        assert_eq!(click_with(false).0, Some(Hex::new(1, 1)));
    }
}
