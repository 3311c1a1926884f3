//! What the player to act has picked: a card of their hand and one of their tokens.

use bevy::prelude::*;

/// The picks of the player to act.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Picks {
    /// A hand slot.
    pub card: Option<usize>,
    /// A token index.
    pub token: Option<usize>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Picks>().add_systems(
        OnExit(crate::app::core::screens::Screen::MovementGame),
        |mut picks: ResMut<Picks>| *picks = Picks::default(),
    );
}
