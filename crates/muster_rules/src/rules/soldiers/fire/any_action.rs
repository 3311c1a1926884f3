//! Whether the side to act in a fire or charge step can do anything at all: make one
//! attack (any unit, any target, any aim: a bridge included) or, at the start of its own
//! fire step, place one interdiction. A step with neither is skipped (`flow`).

use hexx::Hex;

use super::super::state::{Aim, FireStep, Phase, Side, State};
use super::eligibility::{self, HOWITZER_DIRECT_RANGE, Sightlines};
use super::{check_fire, check_interdict};

/// The aims an attack on a hex holding units may take.
const UNIT_AIMS: [Aim; 3] = [Aim::AllUnits, Aim::Improved, Aim::Unimproved];

/// Whether some unit of `side` may make some attack now.
pub fn can_attack(state: &State, side: Side) -> bool {
    if !matches!(state.phase, Phase::Fire { .. }) || state.acting_side() != Some(side) {
        return false;
    }
    let enemy_hexes: Vec<Hex> = state
        .units
        .iter()
        .filter(|unit| unit.side != side)
        .flat_map(|unit| [unit.hex(), unit.horses])
        .flatten()
        .collect();
    let map = &state.tables.map;
    let bridges: Vec<Hex> = map
        .all_hexes()
        .filter(|hex| map.is_bridge(*hex) && !state.destroyed_bridges.contains(hex))
        .collect();
    let mut lines = Sightlines::default();
    state
        .units
        .iter()
        .filter(|unit| eligibility::why_not_firing(state, side, unit).is_none())
        .any(|unit| {
            let mut reaches =
                |target: Hex| eligibility::mode_remembered(state, unit, target, &mut lines).is_ok();
            let on_units = enemy_hexes.iter().any(|&target| {
                reaches(target)
                    && UNIT_AIMS
                        .iter()
                        .any(|&aim| check_fire(state, side, target, &[unit.id], aim).is_ok())
            });
            on_units
                || (unit.is_artillery()
                    && bridges.iter().any(|&bridge| {
                        reaches(bridge)
                            && check_fire(state, side, bridge, &[unit.id], Aim::Bridge).is_ok()
                    }))
        })
}

/// Whether `side` may place an interdiction now: its own fire step after its movement,
/// before any attack, with a unit that reaches one hex it may interdict.
pub fn can_interdict(state: &State, side: Side) -> bool {
    let Phase::Fire { mover, step } = state.phase else {
        return false;
    };
    if step != FireStep::MoverFires || side != mover || !state.record.attacked.is_empty() {
        return false;
    }
    let map = &state.tables.map;
    state
        .units
        .iter()
        .filter(|unit| eligibility::why_not_firing(state, side, unit).is_none())
        .any(|unit| {
            let Some(from) = unit.hex() else {
                return false;
            };
            let mut range = eligibility::range_of(state, unit);
            if unit.is_howitzer() {
                range = range.min(HOWITZER_DIRECT_RANGE);
            }
            // Nearest first: an interdictable hex is usually close by.
            let mut hexes: Vec<Hex> = map
                .all_hexes()
                .filter(|hex| *hex != from && from.distance_to(*hex) <= range)
                .collect();
            hexes.sort_by_key(|hex| from.distance_to(*hex));
            hexes
                .into_iter()
                .any(|hex| check_interdict(state, side, &[hex], &[unit.id]).is_ok())
        })
}

/// Whether the side to act in the fire or charge step under way can do anything.
pub fn can_act(state: &State) -> bool {
    state
        .acting_side()
        .is_some_and(|side| can_attack(state, side) || can_interdict(state, side))
}
