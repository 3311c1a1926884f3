//! Players' input: two players at once, each with their own pointer, all turned into one
//! model that screens consume — [`PointerMessage`] ("player X pressed / dragged / released
//! at world point P") and [`PlayerActionMessage`] (ready, call time, cancel).
//!
//! * P1: the mouse; R ready, T time, X cancel. On the Free Move table, W A S D and Space
//!   give P1 a key cursor like P2's until the mouse moves again ([`player_one_keys`]).
//! * P2: a cursor of their own, on their side of the table and kept on it: arrows move it
//!   (a tap nudges it a few pixels, a hold speeds up across the table), Enter grabs and
//!   drops; Right Shift ready, Right Ctrl time, Backspace cancel.
//! * A second mouse, where the platform reports mice apart (X11's XInput2) and the Settings
//!   switch is on: the first mouse used stays P1's; a click with another gives it to P2, and
//!   it moves P2's cursor ([`second_mouse`]).
//! * Gamepads: the first connected drives P2's cursor, the second gives P1 a cursor too
//!   (stick moves, A holds, Start ready, Y time, B cancel; Select pauses).
//! * What the screen tells a player to press follows the device they used last, a pad's
//!   buttons named as its maker prints them ([`input_prompts`], [`pad_names`]).
//! * Touches act for whichever side's piece they grab; two fingers pan and zoom.
//!
//! A press grabs where the button or key went down, even at a few frames a second.
//! [`PlayerPointers`] says which pointer each player has now. Bindings live in
//! `bindings.ron` beside the settings, written with the defaults on first run so a club can
//! rebind keys and buttons.

pub mod binding_names;
pub mod bindings;
pub mod cursor_drawing;
pub mod cursor_speed;
mod gamepads;
pub mod input_prompts;
mod key_taps;
pub mod mouse;
pub mod mouse_devices;
pub mod pad_names;
pub mod player_one_keys;
pub mod player_pointers;
pub mod pointer;
pub mod second_mouse;
mod touch;
pub mod virtual_cursor;
#[cfg(all(
    unix,
    not(any(target_os = "macos", target_os = "ios", target_os = "android"))
))]
mod xinput2;

pub use bindings::{PlayerAction, TakeKeys};
pub use mouse_devices::{DeviceMouseEvent, FakeMice, MiceBackend, MouseDevice, MouseDevices};
pub use player_one_keys::PlayerOneOnKeys;
pub use player_pointers::{PlayerPointer, PlayerPointers};
pub use pointer::{
    NamedAction, PlayerActionMessage, PlayerId, PointerId, PointerMessage, PointerPhase,
};
pub use second_mouse::SecondMouse;
pub use virtual_cursor::VirtualCursor;

use bevy::prelude::*;

/// Every player's input. A test inserts its own [`MiceBackend`] (with [`FakeMice`]) first;
/// otherwise the platform's mice are opened.
pub fn plugin(app: &mut App) {
    if !app.world().contains_resource::<MiceBackend>() {
        app.insert_resource(MiceBackend::open_system());
    }
    app.add_message::<PointerMessage>()
        .add_message::<PlayerActionMessage>()
        .add_plugins((
            bindings::plugin,
            second_mouse::plugin,
            mouse::plugin,
            virtual_cursor::plugin,
            gamepads::plugin,
            key_taps::plugin,
            touch::plugin,
            cursor_drawing::plugin,
            player_pointers::plugin,
            input_prompts::plugin,
            player_one_keys::plugin,
        ));
}
