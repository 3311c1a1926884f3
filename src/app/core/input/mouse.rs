//! Player 1's mouse as a pointer: left button grabs and drags, right button cancels.
//!
//! A grab happens where the button went down, not where the pointer is when the frame reads
//! it: the window's events ([`WindowEvent`]) keep cursor moves and button changes in the
//! order they came, so at a few frames a second a quick press-and-drag still grabs the stand
//! that was under the pointer at the press. The press is sent there, then a drag to where
//! the pointer is now.
//!
//! While a second mouse is player 2's ([`SeparatedMouseInput::apart`]), player 1's button
//! changes come from player 1's own mouse, placed at the matching system-button change when
//! there is one; and while player 1 drags, the system pointer's movement that player 2's
//! mouse caused is taken back out, so player 1's stand follows player 1's hand.
//!
//! A drag whose release never came (the window lost the focus, say, or player 1's mouse was
//! unplugged) ends as soon as player 1's button is seen up: the system button's state, or
//! while the mice are apart, player 1's own mouse's.

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowEvent};
use bevy_egui::input::EguiWantsInput;

use super::pointer::{
    NamedAction, PlayerActionMessage, PlayerId, PointerId, PointerMessage, PointerPhase,
    viewport_to_world,
};
use super::second_mouse::SeparatedMouseInput;
use crate::app::core::system_sets::AppSystems;

#[derive(Resource, Debug)]
pub(super) struct MouseTrack {
    /// The left button went down on the world (not on a panel) and has not come up.
    dragging: bool,
    last_world: Option<Vec2>,
    /// Where the system pointer was at the end of the last frame (logical pixels).
    last_screen: Option<Vec2>,
    /// During a drag: how far the other player's mouse has pushed the system pointer.
    pushed: Vec2,
    /// System pointer pixels per raw mouse pixel, as last seen (the system's acceleration).
    gain: f32,
}

impl Default for MouseTrack {
    fn default() -> Self {
        Self {
            dragging: false,
            last_world: None,
            last_screen: None,
            pushed: Vec2::ZERO,
            gain: 1.0,
        }
    }
}

/// Where player 1's mouse pointer is, for drawing: the system pointer, less what another
/// mouse pushed it during player 1's drag.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct MousePointer {
    pub screen: Option<Vec2>,
    pub held: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MouseTrack>()
        .init_resource::<MousePointer>()
        .add_systems(Update, mouse_as_pointer.in_set(AppSystems::RecordInput));
}

/// A change of the left button, and where the pointer was when it happened (`None` when
/// it was outside the window).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ButtonChange {
    pub down: bool,
    pub at: Option<Vec2>,
}

/// The left button's changes this frame, in order, each with where the pointer was then,
/// read from `window`'s events; the pointer starts at `start` (where it was last frame).
pub fn left_button_changes<'a>(
    window: Entity,
    start: Option<Vec2>,
    events: impl IntoIterator<Item = &'a WindowEvent>,
) -> Vec<ButtonChange> {
    let mut at = start;
    let mut changes = Vec::new();
    for event in events {
        match event {
            WindowEvent::CursorMoved(moved) if moved.window == window => at = Some(moved.position),
            WindowEvent::CursorLeft(left) if left.window == window => at = None,
            WindowEvent::MouseButtonInput(input)
                if input.window == window && input.button == MouseButton::Left =>
            {
                changes.push(ButtonChange {
                    down: input.state.is_pressed(),
                    at,
                });
            }
            _ => {}
        }
    }
    changes
}

/// Player 1's own button changes (from their own mouse), each placed at the system
/// button's matching change this frame where there is one, else where the pointer is now.
pub fn own_changes_placed(
    own: &[bool],
    system: &[ButtonChange],
    now: Option<Vec2>,
) -> Vec<ButtonChange> {
    let mut unmatched = system.iter();
    own.iter()
        .map(|&down| {
            let at = unmatched
                .by_ref()
                .find(|change| change.down == down)
                .and_then(|change| change.at)
                .or(now);
            ButtonChange { down, at }
        })
        .collect()
}

