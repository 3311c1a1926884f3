//! Why a layout cannot be played, each problem naming its place: the players, the tiles
//! (overlapping, not orthogonally joined), what stands on which square, the HQs, the
//! victory condition, and the playability checks scenario files share.

use pathfinding::directed::bfs::bfs_reach;

use super::model::{Element, Layout, PropertyKind, Slot};
use super::tiles::TileSet;
use crate::rules::skirmish::map::Pos;
use crate::rules::skirmish::state::{Colour, PlayerId, Victory};
use crate::rules::skirmish::tables::Tables;
use crate::rules::skirmish::terrain::Terrain;
use crate::rules::skirmish::units::UnitClass;
use crate::scenario::error::Problem;
use crate::scenario::skirmish_playable::{Unplayable, square_name, unplayable};

/// One reason a layout cannot be played. Squares and seats are the layout's own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LayoutProblem {
    /// Skirmish Wars is for 2 to 4 players.
    PlayerCount { found: usize },
    /// The starting player (2.6) is not one of the seats.
    NoSuchStartingPlayer { seat: PlayerId },
    /// Two players have the same colour.
    ColourTaken { player: PlayerId, colour: Colour },
    /// A CO not in the CO table.
    UnknownCo { player: PlayerId, co: String },
    /// No tile is laid (2.0).
    NoTiles,
    /// A tile not in the tile set.
    UnknownTile { slot: Slot, tile: String },
    /// A second tile in a slot that already holds one.
    TilesOverlap { slot: Slot },
    /// A tile not joined edge to edge to the others: tiles are laid out orthogonally (2.0).
    TileApart { slot: Slot },
    /// A property or element on a square no tile covers.
    OffTheTiles { at: Pos },
    /// Two things (properties or elements) on one square.
    SquareTaken { at: Pos },
    /// A property on a square some ground unit could not enter (water, hills).
    PropertyOnImpassable {
        at: Pos,
        kind: PropertyKind,
        terrain: Terrain,
    },
    /// A terrain element placed anywhere but on plain.
    ElementOffPlain {
        at: Pos,
        element: Element,
        terrain: Terrain,
    },
    /// A property owned by a seat that does not exist.
    NoSuchOwner { at: Pos, owner: PlayerId },
    /// An HQ with no owner: each army brings its own (2.4).
    NeutralHq { at: Pos },
    /// A player with no HQ.
    NoHq { player: PlayerId },
    /// A player's second (or later) HQ.
    ExtraHq { player: PlayerId, at: Pos },
    /// Victory Medals or City Conquest with nothing to reach.
    NothingToReach,
    /// City Conquest needing more cities than the table has.
    TooFewCities { needed: u32, cities: u32 },
    /// The map cannot be played (shared with scenario files); seats are the layout's.
    Unplayable(Unplayable),
    /// Anything else the scenario the layout becomes is refused for.
    Scenario(Problem),
}

/// A layout's problem is an error of its own, kept typed by the app until it is shown.
impl std::error::Error for LayoutProblem {}

