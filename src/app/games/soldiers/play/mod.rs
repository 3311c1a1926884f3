//! Playing Soldiers on screen: the right-hand panel (turn record, seats, buttons, unit
//! cards, movement, fire and its odds, the log), board input (select, move, fire, deploy),
//! the line-of-sight tool, the hand-over cover between two human players, the victory
//! screen, the keyboard shortcuts and the board cursor (`key_cursor`). The board itself is drawn elsewhere; it reads
//! [`SelectedHex`] and [`concealed_from`].

pub mod concealment;
pub mod deployment_ui;
pub mod end_phase;
pub mod fire_ui;
pub mod hand_over;
pub mod interdiction_ui;
pub mod key_cursor;
pub mod keys;
pub mod log_panel;
pub mod los_tool;
pub mod movement_ui;
pub mod odds;
pub mod overlay;
pub mod pointer;
pub mod reinforcements;
pub mod screenshot_target;
pub mod selection;
#[cfg(test)]
pub(crate) mod test_games;
pub mod turn_panel;
pub mod unit_cards;
pub mod victory_panel;

pub use concealment::{Concealed, concealed_from};
pub use pointer::{BoardClick, HoveredHex};
pub use selection::{ChosenUnit, SelectedHex};

use bevy::prelude::*;

/// The width the right-hand panel keeps free of the board, in logical pixels.
pub const PANEL_WIDTH: f32 = 360.0;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        pointer::plugin,
        key_cursor::keyboard_plugin,
        deployment_ui::plugin,
        concealment::plugin,
        turn_panel::plugin,
        movement_ui::plugin,
        fire_ui::plugin,
        los_tool::plugin,
        hand_over::plugin,
        victory_panel::plugin,
        screenshot_target::plugin,
    ));
}
