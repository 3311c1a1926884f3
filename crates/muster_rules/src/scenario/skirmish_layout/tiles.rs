//! The terrain tiles of the set-up from tiles (2.0): square blocks of terrain, read from
//! `assets/data/skirmish/tiles.ron` (Muster's designs: the text does not say what is on its tiles),
//! and the four ways a tile can be laid.

use muster_text::t;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};

use crate::rules::skirmish::tables::{TableError, Tables};
use crate::rules::skirmish::terrain::Terrain;
use crate::rules::soldiers::source::Source;

/// Path of the shipped tile set, for messages.
pub const FILE: &str = "assets/data/skirmish/tiles.ron";
/// The shipped tile set.
pub const SHIPPED: &str = include_str!("../../../../../assets/data/skirmish/tiles.ron");

/// How a tile is turned when laid: clockwise, in quarter turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Rotation {
    #[default]
    R0,
    R90,
    R180,
    R270,
}

impl Rotation {
    /// Every rotation, in quarter turns clockwise from none.
    pub const ALL: [Rotation; 4] = [Rotation::R0, Rotation::R90, Rotation::R180, Rotation::R270];

    /// Quarter turns clockwise, 0–3.
    pub fn quarters(self) -> u8 {
        self as u8
    }

    /// The rotation of `quarters` quarter turns clockwise (any number, taken modulo 4).
    pub fn from_quarters(quarters: u8) -> Rotation {
        Rotation::ALL[usize::from(quarters % 4)]
    }

    /// This rotation followed by `other`.
    pub fn then(self, other: Rotation) -> Rotation {
        Rotation::from_quarters(self.quarters() + other.quarters())
    }

    /// Degrees clockwise: 0, 90, 180 or 270.
    pub fn degrees(self) -> u16 {
        u16::from(self.quarters()) * 90
    }
}

/// One tile as its file holds it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TileFile {
    name: String,
    source: Source,
    #[serde(default)]
    note: String,
    rows: Vec<String>,
}

/// The tile file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TileSetFile {
    size: u8,
    tiles: Vec<TileFile>,
}

/// One terrain tile: `size` × `size` squares, row by row, unturned.
#[derive(Debug, Clone, PartialEq)]
pub struct Tile {
    pub name: String,
    pub source: Source,
    pub note: String,
    size: i32,
    squares: Vec<Terrain>,
}

impl Tile {
    /// The terrain at (`x`, `y`) inside the tile laid at `rotation` (0 ≤ x, y < size).
    pub fn terrain(&self, rotation: Rotation, x: i32, y: i32) -> Terrain {
        let last = self.size - 1;
        // Turning the tile clockwise a quarter takes its square (x, y) to (last - y, x).
        let (x, y) = match rotation {
            Rotation::R0 => (x, y),
            Rotation::R90 => (y, last - x),
            Rotation::R180 => (last - x, last - y),
            Rotation::R270 => (last - y, x),
        };
        self.squares[(y * self.size + x) as usize]
    }

    /// Whether the tile looks the same turned by `rotation`.
    pub fn looks_the_same_turned(&self, rotation: Rotation) -> bool {
        (0..self.size).all(|y| {
            (0..self.size).all(|x| self.terrain(rotation, x, y) == self.terrain(Rotation::R0, x, y))
        })
    }
}

/// The tiles a layout is built from.
#[derive(Debug, Clone, PartialEq)]
pub struct TileSet {
    /// Squares along a tile's edge.
    pub size: u8,
    pub tiles: Vec<Tile>,
}

impl TileSet {
    /// Read and check a tile set against the terrain table: tiles `size` × `size`, names
    /// distinct, letters known, no cities, factories or HQs printed on a tile.
    pub fn parse(text: &str, file: &str, tables: &Tables) -> Result<TileSet, TableError> {
        let data: TileSetFile =
            ron::from_str(text).map_err(|error| TableError::new(file, error))?;
        let invalid = |why: String| TableError::Invalid {
            file: file.into(),
            why,
        };
        if data.size < 2 {
            return Err(invalid(t!(
                "scenarios-tile-least-2-squares-side-not",
                value0 = data.size.to_string()
            )));
        }
        if data.tiles.is_empty() {
            return Err(invalid("the tile set has no tiles".into()));
        }
        let size = i32::from(data.size);
        let mut tiles: Vec<Tile> = Vec::new();
        for tile in data.tiles {
            if tiles.iter().any(|other| other.name == tile.name) {
                return Err(invalid(t!(
                    "scenarios-two-tiles-called",
                    tile = tile.name.to_string()
                )));
            }
            if tile.rows.len() != usize::from(data.size) {
                return Err(invalid(t!(
                    "scenarios-has-rows-tile-has",
                    tile = tile.name.to_string(),
                    value1 = tile.rows.len().to_string(),
                    size = size.to_string()
                )));
            }
            let mut squares = Vec::new();
            for (y, row) in tile.rows.iter().enumerate() {
                if row.chars().count() != usize::from(data.size) {
                    return Err(invalid(t!(
                        "scenarios-row-has-squares-tile-has",
                        tile = tile.name.to_string(),
                        value1 = (y + 1).to_string(),
                        value2 = row.chars().count().to_string(),
                        size = size.to_string()
                    )));
                }
                for (x, letter) in row.chars().enumerate() {
                    let place = format!("{} row {} column {}", tile.name, y + 1, x + 1);
                    let terrain = tables.terrain.from_letter(letter).ok_or_else(|| {
                        invalid(t!(
                            "scenarios-not-terrain-letter",
                            place = place.to_string(),
                            letter = letter.to_string()
                        ))
                    })?;
                    if terrain.is_property() {
                        return Err(invalid(t!(
                            "scenarios-placed-square-2-1-not-printed",
                            value0 = terrain.name().to_string(),
                            place = place.to_string()
                        )));
                    }
                    squares.push(terrain);
                }
            }
            tiles.push(Tile {
                name: tile.name,
                source: tile.source,
                note: tile.note,
                size,
                squares,
            });
        }
        Ok(TileSet {
            size: data.size,
            tiles,
        })
    }

    /// The tile set Muster ships, shared; the shipped file is checked by tests, so a failure
    /// here is a build defect.
    pub fn shipped() -> Arc<TileSet> {
        static SHIPPED_SET: OnceLock<Arc<TileSet>> = OnceLock::new();
        SHIPPED_SET
            .get_or_init(|| {
                Arc::new(
                    TileSet::parse(SHIPPED, FILE, &Tables::shipped()).unwrap_or_else(|error| {
                        panic!("the shipped Skirmish Wars tiles do not read: {error}")
                    }),
                )
            })
            .clone()
    }

    /// The tile called `name`.
    pub fn find(&self, name: &str) -> Option<&Tile> {
        self.tiles.iter().find(|tile| tile.name == name)
    }

    /// Squares along a tile's edge, as a coordinate.
    pub fn edge(&self) -> i32 {
        i32::from(self.size)
    }
}
