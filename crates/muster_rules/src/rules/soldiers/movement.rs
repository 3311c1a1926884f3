//! Movement (the Movement rules, the Terrain Effects Chart, canals, trenches, stacking):
//! what a step costs, whether a path is legal, and every hex a unit can reach. Costs are
//! in half movement points, so that road movement (½) stays whole.

use muster_text::t;
use std::collections::{BTreeMap, HashMap};

use hexx::Hex;

use super::map::label;
use super::state::{Location, Side, State, Unit, UnitId};
use super::terrain_effects::Terrain;
use super::units::{Nation, UnitKind};
use crate::rules::search::cheapest;

/// Half movement points.
pub type Half = u32;

/// The most stacking points a hex holds (Stacking).
pub const STACKING_LIMIT: u32 = 8;

/// A unit's movement allowance in whole points: the table's, a Cossack's 9 mounted, or
/// the scenario's override.
pub fn allowance(state: &State, unit: &Unit) -> u32 {
    if let Some(points) = unit.movement_override {
        return points;
    }
    if unit.cossack && unit.kind == UnitKind::CavalryMounted {
        return state.tables.units.cossack_mounted_movement;
    }
    state
        .tables
        .units
        .values(unit.kind)
        .map_or(0, |values| values.movement)
}

/// Whether a hex still has its bridge (artillery case D destroys bridges).
pub fn intact_bridge(state: &State, hex: Hex) -> bool {
    state.tables.map.is_bridge(hex) && !state.destroyed_bridges.contains(&hex)
}

/// Whether the hex is a canal hex without a standing bridge.
fn open_canal(state: &State, hex: Hex) -> bool {
    state.tables.map.terrain(hex) == Terrain::Canal && !intact_bridge(state, hex)
}

/// Whether a road runs from `from` to `to` (a destroyed bridge carries no road).
pub fn road_move(state: &State, from: Hex, to: Hex) -> bool {
    let broken = |hex| state.tables.map.is_bridge(hex) && !intact_bridge(state, hex);
    state.tables.map.road_between(from, to) && !broken(from) && !broken(to)
}

/// What entering `to` from `from` (`None`: from off the map) costs, in half points, or why
/// the unit may not. Enemy units and markers are checked by [`blocked`].
pub fn step_cost(state: &State, unit: &Unit, from: Option<Hex>, to: Hex) -> Result<Half, String> {
    let map = &state.tables.map;
    if !map.contains(to) {
        return Err(t!("rules-soldiers-off-map"));
    }
    let terrain_entry = |hex: Hex| {
        state
            .tables
            .terrain
            .half_points_to_enter(map.terrain(hex), false)
            .unwrap_or(2 * allowance(state, unit))
    };
    let mut cost = match from {
        // Entering over the edge along a road counts as road movement (Muster's reading).
        None if map.is_road(to) => state.tables.terrain.road_cost.half_points,
        None => terrain_entry(to),
        Some(from) if road_move(state, from, to) => state.tables.terrain.road_cost.half_points,
        Some(_) => terrain_entry(to),
    };
    if state.trenches.contains(&to) {
        if unit.kind == UnitKind::CavalryMounted {
            return Err(t!("rules-soldiers-mounted-cavalry-may-not-enter-trenches"));
        }
        cost += 4;
    }
    if let Some(from) = from {
        if state.trenches.contains(&from) {
            cost += 2;
        }
        if open_canal(state, from) && map.terrain(to) != Terrain::Canal {
            cost += 2 * state
                .tables
                .terrain
                .line(Terrain::Canal)
                .map_or(3, |line| line.leave_extra);
        }
    }
    Ok(cost)
}

/// Why `side` may not enter or pass through a hex, if it may not.
pub fn blocked(state: &State, side: Side, hex: Hex) -> Option<String> {
    if state.occupant(hex).is_some_and(|occupant| occupant != side) {
        return Some(t!("rules-soldiers-enemy-units-hold-movement-case-g"));
    }
    if state.has_eliminated_marker(hex) {
        return Some(t!("rules-soldiers-eliminated-marker-lies-crt-e"));
    }
    None
}

/// Whether the unit may always move one hex (Movement case H's exception): undisrupted
/// infantry and dismounted cavalry.
pub fn may_always_move_one_hex(unit: &Unit) -> bool {
    unit.acts_as_infantry() && !unit.is_disrupted()
}

/// Whether a unit that has spent `spent` may still fire in the fire phase after its own
/// movement (Movement case I): infantry and dismounted cavalry keep two points, artillery
/// and machine guns all, mounted cavalry need keep none. French artillery "can expend two
/// Movement Points and still fire" (artillery case A): Muster reads that as at most two
/// spent, whatever the allowance.
pub fn may_fire_after_moving(state: &State, unit: &Unit, spent: Half) -> bool {
    let full = 2 * allowance(state, unit);
    let unused = full.saturating_sub(spent);
    if unit.kind == UnitKind::CavalryMounted {
        true
    } else if unit.is_artillery() && unit.nation == Nation::French {
        spent <= 4
    } else if unit.is_artillery() || unit.is_machine_gun() {
        spent == 0
    } else {
        unused >= 4
    }
}

