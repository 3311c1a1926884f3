//! Whether a well-formed Skirmish Wars map can be played at all: every factory can be left,
//! Conquest's HQs are joined by land, and every player can act. Scenario loading (and so
//! `muster check`) and the tile layouts of the set-up (2.0) share these checks.

use muster_text::t;
use pathfinding::directed::bfs::bfs_reach;

use super::error::Problem;
use super::skirmish::SkirmishScenario;
use crate::rules::skirmish::map::{Map, Pos};
use crate::rules::skirmish::state::{PlayerId, Victory};
use crate::rules::skirmish::tables::Tables;
use crate::rules::skirmish::terrain::Terrain;
use crate::rules::skirmish::units::{MovementType, UnitClass};

/// Why a map cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unplayable {
    /// A factory no unit it builds could ever leave: every square next to it is off the map
    /// or closed to every unit (3.5 places bought units on the factory; 3.3b moves them).
    FactoryShutIn { at: Pos },
    /// Conquest is won by capturing the enemy HQ (4.0), and only foot units capture (3.4b):
    /// no foot unit can walk from `player`'s HQ to `other`'s.
    HqsApart {
        player: PlayerId,
        hq: Pos,
        other: PlayerId,
        other_hq: Pos,
    },
    /// A player with no unit on the board and no factory of their own could never act.
    Helpless { player: PlayerId },
}

/// How a square is named to players: its row and column from 1, and its label ("row 2
/// column 3 (C2)").
pub fn square_name(pos: Pos) -> String {
    format!("row {} column {} ({pos})", pos.y + 1, pos.x + 1)
}

impl Unplayable {
    /// Where the problem is, as a scenario file's place.
    pub fn place(&self) -> String {
        match self {
            Unplayable::FactoryShutIn { at } => format!("terrain {}", square_name(*at)),
            Unplayable::HqsApart { hq, .. } => format!("terrain {}", square_name(*hq)),
            Unplayable::Helpless { player } => format!("players[{player}]"),
        }
    }

    /// What is wrong, naming players by `names` (seat order; a seat without a name is
    /// "player n", counted from 1).
    pub fn message(&self, names: &[String]) -> String {
        let name = |seat: &PlayerId| {
            names
                .get(seat.0)
                .cloned()
                .unwrap_or_else(|| format!("player {}", seat.number()))
        };
        match self {
            Unplayable::FactoryShutIn { .. } => t!("scenarios-no-unit-could-leave-factory-every"),
            Unplayable::HqsApart {
                player,
                other,
                other_hq,
                ..
            } => t!(
                "scenarios-conquest-won-capturing-hq-only-foot",
                value0 = name(player).to_string(),
                value1 = name(other).to_string(),
                value2 = square_name(*other_hq).to_string()
            ),
            Unplayable::Helpless { player } => t!(
                "scenarios-has-no-units-no-factory-they",
                value0 = name(player).to_string()
            ),
        }
    }

    /// As a scenario problem.
    pub fn problem(&self, names: &[String]) -> Problem {
        Problem::new(self.place(), self.message(names))
    }
}

/// Everything that makes `scenario`, on `map`, unplayable.
pub fn unplayable(scenario: &SkirmishScenario, map: &Map, tables: &Tables) -> Vec<Unplayable> {
    let mut found = Vec::new();
    let enterable = |pos: Pos, movement_type: MovementType| {
        map.terrain(pos)
            .is_some_and(|terrain| tables.terrain.cost(terrain, movement_type).is_some())
    };
    let factories: Vec<Pos> = map
        .positions()
        .filter(|pos| map.terrain(*pos) == Some(Terrain::Factory))
        .collect();
    for &at in &factories {
        let leavable = tables.units.units.iter().any(|card| {
            at.neighbours()
                .into_iter()
                .any(|next| enterable(next, card.movement_type))
        });
        if !leavable {
            found.push(Unplayable::FactoryShutIn { at });
        }
    }
    if scenario.victory == Victory::Conquest {
        let hqs: Vec<(PlayerId, Pos)> = (0..scenario.players.len())
            .filter_map(|seat| {
                scenario
                    .owners
                    .iter()
                    .map(|owned| (PlayerId(owned.owner), Pos::from(owned.at)))
                    .find(|(owner, pos)| owner.0 == seat && map.terrain(*pos) == Some(Terrain::Hq))
            })
            .collect();
        let mut foot_types: Vec<MovementType> = Vec::new();
        for card in tables.units.units.iter() {
            if card.class == UnitClass::Foot && !foot_types.contains(&card.movement_type) {
                foot_types.push(card.movement_type);
            }
        }
        for (index, &(player, hq)) in hqs.iter().enumerate() {
            let reach: Vec<Vec<bool>> = foot_types
                .iter()
                .map(|movement_type| reachable(map, hq, |pos| enterable(pos, *movement_type)))
                .collect();
            for &(other, other_hq) in &hqs[index + 1..] {
                let index = map.index(other_hq).unwrap_or(0);
                if !reach.iter().any(|seen| seen[index]) {
                    found.push(Unplayable::HqsApart {
                        player,
                        hq,
                        other,
                        other_hq,
                    });
                }
            }
        }
    }
    for player in 0..scenario.players.len() {
        let has_units = scenario.units.iter().any(|unit| unit.owner == player);
        let has_factory = scenario.owners.iter().any(|owned| {
            owned.owner == player && map.terrain(Pos::from(owned.at)) == Some(Terrain::Factory)
        });
        if !has_units && !has_factory {
            found.push(Unplayable::Helpless {
                player: PlayerId(player),
            });
        }
    }
    found
}

/// The squares reachable from `from` over squares that `open` allows, orthogonally (3.3b),
/// indexed as the map's squares.
fn reachable(map: &Map, from: Pos, open: impl Fn(Pos) -> bool) -> Vec<bool> {
    let mut seen = vec![false; map.squares.len()];
    if !map.contains(from) {
        return seen;
    }
    let next = |at: &Pos| {
        at.neighbours()
            .into_iter()
            .filter(|&next| map.contains(next) && open(next))
    };
    for at in bfs_reach(from, next) {
        if let Some(index) = map.index(at) {
            seen[index] = true;
        }
    }
    seen
}
