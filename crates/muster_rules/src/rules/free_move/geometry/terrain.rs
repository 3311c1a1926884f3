//! The scenario's terrain as parry2d zones: on a hill, on a road, in a house, lining a
//! wall, crossing broken ground.
//!
//! Decisions (the text names the terrain but not how to judge it on a table):
//! * a stand is *on* a hill, road or house when its centre is inside it;
//! * a stand *lines* a wall when its tray is within [`WALL_REACH`] of the wall;
//! * *uphill* means the target is on a hill its attacker is not on (hills are one level);
//! * *broken terrain* for squares is woods, broken ground and rivers.

use parry2d::math::{Pose as ParryPose, Vector};
use parry2d::query::{self, ShapeCastOptions};
use parry2d::shape::{Segment, SharedShape};

use super::stand::{Pose, Tray};
use super::triangulate::triangulate;
use crate::rules::free_move::table::{Shape, Terrain, TerrainKind};

/// How near a wall a stand's tray must be to line it, in inches.
pub const WALL_REACH: f32 = 0.5;

/// One piece of terrain as a collision shape.
#[derive(Clone)]
struct Zone {
    kind: TerrainKind,
    shape: SharedShape,
}

/// Every piece of terrain on the table, queryable.
#[derive(Clone, Default)]
pub struct TerrainMap {
    zones: Vec<Zone>,
}

impl std::fmt::Debug for TerrainMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TerrainMap")
            .field("zones", &self.zones.len())
            .finish()
    }
}

fn vector((x, y): (f32, f32)) -> Vector {
    Vector::new(x, y)
}

/// The collision shape of a scenario shape; `None` for a degenerate one.
fn shared_shape(shape: &Shape) -> Option<SharedShape> {
    match shape {
        Shape::Rect { min, max } => {
            let (min, max) = (vector(*min), vector(*max));
            let half = (max - min) / 2.0;
            Some(SharedShape::compound(vec![(
                ParryPose::from_translation(min + half),
                SharedShape::cuboid(half.x, half.y),
            )]))
        }
        Shape::Circle { centre, radius } => Some(SharedShape::compound(vec![(
            ParryPose::from_translation(vector(*centre)),
            SharedShape::ball(*radius),
        )])),
        Shape::Polygon(points) => {
            let points: Vec<Vector> = points.iter().copied().map(vector).collect();
            let triangles: Vec<(ParryPose, SharedShape)> = triangulate(&points)
                .into_iter()
                .map(|[a, b, c]| {
                    (
                        ParryPose::identity(),
                        SharedShape::triangle(points[a], points[b], points[c]),
                    )
                })
                .collect();
            (!triangles.is_empty()).then(|| SharedShape::compound(triangles))
        }
        Shape::Path { points, width } => {
            let segments: Vec<(ParryPose, SharedShape)> = points
                .windows(2)
                .map(|pair| {
                    (
                        ParryPose::identity(),
                        SharedShape::capsule(vector(pair[0]), vector(pair[1]), width / 2.0),
                    )
                })
                .collect();
            (!segments.is_empty()).then(|| SharedShape::compound(segments))
        }
    }
}

/// Whether a scenario shape (a deployment zone, an objective) contains `point`.
pub fn shape_contains(shape: &Shape, point: Vector) -> bool {
    shared_shape(shape).is_some_and(|shared| shared.contains_point(&ParryPose::identity(), point))
}

impl TerrainMap {
    pub fn new(terrain: &[Terrain]) -> Self {
        let zones = terrain
            .iter()
            .filter_map(|piece| {
                Some(Zone {
                    kind: piece.kind,
                    shape: shared_shape(&piece.shape)?,
                })
            })
            .collect();
        Self { zones }
    }

    fn zones_of(&self, kind: TerrainKind) -> impl Iterator<Item = (usize, &Zone)> {
        self.zones
            .iter()
            .enumerate()
            .filter(move |(_, zone)| zone.kind == kind)
    }

    /// The index of the first zone of `kind` containing `point`.
    pub fn zone_at(&self, kind: TerrainKind, point: Vector) -> Option<usize> {
        self.zones_of(kind)
            .find(|(_, zone)| zone.shape.contains_point(&ParryPose::identity(), point))
            .map(|(index, _)| index)
    }

    /// Whether `point` is inside any zone of `kind`.
    pub fn contains(&self, kind: TerrainKind, point: Vector) -> bool {
        self.zone_at(kind, point).is_some()
    }

    /// The hill a stand stands on, if any.
    pub fn hill_under(&self, pose: &Pose) -> Option<usize> {
        self.zone_at(TerrainKind::Hill, pose.centre())
    }

    pub fn on_hill(&self, pose: &Pose) -> bool {
        self.hill_under(pose).is_some()
    }

    pub fn on_road(&self, pose: &Pose) -> bool {
        self.contains(TerrainKind::Road, pose.centre())
    }

    pub fn in_house(&self, pose: &Pose) -> bool {
        self.contains(TerrainKind::House, pose.centre())
    }

    /// Whether the stand's tray is within [`WALL_REACH`] of a wall.
    pub fn lining_wall(&self, tray: &Tray, pose: &Pose) -> bool {
        self.zones_of(TerrainKind::Wall).any(|(_, zone)| {
            query::distance(
                &pose.to_parry(),
                tray.shape(),
                &ParryPose::identity(),
                zone.shape.as_ref(),
            )
            .is_ok_and(|distance| distance <= WALL_REACH)
        })
    }

