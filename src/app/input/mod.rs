//! Players' input: two players at once, each with their own pointer, all turned into one
//! model that screens consume — [`PointerMessage`] ("player X pressed / dragged / released
//! at world point P") and [`PlayerActionMessage`] (ready, call time, cancel).
//!
//! * P1: the mouse; R ready, T time, X cancel.
//! * P2: a keyboard cursor: arrows move, Enter grabs and drops; Right Shift ready, Right
//!   Ctrl time, Backspace cancel.
//! * Gamepads: the first connected drives P2's cursor, the second gives P1 a cursor too
//!   (stick moves, A holds, Start ready, Y time, B cancel).
//! * Touches act for whichever side's piece they grab; two fingers pan and zoom.
//!
//! Bindings live in `bindings.ron` beside the settings, written with the defaults on first
//! run so a club can rebind keys and buttons.

pub mod bindings;
mod cursor_drawing;
mod gamepads;
mod key_taps;
mod mouse;
pub mod pointer;
mod touch;
mod virtual_cursor;

pub use bindings::PlayerAction;
pub use pointer::{
    NamedAction, PlayerActionMessage, PlayerId, PointerId, PointerMessage, PointerPhase,
};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PointerMessage>()
        .add_message::<PlayerActionMessage>()
        .add_plugins((
            bindings::plugin,
            mouse::plugin,
            virtual_cursor::plugin,
            gamepads::plugin,
            key_taps::plugin,
            touch::plugin,
            cursor_drawing::plugin,
        ));
}
