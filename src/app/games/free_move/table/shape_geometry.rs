//! Where terrain shapes lie: bounding boxes and point-inside tests, in inches.

use bevy::prelude::*;

use crate::scenario::free_move::Shape;

/// The bounding box of a shape, inches.
pub fn bounds(shape: &Shape) -> (Vec2, Vec2) {
    let v = |(x, y): (f32, f32)| Vec2::new(x, y);
    match shape {
        Shape::Rect { min, max } => (v(*min), v(*max)),
        Shape::Circle { centre, radius } => (v(*centre) - *radius, v(*centre) + *radius),
        Shape::Polygon(points) | Shape::Path { points, .. } => points.iter().fold(
            (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN)),
            |(min, max), p| (min.min(v(*p)), max.max(v(*p))),
        ),
    }
}

/// Whether an area shape contains a point (paths never do: they have no inside).
pub fn contains(shape: &Shape, point: Vec2) -> bool {
    match shape {
        Shape::Rect { min, max } => {
            point.x >= min.0 && point.x <= max.0 && point.y >= min.1 && point.y <= max.1
        }
        Shape::Circle { centre, radius } => {
            point.distance(Vec2::new(centre.0, centre.1)) <= *radius
        }
        Shape::Polygon(points) => {
            let mut inside = false;
            for (i, a) in points.iter().enumerate() {
                let b = points[(i + 1) % points.len()];
                if (a.1 > point.y) != (b.1 > point.y) {
                    let x = a.0 + (point.y - a.1) / (b.1 - a.1) * (b.0 - a.0);
                    if point.x < x {
                        inside = !inside;
                    }
                }
            }
            inside
        }
        Shape::Path { .. } => false,
    }
}
