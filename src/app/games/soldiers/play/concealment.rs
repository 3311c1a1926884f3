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
use crate::app::session::replay::Replay;
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
    replay: Option<Res<Replay<SoldiersSession>>>,
    by_post: Option<Res<Correspondence>>,
    mut concealed: ResMut<Concealed>,
) {
    let seen_as = replay
        .as_ref()
        .and_then(|replay| replay.since.as_ref())
        .map(|since| since.seat);
    let now = side_looking(&game, net.as_deref(), by_post.as_deref(), seen_as)
        .map(|side| concealed_from(&game.state, side))
        .unwrap_or_default();
    if concealed.0 != now {
        concealed.0 = now;
    }
}

/// The side whose eyes the screen shows: the seat "Since your last turn" is seen as (the
/// other side acts in its steps), else across machines the side played here, else in a
/// correspondence game this player's side, else the [`viewer`].
fn side_looking(
    game: &SoldiersSession,
    net: Option<&NetGame>,
    by_post: Option<&Correspondence>,
    seen_as: Option<usize>,
) -> Option<Side> {
    let here = net.and_then(|net| {
        let mine: Vec<usize> = (0..2).filter(|seat| net.plays_here(*seat)).collect();
        (mine.len() == 1).then(|| Side(mine[0] as u8))
    });
    seen_as
        .map(|seat| Side(seat as u8))
        .or(here)
        .or_else(|| correspondent(by_post))
        .or_else(|| viewer(game))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games::soldiers::play::test_games::opened;

    #[test]
    fn since_your_last_turn_shows_the_eyes_of_the_side_it_is_seen_as_not_the_side_acting() {
        let game = opened("01_brunstatt.ron");
        let acting = game.state.acting_side().expect("a side deploys");
        assert_eq!(
            side_looking(&game, None, None, Some(acting.other().index())),
            Some(acting.other())
        );
        // The twin: with no such replay, hot-seat shows the eyes of the side to act.
        assert_eq!(side_looking(&game, None, None, None), Some(acting));
    }
}
