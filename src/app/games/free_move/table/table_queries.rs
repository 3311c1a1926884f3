//! Where a hand can take a stand, asked of rapier's scene queries: a stand (or a block)
//! pushed towards a point slides along the friends and table edges in its way and stops
//! at the first enemy it touches. One path for the mouse, the cursors, fingers, blocks,
//! the turn keys and the computer's hand.
//!
//! Rapier sees the world as it stood at the end of the last physics step (every other
//! held stand where its hand had it then). What it finds is a proposal: the rules engine
//! confirms every end with its own parry2d shapes before a stand is shown there, and again
//! when the step is committed.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_rapier2d::parry::shape::Cuboid;
use bevy_rapier2d::prelude::*;

use super::stand_bodies::{StandBodies, StandBody};
use super::table_scene::facing_angle;
use crate::rules::free_move::UnitId;
use crate::rules::free_move::geometry::{OVERLAP_TOLERANCE, Pose, TOUCH_TOLERANCE};

/// How many times a push may turn along an obstacle before it stops (a corner between
/// two friends takes two).
const MAX_SLIDES: usize = 4;
/// Pushes shorter than this (inches) are done.
const DONE: f32 = 1e-4;
/// How much smaller than the tray the cast shape is, inches: under half the overlap the
/// rules allow between friends.
const SKIN: f32 = OVERLAP_TOLERANCE / 2.0;
/// How far short of an enemy a push stops, inches: where the engine stops a step that runs
/// into one (half the touching tolerance), so that rapier and the rules agree on where the
/// stand ends; still "touching" to both. Friends and edges are met at no gap: a cast that
/// began inside a stand-off from a friend already touching (a stand in a line) would be
/// stopped by it whichever way it went.
const STAND_OFF: f32 = TOUCH_TOLERANCE / 2.0;

/// Where a push ended, and the enemy stand it stopped against, if any.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Push {
    /// How far the pushed stand (or block) moved from where the push began.
    pub moved: Vec2,
    pub touched: Option<UnitId>,
}

/// Rapier's view of the table, for moving stands by hand.
#[derive(SystemParam)]
pub struct TableQueries<'w, 's> {
    rapier: ReadRapierContext<'w, 's>,
    bodies: Res<'w, StandBodies>,
    stands: Query<'w, 's, &'static StandBody>,
}

impl TableQueries<'_, '_> {
    /// Push the stands `moving` (all of one side, all at `poses`) by `wanted` together,
    /// formation kept: they slide along friends and edges and stop as one at the first
    /// enemy any of them touches. `half` is the tray's half extents.
    pub fn push(&self, moving: &[(UnitId, Pose)], half: Vec2, wanted: Vec2) -> Push {
        let mut push = Push {
            moved: Vec2::ZERO,
            touched: None,
        };
        let Ok(context) = self.rapier.single() else {
            return push;
        };
        let Some(side) = moving.first().map(|(unit, _)| unit.side) else {
            return push;
        };
        let own: Vec<Entity> = moving
            .iter()
            .filter_map(|(unit, _)| self.bodies.entity(*unit))
            .collect();
        let not_moving = |entity: Entity| !own.contains(&entity);
        let filter = QueryFilter::new().predicate(&not_moving);
        // A hair smaller than the tray: neighbours touching it edge to edge (a stand in a
        // line) are then a hair away, not touching, so a cast along them or away from them
        // is not stopped by a touch whose direction parry cannot tell.
        let tray = Cuboid::new((half - Vec2::splat(SKIN)).max(Vec2::ZERO));
        let mut remaining = wanted;
        for _ in 0..MAX_SLIDES {
            let length = remaining.length();
            if length < DONE {
                break;
            }
            let direction = remaining / length;
            let options = ShapeCastOptions {
                max_time_of_impact: length,
                target_distance: 0.0,
                stop_at_penetration: false,
                compute_impact_geometry_on_penetration: true,
            };
            // The first obstacle any stand of the push meets.
            let first = moving
                .iter()
                .filter_map(|(_, pose)| {
                    context.cast_shape(
                        pose.centre() + push.moved,
                        facing_angle(pose.facing),
                        direction,
                        &tray,
                        options,
                        filter,
                    )
                })
                .min_by(|a, b| a.1.time_of_impact.total_cmp(&b.1.time_of_impact));
            let Some((entity, hit)) = first else {
                push.moved += remaining;
                break;
            };
            let normal = hit.details.map_or(-direction, |details| details.normal1);
            if let Ok(StandBody(unit)) = self.stands.get(entity)
                && unit.side != side
            {
                // Back off along the push until the trays are the stand-off apart.
                let closing = direction.dot(normal).abs().max(0.2);
                let travelled =
                    (hit.time_of_impact - (STAND_OFF + SKIN) / closing).clamp(0.0, length);
                push.moved += direction * travelled;
                push.touched = Some(*unit);
                break;
            }
            let travelled = hit.time_of_impact.clamp(0.0, length);
            push.moved += direction * travelled;
            // A friend or the table's edge: go on along it with what is left of the push.
            remaining -= direction * travelled;
            remaining -= normal * remaining.dot(normal).min(0.0);
        }
        push
    }

    /// Push one stand from `pose` towards the centre `wanted`, turning it to `facing`.
    pub fn push_stand(
        &self,
        unit: UnitId,
        pose: Pose,
        half: Vec2,
        wanted: Vec2,
        facing: f32,
    ) -> (Pose, Option<UnitId>) {
        let turned = Pose::new(pose.x, pose.y, facing);
        let push = self.push(&[(unit, turned)], half, wanted - pose.centre());
        (turned.moved_by(push.moved), push.touched)
    }

    /// Whether `unit` standing at `pose` overlaps no other stand: a turn in place is
    /// possible only where the tray has room to turn.
    pub fn room_at(&self, unit: UnitId, pose: Pose, half: Vec2) -> bool {
        let Ok(context) = self.rapier.single() else {
            return true;
        };
        let own = self.bodies.entity(unit);
        let not_self = |entity: Entity| Some(entity) != own;
        // A hair smaller than the tray: neighbours touching edge to edge leave room.
        let tray = Cuboid::new((half - Vec2::splat(OVERLAP_TOLERANCE)).max(Vec2::ZERO));
        let mut clear = true;
        context.intersect_shape(
            pose.centre(),
            facing_angle(pose.facing),
            &tray,
            QueryFilter::new().predicate(&not_self),
            |_| {
                clear = false;
                false
            },
        );
        clear
    }
}
