//! What each side may see (rule H, "Units remain concealed in Blocking Terrain"): the enemy
//! units hidden in hiding terrain (woods, towns, canals, trenches) whose hex is not marked
//! observed and that no unit of the looking side stands next to. A side's **view** of the
//! game is the game with those units left out: what a machine playing that side across a
//! network is sent, so that it never holds what its side may not see.

use super::los::hiding;
use super::state::{Side, State, StateData, UnitId};

/// The enemy units `side` cannot see: in hiding terrain, their hex not observed (they have
/// not fired from it), no unit of `side` adjacent.
pub fn concealed_from(state: &State, side: Side) -> Vec<UnitId> {
    let own: Vec<_> = state
        .units
        .iter()
        .filter(|unit| unit.side == side)
        .filter_map(|unit| unit.hex())
        .collect();
    state
        .units
        .iter()
        .filter(|unit| unit.side != side)
        .filter(|unit| {
            let Some(hex) = unit.hex() else {
                return false;
            };
            hiding(state, hex)
                && !state.observed.contains(&(hex, unit.side))
                && !own.iter().any(|mine| mine.unsigned_distance_to(hex) <= 1)
        })
        .map(|unit| unit.id)
        .collect()
}

/// The game as `side` may see it: every enemy unit concealed from it left out (its own
/// units, the seen enemy and everything else as they are). A new value, never an edit of
/// the game.
pub fn view_for(state: &State, side: Side) -> State {
    without(state, &concealed_from(state, side))
}

/// The game with the units `hidden` left out (the game itself when none is).
fn without(state: &State, hidden: &[UnitId]) -> State {
    if hidden.is_empty() {
        return state.clone();
    }
    let mut data = StateData::clone(state);
    data.units.retain(|unit| !hidden.contains(&unit.id));
    State::from(data)
}

/// The game as a watcher may see it (a machine that plays no side): every unit concealed
/// from *either* side left out, so that a watcher's screen never tells one player what
/// the other may not see ("Units remain concealed in Blocking Terrain" for both sides at
/// once). A unit one side may see but the other may not is left out too: a watcher in the
/// club's room could otherwise tell the player who cannot see it.
pub fn view_for_watchers(state: &State) -> State {
    let hidden: Vec<UnitId> = (0..state.players.len())
        .flat_map(|side| concealed_from(state, Side(side as u8)))
        .collect();
    without(state, &hidden)
}

#[cfg(test)]
mod tests {
    use hexx::Hex;

    use super::*;
    use crate::rules::soldiers::state::Location;
    use crate::rules::soldiers::tables::Tables;
    use crate::scenario::{self, Scenario};

    fn brunstatt_state() -> State {
        let file = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../../scenarios/soldiers/01_brunstatt.ron");
        let Ok(Scenario::Soldiers(loaded)) = scenario::load(&file) else {
            panic!("scenario 1 is a Soldiers scenario");
        };
        scenario::soldiers::build_state(&loaded, Tables::shipped()).expect("scenario 1 builds")
    }

    /// Brunstatt with every unit off the map but one of each side: the enemy at `enemy`,
    /// the looking side's unit at `mine`.
    fn two_units(enemy_at: Hex, mine_at: Hex) -> (State, UnitId, UnitId) {
        let mut data = StateData::clone(&brunstatt_state());
        for unit in &mut data.units {
            unit.location = Location::Eliminated { turn: 1 };
        }
        let enemy = data
            .units
            .iter()
            .position(|unit| unit.side == Side(1))
            .expect("a German");
        let mine = data
            .units
            .iter()
            .position(|unit| unit.side == Side(0))
            .expect("a Frenchman");
        data.units[enemy].location = Location::OnMap(enemy_at);
        data.units[mine].location = Location::OnMap(mine_at);
        let (enemy, mine) = (data.units[enemy].id, data.units[mine].id);
        (State::from(data), enemy, mine)
    }

    fn woods_and_far(state: &State, hiding_wanted: bool) -> (Hex, Hex) {
        let map = &state.tables.map;
        let hex = map
            .all_hexes()
            .find(|hex| hiding(state, *hex) == hiding_wanted)
            .expect("such a hex");
        let far = map
            .all_hexes()
            .find(|other| other.unsigned_distance_to(hex) > 5)
            .expect("a distant hex");
        (hex, far)
    }

