//! Routes by the engine's own movement costs: the cost from every hex to an objective (a
//! field worked back from its hexes), a unit's route along it — through hexes the enemy
//! cannot fire into where that arrives as soon — and the game-turn the route arrives.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};

use hexx::Hex;

use super::super::super::los::sight;
use super::super::super::map::col_row;
use super::super::super::movement::{Half, allowance, may_always_move_one_hex, step_cost};
use super::super::super::state::{Side, State, Unit};
use crate::rules::search::cheapest;

/// The range beyond which the enemy's fire is not counted against a route (rifles reach 4,
/// machine guns 8; guns fire from far off wherever a route goes): the close fire that
/// stops an advance, and a bound on the lines of sight traced once a game-turn.
const EXPOSURE_RANGE: i32 = 6;
/// What a hex the enemy can fire into adds to a route's cost when cover is sought, in half
/// points: enough to go round by one clear hex, not enough to take the long way.
const EXPOSED_HEX: Half = 3;

/// The movement cost (half points) from each hex to the nearest of an objective's hexes,
/// for a unit moving as `unit` does, over the terrain alone (units move; terrain does not):
/// the engine's [`step_cost`] of each step, including leaving the map when `exit`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CostField {
    pub to_go: HashMap<Hex, Half>,
}

impl CostField {
    /// The field towards `targets` for units moving as `unit`; when `exit`, a target hex
    /// costs the step off the map (2 half points, as the engine charges).
    pub fn towards(state: &State, unit: &Unit, targets: &[Hex], exit: bool) -> CostField {
        Self::round_the_enemy(state, unit, targets, exit, 0)
    }

    /// [`CostField::towards`], each hex the enemy holds costing `enemy_hex` more to enter
    /// (it must be cleared or gone round): the routes of a plan made for this game-turn.
    pub fn round_the_enemy(
        state: &State,
        unit: &Unit,
        targets: &[Hex],
        exit: bool,
        enemy_hex: Half,
    ) -> CostField {
        let map = &state.tables.map;
        let start = if exit { 2 } else { 0 };
        let mut to_go: HashMap<Hex, Half> = HashMap::new();
        let mut frontier = BinaryHeap::new();
        for &hex in targets.iter().filter(|hex| map.contains(**hex)) {
            if to_go.get(&hex).is_none_or(|known| *known > start) {
                to_go.insert(hex, start);
                frontier.push(Reverse((start, col_row(hex), hex.x, hex.y)));
            }
        }
        while let Some(Reverse((cost, _, x, y))) = frontier.pop() {
            let hex = Hex::new(x, y);
            if to_go.get(&hex).is_some_and(|known| *known < cost) {
                continue;
            }
            // Worked backwards: the step from each neighbour into this hex.
            for from in map.neighbours(hex) {
                let Ok(step) = step_cost(state, unit, Some(from), hex) else {
                    continue;
                };
                let held = state
                    .occupant(hex)
                    .is_some_and(|holder| holder != unit.side);
                let total = cost + step + if held { enemy_hex } else { 0 };
                if to_go.get(&from).is_none_or(|known| *known > total) {
                    to_go.insert(from, total);
                    frontier.push(Reverse((total, col_row(from), from.x, from.y)));
                }
            }
        }
        CostField { to_go }
    }

    /// The cost from `hex` to the objective; `None` where it cannot be reached.
    pub fn from(&self, hex: Hex) -> Option<Half> {
        self.to_go.get(&hex).copied()
    }
}

/// The hexes some undisrupted enemy unit of `side`'s enemy could fire into directly (in its
/// range, up to [`EXPOSURE_RANGE`], seeing into the hex).
pub fn exposed_hexes(state: &State, side: Side) -> HashSet<Hex> {
    let mut firers: HashMap<Hex, i32> = HashMap::new();
    for enemy in state
        .units
        .iter()
        .filter(|unit| unit.side != side && !unit.is_disrupted())
    {
        let Some(at) = enemy.hex() else { continue };
        let range = state
            .tables
            .units
            .values(enemy.kind)
            .map_or(1, |values| values.range as i32)
            .min(EXPOSURE_RANGE);
        let known = firers.entry(at).or_default();
        *known = (*known).max(range);
    }
    let mut exposed = HashSet::new();
    let mut firers: Vec<(Hex, i32)> = firers.into_iter().collect();
    firers.sort_by_key(|(hex, _)| col_row(*hex));
    for (at, range) in firers {
        for hex in at.range(range as u32) {
            if exposed.contains(&hex) || !state.tables.map.contains(hex) {
                continue;
            }
            if sight(state, at, hex, side.other()).into_hex {
                exposed.insert(hex);
            }
        }
    }
    exposed
}

