//! Touches as pointers (for whichever side's piece they grab) and two-finger pan and zoom.

use bevy::input::touch::Touch;
use bevy::platform::collections::HashSet;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::pointer::{PointerId, PointerMessage, PointerPhase, viewport_to_world};
use crate::app::core::camera::CameraGesture;
use crate::app::core::system_sets::AppSystems;

#[derive(Resource, Debug, Default)]
struct TouchTrack {
    /// Touches that pressed as pointers and have not been released or cancelled.
    pointing: HashSet<u64>,
    /// Two or more fingers are down: they steer the camera until all are lifted.
    gesturing: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TouchTrack>()
        .add_systems(Update, touches_as_pointers.in_set(AppSystems::RecordInput));
}

fn touches_as_pointers(
    touches: Res<Touches>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    egui_input: Res<EguiWantsInput>,
    mut track: ResMut<TouchTrack>,
    mut pointers: MessageWriter<PointerMessage>,
    mut gestures: MessageWriter<CameraGesture>,
) {
    let (camera, camera_transform) = *camera;
    let mut send = |id: u64, phase, screen: Vec2| {
        if let Some(world) = viewport_to_world(camera, camera_transform, screen) {
            pointers.write(PointerMessage {
                pointer: PointerId::Touch(id),
                player: None,
                phase,
                world,
            });
        }
    };
    let down: Vec<&Touch> = touches.iter().collect();
    if down.len() >= 2 {
        track.gesturing = true;
        for id in track.pointing.drain() {
            if let Some(touch) = touches.get_pressed(id) {
                send(id, PointerPhase::Cancelled, touch.position());
            }
        }
        let (a, b) = (down[0], down[1]);
        let centre = (a.position() + b.position()) / 2.0;
        let previous_centre = (a.previous_position() + b.previous_position()) / 2.0;
        let spread = a.position().distance(b.position());
        let previous_spread = a.previous_position().distance(b.previous_position());
        let zoom = if previous_spread > 1.0 {
            spread / previous_spread
        } else {
            1.0
        };
        gestures.write(CameraGesture {
            pan: centre - previous_centre,
            zoom,
            centre,
        });
        return;
    }
    if down.is_empty() {
        track.gesturing = false;
    }
    if track.gesturing {
        return;
    }
    for touch in touches.iter_just_pressed() {
        if !egui_input.wants_any_pointer_input() {
            track.pointing.insert(touch.id());
            send(touch.id(), PointerPhase::Pressed, touch.position());
        }
    }
    for touch in touches.iter() {
        if track.pointing.contains(&touch.id())
            && !touches.just_pressed(touch.id())
            && touch.delta() != Vec2::ZERO
        {
            send(touch.id(), PointerPhase::Dragged, touch.position());
        }
    }
    for touch in touches.iter_just_released() {
        if track.pointing.remove(&touch.id()) {
            send(touch.id(), PointerPhase::Released, touch.position());
        }
    }
    for touch in touches.iter_just_canceled() {
        if track.pointing.remove(&touch.id()) {
            send(touch.id(), PointerPhase::Cancelled, touch.position());
        }
    }
}
