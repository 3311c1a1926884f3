//! Companion mode on screen: the timed move's countdown, both roster sheets, retiring units
//! and the missile fire and melee calculators, for players with real miniatures on a real table.

pub mod armies;
mod calculator_panel;
mod melee_panel;
pub mod roster_print;
mod screen;
pub mod timer;

use bevy::prelude::*;

/// The calculator open under the clock, if any (big toggles in the clock's panel).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OpenCalculator {
    #[default]
    None,
    MissileFire,
    Melee,
}

/// What runs without a window: the session and the countdown (headless tests drive them).
pub(super) fn logic_plugin(app: &mut App) {
    app.add_plugins((armies::plugin, timer::plugin));
}

/// What draws the companion screen.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OpenCalculator>().add_plugins((
        screen::plugin,
        calculator_panel::plugin,
        melee_panel::plugin,
        roster_print::plugin,
    ));
}
