//! Orthogonal movement (3.3b): terrain costs by movement type, no passing through units,
//! boarding a friendly transport as the last step (3.3d); and every square a unit can reach.

use super::map::Pos;
use super::state::{Location, PlayerId, State, Unit, UnitId};
use super::units::{UnitClass, UnitKind};
use crate::rules::search::cheapest;
use muster_text::t;

/// What is on a square, for a mover.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Occupant {
    Empty,
    /// A friendly transport the mover may board (it has room and the mover is foot).
    Transport(UnitId),
    Blocked,
}

/// Who stands where, looked up once per search.
pub struct Occupancy {
    width: i32,
    cells: Vec<Option<(UnitId, PlayerId, UnitKind)>>,
}

impl Occupancy {
    /// The units standing on the map now.
    pub fn of(state: &State) -> Self {
        let mut cells = vec![None; state.map.squares.len()];
        for unit in &state.units {
            if let Location::At(pos) = unit.location
                && let Some(index) = state.map.index(pos)
            {
                cells[index] = Some((unit.id, unit.owner, unit.kind));
            }
        }
        Occupancy {
            width: state.map.width,
            cells,
        }
    }

    fn get(&self, pos: Pos) -> Option<(UnitId, PlayerId, UnitKind)> {
        self.cells[(pos.y * self.width + pos.x) as usize]
    }
}

/// Whether `transport` has room for one more.
pub fn has_room(state: &State, transport: UnitId) -> bool {
    state.unit(transport).is_some_and(|carrier| {
        let capacity = usize::from(state.card(carrier.kind).carries);
        capacity > 0 && state.passengers(transport).count() < capacity
    })
}

/// What `mover` finds on `pos` (the mover's own square counts as empty).
pub fn occupant(state: &State, occupancy: &Occupancy, mover: &Unit, pos: Pos) -> Occupant {
    match occupancy.get(pos) {
        None => Occupant::Empty,
        Some((id, _, _)) if id == mover.id => Occupant::Empty,
        Some((id, owner, _))
            if owner == mover.owner
                && state.card(mover.kind).class == UnitClass::Foot
                && has_room(state, id) =>
        {
            Occupant::Transport(id)
        }
        Some(_) => Occupant::Blocked,
    }
}

/// What entering `pos` costs `unit`, or `None` when its movement type cannot.
pub fn step_cost(state: &State, unit: &Unit, pos: Pos) -> Option<u32> {
    let terrain = state.map.terrain(pos)?;
    state
        .tables
        .terrain
        .cost(terrain, state.card(unit.kind).movement_type)
        .map(u32::from)
}

/// A legal end square with its cost and the path to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reach {
    pub to: Pos,
    pub cost: u32,
    pub path: Vec<Pos>,
    /// The transport the mover would board there.
    pub boards: Option<UnitId>,
}

/// Every square `unit` can end its move on this activation (its own square included, at
/// cost 0), with the cheapest path: Dijkstra over orthogonal steps, units blocking.
pub fn reachable(state: &State, unit: &Unit) -> Vec<Reach> {
    let Some(start) = unit.square().filter(|&start| state.map.contains(start)) else {
        return Vec::new();
    };
    let occupancy = Occupancy::of(state);
    let budget = state.movement_of(unit.owner, unit.kind);
    let successors = |&pos: &Pos| -> Vec<(Pos, u32)> {
        if occupant(state, &occupancy, unit, pos) != Occupant::Empty {
            return Vec::new(); // boarding ends the move: nothing beyond it
        }
        pos.neighbours()
            .into_iter()
            .filter(|&next| state.map.contains(next))
            .filter(|&next| occupant(state, &occupancy, unit, next) != Occupant::Blocked)
            .filter_map(|next| Some((next, step_cost(state, unit, next)?)))
            .collect()
    };
    cheapest(start, budget, successors, |&pos| pos)
        .into_iter()
        .map(|reached| Reach {
            to: reached.node,
            cost: reached.cost,
            boards: match occupant(state, &occupancy, unit, reached.node) {
                Occupant::Transport(id) => Some(id),
                _ => None,
            },
            path: reached.path,
        })
        .collect()
}

/// The result of checking a path: where it ends, what it costs, and a transport boarded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PathEnd {
    pub to: Pos,
    pub cost: u32,
    pub boards: Option<UnitId>,
}

/// Check a path square by square; the error says why in words.
pub fn check_path(state: &State, unit: &Unit, path: &[Pos]) -> Result<PathEnd, (Pos, String)> {
    let Some(start) = unit.square() else {
        return Err((Pos::new(0, 0), "it is inside a transport".into()));
    };
    let occupancy = Occupancy::of(state);
    let mut at = start;
    let mut cost = 0;
    let mut boards = None;
    for (step, &next) in path.iter().enumerate() {
        if boards.is_some() {
            return Err((next, "boarding a transport ends the move".into()));
        }
        if !state.map.contains(next) {
            return Err((next, "that is off the map".into()));
        }
        if at.distance(next) != 1 {
            return Err((
                next,
                t!(
                    "rules-skirmish-step-not-square-next-units-move",
                    value0 = (step + 1).to_string(),
                    at = at.to_string()
                ),
            ));
        }
        let Some(step_cost) = step_cost(state, unit, next) else {
            return Err((
                next,
                t!(
                    "rules-skirmish-cannot-enter",
                    value0 = state.card(unit.kind).name.to_string(),
                    value1 = state.terrain(next).name().to_string()
                ),
            ));
        };
        cost += step_cost;
        match occupant(state, &occupancy, unit, next) {
            Occupant::Empty => {}
            Occupant::Transport(id) if step + 1 == path.len() => boards = Some(id),
            Occupant::Transport(_) | Occupant::Blocked => {
                return Err((next, "units may not move through other units".into()));
            }
        }
        at = next;
    }
    Ok(PathEnd {
        to: at,
        cost,
        boards,
    })
}
