//! Units concealed from the side that is looking: enemy units in hiding terrain (woods,
//! towns, canals, trenches) not marked observed and with no unit of the looking side next
//! to them. The board leaves them out; [`Concealed`] holds them for the side whose turn
//! it is (or the one human side when the computer acts; in a correspondence game, always
//! this player's side).

use bevy::prelude::*;

use crate::app::core::network::NetGame;
use crate::app::core::screens::Screen;
use crate::app::games::soldiers::{SoldiersSeat, SoldiersSession};
use crate::app::session::correspondence::Correspondence;
use crate::rules::soldiers::state::{Phase, Side, UnitId};

/// The enemy units the side at the screen may not see now.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Default)]
pub struct Concealed(pub Vec<UnitId>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Concealed>().add_systems(
        Update,
        update_concealed
            .run_if(in_state(Screen::Soldiers).and_then(resource_exists::<SoldiersSession>)),
    );
}

pub use crate::rules::soldiers::sight::concealed_from;

/// The side whose eyes the screen shows: the side to act when a human plays it, else the
/// one human side; `None` when the computer plays both or the game is over.
pub fn viewer(game: &SoldiersSession) -> Option<Side> {
    if game.state.phase == Phase::Over {
        return None;
    }
    let human = |side: Side| game.seats[side.index()] == SoldiersSeat::Human;
    match game.state.acting_side() {
        Some(side) if human(side) => Some(side),
        Some(side) if human(side.other()) => Some(side.other()),
        _ => None,
    }
}

/// The side whose eyes the screen shows in a correspondence game: always this player's,
/// whoever is to act (the other side's view would show what is concealed from them).
pub fn correspondent(by_post: Option<&Correspondence>) -> Option<Side> {
    by_post.map(|by_post| Side(by_post.held.my_seat as u8))
}

fn update_concealed(
    game: Res<SoldiersSession>,
    net: Option<Res<NetGame>>,
    by_post: Option<Res<Correspondence>>,
    mut concealed: ResMut<Concealed>,
) {
    // Across machines the screen shows the eyes of the side played here.
    let here = net.as_ref().and_then(|net| {
        let mine: Vec<usize> = (0..2).filter(|seat| net.plays_here(*seat)).collect();
        (mine.len() == 1).then(|| Side(mine[0] as u8))
    });
    let now = here
        .or_else(|| correspondent(by_post.as_deref()))
        .or_else(|| viewer(&game))
        .map(|side| concealed_from(&game.state, side))
        .unwrap_or_default();
    if concealed.0 != now {
        concealed.0 = now;
    }
}
