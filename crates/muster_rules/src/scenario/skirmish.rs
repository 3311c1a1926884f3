//! The Skirmish Wars scenario file: the players, the map drawn one letter per square, who
//! owns which property, the units on the board at the start and the victory condition.
//!
//! ```ron
//! Skirmish((
//!     name: "Crossing", description: "…",
//!     players: [(name: "Orange Star", colour: Orange), (name: "Blue Moon", colour: Blue)],
//!     terrain: ["H.=..X", "..=.FC", …],   // . plain F forest M mountain R river = road
//!                                          // B bridge ~ sea C city X factory H HQ
//!     owners: [(at: (0, 0), owner: 0)],    // (x, y) from the top-left square (0, 0)
//!     units: [(at: (1, 0), kind: Infantry, owner: 0)],
//!     victory: Conquest,                   // or Medals(6), Cities(8)
//!     max_days: None,                      // or Some(20): then most cities, then medals
//! ))
//! ```

use muster_text::t;
use serde::{Deserialize, Serialize};

use super::error::Problem;
use super::skirmish_playable::unplayable;
use crate::rules::seat::PlayerId;
use crate::rules::skirmish::map::{Map, Pos};
use crate::rules::skirmish::state::{
    CoTrack, Colour, FULL_HP, Location, Phase, Player, Property, STARTING_MONEY, State, StateData,
    Unit, UnitId, Victory,
};
use crate::rules::skirmish::tables::Tables;
use crate::rules::skirmish::terrain::Terrain;
use crate::rules::skirmish::units::UnitKind;

/// A whole Skirmish Wars scenario.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SkirmishScenario {
    pub name: String,
    #[serde(default)]
    pub description: String,
    /// Seats in turn order: seat 0 moves first.
    pub players: Vec<PlayerSpec>,
    /// One string per row, one letter per square.
    pub terrain: Vec<String>,
    #[serde(default)]
    pub owners: Vec<OwnerSpec>,
    #[serde(default)]
    pub units: Vec<UnitSpec>,
    pub victory: Victory,
    #[serde(default)]
    pub max_days: Option<u32>,
}

/// One player.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSpec {
    pub name: String,
    pub colour: Colour,
    /// Starting money: $5 unless the scenario says otherwise (2.5).
    #[serde(default = "starting_money")]
    pub money: u32,
    /// The player's CO (optional rule), by name.
    #[serde(default)]
    pub co: Option<String>,
}

fn starting_money() -> u32 {
    STARTING_MONEY
}

/// A property owned at the start.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OwnerSpec {
    pub at: (i32, i32),
    pub owner: usize,
}

/// A unit on the board at the start.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitSpec {
    pub at: (i32, i32),
    pub kind: UnitKind,
    pub owner: usize,
    #[serde(default = "full_hp")]
    pub hp: u8,
}

fn full_hp() -> u8 {
    FULL_HP
}

impl SkirmishScenario {
    /// The map's rows as terrain, with a problem for each unknown letter.
    fn rows(&self, tables: &Tables, problems: &mut Vec<Problem>) -> Vec<Vec<Terrain>> {
        self.terrain
            .iter()
            .enumerate()
            .map(|(y, row)| {
                row.chars()
                    .enumerate()
                    .map(|(x, letter)| {
                        tables.terrain.from_letter(letter).unwrap_or_else(|| {
                            problems.push(Problem::new(
                                t!(
                                    "scenarios-terrain-row-column",
                                    value0 = (y + 1).to_string(),
                                    value1 = (x + 1).to_string()
                                ),
                                t!(
                                    "scenarios-not-terrain-letter-plain-f-forest",
                                    letter = letter.to_string()
                                ),
                            ));
                            Terrain::Plain
                        })
                    })
                    .collect()
            })
            .collect()
    }

    /// Problems a well-formed file can still have, playability included (what loading and
    /// `muster check` refuse).
    pub fn problems(&self) -> Vec<Problem> {
        self.problems_with(&Tables::shipped())
    }

    /// Problems, against the given tables: the file's own, then (when it has none) whatever
    /// makes the map unplayable (`skirmish_playable`).
    pub fn problems_with(&self, tables: &Tables) -> Vec<Problem> {
        let mut problems = self.well_formed_problems_with(tables);
        if problems.is_empty() {
            let names: Vec<String> = self.players.iter().map(|p| p.name.clone()).collect();
            problems.extend(
                unplayable(self, &self.map_with(tables), tables)
                    .iter()
                    .map(|why| why.problem(&names)),
            );
        }
        problems
    }

