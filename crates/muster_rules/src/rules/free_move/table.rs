//! The table a Free Move battle is fought on: its size, the stands' size, terrain and
//! the shapes that mark places on it (deployment zones, objectives).
//!
//! Coordinates are inches from the table's south-west corner: `x` east along the long
//! edge, `y` north.

use serde::{Deserialize, Serialize};

/// A point on the table, inches.
pub type Point = (f32, f32);

/// The table, inches (default 72" × 48").
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableSize {
    pub width: f32,
    pub depth: f32,
}

impl Default for TableSize {
    fn default() -> Self {
        Self {
            width: 72.0,
            depth: 48.0,
        }
    }
}

/// A moving tray, inches (default 2" wide × 1¾" deep).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StandSize {
    pub width: f32,
    pub depth: f32,
}

impl Default for StandSize {
    fn default() -> Self {
        Self {
            width: 2.0,
            depth: 1.75,
        }
    }
}

/// A piece of terrain.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Terrain {
    pub kind: TerrainKind,
    pub shape: Shape,
    /// Optional label drawn on the table ("Hill of Ares").
    #[serde(default)]
    pub label: Option<String>,
}

/// The kinds of terrain the rules text names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TerrainKind {
    Hill,
    Wall,
    House,
    Road,
    BrokenGround,
    Woods,
    River,
}

/// An area or a line on the table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Shape {
    /// An axis-aligned rectangle between two corners.
    Rect { min: Point, max: Point },
    /// A closed polygon.
    Polygon(Vec<Point>),
    /// A line of a given width (roads, rivers, walls).
    Path { points: Vec<Point>, width: f32 },
    /// A circle.
    Circle { centre: Point, radius: f32 },
}

impl Shape {
    /// The points that define the shape (corners, vertices or centre), for bounds checks.
    pub fn anchor_points(&self) -> Vec<Point> {
        match self {
            Shape::Rect { min, max } => vec![*min, *max],
            Shape::Polygon(points) | Shape::Path { points, .. } => points.clone(),
            Shape::Circle { centre, .. } => vec![*centre],
        }
    }
}
