//! The stands as rapier bodies: each stand on the table is its tray's cuboid on a kinematic
//! body, kept where the engine has it (or, while a hand holds it, where the hand has it),
//! and the table's edges are fixed colliders. No window needed: headless tests and the
//! computer's hand use the same world.
//!
//! The bodies are entities of their own, apart from the stands drawn on screen: a drawn
//! stand glides to its place, a body is always exactly where the rules say.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy_rapier2d::prelude::*;

use super::table_scene::facing_rotation;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::third_party::rapier::{edge_groups, stand_groups};
use crate::app::games::free_move::game::FreeMoveSession;
use crate::app::games::free_move::hands::stand_drag::Grabs;
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::{State, UnitId};

/// A stand's body in the physics world.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct StandBody(pub UnitId);

/// One of the table's four edges.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableEdge;

/// Each stand's body entity, by unit.
#[derive(Resource, Debug, Default, Clone)]
pub struct StandBodies(pub HashMap<UnitId, Entity>);

impl StandBodies {
    pub fn entity(&self, unit: UnitId) -> Option<Entity> {
        self.0.get(&unit).copied()
    }
}

/// How thick the table's edge colliders are, inches (any thickness stops a stand).
const EDGE_THICKNESS: f32 = 4.0;

/// Keeping bodies in step with the engine runs after every system that moves or holds
/// stands this frame, and before rapier's step (PostUpdate).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct SyncStandBodies;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<StandBodies>()
        // The physics world steps only while a table is shown.
        .add_systems(Startup, step_physics(false))
        .add_systems(OnEnter(Screen::FreeMove), step_physics(true))
        .add_systems(OnExit(Screen::FreeMove), step_physics(false))
        .add_systems(
            OnExit(Screen::FreeMove),
            |mut bodies: ResMut<StandBodies>| bodies.0.clear(),
        )
        .add_systems(
            Update,
            (
                spawn_table_edges,
                match_bodies_to_units,
                follow_engine_and_hands,
            )
                .chain()
                .in_set(SyncStandBodies)
                .after(AppSystems::Update)
                .run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
        );
}

/// A system that starts or stops rapier's stepping.
fn step_physics(active: bool) -> impl FnMut(Query<&mut RapierConfiguration>) {
    move |mut configurations: Query<&mut RapierConfiguration>| {
        for mut configuration in &mut configurations {
            configuration.physics_pipeline_active = active;
        }
    }
}

fn body_transform(pose: &Pose) -> Transform {
    Transform::from_xyz(pose.x, pose.y, 0.0).with_rotation(facing_rotation(pose.facing))
}

fn stand_body(state: &State, unit: UnitId, pose: &Pose) -> impl Bundle {
    let half = state.tray().half_extents();
    (
        Name::new(format!("Body of {unit}")),
        StandBody(unit),
        body_transform(pose),
        RigidBody::KinematicPositionBased,
        Collider::cuboid(half.x, half.y),
        stand_groups(unit.side.index()),
        ActiveEvents::COLLISION_EVENTS,
        ActiveCollisionTypes::default() | ActiveCollisionTypes::KINEMATIC_KINEMATIC,
        DespawnOnExit(Screen::FreeMove),
    )
}

/// The table's four edges, once per battle: a dragged stand stops at (and slides along)
/// the edge of the table rather than leaving it.
fn spawn_table_edges(
    game: Res<FreeMoveSession>,
    edges: Query<(), With<TableEdge>>,
    mut commands: Commands,
) {
    if !edges.is_empty() {
        return;
    }
    let (width, depth) = (game.state.table.width, game.state.table.depth);
    let half = EDGE_THICKNESS / 2.0;
    let pieces = [
        (
            Vec2::new(width / 2.0, -half),
            Vec2::new(width / 2.0 + EDGE_THICKNESS, half),
        ),
        (
            Vec2::new(width / 2.0, depth + half),
            Vec2::new(width / 2.0 + EDGE_THICKNESS, half),
        ),
        (
            Vec2::new(-half, depth / 2.0),
            Vec2::new(half, depth / 2.0 + EDGE_THICKNESS),
        ),
        (
            Vec2::new(width + half, depth / 2.0),
            Vec2::new(half, depth / 2.0 + EDGE_THICKNESS),
        ),
    ];
    for (centre, half_extents) in pieces {
        commands.spawn((
            Name::new("Table edge collider"),
            TableEdge,
            Transform::from_translation(centre.extend(0.0)),
            RigidBody::Fixed,
            Collider::cuboid(half_extents.x, half_extents.y),
            edge_groups(),
            DespawnOnExit(Screen::FreeMove),
        ));
    }
}

/// A body for every stand on the table, none for the wiped out (only when the battle
/// changed: a new game, a load, a replay step or a stand lost).
fn match_bodies_to_units(
    game: Res<FreeMoveSession>,
    mut bodies: ResMut<StandBodies>,
    mut commands: Commands,
) {
    if !game.is_changed() && !bodies.is_added() {
        return;
    }
    let state = &game.state;
    bodies.0.retain(|unit, entity| {
        let keep = state.unit(*unit).is_some_and(|unit| unit.on_table());
        if !keep {
            commands.entity(*entity).despawn();
        }
        keep
    });
    for unit in state.units_on_table() {
        if !bodies.0.contains_key(&unit.id) {
            let entity = commands.spawn(stand_body(state, unit.id, &unit.pose)).id();
            bodies.0.insert(unit.id, entity);
        }
    }
}

/// Where each body should stand now: a held stand (or block) where the hand has it, the
/// rest where the engine has them.
fn body_poses(state: &State, grabs: &Grabs) -> HashMap<UnitId, Pose> {
    let mut held = HashMap::new();
    for grab in grabs.0.values() {
        held.insert(grab.unit, grab.preview);
        for member in grab.block.iter().filter(|member| **member != grab.unit) {
            if let Some(unit) = state.unit(*member) {
                held.insert(*member, unit.pose.moved_by(grab.translation));
            }
        }
    }
    held
}

/// Move each body to where it should be, touching only those that moved (rapier re-reads a
/// body whose transform changed). While the battle stands still only the held stands (and
/// those just let go) can have moved, so only they are looked at.
fn follow_engine_and_hands(
    game: Res<FreeMoveSession>,
    grabs: Res<Grabs>,
    stand_bodies: Res<StandBodies>,
    mut held_last_frame: Local<Vec<UnitId>>,
    mut bodies: Query<(&StandBody, &mut Transform)>,
) {
    if grabs.0.is_empty() && held_last_frame.is_empty() && !game.is_changed() {
        return;
    }
    let held = body_poses(&game.state, &grabs);
    let pose_of = |unit: UnitId| {
        held.get(&unit)
            .copied()
            .or_else(|| game.state.unit(unit).map(|unit| unit.pose))
    };
    let place = |transform: &mut Mut<Transform>, pose: &Pose| {
        let wanted = body_transform(pose);
        if transform.translation != wanted.translation || transform.rotation != wanted.rotation {
            **transform = wanted;
        }
    };
    if game.is_changed() {
        for (body, mut transform) in &mut bodies {
            if let Some(pose) = pose_of(body.0) {
                place(&mut transform, &pose);
            }
        }
    } else {
        let moved = held.keys().chain(held_last_frame.iter());
        for unit in moved {
            let Some(entity) = stand_bodies.entity(*unit) else {
                continue;
            };
            if let (Ok((_, mut transform)), Some(pose)) = (bodies.get_mut(entity), pose_of(*unit)) {
                place(&mut transform, &pose);
            }
        }
    }
    held_last_frame.clear();
    held_last_frame.extend(held.keys().copied());
}
