//! Keeps short key taps: a key pressed and released within one frame (a quick tap on a
//! slow machine, or a big screen's software renderer) is held for that frame and let go
//! the next, so leafwing's maps — which read held keys — still see the tap.

use bevy::input::InputSystems;
use bevy::prelude::*;
use leafwing_input_manager::plugin::InputManagerSystem;

/// Keys held over from a tap last frame, to be let go now.
#[derive(Resource, Debug, Default)]
struct StretchedTaps(Vec<KeyCode>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StretchedTaps>().add_systems(
        PreUpdate,
        stretch_same_frame_taps
            .after(InputSystems)
            .before(InputManagerSystem::Unify),
    );
}

/// Hold this frame's taps for one frame; let go of last frame's.
pub fn stretch_taps(keys: &mut ButtonInput<KeyCode>, held_over: &mut Vec<KeyCode>) {
    for key in held_over.drain(..) {
        if !keys.just_pressed(key) {
            keys.release(key);
        }
    }
    let taps: Vec<KeyCode> = keys
        .get_just_pressed()
        .filter(|key| keys.just_released(**key) && !keys.pressed(**key))
        .copied()
        .collect();
    for key in taps {
        keys.press(key);
        // Its release is next frame's: a key both pressed and just released this frame
        // reads as let go to leafwing's keyboard input, which applies releases after presses
        // (the tap was lost so before).
        keys.clear_just_released(key);
        held_over.push(key);
    }
}

fn stretch_same_frame_taps(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut held: ResMut<StretchedTaps>,
) {
    stretch_taps(&mut keys, &mut held.0);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tap_within_one_frame_is_held_for_that_frame_and_released_the_next() {
        let mut keys = ButtonInput::<KeyCode>::default();
        let mut held = Vec::new();
        keys.press(KeyCode::Enter);
        keys.release(KeyCode::Enter);
        stretch_taps(&mut keys, &mut held);
        assert!(keys.pressed(KeyCode::Enter) && keys.just_pressed(KeyCode::Enter));
        assert!(
            !keys.just_released(KeyCode::Enter),
            "the release waits for the next frame, or leafwing reads the key as let go"
        );

        keys.clear();
        stretch_taps(&mut keys, &mut held);
        assert!(!keys.pressed(KeyCode::Enter));
        assert!(keys.just_released(KeyCode::Enter));
        assert!(held.is_empty());
    }

    #[test]
    fn a_key_held_across_frames_is_left_alone() {
        let mut keys = ButtonInput::<KeyCode>::default();
        let mut held = Vec::new();
        keys.press(KeyCode::ArrowLeft);
        stretch_taps(&mut keys, &mut held);
        keys.clear();
        stretch_taps(&mut keys, &mut held);
        assert!(keys.pressed(KeyCode::ArrowLeft));
        assert!(held.is_empty());
    }
}