/// A unit's way to an objective: the hexes it enters, in order, and the game-turns of its
/// own movement it needs to get there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    pub path: Vec<Hex>,
    pub moves: u32,
}

/// The movement phases a unit needs to walk `path` from `from` by the engine's costs: each
/// phase spends up to its allowance; a step that does not fit waits for the next phase (a
/// step beyond a whole allowance takes a phase of its own, the one-hex rule). `None` when a
/// step is not possible.
pub fn moves_along(state: &State, unit: &Unit, from: Hex, path: &[Hex], exit: bool) -> Option<u32> {
    let budget = 2 * allowance(state, unit);
    if budget == 0 {
        return None;
    }
    let mut steps: Vec<Half> = Vec::new();
    let mut here = from;
    for &hex in path {
        steps.push(step_cost(state, unit, Some(here), hex).ok()?);
        here = hex;
    }
    if exit {
        steps.push(2);
    }
    let mut moves = 1;
    let mut spent = 0;
    for step in steps {
        if spent + step > budget && spent > 0 {
            moves += 1;
            spent = 0;
        }
        if step > budget && !may_always_move_one_hex(unit) {
            return None;
        }
        spent += step;
    }
    Some(moves)
}

/// The unit's route from `from` to the objective whose field is `field`: the cheapest, or,
/// when a route avoiding the hexes in `exposed` arrives in as few movement phases, that one.
pub fn route(
    state: &State,
    unit: &Unit,
    from: Hex,
    field: &CostField,
    exposed: &HashSet<Hex>,
    exit: bool,
) -> Option<Route> {
    let direct = cheapest_path(state, unit, from, field, &HashSet::new())?;
    let direct_moves = moves_along(state, unit, from, &direct, exit)?;
    if let Some(covered) = cheapest_path(state, unit, from, field, exposed)
        && covered != direct
        && let Some(moves) = moves_along(state, unit, from, &covered, exit)
        && moves <= direct_moves
    {
        return Some(Route {
            path: covered,
            moves,
        });
    }
    Some(Route {
        path: direct,
        moves: direct_moves,
    })
}

/// The cheapest path from `from` to a hex where the field is at its least (a target hex),
/// each hex in `exposed` costing [`EXPOSED_HEX`] more.
fn cheapest_path(
    state: &State,
    unit: &Unit,
    from: Hex,
    field: &CostField,
    exposed: &HashSet<Hex>,
) -> Option<Vec<Hex>> {
    let targets_cost = field.to_go.values().copied().min()?;
    let ends: HashSet<Hex> = field
        .to_go
        .iter()
        .filter(|(_, cost)| **cost == targets_cost)
        .map(|(hex, _)| *hex)
        .collect();
    if ends.contains(&from) {
        return Some(Vec::new());
    }
    let reach_limit = field.from(from)?.saturating_mul(4) + 40;
    let successors = |hex: &Hex| -> Vec<(Hex, u32)> {
        if ends.contains(hex) {
            return Vec::new();
        }
        state
            .tables
            .map
            .neighbours(*hex)
            .filter(|next| field.to_go.contains_key(next))
            .filter_map(|next| {
                let step = step_cost(state, unit, Some(*hex), next).ok()?;
                let extra = if exposed.contains(&next) {
                    EXPOSED_HEX
                } else {
                    0
                };
                Some((next, step + extra))
            })
            .collect()
    };
    cheapest(from, reach_limit, successors, |hex| col_row(*hex))
        .into_iter()
        .filter(|reached| ends.contains(&reached.node))
        .min_by_key(|reached| (reached.cost, col_row(reached.node)))
        .map(|reached| reached.path)
}
