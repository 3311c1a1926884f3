//! Triangles for terrain shapes: polygons by ear clipping, paths as strips of quads.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, Mesh, PrimitiveTopology};
use bevy::prelude::*;

pub use crate::rules::free_move::geometry::triangulate;

/// The outline of a path of `width` through `points`, as one quad (4 corners) per segment.
pub fn path_quads(points: &[Vec2], width: f32) -> Vec<[Vec2; 4]> {
    points
        .windows(2)
        .filter_map(|pair| {
            let along = (pair[1] - pair[0]).try_normalize()?;
            let side = along.perp() * width / 2.0;
            Some([
                pair[0] - side,
                pair[1] - side,
                pair[1] + side,
                pair[0] + side,
            ])
        })
        .collect()
}

/// A flat mesh from a polygon outline.
pub fn polygon_mesh(points: &[Vec2]) -> Mesh {
    let indices: Vec<u32> = triangulate(points)
        .into_iter()
        .flatten()
        .map(|index| index as u32)
        .collect();
    flat_mesh(points, indices)
}

/// A flat mesh for a path: its quads, plus a round-ish joint at each bend.
pub fn path_mesh(points: &[Vec2], width: f32) -> Mesh {
    let mut vertices = Vec::new();
    let mut indices = Vec::new();
    for quad in path_quads(points, width) {
        let base = vertices.len() as u32;
        vertices.extend(quad);
        indices.extend([base, base + 1, base + 2, base, base + 2, base + 3]);
    }
    for joint in points.iter().skip(1).take(points.len().saturating_sub(2)) {
        let base = vertices.len() as u32;
        vertices.push(*joint);
        const SEGMENTS: u32 = 12;
        for step in 0..SEGMENTS {
            let angle = step as f32 / SEGMENTS as f32 * std::f32::consts::TAU;
            vertices.push(*joint + Vec2::from_angle(angle) * width / 2.0);
            let next = (step + 1) % SEGMENTS;
            indices.extend([base, base + 1 + step, base + 1 + next]);
        }
    }
    flat_mesh(&vertices, indices)
}

fn flat_mesh(points: &[Vec2], indices: Vec<u32>) -> Mesh {
    let positions: Vec<[f32; 3]> = points.iter().map(|p| [p.x, p.y, 0.0]).collect();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_indices(Indices::U32(indices))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area(points: &[Vec2], triangles: &[[usize; 3]]) -> f32 {
        triangles
            .iter()
            .map(|[a, b, c]| {
                ((points[*b] - points[*a]).perp_dot(points[*c] - points[*a])).abs() / 2.0
            })
            .sum()
    }

    #[test]
    fn a_square_makes_two_triangles_covering_it() {
        let square = [Vec2::ZERO, Vec2::X, Vec2::ONE, Vec2::Y];
        let triangles = triangulate(&square);
        assert_eq!(triangles.len(), 2);
        assert!((area(&square, &triangles) - 1.0).abs() < 1e-6);
    }

    #[test]
    fn a_concave_l_shape_is_covered_exactly_in_either_winding() {
        let mut shape = vec![
            Vec2::new(0.0, 0.0),
            Vec2::new(2.0, 0.0),
            Vec2::new(2.0, 1.0),
            Vec2::new(1.0, 1.0),
            Vec2::new(1.0, 2.0),
            Vec2::new(0.0, 2.0),
        ];
        assert!((area(&shape, &triangulate(&shape)) - 3.0).abs() < 1e-6);
        shape.reverse();
        assert!((area(&shape, &triangulate(&shape)) - 3.0).abs() < 1e-6);
    }

    #[test]
    fn a_path_has_one_quad_per_segment_of_its_width() {
        let quads = path_quads(
            &[Vec2::ZERO, Vec2::new(10.0, 0.0), Vec2::new(10.0, 5.0)],
            2.0,
        );
        assert_eq!(quads.len(), 2);
        assert_eq!(quads[0][0], Vec2::new(0.0, -1.0));
        assert_eq!(quads[0][3], Vec2::new(0.0, 1.0));
    }
}
