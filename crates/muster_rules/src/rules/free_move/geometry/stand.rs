//! Stands as oriented rectangles in inches: pose, touching, distance, aspect, two-deep.
//!
//! A stand's frontage is its width (local x), its depth runs along local y, and it faces
//! local +y. Facing is in compass degrees as scenarios write it: 0 is up the table (+y),
//! 90 is to the right (+x). Every query goes through parry2d.

use parry2d::math::{Pose as ParryPose, Vector};
use parry2d::query::{self, ShapeCastOptions};
use parry2d::shape::Cuboid;
use serde::{Deserialize, Serialize};

use crate::rules::free_move::table::StandSize;

/// How close two stands must be to count as touching, in inches. Trays pushed together
/// by hand never meet exactly; a sixteenth of an inch is "touching" on a real table.
pub const TOUCH_TOLERANCE: f32 = 0.0625;

/// How far two stands may interpenetrate before they count as overlapping (numerical
/// slack for stands placed exactly edge to edge).
pub const OVERLAP_TOLERANCE: f32 = 0.01;

/// Where a stand is and which way it faces.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Pose {
    /// Inches from the table's left edge.
    pub x: f32,
    /// Inches from the table's near (south) edge.
    pub y: f32,
    /// Compass degrees: 0 up the table, 90 to the right.
    pub facing: f32,
}

impl Pose {
    pub fn new(x: f32, y: f32, facing: f32) -> Self {
        Self { x, y, facing }
    }

    /// The stand's centre.
    pub fn centre(&self) -> Vector {
        Vector::new(self.x, self.y)
    }

    /// The unit vector the stand faces.
    pub fn front(&self) -> Vector {
        let radians = self.facing.to_radians();
        Vector::new(radians.sin(), radians.cos())
    }

    /// The same place, turned to face the other way (a unit retiring with its back to the
    /// enemy).
    pub fn about_face(&self) -> Pose {
        Pose::new(self.x, self.y, (self.facing + 180.0).rem_euclid(360.0))
    }

    /// Moved by `offset` inches, facing kept.
    pub fn moved_by(&self, offset: Vector) -> Pose {
        Pose::new(self.x + offset.x, self.y + offset.y, self.facing)
    }

    /// The distance the stand's centre moves from here to `to`: how a step is measured.
    /// Turning about the centre costs nothing (the text is silent; trays are turned in
    /// place on a real table).
    pub fn distance_to(&self, to: &Pose) -> f32 {
        self.centre().distance(to.centre())
    }

    /// The parry2d pose: parry rotates counter-clockwise in radians.
    pub fn to_parry(&self) -> ParryPose {
        ParryPose::new(self.centre(), -self.facing.to_radians())
    }

    /// A point given in the stand's own frame (x across the front, y forward), on the table.
    pub fn local_to_table(&self, local: Vector) -> Vector {
        self.to_parry().transform_point(local)
    }

    /// A table point in the stand's own frame.
    pub fn table_to_local(&self, point: Vector) -> Vector {
        self.to_parry().inverse_transform_point(point)
    }
}

/// Which face of a target an attacker or a volley comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Aspect {
    Front,
    Flank,
    Rear,
}

/// The tray every stand stands on, as parry2d sees it.
#[derive(Debug, Clone, Copy)]
pub struct Tray {
    cuboid: Cuboid,
}

impl Tray {
    pub fn new(size: StandSize) -> Self {
        Self {
            cuboid: Cuboid::new(Vector::new(size.width / 2.0, size.depth / 2.0)),
        }
    }

    /// Half the frontage and half the depth.
    pub fn half_extents(&self) -> Vector {
        self.cuboid.half_extents
    }

    pub fn shape(&self) -> &Cuboid {
        &self.cuboid
    }

    /// Whether a tray standing at `other` could come within the touching tolerance of a tray
    /// moving in a straight line from `from` to `to`: a cheap bound (the distance from its
    /// centre to the line swept), before any exact query.
    pub fn near_sweep(&self, from: &Pose, to: &Pose, other: &Pose) -> bool {
        let reach = 2.0 * self.circumradius() + TOUCH_TOLERANCE;
        // The sweep's bounding box first: four comparisons reject nearly every stand.
        let (a, b, c) = (from.centre(), to.centre(), other.centre());
        if c.x < a.x.min(b.x) - reach
            || c.x > a.x.max(b.x) + reach
            || c.y < a.y.min(b.y) - reach
            || c.y > a.y.max(b.y) + reach
        {
            return false;
        }
        let travel = to.centre() - from.centre();
        let offset = other.centre() - from.centre();
        let along = travel.length_squared();
        let t = if along > 0.0 {
            (offset.dot(travel) / along).clamp(0.0, 1.0)
        } else {
            0.0
        };
        (offset - travel * t).length_squared() <= reach * reach
    }

