//! What the player has picked on the board: a unit, the square it will move to (with its
//! path, waiting for an action), passengers to unload, a factory to buy at, the square
//! under the pointer. Cleared when the seat to act changes.

use bevy::prelude::*;

use crate::rules::skirmish::map::Pos;
use crate::rules::skirmish::movement::Reach;
use crate::rules::skirmish::state::UnitId;

/// The picks of the player to act.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct Selection {
    pub unit: Option<UnitId>,
    /// The move chosen, waiting for Wait / Attack / Capture / Unload.
    pub destination: Option<Reach>,
    /// Passengers given a square so far.
    pub drops: Vec<(UnitId, Pos)>,
    /// An empty friendly factory chosen for the purchase panel.
    pub factory: Option<Pos>,
    /// The square under the pointer.
    pub hovered: Option<Pos>,
    /// The unit whose card shows (the selected one, or the one last clicked).
    pub inspected: Option<UnitId>,
    /// Why the last click did nothing (a square out of the selected unit's reach).
    pub refusal: Option<String>,
}

impl Selection {
    /// Drop the half-made order.
    pub fn cancel(&mut self) {
        self.unit = None;
        self.destination = None;
        self.drops.clear();
        self.factory = None;
        self.refusal = None;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selection>().add_systems(
        OnExit(crate::app::core::screens::Screen::Skirmish),
        |mut selection: ResMut<Selection>| *selection = Selection::default(),
    );
}