/// How far player 1's hand moved the system pointer, when it moved by `pointer` while
/// player 1's mouse reported `own` and the other player's `other` (raw pixels): all of it
/// when the other mouse was still, none when player 1's was, else player 1's raw motion at
/// the system's gain (its acceleration), which `gain` keeps from frame to frame.
pub fn own_share_of_pointer_motion(pointer: Vec2, own: Vec2, other: Vec2, gain: &mut f32) -> Vec2 {
    if other == Vec2::ZERO {
        if own.length() > 0.5 && pointer.length() > 0.5 {
            *gain = (pointer.length() / own.length()).clamp(0.2, 8.0);
        }
        return pointer;
    }
    if own == Vec2::ZERO {
        return Vec2::ZERO;
    }
    let both = own + other;
    if both.length() > 0.5 && pointer.length() > 0.5 {
        *gain = (pointer.length() / both.length()).clamp(0.2, 8.0);
    }
    own * *gain
}

#[allow(clippy::too_many_arguments)]
pub(super) fn mouse_as_pointer(
    mut events: MessageReader<WindowEvent>,
    buttons: Res<ButtonInput<MouseButton>>,
    raw: Res<SeparatedMouseInput>,
    window: Single<(Entity, &Window), With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    egui_input: Res<EguiWantsInput>,
    mut track: ResMut<MouseTrack>,
    mut drawn: ResMut<MousePointer>,
    mut pointers: MessageWriter<PointerMessage>,
    mut actions: MessageWriter<PlayerActionMessage>,
) {
    let (camera, camera_transform) = *camera;
    let (window_entity, window) = *window;
    let now = window.cursor_position();
    let system = left_button_changes(window_entity, track.last_screen, events.read());
    let changes = if raw.apart {
        // Player 1's mouse is read wherever the pointer is: a press away from the window
        // (`now` is None) is for another program and grabs nothing.
        own_changes_placed(&raw.left, &system, now)
    } else {
        system
    };
    // The system pointer's movement this frame; during a drag, the other mouse's share of
    // it is kept aside so that player 1's point follows player 1's hand.
    let moved = match (now, track.last_screen) {
        (Some(now), Some(last)) => now - last,
        _ => Vec2::ZERO,
    };
    if track.dragging && raw.apart {
        let MouseTrack { gain, .. } = &mut *track;
        let own = own_share_of_pointer_motion(moved, raw.own_motion, raw.other_motion, gain);
        track.pushed += moved - own;
    }
    let over_panel = egui_input.wants_any_pointer_input();
    let to_world = |screen: Option<Vec2>| {
        screen.and_then(|screen| viewport_to_world(camera, camera_transform, screen))
    };
    let mut send = |phase, world| {
        pointers.write(PointerMessage {
            pointer: PointerId::Mouse,
            player: Some(PlayerId::One),
            phase,
            world,
        });
    };
    for change in changes {
        if change.down && !track.dragging && !over_panel {
            let Some(world) = to_world(change.at.or(now)) else {
                continue;
            };
            track.dragging = true;
            track.pushed = Vec2::ZERO;
            send(PointerPhase::Pressed, world);
            track.last_world = Some(world);
        } else if !change.down && track.dragging {
            let at = change.at.or(now).map(|at| at - track.pushed);
            let world = to_world(at).or(track.last_world);
            track.dragging = false;
            if let Some(world) = world {
                if track.last_world != Some(world) {
                    send(PointerPhase::Dragged, world);
                }
                send(PointerPhase::Released, world);
                track.last_world = Some(world);
            }
        }
    }
    // The button came up unseen (the window lost the focus, say): drop where it is.
    let left_down = if raw.apart {
        raw.player_one_left_down
    } else {
        buttons.pressed(MouseButton::Left)
    };
    if track.dragging && !left_down {
        track.dragging = false;
        if let Some(world) = to_world(now).or(track.last_world) {
            send(PointerPhase::Released, world);
            track.last_world = Some(world);
        }
    }
    if !track.dragging {
        track.pushed = Vec2::ZERO;
    }
    let point = now.map(|now| now - track.pushed);
    if let Some(world) = to_world(point)
        && track.last_world != Some(world)
    {
        if track.dragging {
            send(PointerPhase::Dragged, world);
            track.last_world = Some(world);
        } else if !over_panel {
            send(PointerPhase::Moved, world);
            track.last_world = Some(world);
        }
    }
    let right_presses = if raw.apart {
        raw.right_presses
    } else {
        u32::from(buttons.just_pressed(MouseButton::Right))
    };
    if right_presses > 0 && !over_panel && now.is_some() {
        actions.write(PlayerActionMessage {
            player: PlayerId::One,
            action: NamedAction::Cancel,
        });
    }
    track.last_screen = now.or(track.last_screen);
    drawn.set_if_neq(MousePointer {
        screen: point,
        held: track.dragging,
    });
}

