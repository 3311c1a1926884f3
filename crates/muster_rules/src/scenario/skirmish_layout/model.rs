//! The layout of a freestyle skirmish (2.0–2.7): tiles laid on a grid of slots, properties
//! and terrain elements placed on squares, the players with their COs, the starting player
//! and the victory condition. Plain data, serialisable, edited freely by a set-up screen.

use serde::{Deserialize, Serialize};

use super::tiles::{Rotation, TileSet};
use crate::rules::skirmish::map::Pos;
use crate::rules::skirmish::state::{Colour, PlayerId, Victory};
use crate::rules::skirmish::terrain::Terrain;

/// A tile slot on the table: the column and row of tiles from the top-left slot (0, 0).
/// Slot (col, row) covers squares x in `col × size .. (col + 1) × size`, y likewise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Slot {
    pub col: u8,
    pub row: u8,
}

impl Slot {
    pub const fn new(col: u8, row: u8) -> Self {
        Slot { col, row }
    }

    /// The slot's top-left square, for tiles `edge` squares a side.
    pub fn origin(self, edge: i32) -> Pos {
        Pos::new(i32::from(self.col) * edge, i32::from(self.row) * edge)
    }

    /// The slot holding square `pos`, for tiles `edge` squares a side.
    pub fn of(pos: Pos, edge: i32) -> Option<Slot> {
        let col = u8::try_from(pos.x.div_euclid(edge)).ok()?;
        let row = u8::try_from(pos.y.div_euclid(edge)).ok()?;
        Some(Slot { col, row })
    }

    /// The four slots beside this one (those off the top or left edge left out).
    pub fn neighbours(self) -> Vec<Slot> {
        let mut out = vec![
            Slot::new(self.col.saturating_add(1), self.row),
            Slot::new(self.col, self.row.saturating_add(1)),
        ];
        if let Some(col) = self.col.checked_sub(1) {
            out.push(Slot::new(col, self.row));
        }
        if let Some(row) = self.row.checked_sub(1) {
            out.push(Slot::new(self.col, row));
        }
        out
    }
}

impl std::fmt::Display for Slot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the tile slot in column {} row {}",
            u16::from(self.col) + 1,
            u16::from(self.row) + 1
        )
    }
}

/// A tile laid on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedTile {
    pub slot: Slot,
    /// The tile's name in the tile set.
    pub tile: String,
    pub rotation: Rotation,
}

/// A property placed on a square (2.1; the HQs with the armies, 2.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PropertyKind {
    City,
    Factory,
    Hq,
}

impl PropertyKind {
    /// Every property kind.
    pub const ALL: [PropertyKind; 3] =
        [PropertyKind::City, PropertyKind::Factory, PropertyKind::Hq];

    /// The terrain the property makes its square.
    pub fn terrain(self) -> Terrain {
        match self {
            PropertyKind::City => Terrain::City,
            PropertyKind::Factory => Terrain::Factory,
            PropertyKind::Hq => Terrain::Hq,
        }
    }

    /// How messages name it.
    pub fn name(self) -> &'static str {
        self.terrain().name()
    }
}

/// A property on a square: neutral (`owner: None`) or a player's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedProperty {
    pub at: Pos,
    pub kind: PropertyKind,
    pub owner: Option<PlayerId>,
}

/// A terrain element placed on a square (2.2: "trees, hills, etc.").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Element {
    Trees,
    Hills,
}

impl Element {
    /// Every element.
    pub const ALL: [Element; 2] = [Element::Trees, Element::Hills];

    /// The terrain the element makes its square.
    pub fn terrain(self) -> Terrain {
        match self {
            Element::Trees => Terrain::Forest,
            Element::Hills => Terrain::Mountain,
        }
    }

    /// How messages name it.
    pub fn name(self) -> &'static str {
        match self {
            Element::Trees => "trees",
            Element::Hills => "hills",
        }
    }
}

/// A terrain element on a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedElement {
    pub at: Pos,
    pub element: Element,
}

/// One player (2.4: a set of unit cards and the units of one colour) and their CO.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LayoutPlayer {
    pub name: String,
    pub colour: Colour,
    /// The CO (optional rule), by name in `assets/data/skirmish/cos.ron`.
    #[serde(default)]
    pub co: Option<String>,
}

impl LayoutPlayer {
    /// The army of seat `seat` (0–3) of the print-and-play set, with no CO: Orange Star,
    /// Blue Moon, Green Earth, Yellow Comet.
    pub fn army(seat: usize) -> LayoutPlayer {
        let (name, colour) = match seat % 4 {
            0 => ("Orange Star", Colour::Orange),
            1 => ("Blue Moon", Colour::Blue),
            2 => ("Green Earth", Colour::Green),
            _ => ("Yellow Comet", Colour::Yellow),
        };
        LayoutPlayer {
            name: name.into(),
            colour,
            co: None,
        }
    }
}

