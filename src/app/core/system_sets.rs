//! The one chained order every feature's `Update` systems join: clocks advance, timers tick, then input is
//! recorded as intent, then screens act on it.

use bevy::prelude::*;

/// The phases of a frame's `Update`, run in this order.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// The clocks advance (`core::wall_clock`).
    AdvanceClocks,
    /// Countdowns and delays advance.
    TickTimers,
    /// Input systems write intent (pointer messages, named actions) and nothing else.
    RecordInput,
    /// Everything that acts on the intent.
    Update,
}

pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            AppSystems::AdvanceClocks,
            AppSystems::TickTimers,
            AppSystems::RecordInput,
            AppSystems::Update,
        )
            .chain(),
    );
}
