//! Player 1's mouse as a pointer: left button grabs and drags, right button cancels.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;

use super::pointer::{
    NamedAction, PlayerActionMessage, PlayerId, PointerId, PointerMessage, PointerPhase,
    viewport_to_world,
};
use crate::app::system_sets::AppSystems;

#[derive(Resource, Debug, Default)]
struct MouseTrack {
    /// The left button went down on the world (not on a panel) and has not come up.
    dragging: bool,
    last_world: Option<Vec2>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MouseTrack>()
        .add_systems(Update, mouse_as_pointer.in_set(AppSystems::RecordInput));
}

fn mouse_as_pointer(
    buttons: Res<ButtonInput<MouseButton>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    egui_input: Res<EguiWantsInput>,
    mut track: ResMut<MouseTrack>,
    mut pointers: MessageWriter<PointerMessage>,
    mut actions: MessageWriter<PlayerActionMessage>,
) {
    let (camera, camera_transform) = *camera;
    let world = window
        .cursor_position()
        .and_then(|screen| viewport_to_world(camera, camera_transform, screen))
        .or(track.last_world);
    let Some(world) = world else {
        return;
    };
    let over_panel = egui_input.wants_any_pointer_input();
    let mut send = |phase| {
        pointers.write(PointerMessage {
            pointer: PointerId::Mouse,
            player: Some(PlayerId::One),
            phase,
            world,
        });
    };
    if buttons.just_pressed(MouseButton::Left) && !over_panel {
        track.dragging = true;
        send(PointerPhase::Pressed);
    } else if track.dragging && !buttons.pressed(MouseButton::Left) {
        track.dragging = false;
        send(PointerPhase::Released);
    } else if track.last_world != Some(world) {
        if track.dragging {
            send(PointerPhase::Dragged);
        } else if !over_panel {
            send(PointerPhase::Moved);
        }
    }
    if buttons.just_pressed(MouseButton::Right) && !over_panel {
        actions.write(PlayerActionMessage {
            player: PlayerId::One,
            action: NamedAction::Cancel,
        });
    }
    track.last_world = Some(world);
}
