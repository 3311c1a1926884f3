//! Terrain pieces' shapes as the builder makes and changes them: each kind's default shape
//! (a hill a polygon whose contours the table draws, a wood a rounded polygon, rough ground
//! a polygon, a wall, river or road a path with its width, a farm or town a rectangle), and
//! moving, turning and resizing a shape about its centre.

use crate::rules::free_move::geometry::terrain::shape_contains;
use crate::rules::free_move::table::{Point, Shape, TableSize, TerrainKind};

/// A polygon around `at`: `radii` inches out at even bearings.
fn ring(at: Point, radii: &[f32]) -> Vec<Point> {
    let count = radii.len() as f32;
    radii
        .iter()
        .enumerate()
        .map(|(index, radius)| {
            let angle = std::f32::consts::TAU * index as f32 / count;
            (at.0 + radius * angle.cos(), at.1 + radius * angle.sin())
        })
        .collect()
}

/// The shape a new piece of `kind` takes, centred at `at`.
pub fn default_shape(kind: TerrainKind, at: Point) -> Shape {
    let (x, y) = at;
    match kind {
        TerrainKind::Hill => Shape::Polygon(ring(at, &[7.0, 6.0, 5.0, 5.5, 6.5, 5.0, 4.5, 6.0])),
        TerrainKind::Woods => Shape::Polygon(ring(at, &[4.5, 4.0, 5.0, 4.0, 4.5, 3.5, 4.5])),
        TerrainKind::BrokenGround => Shape::Polygon(vec![
            (x - 4.0, y - 2.5),
            (x + 3.5, y - 3.0),
            (x + 4.0, y + 2.5),
            (x - 3.0, y + 3.0),
        ]),
        TerrainKind::Wall => Shape::Path {
            points: vec![(x - 4.0, y), (x + 4.0, y)],
            width: 0.4,
        },
        TerrainKind::River => Shape::Path {
            points: vec![(x - 10.0, y - 2.0), (x, y + 1.0), (x + 10.0, y - 1.0)],
            width: 2.0,
        },
        TerrainKind::Road => Shape::Path {
            points: vec![(x - 10.0, y), (x, y + 1.5), (x + 10.0, y + 1.0)],
            width: 1.5,
        },
        TerrainKind::House => Shape::Rect {
            min: (x - 2.0, y - 1.5),
            max: (x + 2.0, y + 1.5),
        },
    }
}

/// The middle of a shape: a rectangle's or circle's centre, the mean of its points.
pub fn shape_centre(shape: &Shape) -> Point {
    match shape {
        Shape::Rect { min, max } => ((min.0 + max.0) / 2.0, (min.1 + max.1) / 2.0),
        Shape::Circle { centre, .. } => *centre,
        Shape::Polygon(points) | Shape::Path { points, .. } => {
            let count = points.len().max(1) as f32;
            let (x, y) = points
                .iter()
                .fold((0.0, 0.0), |(x, y), point| (x + point.0, y + point.1));
            (x / count, y / count)
        }
    }
}

fn map_points(shape: &Shape, change: impl Fn(Point) -> Point) -> Shape {
    match shape {
        Shape::Rect { min, max } => {
            let (a, b) = (change(*min), change(*max));
            Shape::Rect {
                min: (a.0.min(b.0), a.1.min(b.1)),
                max: (a.0.max(b.0), a.1.max(b.1)),
            }
        }
        Shape::Circle { centre, radius } => Shape::Circle {
            centre: change(*centre),
            radius: *radius,
        },
        Shape::Polygon(points) => Shape::Polygon(points.iter().copied().map(change).collect()),
        Shape::Path { points, width } => Shape::Path {
            points: points.iter().copied().map(change).collect(),
            width: *width,
        },
    }
}

