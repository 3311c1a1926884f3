//! Choosing interdiction (the General's doctrine): the clear hexes on the routes the enemy
//! must take to its goal, denied by the units that have nothing better to fire at.

use std::collections::{HashMap, HashSet};

use hexx::Hex;

use super::super::command::Command;
use super::super::fire::{check_interdict, interdiction_allowance};
use super::super::map::col_row;
use super::super::state::{Side, State, UnitId};
use super::super::terrain_effects::Terrain;
use super::general::goal_distance;
use super::goals::goal_for;

/// How far along its route to the goal an enemy unit is looked at: about one move.
pub const ROUTE_HEXES: usize = 8;
/// Units that fire together on one interdiction, at most.
const GROUP_MOST: usize = 3;
/// Interdictions a side places in one fire step, at most.
const MOST_INTERDICTIONS: usize = 3;

/// The clear, unoccupied hexes on the enemy's routes to its goal, busiest first: from each
/// enemy unit on the map, the hex line to its nearest goal hex, its first [`ROUTE_HEXES`]
/// steps; a hex counts once for every enemy route through it.
pub fn enemy_routes(state: &State, side: Side) -> Vec<(Hex, usize)> {
    let goal = goal_for(state, side.other());
    let mut busy: HashMap<Hex, usize> = HashMap::new();
    for enemy in state.units.iter().filter(|unit| unit.side != side) {
        let Some(from) = enemy.hex() else {
            continue;
        };
        let Some(&to) = goal
            .hexes
            .iter()
            .min_by_key(|hex| (hex.distance_to(from), col_row(**hex)))
        else {
            continue;
        };
        for hex in from.line_to(to).skip(1).take(ROUTE_HEXES) {
            let open = state.tables.map.terrain(hex) == Terrain::Clear
                && !state.trenches.contains(&hex)
                && state.occupant(hex).is_none();
            if open {
                *busy.entry(hex).or_default() += 1;
            }
        }
    }
    let mut routes: Vec<(Hex, usize)> = busy.into_iter().collect();
    routes.sort_by_key(|(hex, count)| {
        (
            std::cmp::Reverse(*count),
            goal_distance(&goal, *hex),
            col_row(*hex),
        )
    });
    routes
}

/// Interdictions on the enemy's busiest routes by the `free` units (those the fire plan
/// leaves idle), each a group of up to three units that all reach and see the hexes, the
/// chain lengthened along the route while the group's allowance lets it. Every command is
/// checked against the state as the earlier ones leave it.
pub fn interdictions(state: &State, side: Side, free: &[UnitId]) -> Vec<Command> {
    interdictions_on(state, side, free, &enemy_routes(state, side))
}

/// [`interdictions`] on the given route hexes (busiest first, with how busy each is): the
/// General's operational plan gives the enemy's planned routes.
pub fn interdictions_on(
    state: &State,
    side: Side,
    free: &[UnitId],
    routes: &[(Hex, usize)],
) -> Vec<Command> {
    let busy: HashMap<Hex, usize> = routes.iter().copied().collect();
    let mut idle: Vec<UnitId> = free.to_vec();
    idle.sort_by_key(|id| {
        let attack = state
            .unit(*id)
            .and_then(|unit| state.tables.units.values(unit.kind))
            .map_or(0, |values| values.attack);
        (std::cmp::Reverse(attack), *id)
    });
    let mut taken: HashSet<Hex> = HashSet::new();
    let mut commands = Vec::new();
    for &(hex, _) in routes {
        if commands.len() >= MOST_INTERDICTIONS || idle.is_empty() {
            break;
        }
        if taken.contains(&hex) {
            continue;
        }
        let group: Vec<UnitId> = idle
            .iter()
            .copied()
            .filter(|unit| check_interdict(state, side, &[hex], &[*unit]).is_ok())
            .take(GROUP_MOST)
            .collect();
        if group.is_empty() || check_interdict(state, side, &[hex], &group).is_err() {
            continue;
        }
        let allowance = group
            .iter()
            .filter_map(|id| state.unit(*id))
            .map(interdiction_allowance)
            .min()
            .unwrap_or(1);
        let mut chain = vec![hex];
        while chain.len() < allowance {
            let last = chain[chain.len() - 1];
            let next = state
                .tables
                .map
                .neighbours(last)
                .filter(|next| !chain.contains(next) && !taken.contains(next))
                .filter_map(|next| busy.get(&next).map(|count| (next, *count)))
                .filter(|(next, _)| {
                    let mut longer = chain.clone();
                    longer.push(*next);
                    check_interdict(state, side, &longer, &group).is_ok()
                })
                .max_by_key(|(next, count)| (*count, std::cmp::Reverse(col_row(*next))));
            match next {
                Some((next, _)) => chain.push(next),
                None => break,
            }
        }
        taken.extend(chain.iter().copied());
        idle.retain(|unit| !group.contains(unit));
        commands.push(Command::Interdict {
            hexes: chain,
            firers: group,
        });
    }
    commands
}
