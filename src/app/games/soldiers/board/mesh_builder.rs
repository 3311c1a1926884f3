//! One flat mesh of many coloured shapes (vertex colours under a white `ColorMaterial`):
//! the whole mapsheet is a few draws rather than thousands of entities.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, Mesh, PrimitiveTopology};
use bevy::prelude::*;

/// Triangles with a colour per vertex, built up shape by shape.
#[derive(Debug, Clone, Default)]
pub struct ColouredMesh {
    positions: Vec<[f32; 3]>,
    colours: Vec<[f32; 4]>,
    indices: Vec<u32>,
}

impl ColouredMesh {
    fn vertex(&mut self, at: Vec2, colour: [f32; 4]) -> u32 {
        let index = self.positions.len() as u32;
        self.positions.push([at.x, at.y, 0.0]);
        self.colours.push(colour);
        index
    }

    /// A convex polygon, filled.
    pub fn convex(&mut self, points: &[Vec2], colour: Color) {
        let colour = LinearRgba::from(colour).to_f32_array();
        let first = self.positions.len() as u32;
        for point in points {
            self.vertex(*point, colour);
        }
        for step in 1..points.len().saturating_sub(1) as u32 {
            self.indices.extend([first, first + step, first + step + 1]);
        }
    }

    /// A straight stroke `width` wide from `a` to `b`.
    pub fn segment(&mut self, a: Vec2, b: Vec2, width: f32, colour: Color) {
        let Some(along) = (b - a).try_normalize() else {
            return;
        };
        let side = along.perp() * width / 2.0;
        self.convex(&[a - side, b - side, b + side, a + side], colour);
    }

    /// A stroke through several points, with round joints.
    pub fn polyline(&mut self, points: &[Vec2], width: f32, colour: Color) {
        for pair in points.windows(2) {
            self.segment(pair[0], pair[1], width, colour);
        }
        for joint in points.iter().skip(1).take(points.len().saturating_sub(2)) {
            self.disc(*joint, width / 2.0, colour);
        }
    }

    /// A filled circle.
    pub fn disc(&mut self, centre: Vec2, radius: f32, colour: Color) {
        const SEGMENTS: usize = 16;
        let points: Vec<Vec2> = (0..SEGMENTS)
            .map(|step| {
                let angle = step as f32 / SEGMENTS as f32 * std::f32::consts::TAU;
                centre + Vec2::from_angle(angle) * radius
            })
            .collect();
        self.convex(&points, colour);
    }

    /// The closed outline of a polygon as strokes.
    pub fn outline(&mut self, points: &[Vec2], width: f32, colour: Color) {
        for index in 0..points.len() {
            let next = (index + 1) % points.len();
            self.segment(points[index], points[next], width, colour);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.indices.is_empty()
    }

    /// The finished mesh.
    pub fn build(mut self) -> Mesh {
        // An empty vertex buffer upsets the renderer's mesh allocator ("use-after-free …
        // unallocated key" when the mesh later fills): an empty layer keeps one invisible,
        // zero-area triangle.
        if self.indices.is_empty() {
            self.positions = vec![[0.0, 0.0, 0.0]; 3];
            self.colours = vec![[0.0, 0.0, 0.0, 0.0]; 3];
            self.indices = vec![0, 1, 2];
        }
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, self.colours)
        .with_inserted_indices(Indices::U32(self.indices))
    }
}

/// A polygon shrunk towards its centre by `factor` (1: unchanged).
pub fn shrink(points: &[Vec2], factor: f32) -> Vec<Vec2> {
    let centre = points.iter().copied().sum::<Vec2>() / points.len().max(1) as f32;
    points
        .iter()
        .map(|point| centre + (*point - centre) * factor)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hexagon_is_four_triangles() {
        let mut mesh = ColouredMesh::default();
        let hex: Vec<Vec2> = (0..6)
            .map(|i| Vec2::from_angle(i as f32 * std::f32::consts::FRAC_PI_3))
            .collect();
        mesh.convex(&hex, Color::WHITE);
        assert_eq!(mesh.indices.len(), 12);
        assert_eq!(mesh.positions.len(), 6);
        mesh.segment(Vec2::ZERO, Vec2::ZERO, 1.0, Color::WHITE);
        assert_eq!(mesh.indices.len(), 12, "a zero-length stroke draws nothing");
    }
}
