//! The freeze: the moment rapier reports that a held stand has started touching an enemy
//! stand, the hand lets go there and the move becomes the engine's command, which confirms
//! the contact with its own parry2d shapes and freezes both stands in melee (rule 1). Two
//! stands driven into each other by two hands at once freeze the same way: both hands let
//! go, and the engine resolves the two steps in order.

use bevy::prelude::*;
use bevy_rapier2d::prelude::CollisionEvent;

use super::game::{FreeMoveGame, GameCommand};
use super::stand_bodies::StandBody;
use super::stand_drag::{Grab, Grabs};
use crate::app::input::PointerId;
use crate::app::screens::Screen;
use crate::app::system_sets::AppSystems;
use crate::rules::free_move::{Phase, UnitId};

/// Two enemy stands rapier found touching this frame.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableContact {
    pub first: UnitId,
    pub second: UnitId,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TableContact>().add_systems(
        Update,
        (read_contacts, let_go_on_contact)
            .chain()
            .in_set(AppSystems::Update)
            .before(super::stand_drag::drag_stands)
            .run_if(in_state(Screen::Table).and_then(resource_exists::<FreeMoveGame>)),
    );
}

/// Rapier's "started touching" between enemy stands, as units.
fn read_contacts(
    mut collisions: MessageReader<CollisionEvent>,
    bodies: Query<&StandBody>,
    mut contacts: MessageWriter<TableContact>,
) {
    for collision in collisions.read() {
        let CollisionEvent::Started(a, b, _) = collision else {
            continue;
        };
        let (Ok(StandBody(first)), Ok(StandBody(second))) = (bodies.get(*a), bodies.get(*b)) else {
            continue;
        };
        if first.side != second.side {
            contacts.write(TableContact {
                first: *first,
                second: *second,
            });
        }
    }
}

/// Every hand holding a stand of a touching pair lets go there; the steps go to the engine
/// in the order of the units, so the same contacts give the same game.
fn let_go_on_contact(
    mut contacts: MessageReader<TableContact>,
    game: Res<FreeMoveGame>,
    mut grabs: ResMut<Grabs>,
    mut commands: MessageWriter<GameCommand>,
) {
    let state = &game.state;
    if !matches!(state.phase, Phase::TimedMove | Phase::BonusMoves) {
        contacts.clear();
        return;
    }
    let mut touching: Vec<UnitId> = contacts
        .read()
        .flat_map(|contact| [contact.first, contact.second])
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
        commands.write_batch(grab.put_down(state).into_iter().map(GameCommand));
    }
}