    /// The map the terrain letters draw (an unknown letter reads as plain: `problems` names
    /// it).
    pub fn map_with(&self, tables: &Tables) -> Map {
        Map::from_rows(self.rows(tables, &mut Vec::new()))
    }

    /// The file's own problems without the playability checks: what a rule test's tiny board
    /// (a map made to try one rule, often with no factory) must pass.
    pub fn well_formed_problems_with(&self, tables: &Tables) -> Vec<Problem> {
        let mut problems = Vec::new();
        if self.name.trim().is_empty() {
            problems.push(Problem::new("name", "the scenario needs a name"));
        }
        if !(2..=4).contains(&self.players.len()) {
            problems.push(Problem::new(
                "players",
                t!(
                    "scenarios-skirmish-wars-2-4-players-found",
                    value0 = self.players.len().to_string()
                ),
            ));
        }
        for (index, player) in self.players.iter().enumerate() {
            if self.players[..index]
                .iter()
                .any(|other| other.colour == player.colour)
            {
                problems.push(Problem::new(
                    format!("players[{index}].colour"),
                    t!(
                        "scenarios-already-taken-another-player",
                        value0 = player.colour.name().to_string()
                    ),
                ));
            }
            if let Some(co) = &player.co
                && tables.cos.find(co).is_none()
            {
                let names: Vec<&str> = tables.cos.cos.iter().map(|co| co.name.as_str()).collect();
                problems.push(Problem::new(
                    format!("players[{index}].co"),
                    t!(
                        "scenarios-no-co-called",
                        value0 = names.join(", ").to_string(),
                        co = co.to_string()
                    ),
                ));
            }
        }
        let rows = self.rows(tables, &mut problems);
        if rows.is_empty() || rows[0].is_empty() {
            problems.push(Problem::new("terrain", "the map has no squares"));
            return problems;
        }
        let width = rows[0].len();
        for (y, row) in rows.iter().enumerate() {
            if row.len() != width {
                problems.push(Problem::new(
                    t!("scenarios-terrain-row", value0 = (y + 1).to_string()),
                    t!(
                        "scenarios-row-has-squares-first-row",
                        value0 = row.len().to_string(),
                        width = width.to_string()
                    ),
                ));
            }
        }
        if !problems.is_empty() {
            return problems;
        }
        let map = Map::from_rows(rows);
        let seat_ok = |owner: usize| owner < self.players.len();
        for (index, owned) in self.owners.iter().enumerate() {
            let place = format!("owners[{index}]");
            let pos = Pos::from(owned.at);
            match map.terrain(pos) {
                None => problems.push(Problem::new(
                    place,
                    format!("{:?} is off the {}×{} map", owned.at, map.width, map.height),
                )),
                Some(terrain) if !terrain.is_property() => problems.push(Problem::new(
                    place,
                    format!(
                        "{:?} ({pos}) is {}, not a city, factory or HQ",
                        owned.at,
                        terrain.name()
                    ),
                )),
                Some(_) if !seat_ok(owned.owner) => problems.push(Problem::new(
                    place,
                    t!(
                        "scenarios-no-player-players-0",
                        value0 = owned.owner.to_string(),
                        value1 = self.players.len().saturating_sub(1).to_string()
                    ),
                )),
                Some(_)
                    if self.owners[..index]
                        .iter()
                        .any(|other| other.at == owned.at) =>
                {
                    problems.push(Problem::new(
                        place,
                        format!("{:?} is given an owner twice", owned.at),
                    ))
                }
                Some(_) => {}
            }
        }
        for (seat, player) in self.players.iter().enumerate() {
            let hqs = self
                .owners
                .iter()
                .filter(|owned| {
                    owned.owner == seat && map.terrain(Pos::from(owned.at)) == Some(Terrain::Hq)
                })
                .count();
            if hqs > 1 || (self.victory == Victory::Conquest && hqs != 1) {
                problems.push(Problem::new(
                    format!("owners (player {seat}, {})", player.name),
                    t!(
                        "scenarios-each-player-owns-one-hq-conquest",
                        player = player.name.to_string(),
                        hqs = hqs.to_string()
                    ),
                ));
            }
        }
        for (pos, terrain) in map.positions().map(|pos| (pos, map.terrain(pos))) {
            if terrain == Some(Terrain::Hq)
                && !self.owners.iter().any(|owned| Pos::from(owned.at) == pos)
            {
                problems.push(Problem::new(
                    format!("terrain {pos}"),
                    "an HQ belongs to a player: add it to owners",
                ));
            }
        }
        for (index, unit) in self.units.iter().enumerate() {
            let place = format!("units[{index}]");
            let pos = Pos::from(unit.at);
            let card = tables.units.card(unit.kind);
            match map.terrain(pos) {
                None => problems.push(Problem::new(
                    place,
                    format!("{:?} is off the {}×{} map", unit.at, map.width, map.height),
                )),
                Some(terrain) if tables.terrain.cost(terrain, card.movement_type).is_none() => {
                    problems.push(Problem::new(
                        place,
                        format!(
                            "a {} cannot stand on {} at {:?}",
                            card.name,
                            terrain.name(),
                            unit.at
                        ),
                    ))
                }
                Some(_) if !seat_ok(unit.owner) => problems.push(Problem::new(
                    place,
                    t!("scenarios-no-player", value0 = unit.owner.to_string()),
                )),
                Some(_) if self.units[..index].iter().any(|other| other.at == unit.at) => problems
                    .push(Problem::new(
                        place,
                        format!("another unit already stands on {:?}", unit.at),
                    )),
                Some(_) if !(1..=FULL_HP).contains(&unit.hp) => problems.push(Problem::new(
                    place,
                    format!("HP is 1-{FULL_HP}, found {}", unit.hp),
                )),
                Some(_) => {}
            }
        }
        match self.victory {
            Victory::Medals(0) | Victory::Cities(0) => problems.push(Problem::new(
                "victory",
                "the number to reach must be at least 1",
            )),
            Victory::Cities(needed) => {
                let cities = map
                    .squares
                    .iter()
                    .filter(|terrain| **terrain == Terrain::City)
                    .count() as u32;
                if needed > cities {
                    problems.push(Problem::new(
                        "victory",
                        t!(
                            "scenarios-cities-needed-map-has",
                            needed = needed.to_string(),
                            cities = cities.to_string()
                        ),
                    ));
                }
            }
            _ => {}
        }
        if self.max_days == Some(0) {
            problems.push(Problem::new("max_days", "a game lasts at least one day"));
        }
        problems
    }
}

