//! The General's operational plan, made once a game-turn: the objectives its victory needs
//! (read from the scenario's conditions), a group of units for each objective to reach,
//! their routes by the engine's movement costs and the game-turn they arrive, and the
//! schedule worked back from the last turn; the same read of the enemy's objectives, for
//! the defender's line and for judging play-outs by who is on time.

pub mod defence;
pub mod fire_plan;
pub mod march;
pub mod objectives;
pub mod routes;
pub mod schedule;
#[cfg(test)]
mod tests;

use std::collections::{HashMap, HashSet};

use hexx::Hex;

use super::super::movement::{Half, allowance};
use super::super::state::{Location, Side, State, Unit, UnitId};
use super::super::units::UnitKind;
use objectives::{Aim, Objective, objectives};
use routes::{CostField, exposed_hexes, route};
use schedule::{Pace, pace};

/// Movement phases ahead whose route hexes count as a group's next leg (the hexes fire
/// should open).
const NEXT_LEG_MOVES: u32 = 2;

/// What a hex the enemy holds adds to the plan's routes, in half points: two clear hexes,
/// so that a way round a held hex is taken when it is no longer than that.
const ENEMY_HEX: Half = 4;

/// The units bound for one objective (an exit, or hexes to take) and how they stand.
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    /// The side whose group it is.
    pub side: Side,
    pub objective: Objective,
    /// Whether the group leaves the map through the objective's hexes.
    pub exit: bool,
    /// Movement costs to the objective.
    pub field: CostField,
    /// The units assigned, fastest to arrive first.
    pub units: Vec<UnitId>,
    /// Each unit's route and movement phases to go.
    pub arrivals: HashMap<UnitId, u32>,
    /// The hexes of its routes within the next [`NEXT_LEG_MOVES`] moves.
    pub next_leg: HashSet<Hex>,
    /// The game-turn of the group's first move from now.
    pub first_move: u32,
    /// How the unit the objective needs last (the `units`-th to arrive) stands.
    pub pace: Pace,
}

/// One side's plan for the game-turn.
#[derive(Debug, Clone, PartialEq)]
pub struct Operation {
    pub side: Side,
    /// The game-turn it was made in.
    pub made_in: u32,
    pub objectives: Vec<Objective>,
    /// This side's groups, one for each objective it must reach.
    pub ours: Vec<Group>,
    /// The enemy's, read the same way: what this side must stop.
    pub theirs: Vec<Group>,
    /// The hexes the enemy could fire into as the game-turn began.
    pub exposed: HashSet<Hex>,
}

impl Operation {
    /// The plan of `side` on this state.
    pub fn make(state: &State, side: Side) -> Operation {
        let exposed = exposed_hexes(state, side);
        Operation {
            side,
            made_in: state.turn,
            objectives: objectives(state, side),
            ours: groups(state, side, &exposed),
            theirs: groups(state, side.other(), &exposed_hexes(state, side.other())),
            exposed,
        }
    }

    /// The group a unit belongs to, if any.
    pub fn group_of(&self, unit: UnitId) -> Option<&Group> {
        self.ours.iter().find(|group| group.units.contains(&unit))
    }

    /// Whether the side must keep the enemy from hexes (a denial of the enemy's area).
    pub fn holds(&self) -> bool {
        self.objectives
            .iter()
            .any(|objective| objective.aim == Aim::Hold)
    }
}

/// The game-turn of `side`'s next movement phase, this one included while it is under way.
pub fn first_move(state: &State, side: Side) -> u32 {
    let own = if side == state.first_player { 0 } else { 2 };
    let within = state.phase_index() % 4;
    let before_play = matches!(state.phase, super::super::state::Phase::Deployment { .. });
    if before_play || within <= own {
        state.turn.max(1)
    } else {
        state.turn + 1
    }
}

/// Whether a unit can go towards an objective with the group: artillery and the platoons
/// that do not count for exits stay with the fire plan, unless the objective needs their
/// kind.
fn joins(unit: &Unit, objective: &Objective, exit: bool) -> bool {
    if objective.including == Some(unit.kind) {
        return true;
    }
    let platoon = matches!(
        unit.kind,
        UnitKind::FieldGunPlatoon | UnitKind::HowitzerPlatoon | UnitKind::MachineGunPlatoon
    );
    !(unit.is_artillery() || exit && platoon)
}

/// A unit's hex for planning and whether it is still to come (a reinforcement).
fn planning_place(unit: &Unit) -> Option<(Option<Hex>, u32)> {
    match &unit.location {
        Location::OnMap(hex) => Some((Some(*hex), 0)),
        Location::Waiting { turn, .. } => Some((None, *turn)),
        _ => None,
    }
}

/// The movement phases a unit needs to reach the objective by its field: along its route
/// when it is on the map, by the cheapest entry hex when it is still to come.
pub fn moves_to_go(state: &State, unit: &Unit, field: &CostField, exit: bool) -> Option<u32> {
    let budget: Half = 2 * allowance(state, unit);
    if budget == 0 {
        return None;
    }
    match &unit.location {
        Location::OnMap(hex) => {
            let cost = field.from(*hex)?;
            Some(cost.div_ceil(budget).max(u32::from(exit && cost > 0)))
        }
        Location::Waiting { entry, .. } => {
            let cost = entry
                .iter()
                .filter_map(|hex| field.from(*hex))
                .min()?
                .saturating_add(2);
            Some(cost.div_ceil(budget))
        }
        _ => None,
    }
}