/// A freestyle skirmish laid out from tiles (2.0–2.7). Squares are (x, y) from the top-left
/// square of slot (0, 0); the scenario it becomes uses the same squares.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Layout {
    pub name: String,
    #[serde(default)]
    pub description: String,
    /// The tiles laid (2.0); each slot holds at most one.
    pub tiles: Vec<PlacedTile>,
    /// Cities, factories and HQs (2.1).
    pub properties: Vec<PlacedProperty>,
    /// Trees and hills (2.2).
    pub elements: Vec<PlacedElement>,
    /// The players in clockwise seat order (3.0), 2 to 4.
    pub players: Vec<LayoutPlayer>,
    /// The seat that moves first (2.6).
    pub starting_player: PlayerId,
    /// How the game is won (2.7, 4.0).
    pub victory: Victory,
}

impl Layout {
    /// An empty table for `players` armies (seats in `LayoutPlayer::army` order), Conquest,
    /// seat 0 first.
    pub fn new(name: impl Into<String>, players: usize) -> Layout {
        Layout {
            name: name.into(),
            description: String::new(),
            tiles: Vec::new(),
            properties: Vec::new(),
            elements: Vec::new(),
            players: (0..players).map(LayoutPlayer::army).collect(),
            starting_player: PlayerId(0),
            victory: Victory::Conquest,
        }
    }

    /// The tile laid in `slot` (the first, if a mistake put two there).
    pub fn tile_in(&self, slot: Slot) -> Option<&PlacedTile> {
        self.tiles.iter().find(|placed| placed.slot == slot)
    }

    /// The table's size in squares, (width, height): up to the last column and row of
    /// slots holding a tile, from slot (0, 0).
    pub fn size(&self, tiles: &TileSet) -> (i32, i32) {
        let cols = self
            .tiles
            .iter()
            .map(|placed| i32::from(placed.slot.col) + 1);
        let rows = self
            .tiles
            .iter()
            .map(|placed| i32::from(placed.slot.row) + 1);
        (
            cols.max().unwrap_or(0) * tiles.edge(),
            rows.max().unwrap_or(0) * tiles.edge(),
        )
    }

    /// The terrain printed on the tile under `pos`, if a known tile covers it.
    pub fn tile_terrain(&self, pos: Pos, tiles: &TileSet) -> Option<Terrain> {
        let edge = tiles.edge();
        let slot = Slot::of(pos, edge)?;
        let placed = self.tile_in(slot)?;
        let tile = tiles.find(&placed.tile)?;
        let origin = slot.origin(edge);
        Some(tile.terrain(placed.rotation, pos.x - origin.x, pos.y - origin.y))
    }

    /// The terrain of `pos` as played: the property on it, else the element, else the tile.
    pub fn terrain(&self, pos: Pos, tiles: &TileSet) -> Option<Terrain> {
        let tile = self.tile_terrain(pos, tiles)?;
        let property = self.property_at(pos).map(|placed| placed.kind.terrain());
        let element = self.element_at(pos).map(|placed| placed.element.terrain());
        Some(property.or(element).unwrap_or(tile))
    }

    /// The property on `pos`.
    pub fn property_at(&self, pos: Pos) -> Option<&PlacedProperty> {
        self.properties.iter().find(|placed| placed.at == pos)
    }

    /// The element on `pos`.
    pub fn element_at(&self, pos: Pos) -> Option<&PlacedElement> {
        self.elements.iter().find(|placed| placed.at == pos)
    }

    /// The HQs of `player`.
    pub fn hqs_of(&self, player: PlayerId) -> impl Iterator<Item = &PlacedProperty> + '_ {
        self.properties
            .iter()
            .filter(move |placed| placed.kind == PropertyKind::Hq && placed.owner == Some(player))
    }

    /// The same layout moved so that its first column and row of slots hold a tile (the
    /// scenario then has no empty sea strip along its top or left edge).
    pub fn normalised(&self, tiles: &TileSet) -> Layout {
        let (Some(col), Some(row)) = (
            self.tiles.iter().map(|placed| placed.slot.col).min(),
            self.tiles.iter().map(|placed| placed.slot.row).min(),
        ) else {
            return self.clone();
        };
        let shift = Slot::new(col, row).origin(tiles.edge());
        let mut moved = self.clone();
        for placed in &mut moved.tiles {
            placed.slot = Slot::new(placed.slot.col - col, placed.slot.row - row);
        }
        for placed in &mut moved.properties {
            placed.at = Pos::new(placed.at.x - shift.x, placed.at.y - shift.y);
        }
        for placed in &mut moved.elements {
            placed.at = Pos::new(placed.at.x - shift.x, placed.at.y - shift.y);
        }
        moved
    }
}
