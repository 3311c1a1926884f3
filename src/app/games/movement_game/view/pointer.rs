//! Clicks on the movement game's board, the boards' one way
//! (`session::view::board_click`): the core's pointer messages, a press released where it
//! went down, become a [`SpaceClick`] on the space under it (where the board was last
//! drawn, [`SpaceLayout`]), and each click is turned into a command and the picks by
//! [`click_on`] (`session::view::cell_clicks` routes them, nothing while the game is paused).

use bevy::prelude::*;
use bevy_egui::egui;

use super::board::{SpaceLayout, click_on};
use super::selection::Picks;
use crate::app::core::input::PointerMessage;
use crate::app::core::screens::Screen;
use crate::app::core::ui::big_screen::UiZoom;
use crate::app::games::movement_game::{MovementGameSession, MovementGameTurns};
use crate::app::session::view::board_click::Click;
use crate::app::session::view::cell_clicks::{CellClick, CellPresses, add_cell_clicks};
use crate::rules::movement_game::board::Pos;
use crate::rules::movement_game::command::Command;

/// A click or tap on a space of the board.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpaceClick(pub Pos);

impl CellClick for SpaceClick {
    type Game = MovementGameTurns;
    type Picks = Picks;
    const SCREEN: Screen = Screen::MovementGame;

    fn click_on(self, session: &MovementGameSession, picks: &Picks) -> Click<Command, Picks> {
        click_on(&session.state, session.human_to_act(), picks, self.0)
    }
}

pub(super) fn plugin(app: &mut App) {
    add_cell_clicks::<SpaceClick>(app, clicks.into_configs());
}

fn clicks(
    session: Res<MovementGameSession>,
    layout: Res<SpaceLayout>,
    zoom: Res<UiZoom>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    mut pointers: MessageReader<PointerMessage>,
    mut presses: ResMut<CellPresses<SpaceClick>>,
    mut out: MessageWriter<SpaceClick>,
) {
    let (camera, transform) = *camera;
    // The board is drawn in egui points; the pointer comes in the camera's world.
    let slack = layout.size * zoom.0 * 0.5;
    for message in pointers.read() {
        let Some(world) = presses.click(message, slack) else {
            continue;
        };
        let Ok(screen) = camera.world_to_viewport(transform, world.extend(0.0)) else {
            continue;
        };
        let point = egui::pos2(screen.x, screen.y) / zoom.0;
        let space = layout.space_at(point);
        if session.state.board.space(space).is_some() {
            out.write(SpaceClick(space));
        }
    }
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;
    use crate::app::core::screens::Pause;
    use crate::app::games::movement_game::MovementGameCommand;
    use crate::app::games::movement_game::view::test_games::twin_gates_after_set_up;
    use crate::app::session::view::cell_clicks::add_cell_routing;

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
            .init_resource::<UiZoom>()
            .insert_resource(session)
            .add_message::<PointerMessage>()
            .add_message::<MovementGameCommand>()
            .add_plugins(plugin);
        add_cell_routing::<SpaceClick>(&mut app);
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
