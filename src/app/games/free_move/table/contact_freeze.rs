//! The freeze: the moment rapier reports that a held stand has started touching an enemy
//! stand, the hand lets go there and the move becomes the engine's command, which confirms
//! the contact with its own parry2d shapes and freezes both stands in melee (rule 1). Two
//! stands driven into each other by two hands at once freeze the same way: both hands let
//! go, and the engine resolves the two steps in order.

use bevy::prelude::*;
use bevy_rapier2d::prelude::CollisionEvent;

use super::stand_bodies::StandBody;
use crate::app::core::input::PointerId;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::games::free_move::game::{FreeMoveCommand, FreeMoveSession};
use crate::app::games::free_move::hands::stand_drag::{Grab, Grabs};
use crate::rules::free_move::{Phase, UnitId};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        let_go_on_contact
            .in_set(AppSystems::Update)
            .before(crate::app::games::free_move::hands::stand_drag::drag_stands)
            .run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
    );
}

/// Every hand holding a stand of a touching pair lets go there; the steps go to the engine
/// in the order of the units, so the same contacts give the same game.
fn let_go_on_contact(
    mut collisions: MessageReader<CollisionEvent>,
    bodies: Query<&StandBody>,
    game: Res<FreeMoveSession>,
    mut grabs: ResMut<Grabs>,
    mut commands: MessageWriter<FreeMoveCommand>,
) {
    let state = &game.state;
    if !matches!(state.phase, Phase::TimedMove | Phase::BonusMoves) {
        collisions.clear();
        return;
    }
    // Rapier's "started touching" between enemy stands, as units.
    let mut touching: Vec<UnitId> = collisions
        .read()
        .filter_map(|collision| match collision {
            CollisionEvent::Started(a, b, _) => {
                Some((bodies.get(*a).ok()?.0, bodies.get(*b).ok()?.0))
            }
            CollisionEvent::Stopped(..) => None,
        })
        .filter(|(first, second)| first.side != second.side)
        .flat_map(|(first, second)| [first, second])
        .collect();
    if touching.is_empty() {
        return;
    }
    touching.sort();
    touching.dedup();
    let mut letting_go: Vec<(PointerId, Grab)> = grabs
        .0
        .iter()
        .filter(|(_, grab)| {
            touching.contains(&grab.unit)
                || grab.block.iter().any(|member| touching.contains(member))
        })
        .map(|(pointer, grab)| (*pointer, grab.clone()))
        .collect();
    letting_go.sort_by_key(|(_, grab)| grab.unit);
    for (pointer, grab) in letting_go {
        grabs.0.remove(&pointer);
        commands.write_batch(grab.put_down(state).into_iter().map(FreeMoveCommand));
    }
}