    /// Whether a wall lies on the straight line between two points.
    pub fn wall_between(&self, a: Vector, b: Vector) -> bool {
        let segment = Segment::new(a, b);
        self.zones_of(TerrainKind::Wall).any(|(_, zone)| {
            query::intersection_test(
                &ParryPose::identity(),
                &segment,
                &ParryPose::identity(),
                zone.shape.as_ref(),
            )
            .unwrap_or(false)
        })
    }

    /// Whether `target` stands on a hill that `attacker` is not on: an attack on it goes
    /// uphill.
    pub fn uphill(&self, attacker: &Pose, target: &Pose) -> bool {
        match self.hill_under(target) {
            Some(hill) => self.hill_under(attacker) != Some(hill),
            None => false,
        }
    }

    /// Whether a move from `from` to `to` climbs onto a hill: it ends on a hill it did not
    /// start on.
    pub fn climbs(&self, from: &Pose, to: &Pose) -> bool {
        match self.hill_under(to) {
            Some(hill) => self.hill_under(from) != Some(hill),
            None => false,
        }
    }

    /// Whether the tray, sliding from `from` to `to`, touches any zone of `kind` on the way.
    pub fn sweep_touches(&self, kind: TerrainKind, tray: &Tray, from: &Pose, to: &Pose) -> bool {
        let travel = to.centre() - from.centre();
        let start = Pose::new(from.x, from.y, to.facing);
        let options = ShapeCastOptions {
            max_time_of_impact: 1.0,
            target_distance: 0.0,
            stop_at_penetration: true,
            compute_impact_geometry_on_penetration: false,
        };
        self.zones_of(kind).any(|(_, zone)| {
            query::cast_shapes(
                &start.to_parry(),
                travel,
                tray.shape(),
                &ParryPose::identity(),
                Vector::ZERO,
                zone.shape.as_ref(),
                options,
            )
            .ok()
            .flatten()
            .is_some()
        })
    }

    /// Whether a square's move crosses broken terrain (woods, broken ground or a river).
    pub fn crosses_broken_terrain(&self, tray: &Tray, from: &Pose, to: &Pose) -> bool {
        [
            TerrainKind::Woods,
            TerrainKind::BrokenGround,
            TerrainKind::River,
        ]
        .into_iter()
        .any(|kind| self.sweep_touches(kind, tray, from, to))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::free_move::table::StandSize;

    fn tray() -> Tray {
        Tray::new(StandSize {
            width: 2.0,
            depth: 1.75,
        })
    }

    fn map() -> TerrainMap {
        TerrainMap::new(&[
            Terrain {
                kind: TerrainKind::Hill,
                shape: Shape::Polygon(vec![
                    (10.0, 10.0),
                    (20.0, 10.0),
                    (20.0, 20.0),
                    (15.0, 14.0),
                    (10.0, 20.0),
                ]),
                label: None,
            },
            Terrain {
                kind: TerrainKind::Road,
                shape: Shape::Path {
                    points: vec![(0.0, 30.0), (40.0, 30.0)],
                    width: 2.0,
                },
                label: None,
            },
            Terrain {
                kind: TerrainKind::Wall,
                shape: Shape::Path {
                    points: vec![(30.0, 0.0), (30.0, 20.0)],
                    width: 0.25,
                },
                label: None,
            },
            Terrain {
                kind: TerrainKind::Woods,
                shape: Shape::Circle {
                    centre: (50.0, 10.0),
                    radius: 3.0,
                },
                label: None,
            },
            Terrain {
                kind: TerrainKind::House,
                shape: Shape::Rect {
                    min: (60.0, 0.0),
                    max: (64.0, 4.0),
                },
                label: None,
            },
        ])
    }

    #[test]
    fn on_a_hill_follows_a_concave_outline() {
        let map = map();
        assert!(map.on_hill(&Pose::new(12.0, 12.0, 0.0)));
        // The notch of the concave hill is not hill.
        assert!(!map.on_hill(&Pose::new(15.0, 18.0, 0.0)));
        assert!(!map.on_hill(&Pose::new(5.0, 5.0, 0.0)));
    }

    #[test]
    fn uphill_is_onto_a_hill_the_attacker_is_not_on() {
        let map = map();
        let below = Pose::new(15.0, 7.0, 0.0);
        let above = Pose::new(15.0, 11.0, 180.0);
        assert!(map.uphill(&below, &above));
        assert!(!map.uphill(&above, &below));
        let also_on_hill = Pose::new(12.0, 11.0, 0.0);
        assert!(!map.uphill(&also_on_hill, &above));
        assert!(map.climbs(&below, &above));
    }

    #[test]
    fn roads_houses_and_walls() {
        let map = map();
        assert!(map.on_road(&Pose::new(20.0, 30.5, 90.0)));
        assert!(!map.on_road(&Pose::new(20.0, 33.0, 90.0)));
        assert!(map.in_house(&Pose::new(62.0, 2.0, 0.0)));
        assert!(map.lining_wall(&tray(), &Pose::new(29.0, 10.0, 90.0)));
        assert!(!map.lining_wall(&tray(), &Pose::new(25.0, 10.0, 90.0)));
        assert!(map.wall_between(Vector::new(25.0, 10.0), Vector::new(35.0, 10.0)));
        assert!(!map.wall_between(Vector::new(25.0, 25.0), Vector::new(35.0, 25.0)));
    }

    #[test]
    fn a_move_through_woods_crosses_broken_terrain() {
        let map = map();
        let west = Pose::new(44.0, 10.0, 90.0);
        let east = Pose::new(56.0, 10.0, 90.0);
        assert!(map.crosses_broken_terrain(&tray(), &west, &east));
        let north = Pose::new(44.0, 20.0, 90.0);
        assert!(!map.crosses_broken_terrain(&tray(), &north, &Pose::new(56.0, 20.0, 90.0)));
    }
}
