//! Clicks on the movement game's board, the boards' one way
//! (`session::view::board_click`): the core's pointer messages, a press released where it
//! went down, become a [`SpaceClick`] on the space under it (where the board was last
//! drawn, [`SpaceLayout`]), and each click is turned into a command and the picks by
//! [`click_on`], nothing while the game is paused.

use bevy::prelude::*;
use bevy_egui::egui;

use super::board::{SpaceLayout, click_on};
use super::selection::Picks;
use crate::app::core::input::PointerMessage;
use crate::app::core::screens::{Pause, Screen};
use crate::app::core::settings::Settings;
use crate::app::core::system_sets::AppSystems;
use crate::app::games::movement_game::{MovementGameCommand, MovementGameSession};
use crate::app::session::view::board_click::Presses;
use crate::rules::movement_game::board::Pos;

/// A click or tap on a space of the board.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpaceClick(pub Pos);

/// The movement game's presses, apart from another board's.
#[derive(Resource, Debug, Default, Deref, DerefMut)]
struct SpacePresses(Presses);

pub(super) fn plugin(app: &mut App) {
    let on_board = in_state(Screen::MovementGame).and_then(resource_exists::<MovementGameSession>);
    app.init_resource::<SpacePresses>()
        .add_message::<SpaceClick>()
        .add_systems(
            Update,
            (
                clicks.in_set(AppSystems::RecordInput),
                route_clicks.in_set(AppSystems::Update),
            )
                .run_if(on_board),
        )
        .add_systems(
            OnExit(Screen::MovementGame),
            |mut presses: ResMut<SpacePresses>| presses.clear(),
        );
}

fn clicks(
    session: Res<MovementGameSession>,
    layout: Res<SpaceLayout>,
    settings: Res<Settings>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    mut pointers: MessageReader<PointerMessage>,
    mut presses: ResMut<SpacePresses>,
    mut out: MessageWriter<SpaceClick>,
) {
    let (camera, transform) = *camera;
    // The board is drawn in egui points; the pointer comes in the camera's world.
    let slack = layout.size * settings.ui_scale * 0.5;
    for message in pointers.read() {
        let Some(world) = presses.click(message, slack) else {
            continue;
        };
        let Ok(screen) = camera.world_to_viewport(transform, world.extend(0.0)) else {
            continue;
        };
        let point = egui::pos2(screen.x, screen.y) / settings.ui_scale;
        let space = layout.space_at(point);
        if session.state.board.space(space).is_some() {
            out.write(SpaceClick(space));
        }
    }
}

fn route_clicks(
    mut clicks: MessageReader<SpaceClick>,
    pause: Res<bevy::state::state::State<Pause>>,
    session: Res<MovementGameSession>,
    mut picks: ResMut<Picks>,
    mut orders: MessageWriter<MovementGameCommand>,
) {
    if pause.get().0 {
        clicks.clear();
        return;
    }
    for SpaceClick(space) in clicks.read() {
        let click = click_on(&session.state, session.human_to_act(), &picks, *space);
        picks.set_if_neq(click.picks);
        if let Some(command) = click.command {
            orders.write(MovementGameCommand::new(command));
        }
    }
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;
    use crate::app::games::movement_game::view::test_games::twin_gates_after_set_up;

    /// A click on a token of the player to act, the game `paused` or not: the token picked
    /// after it.
    fn click_with(paused: bool) -> Option<usize> {
        let session = twin_gates_after_set_up();
        let player = session.state.acting().expect("a player to act");
        let at = session.state.players[player]
            .tokens
            .iter()
            .find_map(|token| token.pos())
            .expect("a token on the board");
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .init_state::<Pause>()
            .init_resource::<Picks>()
            .init_resource::<SpaceLayout>()
            .init_resource::<Settings>()
            .insert_resource(session)
            .add_message::<PointerMessage>()
            .add_message::<MovementGameCommand>()
            .add_plugins(plugin);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::MovementGame);
        app.world_mut()
            .resource_mut::<NextState<Pause>>()
            .set(Pause(paused));
        app.update();
        app.world_mut().write_message(SpaceClick(at));
        app.update();
        app.world().resource::<Picks>().token
    }

    #[test]
    fn a_board_click_under_the_pause_menu_picks_nothing() {
        assert_eq!(click_with(true), None);
    }

    #[test]
    fn a_board_click_in_play_picks_the_token() {
        assert!(click_with(false).is_some());
    }
}