/// `shape` moved by `by` inches.
pub fn translated(shape: &Shape, by: Point) -> Shape {
    if !(by.0.is_finite() && by.1.is_finite()) {
        return shape.clone();
    }
    map_points(shape, |(x, y)| (x + by.0, y + by.1))
}

/// `shape` turned about its centre by `degrees` clockwise (a rectangle becomes the
/// four-cornered polygon it turns into).
pub fn turned(shape: &Shape, degrees: f32) -> Shape {
    if !degrees.is_finite() || degrees.rem_euclid(360.0) == 0.0 {
        return shape.clone();
    }
    let shape = match shape {
        Shape::Rect { min, max } => {
            Shape::Polygon(vec![*min, (max.0, min.1), *max, (min.0, max.1)])
        }
        other => other.clone(),
    };
    let (cx, cy) = shape_centre(&shape);
    let (sin, cos) = (-degrees.to_radians()).sin_cos();
    map_points(&shape, |(x, y)| {
        let (dx, dy) = (x - cx, y - cy);
        (cx + dx * cos - dy * sin, cy + dx * sin + dy * cos)
    })
}

/// `shape` grown (factor above 1) or shrunk about its centre; a line keeps its width. The
/// factor is kept between a quarter and four.
pub fn resized(shape: &Shape, factor: f32) -> Shape {
    if !factor.is_finite() {
        return shape.clone();
    }
    let factor = factor.clamp(0.25, 4.0);
    let (cx, cy) = shape_centre(shape);
    let scaled = map_points(shape, |(x, y)| {
        (cx + (x - cx) * factor, cy + (y - cy) * factor)
    });
    match scaled {
        Shape::Circle { centre, radius } => Shape::Circle {
            centre,
            radius: (radius * factor).max(0.25),
        },
        other => other,
    }
}

/// The corners of the box around a shape (a line's width and a circle's radius counted).
fn bounds(shape: &Shape) -> (Point, Point) {
    let margin = match shape {
        Shape::Path { width, .. } => width / 2.0,
        Shape::Circle { radius, .. } => *radius,
        _ => 0.0,
    };
    let points = shape.anchor_points();
    let min = points.iter().fold((f32::INFINITY, f32::INFINITY), |m, p| {
        (m.0.min(p.0), m.1.min(p.1))
    });
    let max = points
        .iter()
        .fold((f32::NEG_INFINITY, f32::NEG_INFINITY), |m, p| {
            (m.0.max(p.0), m.1.max(p.1))
        });
    (
        (min.0 - margin, min.1 - margin),
        (max.0 + margin, max.1 + margin),
    )
}

/// `shape` moved the least that puts its points on `table` (a shape wider than the table
/// is centred on it).
pub fn onto_table(shape: Shape, table: TableSize) -> Shape {
    let points = shape.anchor_points();
    if points.is_empty() {
        return shape;
    }
    let min = points.iter().fold((f32::INFINITY, f32::INFINITY), |m, p| {
        (m.0.min(p.0), m.1.min(p.1))
    });
    let max = points
        .iter()
        .fold((f32::NEG_INFINITY, f32::NEG_INFINITY), |m, p| {
            (m.0.max(p.0), m.1.max(p.1))
        });
    let shift = |low: f32, high: f32, size: f32| {
        if high - low > size {
            size / 2.0 - (low + high) / 2.0
        } else if low < 0.0 {
            -low
        } else if high > size {
            size - high
        } else {
            0.0
        }
    };
    translated(
        &shape,
        (
            shift(min.0, max.0, table.width),
            shift(min.1, max.1, table.depth),
        ),
    )
}

/// Whether `point` is on `shape` (inside an area, on a line's width): what a click picks.
pub fn shape_contains_point(shape: &Shape, point: Point) -> bool {
    let (min, max) = bounds(shape);
    if point.0 < min.0 || point.0 > max.0 || point.1 < min.1 || point.1 > max.1 {
        return false;
    }
    shape_contains(shape, parry2d::math::Vector::new(point.0, point.1))
}