/// Why the unit may not move at all this phase, if it may not.
pub fn why_unit_cannot_move(state: &State, unit: &Unit) -> Option<String> {
    if unit.is_disrupted() {
        return Some(t!("rules-soldiers-disrupted-crt-d"));
    }
    if state.record.moved.contains(&unit.id) {
        return Some(t!("rules-soldiers-has-already-moved-phase-movement-case"));
    }
    if state.record.digging_in.contains(&unit.id) {
        return Some(t!("rules-soldiers-digging-phase-improved-positions"));
    }
    if unit.improved && !state.record.may_leave.contains(&unit.id) {
        return Some(t!("rules-soldiers-improved-position-not-rolled-to-leave"));
    }
    if allowance(state, unit) == 0 {
        return Some(t!("rules-soldiers-movement-allowance-0"));
    }
    match &unit.location {
        Location::OnMap(_) => None,
        Location::Waiting { turn, .. } if *turn <= state.turn => None,
        Location::Waiting { turn, .. } => {
            Some(t!("rules-soldiers-arrives-turn", turn = turn.to_string()))
        }
        _ => Some(t!("rules-soldiers-not-map")),
    }
}

/// The cost of a whole path (the hexes entered, in order), or why it is not legal.
/// Stacking is checked by [`overstacked_on_the_way`] and where the unit ends.
pub fn path_cost(state: &State, unit: &Unit, path: &[Hex], exit: bool) -> Result<Half, String> {
    let mut from = unit.hex();
    let mut total = 0;
    for (index, &hex) in path.iter().enumerate() {
        if let Some(from) = from
            && from.distance_to(hex) != 1
        {
            return Err(t!(
                "rules-soldiers-not-next",
                hex = label(hex).to_string(),
                from = label(from).to_string()
            ));
        }
        if from.is_none()
            && let Location::Waiting { entry, .. } = &unit.location
            && !entry.contains(&hex)
        {
            return Err(t!(
                "rules-soldiers-not-one-entry-hexes",
                hex = label(hex).to_string()
            ));
        }
        if let Some(why) = blocked(state, unit.side, hex) {
            return Err(format!("{}: {why}", label(hex)));
        }
        if index + 1 < path.len() && passing_disrupts(state, unit, hex) {
            return Err(t!(
                "rules-soldiers-holds-disrupted-unit-entering-disrupts-mover",
                hex = label(hex).to_string()
            ));
        }
        total +=
            step_cost(state, unit, from, hex).map_err(|why| format!("{}: {why}", label(hex)))?;
        from = Some(hex);
    }
    if exit {
        let Some(last) = from else {
            return Err(t!("rules-soldiers-has-no-hex-leave-map-from"));
        };
        if !state.tables.map.on_any_edge(last) {
            return Err(t!(
                "rules-soldiers-not-map-edge",
                last = label(last).to_string()
            ));
        }
        total += 2;
    }
    Ok(total)
}

/// Whether entering `hex` disrupts the unit: a friendly disrupted unit is there.
pub fn passing_disrupts(state: &State, unit: &Unit, hex: Hex) -> bool {
    state
        .units_in(hex)
        .any(|other| other.id != unit.id && other.is_disrupted())
}

/// Whether the unit may spend `cost` this phase: within its allowance, or the one-hex
/// exception (a single hex, nothing spent before).
pub fn affordable(state: &State, unit: &Unit, steps: usize, cost: Half) -> bool {
    let full = 2 * allowance(state, unit);
    let spent = state.record.spent.get(&unit.id).copied().unwrap_or(0);
    cost + spent <= full || (steps == 1 && spent == 0 && may_always_move_one_hex(unit))
}

/// Stacking points in `hex` if `unit` ended there.
pub fn stacking_after(state: &State, unit: &Unit, hex: Hex) -> u32 {
    let already_counted = unit.hex() == Some(hex);
    let marker = unit.kind == UnitKind::CavalryDismounted && unit.horses.is_some();
    let own = if already_counted || marker {
        0
    } else {
        state
            .tables
            .units
            .values(unit.kind)
            .map_or(0, |values| values.stacking)
    };
    state.stacking_in(hex) + own
}

