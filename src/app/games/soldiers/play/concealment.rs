//! Units concealed from the side that is looking: enemy units in hiding terrain (woods,
//! towns, canals, trenches) not marked observed and with no unit of the looking side next
//! to them. The board leaves them out; [`Concealed`] holds them for the side whose turn
//! it is (or the one human side when the computer acts).

use bevy::prelude::*;

use crate::app::core::network::NetGame;
use crate::app::core::screens::Screen;
use crate::app::games::soldiers::{Seat, SoldiersGame};
use crate::rules::soldiers::state::{Phase, Side, UnitId};

/// The enemy units the side at the screen may not see now.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Default)]
pub struct Concealed(pub Vec<UnitId>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Concealed>().add_systems(
        Update,
        update_concealed
            .run_if(in_state(Screen::HexBoard).and_then(resource_exists::<SoldiersGame>)),
    );
}

pub use crate::rules::soldiers::sight::concealed_from;

/// The side whose eyes the screen shows: the side to act when a human plays it, else the
/// one human side; `None` when the computer plays both or the game is over.
pub fn viewer(game: &SoldiersGame) -> Option<Side> {
    if game.state.phase == Phase::Over {
        return None;
    }
    let human = |side: Side| game.seats[side.index()] == Seat::Human;
    match game.state.acting_side() {
        Some(side) if human(side) => Some(side),
        Some(side) if human(side.other()) => Some(side.other()),
        _ => None,
    }
}

fn update_concealed(
    game: Res<SoldiersGame>,
    net: Option<Res<NetGame>>,
    mut concealed: ResMut<Concealed>,
) {
    // Across machines the screen shows the eyes of the side played here.
    let here = net.as_ref().and_then(|net| {
        let mine: Vec<usize> = (0..2).filter(|seat| net.plays_here(*seat)).collect();
        (mine.len() == 1).then(|| Side(mine[0] as u8))
    });
    let now = here
        .or_else(|| viewer(&game))
        .map(|side| concealed_from(&game.state, side))
        .unwrap_or_default();
    if concealed.0 != now {
        concealed.0 = now;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::soldiers::los::hiding;
    use crate::rules::soldiers::map::Map;
    use crate::rules::soldiers::state::State;
    use crate::rules::soldiers::state::{Location, StateData};
    use crate::rules::soldiers::tables::Tables;
    use crate::scenario::Scenario;
    use hexx::Hex;

    fn brunstatt() -> State {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("scenarios/soldiers/01_brunstatt.ron");
        let Ok(Scenario::Soldiers(scenario)) = crate::scenario::load(&path) else {
            panic!("scenario 1 loads as Soldiers");
        };
        crate::scenario::soldiers::build_state(&scenario, Tables::shipped())
            .expect("scenario 1 builds")
    }

    fn far_apart(map: &Map, state: &State, hiding_wanted: bool) -> (Hex, Hex) {
        let hex = map
            .all_hexes()
            .find(|hex| hiding(state, *hex) == hiding_wanted)
            .expect("such a hex exists");
        let far = map
            .all_hexes()
            .find(|other| other.unsigned_distance_to(hex) > 5)
            .expect("a distant hex");
        (hex, far)
    }

    #[test]
    fn units_in_woods_are_hidden_until_observed_or_approached() {
        // Each position is staged as a new game from edited data: only `apply` changes a game.
        let mut state = StateData::clone(&brunstatt());
        let staged = |data: &StateData| State::from(data.clone());
        let tables = state.tables.clone();
        let (woods, far) = far_apart(&tables.map, &staged(&state), true);
        let viewer = Side(0);
        let enemy = state
            .units
            .iter()
            .position(|unit| unit.side != viewer)
            .expect("an enemy unit");
        let mine = state
            .units
            .iter()
            .position(|unit| unit.side == viewer)
            .expect("a unit of the viewer");
        for unit in &mut state.units {
            unit.location = Location::Eliminated { turn: 1 };
        }
        state.units[enemy].location = Location::OnMap(woods);
        state.units[mine].location = Location::OnMap(far);
        let id = state.units[enemy].id;
        assert_eq!(concealed_from(&staged(&state), viewer), vec![id]);
        assert!(
            concealed_from(&staged(&state), Side(1)).is_empty(),
            "own units never hide"
        );

        state.observed.push((woods, state.units[enemy].side));
        assert!(
            concealed_from(&staged(&state), viewer).is_empty(),
            "observed: seen"
        );
        state.observed.clear();

        let next = tables.map.neighbours(woods).next().expect("a neighbour");
        state.units[mine].location = Location::OnMap(next);
        assert!(
            concealed_from(&staged(&state), viewer).is_empty(),
            "adjacent: seen"
        );

        let (open, far) = far_apart(&tables.map, &staged(&state), false);
        state.units[enemy].location = Location::OnMap(open);
        state.units[mine].location = Location::OnMap(far);
        assert!(
            concealed_from(&staged(&state), viewer).is_empty(),
            "in the open: seen"
        );
    }
}