    #[test]
    fn concealment_case_h_a_sides_view_leaves_out_the_enemy_units_concealed_from_it() {
        // "Units remain concealed in Blocking Terrain" until they fire or are approached.
        let staged = brunstatt_state();
        let (woods, far) = woods_and_far(&staged, true);
        let (state, enemy, mine) = two_units(woods, far);
        assert_eq!(concealed_from(&state, Side(0)), vec![enemy]);
        let view = view_for(&state, Side(0));
        assert!(
            view.unit(enemy).is_none(),
            "the hidden German is not in the French view"
        );
        assert_eq!(
            view.unit(mine).and_then(|unit| unit.hex()),
            Some(far),
            "the French unit is where it is"
        );
        // The German's own view keeps it (nothing French is concealed from it).
        assert_eq!(
            view_for(&state, Side(1))
                .unit(enemy)
                .and_then(|unit| unit.hex()),
            Some(woods)
        );
    }

    #[test]
    fn concealment_case_h_a_unit_in_woods_is_hidden_until_observed_or_approached() {
        // "Units remain concealed in Blocking Terrain" until they fire (their hex is then
        // observed) or an enemy stands next to them; in the open they are always seen.
        let staged = brunstatt_state();
        let (woods, far) = woods_and_far(&staged, true);
        let (state, enemy, _) = two_units(woods, far);
        assert_eq!(concealed_from(&state, Side(0)), vec![enemy]);
        assert!(
            concealed_from(&state, Side(1)).is_empty(),
            "own units never hide"
        );

        let mut data = StateData::clone(&state);
        data.observed.push((woods, Side(1)));
        let observed = State::from(data);
        assert!(
            concealed_from(&observed, Side(0)).is_empty(),
            "observed: seen"
        );
        assert!(view_for(&observed, Side(0)).unit(enemy).is_some());

        let next = staged
            .tables
            .map
            .neighbours(woods)
            .next()
            .expect("a neighbour");
        let (approached, enemy, _) = two_units(woods, next);
        assert!(
            concealed_from(&approached, Side(0)).is_empty(),
            "adjacent: seen"
        );
        assert_eq!(
            view_for(&approached, Side(0))
                .unit(enemy)
                .and_then(|unit| unit.hex()),
            Some(woods)
        );

        let (open, far) = woods_and_far(&staged, false);
        let (in_the_open, enemy, _) = two_units(open, far);
        assert!(
            concealed_from(&in_the_open, Side(0)).is_empty(),
            "in the open: seen"
        );
        assert_eq!(
            view_for(&in_the_open, Side(0))
                .unit(enemy)
                .and_then(|unit| unit.hex()),
            Some(open)
        );
    }

    #[test]
    fn concealment_case_h_a_watchers_view_leaves_out_the_units_concealed_from_either_side() {
        // "Units remain concealed in Blocking Terrain": a watcher plays neither side, so it
        // sees no unit that either side may not see.
        let staged = brunstatt_state();
        let (woods, far) = woods_and_far(&staged, true);
        let (state, german_in_woods, french_far) = two_units(woods, far);
        let watched = view_for_watchers(&state);
        assert!(
            watched.unit(german_in_woods).is_none(),
            "the German hidden from the French is not in the watcher's view"
        );
        assert_eq!(
            watched.unit(french_far).and_then(|unit| unit.hex()),
            Some(far),
            "the French unit in the open is"
        );
        // And the other way round: the French hidden in the woods, the German far off.
        let mut data = StateData::clone(&state);
        for unit in &mut data.units {
            if unit.id == german_in_woods {
                unit.location = Location::OnMap(far);
            } else if unit.id == french_far {
                unit.location = Location::OnMap(woods);
            }
        }
        let swapped = State::from(data);
        let watched = view_for_watchers(&swapped);
        assert!(watched.unit(french_far).is_none());
        assert_eq!(
            watched.unit(german_in_woods).and_then(|unit| unit.hex()),
            Some(far)
        );
    }

    #[test]
    fn concealment_case_h_a_watcher_sees_every_unit_that_neither_side_has_concealed() {
        // The positive twin: in the open, or observed, every unit is in the watcher's view.
        let staged = brunstatt_state();
        let (open, far) = woods_and_far(&staged, false);
        let (state, enemy, mine) = two_units(open, far);
        let watched = view_for_watchers(&state);
        assert_eq!(watched.unit(enemy).and_then(|unit| unit.hex()), Some(open));
        assert_eq!(watched.unit(mine).and_then(|unit| unit.hex()), Some(far));
        assert_eq!(watched.units.len(), state.units.len());
    }
}
