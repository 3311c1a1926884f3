//! What the player has picked: the selected hex (the board fans its stack out), the unit
//! chosen to move or deploy, and what a click on the board means, by phase: a selection, a
//! move, a placement or a fire target ([`clicked`], pure: the boards' one input pattern,
//! `session::view::board_click`), with the one system that acts on each click. Not while
//! the game is paused: a click on the board around the pause menu does nothing under it.

use bevy::prelude::*;
use hexx::Hex;

use super::deployment_ui::{DeployDraft, deployment_click, to_place};
use super::fire_ui::{FireDraft, fire_click};
use super::hand_over::HandOver;
use super::movement_ui::move_command;
use super::pointer::BoardClick;
use crate::app::core::screens::{Pause, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::games::soldiers::{SoldiersCommand, SoldiersSession};
use crate::app::session::view::board_click::Click;
use crate::rules::soldiers::command::Command;
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
                .run_if(in_state(Screen::Soldiers).and_then(resource_exists::<SoldiersSession>)),
        )
        .add_systems(OnExit(Screen::Soldiers), clear_selection);
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

/// Everything a click on the board may change: the selected hex, the chosen unit, the
/// attack being put together.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct HexPicks {
    pub selected: Option<Hex>,
    pub chosen: Option<UnitId>,
    pub fire: FireDraft,
}

/// What a click on `hex` means, by phase: deploy or place a trench, move the chosen unit
/// there (or choose the first of the stack that may move), pick a fire target. The hex is
/// selected whatever; a person acts only when `may_act` (their turn, no cover up).
pub fn clicked(
    state: &State,
    may_act: bool,
    picks: &HexPicks,
    hex: Hex,
    deploy: &DeployDraft,
) -> Click<Command, HexPicks> {
    let mut picks = picks.clone();
    picks.selected = Some(hex);
    if !may_act {
        return Click::picks(picks);
    }
    let command = match state.phase {
        // Nothing chosen yet (the panel chooses the first at once): the first to place.
        Phase::Deployment { .. } => {
            let chosen = picks.chosen.or_else(|| to_place(state).first().copied());
            deployment_click(state, chosen, hex, deploy)
        }
        Phase::Movement { .. } => picks.chosen.and_then(|unit| move_command(state, unit, hex)),
        Phase::Fire { .. } => {
            fire_click(state, &mut picks.fire, hex);
            None
        }
        Phase::Over => None,
    };
    if let Some(command) = command {
        return Click::command(command, picks);
    }
    if matches!(state.phase, Phase::Movement { .. }) {
        let still_here = picks
            .chosen
            .and_then(|id| state.unit(id))
            .is_some_and(|unit| unit.hex() == Some(hex));
        if !still_here {
            picks.chosen = first_movable(state, hex);
        }
    }
    Click::picks(picks)
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn route_clicks(
    mut clicks: MessageReader<BoardClick>,
    pause: Res<bevy::state::state::State<Pause>>,
    game: Res<SoldiersSession>,
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
        let picks = HexPicks {
            selected: selected.0,
            chosen: chosen.0,
            fire: draft.clone(),
        };
        let may_act = !hand_over.covered && !game.computer_to_act();
        let click = clicked(&game.state, may_act, &picks, *hex, &deploy);
        selected.set_if_neq(SelectedHex(click.picks.selected));
        chosen.set_if_neq(ChosenUnit(click.picks.chosen));
        draft.set_if_neq(click.picks.fire);
        if let Some(command) = click.command {
            commands.write(SoldiersCommand::new(command));
        }
    }
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;
    use crate::app::games::soldiers::play::test_games::{opened, played_until};

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
            .set(Screen::Soldiers);
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

    /// Brunstatt played on to a movement phase: a unit of the mover that may move, and a
    /// hex it reaches.
    fn a_move() -> (State, UnitId, Hex) {
        let game = played_until("01_brunstatt.ron", |state| {
            matches!(state.phase, Phase::Movement { .. })
        });
        let state = game.state.clone();
        for unit in &state.units {
            let Some(at) = unit.hex() else { continue };
            if first_movable(&state, at) != Some(unit.id) {
                continue;
            }
            let reach = crate::rules::soldiers::movement::reachable(&state, unit);
            if let Some(to) = reach.values().filter_map(|reach| reach.path.last()).next() {
                return (state.clone(), unit.id, *to);
            }
        }
        panic!("nobody can move");
    }

    #[test]
    fn a_click_on_a_hex_the_chosen_unit_reaches_moves_it_there() {
        let (state, unit, to) = a_move();
        let picks = HexPicks {
            chosen: Some(unit),
            ..HexPicks::default()
        };
        let click = clicked(&state, true, &picks, to, &DeployDraft::default());
        assert!(
            matches!(&click.command, Some(Command::Move { unit: moved, path, .. }) if *moved == unit && path.last() == Some(&to)),
            "{:?}",
            click.command
        );
        assert_eq!(click.picks.selected, Some(to));
    }

    #[test]
    fn a_click_while_the_computer_acts_only_selects_the_hex() {
        let (state, unit, to) = a_move();
        let picks = HexPicks {
            chosen: Some(unit),
            ..HexPicks::default()
        };
        let click = clicked(&state, false, &picks, to, &DeployDraft::default());
        assert_eq!(click.command, None);
        assert_eq!(click.picks.selected, Some(to));
        assert_eq!(click.picks.chosen, Some(unit), "nothing else changes");
    }
}