    /// Half the tray's diagonal: no point of the tray is farther from its centre.
    fn circumradius(&self) -> f32 {
        self.cuboid.half_extents.length()
    }

    /// A cheap bound before the exact query: whether two trays' circumcircles come within
    /// `gap` of each other (if not, the trays certainly do not).
    fn circles_within(&self, a: &Pose, b: &Pose, gap: f32) -> bool {
        let reach = 2.0 * self.circumradius() + gap;
        a.centre().distance_squared(b.centre()) <= reach * reach
    }

    /// Whether two stands are within `distance` of each other, edge to edge (missile range).
    pub fn within(&self, a: &Pose, b: &Pose, distance: f32) -> bool {
        self.circles_within(a, b, distance) && self.edge_distance(a, b) <= distance
    }

    /// Edge-to-edge distance between two stands (0 when they touch or overlap): how
    /// missile range is measured.
    pub fn edge_distance(&self, a: &Pose, b: &Pose) -> f32 {
        query::distance(&a.to_parry(), &self.cuboid, &b.to_parry(), &self.cuboid)
            .unwrap_or(f32::INFINITY)
    }

    /// Whether two stands touch: within [`TOUCH_TOLERANCE`] of each other.
    pub fn touching(&self, a: &Pose, b: &Pose) -> bool {
        self.within(a, b, TOUCH_TOLERANCE)
    }

    /// How far two stands interpenetrate (0 when apart or just touching).
    pub fn penetration(&self, a: &Pose, b: &Pose) -> f32 {
        if !self.circles_within(a, b, 0.0) {
            return 0.0;
        }
        query::contact(
            &a.to_parry(),
            &self.cuboid,
            &b.to_parry(),
            &self.cuboid,
            0.0,
        )
        .ok()
        .flatten()
        .map_or(0.0, |contact| (-contact.dist).max(0.0))
    }

    /// Whether two stands overlap by more than [`OVERLAP_TOLERANCE`].
    pub fn overlapping(&self, a: &Pose, b: &Pose) -> bool {
        self.penetration(a, b) > OVERLAP_TOLERANCE
    }

    /// The fraction (0..=1) of the straight move `from` → `to` at which the moving stand
    /// first touches `obstacle`, if it does. The stand turns to its new facing first, then
    /// slides. A stand already touching the obstacle stops at once (0) if the move closes on
    /// it, and is free (`None`) if it moves away or along it.
    pub fn first_touch(&self, from: &Pose, to: &Pose, obstacle: &Pose) -> Option<f32> {
        if self.touching(from, obstacle) {
            let closing = self.edge_distance(to, obstacle) < self.edge_distance(from, obstacle)
                || self.overlapping(to, obstacle);
            return closing.then_some(0.0);
        }
        let turned = Pose::new(from.x, from.y, to.facing);
        let travel = to.centre() - from.centre();
        // Far from the path's segment, the obstacle cannot be met.
        let along = travel.length_squared();
        let offset = obstacle.centre() - from.centre();
        let t = if along > 0.0 {
            (offset.dot(travel) / along).clamp(0.0, 1.0)
        } else {
            0.0
        };
        let reach = 2.0 * self.circumradius() + TOUCH_TOLERANCE;
        if (offset - travel * t).length_squared() > reach * reach {
            return None;
        }
        let options = ShapeCastOptions {
            max_time_of_impact: 1.0,
            target_distance: TOUCH_TOLERANCE / 2.0,
            stop_at_penetration: true,
            compute_impact_geometry_on_penetration: false,
        };
        query::cast_shapes(
            &turned.to_parry(),
            travel,
            &self.cuboid,
            &obstacle.to_parry(),
            Vector::ZERO,
            &self.cuboid,
            options,
        )
        .ok()
        .flatten()
        .map(|hit| hit.time_of_impact.clamp(0.0, 1.0))
    }

    /// Which face of `target` the point `from` lies off: the target's diagonals divide the
    /// table around it into front, two flanks and rear.
    pub fn aspect_of_point(&self, target: &Pose, from: Vector) -> Aspect {
        let local = target.table_to_local(from);
        let half = self.half_extents();
        let across = local.x.abs() / half.x;
        let along = local.y / half.y;
        if along >= across {
            Aspect::Front
        } else if -along >= across {
            Aspect::Rear
        } else {
            Aspect::Flank
        }
    }

    /// Which face of `target` the stand at `attacker` strikes or shoots at (judged from
    /// the attacker's centre).
    pub fn aspect(&self, target: &Pose, attacker: &Pose) -> Aspect {
        self.aspect_of_point(target, attacker.centre())
    }

    /// Whether `behind` stands directly behind `front`, tray to tray, facing the same way
    /// (within 45°) and touching its rear edge: the "two deep" of rule 12.
    pub fn directly_behind(&self, front: &Pose, behind: &Pose) -> bool {
        if !self.circles_within(front, behind, TOUCH_TOLERANCE) {
            return false;
        }
        let turn = (front.facing - behind.facing).rem_euclid(360.0);
        let same_way = turn <= 45.0 || turn >= 315.0;
        same_way
            && self.touching(front, behind)
            && self.aspect(front, behind) == Aspect::Rear
            && front.table_to_local(behind.centre()).x.abs() < self.half_extents().x
    }

