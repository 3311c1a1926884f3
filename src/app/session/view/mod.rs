//! What every turn-based game draws alike: the hand-over cover between two people, the
//! side panel with its log, the seat toggles, the Undo / Save / Load buttons, and the
//! replay bar. Each game draws its board, its own panels and readings, in two ways shared
//! by every grid board:
//!
//! * **Input one way** ([`board_click`]): a pointer message becomes a click on a cell, and
//!   a pure function of the game, the picks and the cell says what it means (the command
//!   and the picks after it); one system acts on it. The keyboard takes the same way
//!   ([`board_cursor`]): a cursor moved cell by cell by the arrows ([`cursor_steps`]), Enter
//!   or Space on it a click.
//! * **Views that follow events** ([`animation`], [`animation_plugin`]): each command's
//!   events, as the engine told them, slide the pieces that moved and flash the hits, on
//!   the wall clock; the computer's next command waits until the board has shown its last.

pub mod animation;
pub mod animation_plugin;
pub mod board_click;
pub mod board_cursor;
pub mod buttons;
pub mod cell_clicks;
pub mod cursor_steps;
pub mod hand_over;
pub mod log_panel;
pub mod seat_toggle;
pub mod side_panel;

use bevy::prelude::*;

use super::turn_game::TurnGame;
use super::turns::Session;

/// A game's side panel is drawn first, so the board knows its room.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PanelDrawn;

/// The board, then the covers over it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BoardDrawn;

/// The views the game `G` shares: the hand-over's watch on the seats, the replay bar and
/// the correspondence game's window.
pub fn plugin<G: TurnGame>(app: &mut App) {
    app.add_plugins((
        hand_over::plugin::<G>,
        super::replay::bar_plugin::<Session<G>>,
        super::correspondence::panel::plugin::<G>,
    ));
}