/// The first hex the unit would pass through (enter without ending there: every hex but
/// the last, and the last too when it leaves the map) that would then hold more than the
/// stacking limit, with the points it would hold. "Stacking limitations apply at all times
/// including during the Friendly Movement Phase": friendly units may be passed through
/// (Movement case G) only where the limit holds.
pub fn overstacked_on_the_way(
    state: &State,
    unit: &Unit,
    path: &[Hex],
    exit: bool,
) -> Option<(Hex, u32)> {
    let passed = if exit {
        path
    } else {
        &path[..path.len().saturating_sub(1)]
    };
    passed.iter().find_map(|&hex| {
        let points = stacking_after(state, unit, hex);
        (points > STACKING_LIMIT).then_some((hex, points))
    })
}

/// Whether the unit may enter the hex at all without breaking the stacking limit, whether
/// it ends there or passes through (Stacking: "at all times").
fn fits(state: &State, unit: &Unit, hex: Hex) -> bool {
    stacking_after(state, unit, hex) <= STACKING_LIMIT
}

/// A hex the unit can reach this phase, its cost, and the path there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reach {
    pub cost: Half,
    pub path: Vec<Hex>,
}

/// Every hex the unit can end its move in this phase, cheapest path first (Dijkstra over
/// the movement costs), never entering a hex the stacking limit closes to it, whether to
/// end there or pass through. Empty if it may not move.
pub fn reachable(state: &State, unit: &Unit) -> BTreeMap<(i32, i32), Reach> {
    let mut result = BTreeMap::new();
    if why_unit_cannot_move(state, unit).is_some() {
        return result;
    }
    let full = 2 * allowance(state, unit);
    let spent = state.record.spent.get(&unit.id).copied().unwrap_or(0);
    let budget = full.saturating_sub(spent);
    // `None` is off the map: a waiting unit steps from there onto one of its entry hexes.
    let (start, first_steps): (Option<Hex>, Vec<Hex>) = match &unit.location {
        Location::OnMap(hex) => (Some(*hex), state.tables.map.neighbours(*hex).collect()),
        Location::Waiting { entry, .. } => (None, entry.clone()),
        _ => return result,
    };
    let steps_from = |from: Option<Hex>, to: Vec<Hex>| {
        to.into_iter().filter_map(move |to| {
            let open = blocked(state, unit.side, to).is_none() && fits(state, unit, to);
            let step = step_cost(state, unit, from, to).ok().filter(|_| open)?;
            Some((Some(to), step))
        })
    };
    let successors = |node: &Option<Hex>| -> Vec<(Option<Hex>, Half)> {
        let next = match *node {
            // A hex with a disrupted friend ends the move there (Movement case K).
            Some(hex) if *node != start && passing_disrupts(state, unit, hex) => Vec::new(),
            Some(hex) => state.tables.map.neighbours(hex).collect(),
            None => first_steps.clone(),
        };
        steps_from(*node, next).collect()
    };
    let by_column_and_row = |node: &Option<Hex>| node.map(|hex| (hex.x, hex.y));
    for reached in cheapest(start, budget, successors, by_column_and_row) {
        let Some(hex) = reached.node.filter(|_| reached.node != start) else {
            continue;
        };
        let path = reached.path.into_iter().flatten().collect();
        let reach = Reach {
            cost: reached.cost,
            path,
        };
        result.insert(super::map::col_row(hex), reach);
    }
    // The one-hex exception: a first step beyond the budget, if nothing was spent before.
    if spent == 0 && may_always_move_one_hex(unit) {
        for (to, cost) in steps_from(start, first_steps) {
            let Some(hex) = to else { continue };
            result
                .entry(super::map::col_row(hex))
                .or_insert_with(|| Reach {
                    cost,
                    path: vec![hex],
                });
        }
    }
    result
}

/// The units of `side` that may still move this phase.
pub fn movable_units(state: &State, side: Side) -> Vec<UnitId> {
    state
        .units
        .iter()
        .filter(|unit| unit.side == side && why_unit_cannot_move(state, unit).is_none())
        .map(|unit| unit.id)
        .collect()
}

/// The movement points (in half points) the unit would need to reach each hex within
/// `budget`, whatever this phase allows it (the solitaire doctrine's "within 4 movement
/// points"). Enemy hexes, eliminated markers and hexes the stacking limit closes to the
/// unit block, as they do its moves.
pub fn costs_within(state: &State, unit: &Unit, budget: Half) -> HashMap<Hex, Half> {
    let Some(start) = unit.hex() else {
        return HashMap::new();
    };
    let successors = |hex: &Hex| -> Vec<(Hex, Half)> {
        let from = *hex;
        state
            .tables
            .map
            .neighbours(from)
            .filter(|&to| blocked(state, unit.side, to).is_none() && fits(state, unit, to))
            .filter_map(|to| Some((to, step_cost(state, unit, Some(from), to).ok()?)))
            .collect()
    };
    pathfinding::directed::dijkstra::dijkstra_reach(&start, successors)
        .take_while(|item| item.total_cost <= budget)
        .map(|item| (item.node, item.total_cost))
        .collect()
}
