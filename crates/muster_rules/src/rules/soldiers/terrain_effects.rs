//! The Terrain Effects Chart: what entering a hex costs, how it defends, whether it blocks
//! sight or hides units. Values live in `assets/data/soldiers/terrain.ron`, each marked by source.

use serde::{Deserialize, Serialize};

use super::crt::{TableError, read_table};
use super::source::Source;

/// The terrain of a hex (roads, railroads and bridges run through hexsides over these).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Terrain {
    Clear,
    Slope,
    Crest,
    Woods,
    Town,
    Canal,
}

/// What entering costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EnterCost {
    Points(u32),
    /// The unit's whole movement allowance.
    AllMovement,
}

/// A value with its source.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sourced {
    pub value: u32,
    pub source: Source,
}

/// Road movement's cost in half movement points, with its source.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoadCost {
    pub half_points: u32,
    pub source: Source,
}

/// One line of the chart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainLine {
    pub terrain: Terrain,
    pub enter: EnterCost,
    pub defense: u32,
    /// Defense against fire from lower ground, where it differs (crests).
    pub defense_from_below: Option<u32>,
    pub blocks_sight: bool,
    /// Units here are hidden until observed.
    pub hides: bool,
    /// Extra movement points to leave the hex (canals).
    pub leave_extra: u32,
    pub source: Source,
}

/// The chart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainEffects {
    pub road_cost: RoadCost,
    pub bridge_defense: Sourced,
    pub bridge_in_town_defense: Sourced,
    pub terrain: Vec<TerrainLine>,
}

/// The chart Muster ships.
pub const SHIPPED: &str = include_str!("../../../../../assets/data/soldiers/terrain.ron");

impl TerrainEffects {
    /// Read and check a chart: every terrain exactly once.
    pub fn parse(text: &str, file: &str) -> Result<Self, TableError> {
        let error = |message: String| TableError {
            file: file.to_string(),
            message,
        };
        let chart: TerrainEffects = read_table(text, file)?;
        for terrain in [
            Terrain::Clear,
            Terrain::Slope,
            Terrain::Crest,
            Terrain::Woods,
            Terrain::Town,
            Terrain::Canal,
        ] {
            let count = chart
                .terrain
                .iter()
                .filter(|line| line.terrain == terrain)
                .count();
            if count != 1 {
                return Err(error(format!(
                    "{terrain:?} must have exactly one line, found {count}"
                )));
            }
        }
        Ok(chart)
    }

    pub fn shipped() -> Result<Self, TableError> {
        Self::parse(SHIPPED, "assets/data/soldiers/terrain.ron")
    }

    pub fn line(&self, terrain: Terrain) -> Option<&TerrainLine> {
        self.terrain.iter().find(|line| line.terrain == terrain)
    }

    /// The cost to enter in half movement points (`None`: the whole allowance). Road to
    /// road through a road hexside costs the road's ½ whatever the terrain (errata).
    pub fn half_points_to_enter(&self, terrain: Terrain, along_road: bool) -> Option<u32> {
        if along_road {
            return Some(self.road_cost.half_points);
        }
        match self.line(terrain)?.enter {
            EnterCost::Points(points) => Some(points * 2),
            EnterCost::AllMovement => None,
        }
    }

    /// The hex's defense against fire; `from_below` for fire from lower ground.
    pub fn defense(&self, terrain: Terrain, from_below: bool) -> u32 {
        self.line(terrain)
            .map_or(2, |line| match (from_below, line.defense_from_below) {
                (true, Some(below)) => below,
                _ => line.defense,
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chart() -> TerrainEffects {
        TerrainEffects::shipped().expect("the shipped chart parses")
    }

    #[test]
    fn terrain_effects_crest_defends_at_4_from_below_and_2_otherwise() {
        // "crest hexes defend at 4 against fire from below, 2 otherwise" (rules text).
        assert_eq!(chart().defense(Terrain::Crest, true), 4);
        assert_eq!(chart().defense(Terrain::Crest, false), 2);
        assert_eq!(
            chart().line(Terrain::Crest).map(|line| line.source.clone()),
            Some(Source::Rules)
        );
    }

    #[test]
    fn terrain_effects_road_to_road_costs_half_whatever_the_terrain() {
        // Errata: "road movement road-hex to road-hex through a road hexside costs ½ MP".
        assert_eq!(chart().half_points_to_enter(Terrain::Woods, true), Some(1));
        assert_eq!(chart().half_points_to_enter(Terrain::Woods, false), Some(4));
        assert_eq!(chart().half_points_to_enter(Terrain::Clear, false), Some(2));
    }

    #[test]
    fn terrain_effects_canal_costs_one_to_enter_and_3_more_to_leave() {
        // Movement case H: "Units may enter a Canal hex at a cost of one Movement Point".
        let canal = chart().line(Terrain::Canal).cloned().expect("a canal line");
        assert_eq!(chart().half_points_to_enter(Terrain::Canal, false), Some(2));
        assert_eq!(
            (canal.leave_extra, canal.defense, canal.hides),
            (3, 1, true)
        );
    }

    #[test]
    fn terrain_effects_every_terrain_once_or_the_file_is_refused() {
        let doubled = SHIPPED.replace("(terrain: Slope,", "(terrain: Clear,");
        let problem = TerrainEffects::parse(&doubled, "terrain.ron").unwrap_err();
        assert_eq!(
            problem.to_string(),
            "terrain.ron: Clear must have exactly one line, found 2"
        );
    }
}
