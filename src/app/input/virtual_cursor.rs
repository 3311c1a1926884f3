//! Cursors steered by keys or a gamepad: player 2 always has one, player 1 gets one while
//! holding a gamepad. Each acts as a pointer of its own, at the same time as the mouse.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use leafwing_input_manager::prelude::*;

use super::bindings::{PlayerAction, PlayerControls};
use super::gamepads::GamepadSeats;
use super::pointer::{PlayerId, PointerId, PointerMessage, PointerPhase, viewport_to_world};
use crate::app::system_sets::AppSystems;

/// A player's cursor, in window coordinates (logical pixels).
#[derive(Component, Debug, Clone, PartialEq)]
pub struct VirtualCursor {
    pub player: PlayerId,
    pub screen: Vec2,
    /// Grabbing: the equivalent of a held mouse button.
    pub held: bool,
    last_world: Option<Vec2>,
}

/// Full stick or a held arrow key moves the cursor this many logical pixels a second.
const CURSOR_SPEED: f32 = 700.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_player_two_cursor)
        .add_systems(
            Update,
            (give_player_one_a_cursor_with_a_gamepad, steer_cursors)
                .chain()
                .in_set(AppSystems::RecordInput),
        );
}

fn new_cursor(player: PlayerId, screen: Vec2) -> impl Bundle {
    (
        Name::new(format!("{} cursor", player.name())),
        VirtualCursor {
            player,
            screen,
            held: false,
            last_world: None,
        },
    )
}

fn spawn_player_two_cursor(mut commands: Commands, window: Single<&Window, With<PrimaryWindow>>) {
    let start = Vec2::new(window.width() * 0.75, window.height() * 0.5);
    commands.spawn(new_cursor(PlayerId::Two, start));
}

fn give_player_one_a_cursor_with_a_gamepad(
    seats: Res<GamepadSeats>,
    cursors: Query<(Entity, &VirtualCursor)>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut commands: Commands,
) {
    if !seats.is_changed() {
        return;
    }
    let existing = cursors
        .iter()
        .find(|(_, cursor)| cursor.player == PlayerId::One)
        .map(|(entity, _)| entity);
    match (seats.player_one, existing) {
        (Some(_), None) => {
            let start = Vec2::new(window.width() * 0.25, window.height() * 0.5);
            commands.spawn(new_cursor(PlayerId::One, start));
        }
        (None, Some(entity)) => commands.entity(entity).despawn(),
        _ => {}
    }
}

fn steer_cursors(
    time: Res<Time<Real>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    egui_input: Res<EguiWantsInput>,
    players: Query<(&PlayerControls, &ActionState<PlayerAction>)>,
    mut cursors: Query<&mut VirtualCursor>,
    mut pointers: MessageWriter<PointerMessage>,
) {
    let (camera, camera_transform) = *camera;
    let typing = egui_input.wants_any_keyboard_input();
    for mut cursor in &mut cursors {
        let Some((_, state)) = players
            .iter()
            .find(|(controls, _)| controls.0 == cursor.player)
        else {
            continue;
        };
        if !typing {
            // Screen y grows downwards; "up" on a stick or key is positive y.
            let steer = state.clamped_axis_pair(&PlayerAction::MoveCursor) * Vec2::new(1.0, -1.0);
            cursor.screen = (cursor.screen + steer * CURSOR_SPEED * time.delta_secs())
                .clamp(Vec2::ZERO, window.size());
        }
        let Some(world) = viewport_to_world(camera, camera_transform, cursor.screen) else {
            continue;
        };
        let toggled = !typing && state.just_pressed(&PlayerAction::GrabToggle);
        let phase = if !cursor.held && (state.just_pressed(&PlayerAction::Grab) || toggled) {
            cursor.held = true;
            Some(PointerPhase::Pressed)
        } else if cursor.held && (state.just_released(&PlayerAction::Grab) || toggled) {
            cursor.held = false;
            Some(PointerPhase::Released)
        } else if cursor.last_world != Some(world) {
            Some(if cursor.held {
                PointerPhase::Dragged
            } else {
                PointerPhase::Moved
            })
        } else {
            None
        };
        if let Some(phase) = phase {
            pointers.write(PointerMessage {
                pointer: PointerId::Cursor(cursor.player),
                player: Some(cursor.player),
                phase,
                world,
            });
        }
        cursor.last_world = Some(world);
    }
}
