//! The Free Move – Timed Move scenario file: table, stands, time, armies and terrain.
//!
//! Coordinates are inches from the table's south-west corner: `x` east along the long
//! edge, `y` north. Side 0 usually deploys along the south edge, side 1 along the north.
//! A facing is a compass bearing in degrees: 0 faces north (up the table), 90 east.

use muster_text::t;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::error::Problem;
use crate::rules::free_move::State;
use crate::rules::free_move::setup::Setup;
pub use crate::rules::free_move::setup::{SideSetup as Side, UnitPlacement};
pub use crate::rules::free_move::table::{
    Point, Shape, StandSize, TableSize, Terrain, TerrainKind,
};
use crate::rules::free_move::victory::VictoryConditions;

/// A whole Free Move – Timed Move scenario.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FreeMoveScenario {
    pub name: String,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub table: TableSize,
    #[serde(default)]
    pub stand: StandSize,
    /// The timed move's length while the armies are above half strength (rule: "set your
    /// primary moving time at 2 minutes").
    #[serde(default = "default_primary_time")]
    pub primary_time_seconds: u32,
    /// How long laying the measuring stick takes before a stand moves again.
    #[serde(default = "default_stick_pause")]
    pub stick_pause_seconds: f32,
    /// The two armies: side 0 (player 1) and side 1 (player 2).
    pub sides: Vec<Side>,
    #[serde(default)]
    pub terrain: Vec<Terrain>,
    /// What decides the battle (default: an army at half its points is beaten).
    #[serde(default)]
    pub victory: VictoryConditions,
}

fn default_primary_time() -> u32 {
    120
}

fn default_stick_pause() -> f32 {
    0.4
}

impl FreeMoveScenario {
    /// What the rules start a battle from.
    pub fn setup(&self) -> Setup {
        Setup {
            table: self.table,
            stand: self.stand,
            primary_time_seconds: self.primary_time_seconds,
            sides: self.sides.clone(),
            terrain: self.terrain.clone(),
            victory: self.victory.clone(),
        }
    }

