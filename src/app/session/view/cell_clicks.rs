//! Steps 1 and 3 of input one way ([`super::board_click`]) wired once for a grid board:
//! the board's presses kept apart from another's and forgotten on leaving its screen, and
//! the one system that turns each cell click (a pointer's, or the board cursor's Enter)
//! into a command and the picks, nothing while the game is paused. The board keeps its own
//! step 1 system (which cell a world point is).

use std::marker::PhantomData;

use bevy::ecs::component::Mutable;
use bevy::ecs::schedule::ScheduleConfigs;
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;

use super::board_click::{Click, Presses};
use crate::app::core::screens::{Pause, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::session::messages::SessionCommand;
use crate::app::session::turn_game::{CommandOf, TurnGame};
use crate::app::session::turns::Session;

/// A board's click on one of its cells, as its own message.
pub trait CellClick: Message + Copy {
    /// The game the board plays.
    type Game: TurnGame;
    /// The player's picks on the board.
    type Picks: Resource<Mutability = Mutable> + PartialEq;
    /// The screen the board is on.
    const SCREEN: Screen;
    /// What the click means (step 2): the command, if any, and the picks after it.
    fn click_on(
        self,
        session: &Session<Self::Game>,
        picks: &Self::Picks,
    ) -> Click<CommandOf<Self::Game>, Self::Picks>;
}

/// One board's presses, apart from another board's.
#[derive(Resource, Deref, DerefMut)]
pub struct CellPresses<C> {
    #[deref]
    presses: Presses,
    board: PhantomData<fn() -> C>,
}

impl<C> Default for CellPresses<C> {
    fn default() -> Self {
        CellPresses {
            presses: Presses::default(),
            board: PhantomData,
        }
    }
}

/// Add the board's pointer clicks: `clicks`, its step 1 system (recording input), while its
/// game is on its screen. The routing of each click ([`add_cell_routing`]) comes apart, as
/// the board cursor's keys click too ([`super::board_cursor`]).
pub fn add_cell_clicks<C: CellClick>(app: &mut App, clicks: ScheduleConfigs<ScheduleSystem>) {
    let on_board = in_state(C::SCREEN).and_then(resource_exists::<Session<C::Game>>);
    app.init_resource::<CellPresses<C>>()
        .add_message::<C>()
        .add_systems(
            Update,
            clicks.in_set(AppSystems::RecordInput).run_if(on_board),
        )
        .add_systems(OnExit(C::SCREEN), |mut presses: ResMut<CellPresses<C>>| {
            presses.clear()
        });
}

/// Add the routing of each of the board's cell clicks (a pointer's or the board cursor's)
/// to a command and the picks, while its game is on its screen. Once a board.
pub fn add_cell_routing<C: CellClick>(app: &mut App) {
    let on_board = in_state(C::SCREEN).and_then(resource_exists::<Session<C::Game>>);
    app.add_message::<C>().add_systems(
        Update,
        route_clicks::<C>
            .in_set(AppSystems::Update)
            .run_if(on_board),
    );
}

fn route_clicks<C: CellClick>(
    mut clicks: MessageReader<C>,
    pause: Res<State<Pause>>,
    session: Res<Session<C::Game>>,
    mut picks: ResMut<C::Picks>,
    mut orders: MessageWriter<SessionCommand<C::Game>>,
) {
    if pause.get().0 {
        clicks.clear();
        return;
    }
    for click in clicks.read() {
        let click = click.click_on(&session, &picks);
        picks.set_if_neq(click.picks);
        if let Some(command) = click.command {
            orders.write(SessionCommand::new(command));
        }
    }
}