impl std::fmt::Display for LayoutProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use LayoutProblem::*;
        match self {
            PlayerCount { found } => {
                write!(
                    f,
                    "players: Skirmish Wars is for 2 to 4 players, not {found}"
                )
            }
            NoSuchStartingPlayer { seat } => {
                write!(f, "starting player: there is no seat {}", seat.number())
            }
            ColourTaken { player, colour } => write!(
                f,
                "player {}: {} is already another player's colour",
                player.number(),
                colour.name()
            ),
            UnknownCo { player, co } => {
                write!(
                    f,
                    "player {}: there is no CO called \"{co}\"",
                    player.number()
                )
            }
            NoTiles => write!(f, "tiles: lay at least one terrain tile"),
            UnknownTile { slot, tile } => {
                write!(f, "{slot}: there is no tile called \"{tile}\"")
            }
            TilesOverlap { slot } => write!(f, "{slot}: two tiles lie in the same slot"),
            TileApart { slot } => write!(
                f,
                "{slot}: the tile does not join the others edge to edge (lay tiles out orthogonally)"
            ),
            OffTheTiles { at } => write!(f, "{}: no tile covers this square", square_name(*at)),
            SquareTaken { at } => write!(
                f,
                "{}: a square holds one property or terrain element",
                square_name(*at)
            ),
            PropertyOnImpassable { at, kind, terrain } => write!(
                f,
                "{}: a {} cannot stand on {}, which some ground units cannot enter",
                square_name(*at),
                kind.name(),
                terrain.name()
            ),
            ElementOffPlain {
                at,
                element,
                terrain,
            } => write!(
                f,
                "{}: {} go on plain, not on {}",
                square_name(*at),
                element.name(),
                terrain.name()
            ),
            NoSuchOwner { at, owner } => write!(
                f,
                "{}: there is no player {} to own it",
                square_name(*at),
                owner.number()
            ),
            NeutralHq { at } => write!(f, "{}: an HQ belongs to a player", square_name(*at)),
            NoHq { player } => write!(f, "player {}: has no HQ", player.number()),
            ExtraHq { player, at } => write!(
                f,
                "{}: player {} already has an HQ; each has one",
                square_name(*at),
                player.number()
            ),
            NothingToReach => write!(f, "victory: the number to reach must be at least 1"),
            TooFewCities { needed, cities } => write!(
                f,
                "victory: {needed} cities are needed and the table has {cities}"
            ),
            Unplayable(why) => write!(f, "{}: {}", why.place(), why.message(&[])),
            Scenario(problem) => write!(f, "{problem}"),
        }
    }
}

impl Layout {
    /// Everything that keeps this layout from being played; empty when it can be.
    pub fn problems(&self, tiles: &TileSet, tables: &Tables) -> Vec<LayoutProblem> {
        let mut found = players(self, tables);
        found.extend(tile_problems(self, tiles));
        found.extend(square_problems(self, tiles, tables));
        found.extend(hq_problems(self));
        found.extend(victory_problems(self));
        if !found.is_empty() {
            return found;
        }
        let scenario = self.to_scenario(tiles, tables);
        found.extend(
            scenario
                .well_formed_problems_with(tables)
                .into_iter()
                .map(LayoutProblem::Scenario),
        );
        if found.is_empty() {
            let map = self.map(tiles);
            found.extend(
                unplayable(&scenario, &map, tables)
                    .into_iter()
                    .map(|why| LayoutProblem::Unplayable(self.in_layout_seats(why))),
            );
        }
        found
    }

    /// `Ok` when the layout can be played, else every problem.
    pub fn validate(&self, tiles: &TileSet, tables: &Tables) -> Result<(), Vec<LayoutProblem>> {
        let problems = self.problems(tiles, tables);
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems)
        }
    }

    /// A scenario's unplayability with its seats turned back into the layout's.
    fn in_layout_seats(&self, why: Unplayable) -> Unplayable {
        match why {
            Unplayable::FactoryShutIn { at } => Unplayable::FactoryShutIn { at },
            Unplayable::HqsApart {
                player,
                hq,
                other,
                other_hq,
            } => Unplayable::HqsApart {
                player: self.layout_seat(player),
                hq,
                other: self.layout_seat(other),
                other_hq,
            },
            Unplayable::Helpless { player } => Unplayable::Helpless {
                player: self.layout_seat(player),
            },
        }
    }
}

fn players(layout: &Layout, tables: &Tables) -> Vec<LayoutProblem> {
    let mut found = Vec::new();
    let count = layout.players.len();
    if !(2..=4).contains(&count) {
        found.push(LayoutProblem::PlayerCount { found: count });
    }
    if layout.starting_player >= PlayerId(count) {
        found.push(LayoutProblem::NoSuchStartingPlayer {
            seat: layout.starting_player,
        });
    }
    for (player, seat) in layout.players.iter().enumerate() {
        if layout.players[..player]
            .iter()
            .any(|other| other.colour == seat.colour)
        {
            found.push(LayoutProblem::ColourTaken {
                player: PlayerId(player),
                colour: seat.colour,
            });
        }
        if let Some(co) = &seat.co
            && tables.cos.find(co).is_none()
        {
            found.push(LayoutProblem::UnknownCo {
                player: PlayerId(player),
                co: co.clone(),
            });
        }
    }
    found
}

