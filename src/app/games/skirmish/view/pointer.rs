//! Clicks on the Skirmish Wars board, the boards' one way (`session::view::board_click`):
//! the core's pointer messages, a press released where it went down, become a
//! [`SquareClick`] on the square under it (the board's world is one unit a square), and
//! each click is turned into an order and the picks by [`click_on`]
//! (`session::view::cell_clicks` routes them, nothing while the game is paused: a click
//! beside the pause menu does nothing under it).

use bevy::prelude::*;

use super::board_click::click_on;
use super::selection::Selection;
use crate::app::core::input::PointerMessage;
use crate::app::core::screens::Screen;
use crate::app::games::skirmish::{SkirmishSession, SkirmishTurns};
use crate::app::session::view::board_click::Click;
use crate::app::session::view::cell_clicks::{CellClick, CellPresses, add_cell_clicks};
use crate::rules::skirmish::command::Command;
use crate::rules::skirmish::map::Pos;

/// A click or tap on a square of the board.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareClick(pub Pos);

/// How far a press may wander, in squares, and still be a click.
const CLICK_SLACK: f32 = 0.5;

impl CellClick for SquareClick {
    type Game = SkirmishTurns;
    type Picks = Selection;
    const SCREEN: Screen = Screen::Skirmish;

    fn click_on(
        self,
        session: &SkirmishSession,
        selection: &Selection,
    ) -> Click<Command, Selection> {
        click_on(session, selection, self.0)
    }
}

pub(super) fn plugin(app: &mut App) {
    add_cell_clicks::<SquareClick>(app, clicks.into_configs());
}

/// The square under a world point (square (x, y) spans x..x+1 and −(y+1)..−y).
pub fn square_under(world: Vec2) -> Pos {
    Pos::new(world.x.floor() as i32, (-world.y).floor() as i32)
}

fn clicks(
    game: Res<SkirmishSession>,
    mut pointers: MessageReader<PointerMessage>,
    mut presses: ResMut<CellPresses<SquareClick>>,
    mut out: MessageWriter<SquareClick>,
) {
    for message in pointers.read() {
        if let Some(world) = presses.click(message, CLICK_SLACK) {
            let square = square_under(world);
            if game.state.map.contains(square) {
                out.write(SquareClick(square));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;
    use crate::app::core::screens::Pause;
    use crate::app::games::skirmish::SkirmishCommand;
    use crate::app::games::skirmish::view::test_games::hill_country;
    use crate::app::session::view::cell_clicks::add_cell_routing;

    #[test]
    fn a_world_point_is_the_square_it_lies_in() {
        assert_eq!(square_under(Vec2::new(3.5, -4.5)), Pos::new(3, 4));
        assert_eq!(square_under(Vec2::new(0.01, -0.01)), Pos::new(0, 0));
        assert_eq!(
            square_under(Vec2::new(-0.5, 0.5)),
            Pos::new(-1, -1),
            "off the map"
        );
    }

    /// A click on Orange's tank in Hill Country, the game `paused` or not: the unit
    /// selected after it.
    fn click_with(paused: bool) -> Option<crate::rules::skirmish::state::UnitId> {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .init_state::<Pause>()
            .init_resource::<Selection>()
            .insert_resource(hill_country())
            .add_message::<PointerMessage>()
            .add_message::<SkirmishCommand>()
            .add_plugins(plugin);
        add_cell_routing::<SquareClick>(&mut app);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Skirmish);
        app.world_mut()
            .resource_mut::<NextState<Pause>>()
            .set(Pause(paused));
        app.update();
        app.world_mut().write_message(SquareClick(Pos::new(3, 4)));
        app.update();
        app.world().resource::<Selection>().unit
    }

    #[test]
    fn a_board_click_under_the_pause_menu_picks_nothing() {
        assert_eq!(click_with(true), None);
    }

    #[test]
    fn a_board_click_in_play_picks_the_unit() {
        assert!(click_with(false).is_some());
    }
}