    /// Everything wrong with a scenario that parsed, each with its place in the file.
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        if self.name.trim().is_empty() {
            problems.push(Problem::new("name", "the scenario needs a name"));
        }
        if self.table.width <= 0.0 || self.table.depth <= 0.0 {
            problems.push(Problem::new(
                "table",
                t!(
                    "scenarios-table-must-larger-than-0-0",
                    value0 = self.table.width.to_string(),
                    value1 = self.table.depth.to_string()
                ),
            ));
        }
        if self.stand.width <= 0.0 || self.stand.depth <= 0.0 {
            problems.push(Problem::new(
                "stand",
                t!(
                    "scenarios-stand-must-larger-than-0-0",
                    value0 = self.stand.width.to_string(),
                    value1 = self.stand.depth.to_string()
                ),
            ));
        }
        if self.primary_time_seconds < 15 {
            problems.push(Problem::new(
                "primary_time_seconds",
                t!(
                    "scenarios-primary-time-must-least-15-seconds",
                    value0 = self.primary_time_seconds.to_string()
                ),
            ));
        }
        if !(0.0..=10.0).contains(&self.stick_pause_seconds) {
            problems.push(Problem::new(
                "stick_pause_seconds",
                t!(
                    "scenarios-stick-laying-pause-must-0-10",
                    value0 = self.stick_pause_seconds.to_string()
                ),
            ));
        }
        if self.sides.len() != 2 {
            problems.push(Problem::new(
                "sides",
                t!(
                    "scenarios-free-move-battle-has-exactly-two",
                    value0 = self.sides.len().to_string()
                ),
            ));
        }
        for (side_index, side) in self.sides.iter().enumerate() {
            problems.extend(self.side_problems(side_index, side));
        }
        for (index, terrain) in self.terrain.iter().enumerate() {
            let place = format!("terrain[{index}] ({:?})", terrain.kind);
            problems.extend(shape_problems(&terrain.shape, &place));
            problems.extend(self.off_table(&place, &terrain.shape.anchor_points()));
        }
        problems
    }

    fn side_problems(&self, side_index: usize, side: &Side) -> Vec<Problem> {
        let mut problems = Vec::new();
        let side_place = format!("sides[{side_index}] ({})", side.name);
        if side.units.is_empty() {
            problems.push(Problem::new(&side_place, "a side needs at least one unit"));
        }
        if let Some(zone) = &side.deployment {
            let place = format!("{side_place}.deployment");
            problems.extend(shape_problems(zone, &place));
            problems.extend(self.off_table(&place, &zone.anchor_points()));
        }
        let mut first_index_of_number = BTreeMap::new();
        for (unit_index, unit) in side.units.iter().enumerate() {
            let place = format!("{side_place}.units[{unit_index}] (unit {})", unit.number);
            if let Some(first) = first_index_of_number.insert(unit.number, unit_index) {
                problems.push(Problem::new(
                    &place,
                    t!(
                        "scenarios-unit-number-already-used-units-each",
                        value0 = unit.number.to_string(),
                        first = first.to_string()
                    ),
                ));
            }
            problems.extend(self.off_table(&place, &[unit.at]));
            if !unit.facing.is_finite() {
                problems.push(Problem::new(
                    &place,
                    "the facing must be a number of degrees",
                ));
            }
        }
        problems.extend(self.victory_problems());
        problems.extend(self.overlap_problems());
        problems
    }

    /// Stands placed on top of one another (checked only when the stand size is sane).
    fn overlap_problems(&self) -> Vec<Problem> {
        use crate::rules::free_move::geometry::{Pose, Tray};
        if !(self.stand.width > 0.0 && self.stand.depth > 0.0) {
            return Vec::new();
        }
        let tray = Tray::new(self.stand);
        let stands: Vec<(String, Pose)> = self
            .sides
            .iter()
            .enumerate()
            .flat_map(|(side_index, side)| {
                side.units
                    .iter()
                    .enumerate()
                    .map(move |(unit_index, unit)| {
                        (
                            format!(
                                "sides[{side_index}] ({}).units[{unit_index}] (unit {})",
                                side.name, unit.number
                            ),
                            Pose::new(unit.at.0, unit.at.1, unit.facing),
                        )
                    })
            })
            .filter(|(_, pose)| pose.facing.is_finite())
            .collect();
        let mut problems = Vec::new();
        for (index, (place, pose)) in stands.iter().enumerate() {
            if let Some((other, _)) = stands[..index]
                .iter()
                .find(|(_, earlier)| tray.overlapping(pose, earlier))
            {
                problems.push(Problem::new(
                    place,
                    t!("scenarios-tray-overlaps", other = other.to_string()),
                ));
            }
        }
        problems
    }

    fn victory_problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        let victory = &self.victory;
        if !(1..=99).contains(&victory.army_breaks_at_percent) {
            problems.push(Problem::new(
                "victory.army_breaks_at_percent",
                t!(
                    "scenarios-must-between-1-99-found",
                    value0 = victory.army_breaks_at_percent.to_string()
                ),
            ));
        }
        if victory.moves == Some(0) {
            problems.push(Problem::new(
                "victory.moves",
                "must be at least 1 timed move",
            ));
        }
        if let Some(objective) = &victory.hold {
            problems.extend(shape_problems(&objective.shape, "victory.hold.shape"));
            problems.extend(self.off_table("victory.hold.shape", &objective.shape.anchor_points()));
        }
        problems
    }

    fn off_table(&self, place: &str, points: &[Point]) -> Vec<Problem> {
        points
            .iter()
            .filter(|(x, y)| {
                !(0.0..=self.table.width).contains(x) || !(0.0..=self.table.depth).contains(y)
            })
            .map(|point| {
                Problem::new(
                    place,
                    t!(
                        "scenarios-off-inch-table",
                        value0 = point.0.to_string(),
                        value1 = point.1.to_string(),
                        value2 = self.table.width.to_string(),
                        value3 = self.table.depth.to_string()
                    ),
                )
            })
            .collect()
    }

    /// Total starting points of one side (the roster's total).
    pub fn starting_points(&self, side: usize) -> u32 {
        self.sides[side]
            .units
            .iter()
            .map(|unit| unit.unit_type.points().0)
            .sum()
    }
}

/// A game at deployment from a checked scenario.
pub fn build_state(scenario: &FreeMoveScenario) -> State {
    State::new(&scenario.setup())
}

impl State {
    /// A game at deployment from a checked scenario (the same as [`build_state`]).
    pub fn from_scenario(scenario: &FreeMoveScenario) -> Self {
        build_state(scenario)
    }
}

/// Everything wrong with a shape, each with `place`, its place in the file.
fn shape_problems(shape: &Shape, place: &str) -> Vec<Problem> {
    let mut problems = Vec::new();
    match shape {
        Shape::Rect { min, max } if min.0 >= max.0 || min.1 >= max.1 => {
            problems.push(Problem::new(
                place,
                format!("Rect min {min:?} must be south-west of max {max:?}"),
            ));
        }
        Shape::Polygon(points) if points.len() < 3 => problems.push(Problem::new(
            place,
            t!(
                "scenarios-polygon-needs-least-3-points-found",
                value0 = points.len().to_string()
            ),
        )),
        Shape::Path { points, width } => {
            if points.len() < 2 {
                problems.push(Problem::new(
                    place,
                    t!(
                        "scenarios-path-needs-least-2-points-found",
                        value0 = points.len().to_string()
                    ),
                ));
            }
            if *width <= 0.0 {
                problems.push(Problem::new(
                    place,
                    t!(
                        "scenarios-path-s-width-must-above-0",
                        width = width.to_string()
                    ),
                ));
            }
        }
        Shape::Circle { radius, .. } if *radius <= 0.0 => problems.push(Problem::new(
            place,
            t!(
                "scenarios-circle-s-radius-must-above-0",
                radius = radius.to_string()
            ),
        )),
        _ => {}
    }
    problems
}