/// The starting state of a checked scenario, with the first player's turn begun (income and
/// repairs). `cos` overrides the file's COs seat by seat (the set-up screen's choice).
pub fn build_state(scenario: &SkirmishScenario, cos: Option<&[Option<String>]>) -> State {
    let tables = Tables::shipped();
    let mut ignored = Vec::new();
    let map = Map::from_rows(scenario.rows(&tables, &mut ignored));
    let properties = map
        .positions()
        .filter_map(|pos| {
            let kind = map.terrain(pos)?;
            kind.is_property().then(|| Property {
                at: pos,
                kind,
                owner: scenario
                    .owners
                    .iter()
                    .find(|owned| Pos::from(owned.at) == pos)
                    .map(|owned| PlayerId(owned.owner)),
                capture: None,
            })
        })
        .collect();
    let players = scenario
        .players
        .iter()
        .enumerate()
        .map(|(seat, spec)| {
            let co = cos
                .and_then(|cos| cos.get(seat).cloned())
                .unwrap_or_else(|| spec.co.clone());
            Player {
                name: spec.name.clone(),
                colour: spec.colour,
                money: spec.money,
                medals: 0,
                co: co.map(|co| CoTrack {
                    co,
                    stars: 0,
                    active: None,
                }),
                defeated: false,
            }
        })
        .collect();
    let units: Vec<Unit> = scenario
        .units
        .iter()
        .enumerate()
        .map(|(index, spec)| Unit {
            id: UnitId(index as u32 + 1),
            kind: spec.kind,
            owner: PlayerId(spec.owner),
            hp: spec.hp,
            location: Location::At(Pos::from(spec.at)),
            acted: false,
        })
        .collect();
    let mut state = State::from(StateData {
        tables,
        name: scenario.name.clone(),
        map,
        properties,
        players,
        next_unit: units.len() as u32 + 1,
        units,
        day: 1,
        current: PlayerId(0),
        phase: Phase::Orders,
        victory: scenario.victory,
        max_days: scenario.max_days,
    });
    let mut out = crate::rules::skirmish::outcome::Outcome::new(&mut state);
    crate::rules::skirmish::turn::begin(&mut out, PlayerId(0), 1);
    state
}
