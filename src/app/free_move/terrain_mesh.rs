//! Triangles for terrain shapes: polygons by ear clipping, paths as strips of quads.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, Mesh, PrimitiveTopology};
use bevy::prelude::*;

/// Triangles of a simple polygon (convex or not, either winding), as index triples into
/// `points`. Degenerate input (fewer than 3 points) gives none.
pub fn triangulate(points: &[Vec2]) -> Vec<[usize; 3]> {
    if points.len() < 3 {
        return Vec::new();
    }
    let signed_area: f32 = points
        .iter()
        .zip(points.iter().cycle().skip(1))
        .map(|(a, b)| a.perp_dot(*b))
        .sum();
    let mut remaining: Vec<usize> = (0..points.len()).collect();
    if signed_area < 0.0 {
        remaining.reverse();
    }
    let mut triangles = Vec::with_capacity(points.len() - 2);
    let mut guard = 0;
    while remaining.len() > 3 && guard < points.len() * points.len() {
        guard += 1;
        let count = remaining.len();
        let ear = (0..count).find(|&i| {
            let (a, b, c) = (
                remaining[(i + count - 1) % count],
                remaining[i],
                remaining[(i + 1) % count],
            );
            let (pa, pb, pc) = (points[a], points[b], points[c]);
            (pb - pa).perp_dot(pc - pb) > 0.0
                && remaining
                    .iter()
                    .filter(|&&other| other != a && other != b && other != c)
                    .all(|&other| !inside_triangle(points[other], pa, pb, pc))
        });
        // A self-intersecting outline has no ear left: fan out what remains.
        let i = ear.unwrap_or(0);
        triangles.push([
            remaining[(i + count - 1) % count],
            remaining[i],
            remaining[(i + 1) % count],
        ]);
        remaining.remove(i);
    }
    if remaining.len() == 3 {
        triangles.push([remaining[0], remaining[1], remaining[2]]);
    }
    triangles
}

fn inside_triangle(p: Vec2, a: Vec2, b: Vec2, c: Vec2) -> bool {
    let d1 = (b - a).perp_dot(p - a);
    let d2 = (c - b).perp_dot(p - b);
    let d3 = (a - c).perp_dot(p - c);
    d1 >= 0.0 && d2 >= 0.0 && d3 >= 0.0
}

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
