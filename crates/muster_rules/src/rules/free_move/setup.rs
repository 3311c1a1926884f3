//! What a Free Move battle starts from: the table, the armies as placed, the terrain and
//! the victory conditions. A scenario file becomes one; the test builder makes one in code.

use serde::{Deserialize, Serialize};

use super::table::{Point, Shape, StandSize, TableSize, Terrain};
use super::unit_type::UnitType;
use super::victory::VictoryConditions;

/// Everything a game at deployment is made from.
#[derive(Debug, Clone, PartialEq)]
pub struct Setup {
    pub table: TableSize,
    pub stand: StandSize,
    /// The timed move's length while the armies are above half strength.
    pub primary_time_seconds: u32,
    /// The two armies: side 0 (player 1) and side 1 (player 2).
    pub sides: Vec<SideSetup>,
    pub terrain: Vec<Terrain>,
    pub victory: VictoryConditions,
}

/// One army.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideSetup {
    pub name: String,
    /// Where this side may place its stands before the first timed move.
    #[serde(default)]
    pub deployment: Option<Shape>,
    pub units: Vec<UnitPlacement>,
}

/// One stand: the number on its flag, its type, where it starts and which way it faces.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitPlacement {
    pub number: u32,
    #[serde(rename = "type")]
    pub unit_type: UnitType,
    pub at: Point,
    #[serde(default)]
    pub facing: f32,
}