/// The groups of `side`: for each objective it must reach (an exit, hexes to take), the units
/// that can go, the fastest first (an exit group only as many as it needs with a margin),
/// with their routes, arrival and pace.
fn groups(state: &State, side: Side, exposed: &HashSet<Hex>) -> Vec<Group> {
    let reachable: Vec<Objective> = objectives(state, side)
        .into_iter()
        .filter(|objective| matches!(objective.aim, Aim::Exit | Aim::Take))
        .filter(|objective| !objective.hexes.is_empty())
        .collect();
    if reachable.is_empty() {
        return Vec::new();
    }
    let Some(walker) = state
        .units
        .iter()
        .filter(|unit| unit.side == side && planning_place(unit).is_some())
        .find(|unit| unit.acts_as_infantry())
        .or_else(|| {
            state
                .units
                .iter()
                .find(|unit| unit.side == side && planning_place(unit).is_some())
        })
    else {
        return Vec::new();
    };
    let first = first_move(state, side);
    let mut taken: HashSet<UnitId> = HashSet::new();
    let mut made = Vec::new();
    for objective in reachable {
        let exit = objective.aim == Aim::Exit;
        let field = CostField::round_the_enemy(state, walker, &objective.hexes, exit, ENEMY_HEX);
        let mut candidates: Vec<(u32, UnitId)> = state
            .units
            .iter()
            .filter(|unit| unit.side == side && !taken.contains(&unit.id))
            .filter(|unit| joins(unit, &objective, exit))
            .filter_map(|unit| {
                let (_, arriving) = planning_place(unit)?;
                let moves = moves_to_go(state, unit, &field, exit)?;
                let starts = first.max(arriving);
                Some((starts + moves, unit.id))
            })
            .collect();
        candidates.sort();
        // Every unit that can go: the needed fastest are counted against the schedule, the
        // rest make good the losses to come.
        let units: Vec<UnitId> = candidates.iter().map(|(_, unit)| *unit).collect();
        taken.extend(units.iter().copied());
        let mut arrivals = HashMap::new();
        let mut next_leg = HashSet::new();
        for id in &units {
            let Some(unit) = state.unit(*id) else {
                continue;
            };
            let planned = unit
                .hex()
                .and_then(|hex| route(state, unit, hex, &field, exposed, exit).map(|r| (hex, r)));
            let moves = match &planned {
                Some((_, found)) => found.moves,
                None => moves_to_go(state, unit, &field, exit).unwrap_or(u32::MAX / 4),
            };
            arrivals.insert(*id, moves);
            if let Some((hex, found)) = planned {
                next_leg.extend(leg(state, unit, hex, &found.path));
            }
        }
        let last_needed = candidates
            .get((objective.units as usize).saturating_sub(1))
            .map(|(arrival, _)| *arrival);
        let group_pace = match last_needed {
            Some(arrival) => pace(first, arrival.saturating_sub(first), objective.by_turn),
            None => pace(first, u32::MAX / 4, objective.by_turn),
        };
        made.push(Group {
            side,
            objective,
            exit,
            field,
            units,
            arrivals,
            next_leg,
            first_move: first,
            pace: group_pace,
        });
    }
    made
}

/// The hexes of `path` a unit enters within its next [`NEXT_LEG_MOVES`] movement phases.
fn leg(state: &State, unit: &Unit, from: Hex, path: &[Hex]) -> Vec<Hex> {
    let reach = 2 * allowance(state, unit) * NEXT_LEG_MOVES;
    let mut spent = 0;
    let mut here = from;
    let mut hexes = Vec::new();
    for &hex in path {
        spent += super::super::movement::step_cost(state, unit, Some(here), hex).unwrap_or(reach);
        if spent > reach {
            break;
        }
        hexes.push(hex);
        here = hex;
    }
    hexes
}

/// How `side` stands against the schedules, both sides' groups counted: for each group,
/// the units it needs that cannot arrive by its last turn (as the game now stands, by the
/// field's costs) and the movement phases its needed units still have to go. Positive is
/// good for `side`.
pub fn schedule_standing(state: &State, operation: &Operation, side: Side) -> f64 {
    let own: f64 = operation
        .ours
        .iter()
        .map(|group| behind(state, group))
        .sum();
    let theirs: f64 = operation
        .theirs
        .iter()
        .map(|group| behind(state, group))
        .sum();
    if operation.side == side {
        theirs - own
    } else {
        own - theirs
    }
}

/// A unit the objective needs that cannot arrive in time, against one unit eliminated.
const SHORT: f64 = 1.0;
/// A movement phase still to go, on average over the needed units.
const A_MOVE_TO_GO: f64 = 1.0;

/// How far behind its schedule a group stands on `state`.
fn behind(state: &State, group: &Group) -> f64 {
    let needed = group.objective.units.max(1) as usize;
    let first = first_move(state, group.side);
    let mut to_go: Vec<u32> = state
        .units
        .iter()
        .filter(|unit| group.units.contains(&unit.id))
        .filter_map(|unit| match unit.location {
            Location::Exited { hex, .. } if group.exit => {
                group.objective.hexes.contains(&hex).then_some(0)
            }
            _ => moves_to_go(state, unit, &group.field, group.exit),
        })
        .collect();
    to_go.sort();
    let counted: Vec<u32> = to_go.into_iter().take(needed).collect();
    let turns_left = (group.objective.by_turn + 1).saturating_sub(first);
    let on_time = counted.iter().filter(|moves| **moves <= turns_left).count();
    let short = needed.saturating_sub(on_time) as f64;
    let going: f64 = counted
        .iter()
        .map(|moves| (*moves).min(10) as f64)
        .sum::<f64>()
        + (needed.saturating_sub(counted.len()) * 10) as f64;
    SHORT * short + A_MOVE_TO_GO * going / needed as f64
}
