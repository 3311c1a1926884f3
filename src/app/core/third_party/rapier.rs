//! bevy_rapier2d, set up for a wargames table: world units are inches, nothing falls (no
//! gravity), and two colliders count as touching exactly when the rules engine says so.
//!
//! The stands are kinematic bodies (the players' hands move them, never forces), so the
//! only things rapier does for Muster are its scene queries (shape casts that slide a
//! dragged stand along its friends and stop it at the first enemy) and its contact events
//! (the freeze). Both use parry2d, the geometry crate the rules engine uses too, at the one
//! version in `Cargo.lock`.

use bevy::prelude::*;
use bevy_rapier2d::prelude::*;
use bevy_rapier2d::rapier::dynamics::IntegrationParameters;

use crate::rules::free_move::geometry::TOUCH_TOLERANCE;

/// The first side's stands.
pub const FIRST_SIDE: Group = Group::GROUP_1;
/// The second side's stands.
pub const SECOND_SIDE: Group = Group::GROUP_2;
/// The table's edges: they stop a dragged stand, and never start a melee.
pub const TABLE_EDGE: Group = Group::GROUP_3;

/// The collision group of a side's stands (0 or 1).
pub fn side_group(side: usize) -> Group {
    if side == 0 { FIRST_SIDE } else { SECOND_SIDE }
}

/// A stand's collision groups: it is in its side's group and pairs (contact events) only
/// with the enemy's stands. Scene queries see every collider whatever these say.
pub fn stand_groups(side: usize) -> CollisionGroups {
    CollisionGroups::new(side_group(side), side_group(1 - side))
}

/// The table edge's groups: queries see it, nothing pairs with it.
pub fn edge_groups() -> CollisionGroups {
    CollisionGroups::new(TABLE_EDGE, Group::NONE)
}

/// The physics integration Muster uses: a length unit of one inch, contacts reported
/// within the rules' touching tolerance (so rapier's "started touching" and the engine's
/// "touching" are the same test), and no contact recycling (a contact starts and stops
/// exactly when the gap crosses the tolerance, never a frame late).
pub fn integration_parameters() -> IntegrationParameters {
    IntegrationParameters {
        length_unit: 1.0,
        normalized_prediction_distance: TOUCH_TOLERANCE,
        contact_recycling: false,
        ..default()
    }
}

pub(super) fn plugin(app: &mut App) {
    // Headless apps (tests, benchmarks) start from MinimalPlugins: rapier's transform sync
    // needs the transform plugin's resources.
    if !app.is_plugin_added::<TransformPlugin>() {
        app.add_plugins(TransformPlugin);
    }
    // bevy_rapier2d inserts its collision message buffer without registering it, so bevy
    // would never clear it; registering it first makes the buffer swap each frame.
    app.add_message::<CollisionEvent>();
    app.add_plugins(
        RapierPhysicsPlugin::<NoUserData>::default().with_custom_initialization(
            RapierContextInitialization::InitializeDefaultRapierContext {
                integration_parameters: integration_parameters(),
                rapier_configuration: RapierConfiguration {
                    gravity: Vec2::ZERO,
                    ..RapierConfiguration::new(1.0)
                },
            },
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stands_pair_only_with_the_enemy() {
        let first = stand_groups(0);
        let second = stand_groups(1);
        let pairs = |a: CollisionGroups, b: CollisionGroups| {
            a.memberships.intersects(b.filters) && b.memberships.intersects(a.filters)
        };
        assert!(pairs(first, second), "enemies touch");
        assert!(!pairs(first, first), "friends never start a melee");
        assert!(!pairs(first, edge_groups()), "nor does the table's edge");
    }
}
