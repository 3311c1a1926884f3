//! Terrain tiles: the map letter, the defense stars and the movement costs by type.

use muster_text::t;
use serde::{Deserialize, Serialize};

use crate::rules::soldiers::source::Source;

use super::tables::TableError;
use super::units::MovementType;

/// Path of the shipped terrain table, for messages.
pub const FILE: &str = "assets/data/skirmish/terrain.ron";
/// The shipped terrain table.
pub const SHIPPED: &str = include_str!("../../../../../assets/data/skirmish/terrain.ron");

/// A square's terrain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Terrain {
    Plain,
    Forest,
    Mountain,
    River,
    Road,
    Bridge,
    Sea,
    City,
    Factory,
    Hq,
}

impl Terrain {
    /// Every terrain, in the table's order.
    pub const ALL: [Terrain; 10] = [
        Terrain::Plain,
        Terrain::Forest,
        Terrain::Mountain,
        Terrain::River,
        Terrain::Road,
        Terrain::Bridge,
        Terrain::Sea,
        Terrain::City,
        Terrain::Factory,
        Terrain::Hq,
    ];

    /// How messages and the reference name it.
    pub fn name(self) -> &'static str {
        match self {
            Terrain::Plain => "plain",
            Terrain::Forest => "forest",
            Terrain::Mountain => "mountain",
            Terrain::River => "river",
            Terrain::Road => "road",
            Terrain::Bridge => "bridge",
            Terrain::Sea => "sea",
            Terrain::City => "city",
            Terrain::Factory => "factory",
            Terrain::Hq => "HQ",
        }
    }

    /// The terrain's name in the player's language, for the log and the panels (the rules
    /// reference keeps [`Terrain::name`], quoted from the rules in English).
    pub fn words(self) -> String {
        match self {
            Terrain::Plain => t!("rules-skirmish-terrain-plain"),
            Terrain::Forest => t!("rules-skirmish-terrain-forest"),
            Terrain::Mountain => t!("rules-skirmish-terrain-mountain"),
            Terrain::River => t!("rules-skirmish-terrain-river"),
            Terrain::Road => t!("rules-skirmish-terrain-road"),
            Terrain::Bridge => t!("rules-skirmish-terrain-bridge"),
            Terrain::Sea => t!("rules-skirmish-terrain-sea"),
            Terrain::City => t!("rules-skirmish-terrain-city"),
            Terrain::Factory => t!("rules-skirmish-terrain-factory"),
            Terrain::Hq => t!("rules-skirmish-terrain-hq"),
        }
    }

    /// Cities, factories and HQs are properties: owned, captured, repairing.
    pub fn is_property(self) -> bool {
        matches!(self, Terrain::City | Terrain::Factory | Terrain::Hq)
    }
}

/// Movement cost of one square by movement type; `None`: cannot enter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MovementCosts {
    pub foot: Option<u8>,
    pub mech: Option<u8>,
    pub treads: Option<u8>,
    pub tires: Option<u8>,
    pub air: Option<u8>,
}

impl MovementCosts {
    /// The cost for `movement_type`.
    pub fn for_type(&self, movement_type: MovementType) -> Option<u8> {
        match movement_type {
            MovementType::Foot => self.foot,
            MovementType::Mech => self.mech,
            MovementType::Treads => self.treads,
            MovementType::Tires => self.tires,
            MovementType::Air => self.air,
        }
    }
}

/// One row of the terrain table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TerrainRow {
    pub kind: Terrain,
    pub letter: char,
    pub stars: u8,
    pub costs: MovementCosts,
    pub source: Source,
    #[serde(default)]
    pub note: String,
}

/// The terrain table, one row per terrain in `Terrain` order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TerrainTable {
    pub terrain: Vec<TerrainRow>,
}

impl TerrainTable {
    /// Read and check: every terrain once, distinct letters, stars 0-4, costs at least 1.
    pub fn parse(text: &str, file: &str) -> Result<Self, TableError> {
        let mut table: TerrainTable =
            ron::from_str(text).map_err(|error| TableError::new(file, error))?;
        let invalid = |why: String| TableError::Invalid {
            file: file.into(),
            why,
        };
        for kind in Terrain::ALL {
            let count = table.terrain.iter().filter(|row| row.kind == kind).count();
            if count != 1 {
                return Err(invalid(format!(
                    "{kind:?} has {count} rows; it needs exactly one"
                )));
            }
        }
        for row in &table.terrain {
            if table
                .terrain
                .iter()
                .filter(|other| other.letter == row.letter)
                .count()
                > 1
            {
                return Err(invalid(format!(
                    "the letter '{}' is used twice",
                    row.letter
                )));
            }
            if row.stars > 4 {
                return Err(invalid(format!(
                    "{} has {} stars; the chart has 0-4",
                    row.kind.name(),
                    row.stars
                )));
            }
            let costs = [
                row.costs.foot,
                row.costs.mech,
                row.costs.treads,
                row.costs.tires,
                row.costs.air,
            ];
            if costs.contains(&Some(0)) {
                return Err(invalid(format!(
                    "{} has a movement cost of 0",
                    row.kind.name()
                )));
            }
        }
        table.terrain.sort_by_key(|row| row.kind);
        Ok(table)
    }

    /// The row of `kind` (`parse` checks there is one per terrain and sorts them).
    pub fn row(&self, kind: Terrain) -> &TerrainRow {
        &self.terrain[kind as usize]
    }

    /// The terrain a map letter stands for.
    pub fn from_letter(&self, letter: char) -> Option<Terrain> {
        self.terrain
            .iter()
            .find(|row| row.letter == letter)
            .map(|row| row.kind)
    }

    /// Defense stars of `kind`: the damage chart's column.
    pub fn stars(&self, kind: Terrain) -> u8 {
        self.row(kind).stars
    }

    /// What entering a square of `kind` costs `movement_type`; `None`: it cannot.
    pub fn cost(&self, kind: Terrain, movement_type: MovementType) -> Option<u8> {
        self.row(kind).costs.for_type(movement_type)
    }
}
