//! Clicks on the Skirmish Wars board, the boards' one way (`session::view::board_click`):
//! the core's pointer messages, a press released where it went down, become a
//! [`SquareClick`] on the square under it (the board's world is one unit a square), and
//! each click is turned into an order and the picks by [`click_on`], nothing while the
//! game is paused (a click beside the pause menu does nothing under it).

use bevy::prelude::*;

use super::board_click::click_on;
use super::selection::Selection;
use crate::app::core::input::PointerMessage;
use crate::app::core::screens::{Pause, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::games::skirmish::{SkirmishCommand, SkirmishSession};
use crate::app::session::view::board_click::Presses;
use crate::rules::skirmish::map::Pos;

/// A click or tap on a square of the board.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareClick(pub Pos);

/// How far a press may wander, in squares, and still be a click.
const CLICK_SLACK: f32 = 0.5;

/// Skirmish Wars' presses, apart from another board's.
#[derive(Resource, Debug, Default, Deref, DerefMut)]
struct SquarePresses(Presses);

pub(super) fn plugin(app: &mut App) {
    let on_board = in_state(Screen::Skirmish).and_then(resource_exists::<SkirmishSession>);
    app.init_resource::<SquarePresses>()
        .add_message::<SquareClick>()
        .add_systems(
            Update,
            (
                clicks.in_set(AppSystems::RecordInput),
                route_clicks.in_set(AppSystems::Update),
            )
                .run_if(on_board),
        )
        .add_systems(
            OnExit(Screen::Skirmish),
            |mut presses: ResMut<SquarePresses>| presses.clear(),
        );
}

/// The square under a world point (square (x, y) spans x..x+1 and −(y+1)..−y).
pub fn square_under(world: Vec2) -> Pos {
    Pos::new(world.x.floor() as i32, (-world.y).floor() as i32)
}

fn clicks(
    game: Res<SkirmishSession>,
    mut pointers: MessageReader<PointerMessage>,
    mut presses: ResMut<SquarePresses>,
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

fn route_clicks(
    mut clicks: MessageReader<SquareClick>,
    pause: Res<bevy::state::state::State<Pause>>,
    game: Res<SkirmishSession>,
    mut selection: ResMut<Selection>,
    mut orders: MessageWriter<SkirmishCommand>,
) {
    if pause.get().0 {
        clicks.clear();
        return;
    }
    for SquareClick(square) in clicks.read() {
        let click = click_on(&game, &selection, *square);
        selection.set_if_neq(click.picks);
        if let Some(order) = click.command {
            orders.write(SkirmishCommand::new(order));
        }
    }
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;
    use crate::app::games::skirmish::view::test_games::hill_country;

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
