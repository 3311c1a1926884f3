//! Triangles of a simple polygon by ear clipping: terrain areas for collision and drawing.

use parry2d::math::Vector;

/// Triangles of a simple polygon (convex or not, either winding), as index triples into
/// `points`. Degenerate input (fewer than 3 points) gives none.
pub fn triangulate(points: &[Vector]) -> Vec<[usize; 3]> {
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

fn inside_triangle(p: Vector, a: Vector, b: Vector, c: Vector) -> bool {
    let d1 = (b - a).perp_dot(p - a);
    let d2 = (c - b).perp_dot(p - b);
    let d3 = (a - c).perp_dot(p - c);
    d1 >= 0.0 && d2 >= 0.0 && d3 >= 0.0
}
