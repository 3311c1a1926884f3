//! Player 1 on the keys: on the Free Move table, W A S D steer a cursor of player 1's own
//! and Space grabs and drops, as player 2's arrows and Enter do (the same speed, the same
//! taps). The first of those keys brings the cursor up where player 1's mouse arrow was
//! (else on player 1's side of the table); moving the mouse hands player 1 back to it,
//! once the cursor has dropped what it held. While player 1 is on the keys, W A S D steer
//! and no longer pan the camera.

use bevy::prelude::*;
use bevy::window::CursorMoved;
use bevy_egui::input::EguiWantsInput;
use leafwing_input_manager::prelude::*;

use super::bindings::{PlayerAction, PlayerControls};
use super::pointer::PlayerId;
use super::virtual_cursor::VirtualCursor;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;

/// Whether player 1 steers a key cursor now (else the mouse).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PlayerOneOnKeys(pub bool);

/// In the frame's input, before the cursors are kept and steered.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub(super) struct FollowPlayerOneSHands;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlayerOneOnKeys>()
        .add_systems(
            Update,
            follow_player_one_s_hands
                .in_set(FollowPlayerOneSHands)
                .in_set(AppSystems::RecordInput)
                .run_if(in_state(Screen::FreeMove)),
        )
        .add_systems(OnExit(Screen::FreeMove), back_to_the_mouse);
}

/// Whether player 1 is on the keys after a frame in which they were `was`: a key of
/// player 1's cursor puts them on the keys, the mouse moving gives them back to it unless
/// the key cursor holds a stand (its drop would be lost).
pub fn on_keys_after(was: bool, keys_used: bool, mouse_moved: bool, holding: bool) -> bool {
    if keys_used {
        true
    } else if mouse_moved && !holding {
        false
    } else {
        was
    }
}

fn follow_player_one_s_hands(
    players: Query<(&PlayerControls, &ActionState<PlayerAction>)>,
    cursors: Query<&VirtualCursor>,
    egui_input: Option<Res<EguiWantsInput>>,
    mut moved: MessageReader<CursorMoved>,
    mut on_keys: ResMut<PlayerOneOnKeys>,
) {
    let mouse_moved = moved.read().count() > 0;
    let typing = egui_input.is_some_and(|input| input.wants_any_keyboard_input());
    let keys_used = !typing
        && players
            .iter()
            .filter(|(controls, _)| controls.0 == PlayerId::One)
            .any(|(_, state)| {
                state.axis_pair(&PlayerAction::MoveCursor) != Vec2::ZERO
                    || state.just_pressed(&PlayerAction::GrabToggle)
            });
    let holding = cursors
        .iter()
        .any(|cursor| cursor.player == PlayerId::One && cursor.held);
    on_keys.set_if_neq(PlayerOneOnKeys(on_keys_after(
        on_keys.0,
        keys_used,
        mouse_moved,
        holding,
    )));
}

fn back_to_the_mouse(mut on_keys: ResMut<PlayerOneOnKeys>) {
    on_keys.set_if_neq(PlayerOneOnKeys(false));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cursor_key_puts_player_one_on_the_keys_and_nothing_else_does() {
        assert!(on_keys_after(false, true, false, false));
        assert!(
            !on_keys_after(false, false, false, false),
            "no key, no cursor"
        );
        assert!(
            on_keys_after(false, true, true, false),
            "a key and the mouse in one frame: the key"
        );
    }

    #[test]
    fn the_mouse_moving_hands_player_one_back_unless_the_key_cursor_holds_a_stand() {
        assert!(!on_keys_after(true, false, true, false));
        assert!(on_keys_after(true, false, false, false), "a still mouse");
        assert!(
            on_keys_after(true, false, true, true),
            "the stand in hand is dropped by the keys first"
        );
    }
}