fn tile_problems(layout: &Layout, tiles: &TileSet) -> Vec<LayoutProblem> {
    let mut found = Vec::new();
    let Some(first) = layout.tiles.first() else {
        return vec![LayoutProblem::NoTiles];
    };
    for (index, placed) in layout.tiles.iter().enumerate() {
        if tiles.find(&placed.tile).is_none() {
            found.push(LayoutProblem::UnknownTile {
                slot: placed.slot,
                tile: placed.tile.clone(),
            });
        }
        if layout.tiles[..index]
            .iter()
            .any(|other| other.slot == placed.slot)
        {
            found.push(LayoutProblem::TilesOverlap { slot: placed.slot });
        }
    }
    // Every tile must be joined to the first edge to edge, through other tiles.
    let joined: Vec<_> = bfs_reach(first.slot, |slot| {
        slot.neighbours()
            .into_iter()
            .filter(|&next| layout.tile_in(next).is_some())
    })
    .collect();
    for placed in &layout.tiles {
        if !joined.contains(&placed.slot) {
            found.push(LayoutProblem::TileApart { slot: placed.slot });
        }
    }
    found
}

fn square_problems(layout: &Layout, tiles: &TileSet, tables: &Tables) -> Vec<LayoutProblem> {
    let mut found = Vec::new();
    let ground_enters = |terrain: Terrain| {
        tables
            .units
            .units
            .iter()
            .filter(|card| card.class != UnitClass::Air)
            .all(|card| tables.terrain.cost(terrain, card.movement_type).is_some())
    };
    let mut taken: Vec<Pos> = Vec::new();
    let mut take = |at: Pos, found: &mut Vec<LayoutProblem>| {
        if taken.contains(&at) {
            found.push(LayoutProblem::SquareTaken { at });
        } else {
            taken.push(at);
        }
    };
    // A square under a tile the set does not have is that tile's problem, not the square's.
    let off_the_tiles =
        |at: Pos| Slot::of(at, tiles.edge()).is_none_or(|slot| layout.tile_in(slot).is_none());
    for placed in &layout.properties {
        let at = placed.at;
        let Some(terrain) = layout.tile_terrain(at, tiles) else {
            if off_the_tiles(at) {
                found.push(LayoutProblem::OffTheTiles { at });
            }
            continue;
        };
        take(at, &mut found);
        if !ground_enters(terrain) {
            found.push(LayoutProblem::PropertyOnImpassable {
                at,
                kind: placed.kind,
                terrain,
            });
        }
        match placed.owner {
            Some(owner) if owner >= PlayerId(layout.players.len()) => {
                found.push(LayoutProblem::NoSuchOwner { at, owner });
            }
            None if placed.kind == PropertyKind::Hq => {
                found.push(LayoutProblem::NeutralHq { at });
            }
            _ => {}
        }
    }
    for placed in &layout.elements {
        let at = placed.at;
        let Some(terrain) = layout.tile_terrain(at, tiles) else {
            if off_the_tiles(at) {
                found.push(LayoutProblem::OffTheTiles { at });
            }
            continue;
        };
        take(at, &mut found);
        if terrain != Terrain::Plain {
            found.push(LayoutProblem::ElementOffPlain {
                at,
                element: placed.element,
                terrain,
            });
        }
    }
    found
}

fn hq_problems(layout: &Layout) -> Vec<LayoutProblem> {
    let mut found = Vec::new();
    for player in 0..layout.players.len() {
        let mut hqs = layout.hqs_of(PlayerId(player));
        if hqs.next().is_none() {
            found.push(LayoutProblem::NoHq {
                player: PlayerId(player),
            });
        }
        found.extend(hqs.map(|extra| LayoutProblem::ExtraHq {
            player: PlayerId(player),
            at: extra.at,
        }));
    }
    found
}

fn victory_problems(layout: &Layout) -> Vec<LayoutProblem> {
    match layout.victory {
        Victory::Medals(0) | Victory::Cities(0) => vec![LayoutProblem::NothingToReach],
        Victory::Cities(needed) => {
            let cities = layout
                .properties
                .iter()
                .filter(|placed| placed.kind == PropertyKind::City)
                .count() as u32;
            if needed > cities {
                vec![LayoutProblem::TooFewCities { needed, cities }]
            } else {
                Vec::new()
            }
        }
        _ => Vec::new(),
    }
}