    /// The four corners on the table.
    pub fn corners(&self, pose: &Pose) -> [Vector; 4] {
        let half = self.half_extents();
        [
            Vector::new(-half.x, -half.y),
            Vector::new(half.x, -half.y),
            Vector::new(half.x, half.y),
            Vector::new(-half.x, half.y),
        ]
        .map(|corner| pose.local_to_table(corner))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tray() -> Tray {
        Tray::new(StandSize {
            width: 2.0,
            depth: 1.75,
        })
    }

    #[test]
    fn facing_0_looks_up_the_table_and_90_to_the_right() {
        let up = Pose::new(0.0, 0.0, 0.0).front();
        let right = Pose::new(0.0, 0.0, 90.0).front();
        assert!((up - Vector::new(0.0, 1.0)).length() < 1e-6);
        assert!((right - Vector::new(1.0, 0.0)).length() < 1e-6);
    }

    #[test]
    fn stands_face_to_face_touch_when_their_fronts_meet() {
        let a = Pose::new(10.0, 10.0, 0.0);
        let b = Pose::new(10.0, 11.75, 180.0);
        assert!(tray().touching(&a, &b));
        assert!(!tray().overlapping(&a, &b));
        let apart = Pose::new(10.0, 12.0, 180.0);
        assert!(!tray().touching(&a, &apart));
        assert!((tray().edge_distance(&a, &apart) - 0.25).abs() < 1e-4);
    }

    #[test]
    fn edge_distance_is_measured_between_the_nearest_edges() {
        let a = Pose::new(0.0, 0.0, 0.0);
        let b = Pose::new(10.0, 0.0, 0.0);
        assert!((tray().edge_distance(&a, &b) - 8.0).abs() < 1e-4);
        // Turned 90°, the far stand presents its 1¾" depth across: 10 − 1 − 0.875.
        let turned = Pose::new(10.0, 0.0, 90.0);
        assert!((tray().edge_distance(&a, &turned) - 8.125).abs() < 1e-4);
    }

    #[test]
    fn overlapping_stands_are_detected_and_have_a_depth() {
        let a = Pose::new(0.0, 0.0, 0.0);
        let b = Pose::new(1.0, 0.0, 0.0);
        assert!(tray().overlapping(&a, &b));
        assert!((tray().penetration(&a, &b) - 1.0).abs() < 1e-4);
    }

    #[test]
    fn a_move_stops_where_it_first_touches() {
        let from = Pose::new(0.0, 0.0, 0.0);
        let to = Pose::new(0.0, 6.0, 0.0);
        let enemy = Pose::new(0.0, 4.75, 180.0);
        // Fronts meet when the centre has moved 3": half of the 6" move.
        let t = tray().first_touch(&from, &to, &enemy).expect("they meet");
        assert!((t - 0.5).abs() < 0.02, "{t}");
        let aside = Pose::new(5.0, 4.75, 180.0);
        assert_eq!(tray().first_touch(&from, &to, &aside), None);
    }

    #[test]
    fn aspect_front_flank_rear_by_the_diagonals() {
        let target = Pose::new(0.0, 0.0, 0.0);
        assert_eq!(
            tray().aspect(&target, &Pose::new(0.0, 5.0, 180.0)),
            Aspect::Front
        );
        assert_eq!(
            tray().aspect(&target, &Pose::new(5.0, 0.5, 270.0)),
            Aspect::Flank
        );
        assert_eq!(
            tray().aspect(&target, &Pose::new(0.0, -5.0, 0.0)),
            Aspect::Rear
        );
        // The same geometry turned: a target facing east is struck in the rear from the west.
        let east = Pose::new(0.0, 0.0, 90.0);
        assert_eq!(
            tray().aspect(&east, &Pose::new(-5.0, 0.0, 90.0)),
            Aspect::Rear
        );
    }

    #[test]
    fn two_deep_means_tray_to_tray_behind_facing_the_same_way() {
        let front = Pose::new(10.0, 10.0, 0.0);
        let behind = Pose::new(10.0, 8.25, 0.0);
        assert!(tray().directly_behind(&front, &behind));
        assert!(!tray().directly_behind(&behind, &front));
        let beside = Pose::new(12.0, 10.0, 0.0);
        assert!(!tray().directly_behind(&front, &beside));
        let turned_away = Pose::new(10.0, 8.25, 180.0);
        assert!(!tray().directly_behind(&front, &turned_away));
        let gap = Pose::new(10.0, 7.5, 0.0);
        assert!(!tray().directly_behind(&front, &gap));
    }
}