#[cfg(test)]
mod tests {
    use bevy::input::ButtonState;
    use bevy::input::mouse::MouseButtonInput;
    use bevy::window::{CursorLeft, CursorMoved};

    use super::*;

    fn window() -> Entity {
        Entity::from_raw_u32(7).unwrap()
    }

    fn moved(x: f32, y: f32) -> WindowEvent {
        WindowEvent::CursorMoved(CursorMoved {
            window: window(),
            position: Vec2::new(x, y),
            delta: None,
        })
    }

    fn left(pressed: bool) -> WindowEvent {
        WindowEvent::MouseButtonInput(MouseButtonInput {
            button: MouseButton::Left,
            state: if pressed {
                ButtonState::Pressed
            } else {
                ButtonState::Released
            },
            window: window(),
        })
    }

    #[test]
    fn a_press_and_a_drag_in_one_frame_press_where_the_button_went_down() {
        let events = [
            moved(10.0, 10.0),
            left(true),
            moved(50.0, 80.0),
            moved(90.0, 120.0),
        ];
        assert_eq!(
            left_button_changes(window(), Some(Vec2::ZERO), &events),
            vec![ButtonChange {
                down: true,
                at: Some(Vec2::new(10.0, 10.0))
            }]
        );
        // Pressed before any move this frame: where the pointer was last frame.
        let events = [left(true), moved(90.0, 120.0), left(false)];
        assert_eq!(
            left_button_changes(window(), Some(Vec2::new(4.0, 5.0)), &events),
            vec![
                ButtonChange {
                    down: true,
                    at: Some(Vec2::new(4.0, 5.0))
                },
                ButtonChange {
                    down: false,
                    at: Some(Vec2::new(90.0, 120.0))
                },
            ]
        );
    }

    #[test]
    fn other_buttons_other_windows_and_a_pointer_that_left_are_told_apart() {
        let elsewhere = Entity::from_raw_u32(8).unwrap();
        let events = [
            WindowEvent::CursorMoved(CursorMoved {
                window: elsewhere,
                position: Vec2::splat(500.0),
                delta: None,
            }),
            WindowEvent::MouseButtonInput(MouseButtonInput {
                button: MouseButton::Right,
                state: ButtonState::Pressed,
                window: window(),
            }),
            WindowEvent::CursorLeft(CursorLeft { window: window() }),
            left(false),
        ];
        assert_eq!(
            left_button_changes(window(), Some(Vec2::ONE), &events),
            vec![ButtonChange {
                down: false,
                at: None
            }]
        );
    }

    #[test]
    fn player_one_s_own_clicks_take_the_system_click_s_place_and_player_two_s_are_dropped() {
        // Player 2 clicked first (system press at 10,10), then player 1 pressed while
        // player 2 still held: the system saw one press only.
        let system = [ButtonChange {
            down: true,
            at: Some(Vec2::splat(10.0)),
        }];
        let now = Some(Vec2::splat(30.0));
        assert_eq!(
            own_changes_placed(&[true], &system, now),
            vec![ButtonChange {
                down: true,
                at: Some(Vec2::splat(10.0))
            }]
        );
        assert_eq!(own_changes_placed(&[], &system, now), vec![]);
        assert_eq!(
            own_changes_placed(&[true, false], &[], now),
            vec![
                ButtonChange {
                    down: true,
                    at: now
                },
                ButtonChange {
                    down: false,
                    at: now
                }
            ]
        );
    }

    #[test]
    fn only_player_one_s_hand_moves_player_one_s_drag() {
        let mut gain = 1.0;
        // Player 1 alone, at a gain of 2: all the pointer's motion, and the gain is learnt.
        let alone = own_share_of_pointer_motion(
            Vec2::new(20.0, 0.0),
            Vec2::new(10.0, 0.0),
            Vec2::ZERO,
            &mut gain,
        );
        assert_eq!(alone, Vec2::new(20.0, 0.0));
        assert_eq!(gain, 2.0);
        // Player 2 alone: none of it.
        let pushed = own_share_of_pointer_motion(
            Vec2::new(0.0, 40.0),
            Vec2::ZERO,
            Vec2::new(0.0, 20.0),
            &mut gain,
        );
        assert_eq!(pushed, Vec2::ZERO);
        // Both: player 1's raw motion at the gain.
        let both = own_share_of_pointer_motion(
            Vec2::new(20.0, 20.0),
            Vec2::new(10.0, 0.0),
            Vec2::new(0.0, 10.0),
            &mut gain,
        );
        assert!((both - Vec2::new(20.0, 0.0)).length() < 1e-3, "{both}");
    }
}
