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
    let hidden = concealed_from(state, side);
    if hidden.is_empty() {
        return state.clone();
    }
    let mut data = StateData::clone(state);
    data.units.retain(|unit| !hidden.contains(&unit.id));
    State::from(data)
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
}
