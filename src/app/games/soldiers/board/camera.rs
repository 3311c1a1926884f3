//! The board camera (the app's one 2D camera, steered here while the board is shown):
//! it opens on the units in play at a zoom where counters read, Home shows the whole
//! board, the wheel zooms about the cursor, right or middle drag and the arrows or WASD
//! pan, two fingers pan and pinch. [`BoardCursor`] is the hex under the mouse or the last
//! touch, for picking.

use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResized};
use bevy_egui::input::EguiWantsInput;
use hexx::Hex;

use super::framing::{fit_between, limits, opening_view, right_panel};
use crate::app::core::camera::CameraGesture;
use crate::app::core::screens::Screen;
use crate::app::core::settings::Settings;
use crate::app::games::soldiers::SoldiersGame;
use crate::app::games::soldiers::hex_layout::{board_rect, hex_under};

/// Keyboard pan speed, in screen widths per second.
const KEY_PAN_SPEED: f32 = 0.6;

/// The hex under the mouse (or the last touch), and the world point.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
pub struct BoardCursor {
    pub hex: Option<Hex>,
    pub world: Option<Vec2>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardCursor>()
        .add_systems(
            Update,
            (
                frame_opening_view.run_if(resource_added::<SoldiersGame>),
                frame_on_request,
                zoom,
                pan,
                follow_gestures,
                track_cursor,
            )
                .chain()
                .run_if(in_state(Screen::HexBoard).and_then(resource_exists::<SoldiersGame>)),
        )
        .add_systems(
            OnExit(Screen::HexBoard),
            |mut cursor: ResMut<BoardCursor>| {
                *cursor = BoardCursor::default();
            },
        );
}

type CameraParts<'a> = (
    &'a Camera,
    &'a GlobalTransform,
    &'a mut Transform,
    &'a mut Projection,
);

fn apply_view(
    transform: &mut Transform,
    projection: &mut Projection,
    (scale, centre): (f32, Vec2),
) {
    if let Projection::Orthographic(ortho) = projection {
        ortho.scale = scale;
    }
    transform.translation = centre.extend(transform.translation.z);
}

fn frame_opening_view(
    game: Res<SoldiersGame>,
    settings: Res<Settings>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<CameraParts, With<Camera2d>>,
) {
    let (_, _, mut transform, mut projection) = camera.into_inner();
    let view = opening_view(
        &game.state,
        window.size(),
        right_panel(&settings, window.width()),
    );
    apply_view(&mut transform, &mut projection, view);
}

/// Home shows the whole board; a resize frames the opening view afresh.
fn frame_on_request(
    game: Res<SoldiersGame>,
    settings: Res<Settings>,
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<EguiWantsInput>,
    mut resized: MessageReader<WindowResized>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<CameraParts, With<Camera2d>>,
) {
    let right = right_panel(&settings, window.width());
    let (_, _, mut transform, mut projection) = camera.into_inner();
    if resized.read().count() > 0 {
        let view = opening_view(&game.state, window.size(), right);
        apply_view(&mut transform, &mut projection, view);
    } else if keys.just_pressed(KeyCode::Home) && !egui_input.wants_any_keyboard_input() {
        let board = board_rect(&game.state.tables.map);
        let view = fit_between(board, window.size(), 0.0, right);
        apply_view(&mut transform, &mut projection, view);
    }
}

/// Zoom by `factor` (above 1: closer) keeping the world point under `anchor` still.
fn zoom_about(
    (camera, global, transform, projection): (
        &Camera,
        &GlobalTransform,
        &mut Transform,
        &mut Projection,
    ),
    factor: f32,
    anchor: Vec2,
    (closest, farthest): (f32, f32),
) {
    let Projection::Orthographic(ortho) = projection else {
        return;
    };
    let Ok(before) = camera.viewport_to_world_2d(global, anchor) else {
        return;
    };
    let old = ortho.scale;
    ortho.scale = (old / factor).clamp(closest, farthest.max(closest));
    let centre = transform.translation.truncate();
    let after = centre + (before - centre) * (ortho.scale / old);
    transform.translation += (before - after).extend(0.0);
}

fn zoom(
    game: Res<SoldiersGame>,
    settings: Res<Settings>,
    scroll: Res<AccumulatedMouseScroll>,
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<EguiWantsInput>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<CameraParts, With<Camera2d>>,
) {
    let mut steps = 0.0;
    if !egui_input.wants_any_pointer_input() {
        steps += match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
        };
    }
    if !egui_input.wants_any_keyboard_input() {
        for (keys_in, step) in [
            ([KeyCode::Equal, KeyCode::NumpadAdd], 1.0),
            ([KeyCode::Minus, KeyCode::NumpadSubtract], -1.0),
        ] {
            if keys.any_just_pressed(keys_in) {
                steps += step;
            }
        }
    }
    if steps == 0.0 {
        return;
    }
    let anchor = window.cursor_position().unwrap_or(window.size() / 2.0);
    let limits = limits(
        &game.state,
        window.size(),
        right_panel(&settings, window.width()),
    );
    let (camera, global, mut transform, mut projection) = camera.into_inner();
    zoom_about(
        (camera, global, &mut transform, &mut projection),
        1.15f32.powf(steps),
        anchor,
        limits,
    );
}

fn pan(
    time: Res<Time<Real>>,
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<EguiWantsInput>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &Projection), With<Camera2d>>,
) {
    let (mut transform, projection) = camera.into_inner();
    let Projection::Orthographic(ortho) = projection else {
        return;
    };
    let mut shift = Vec2::ZERO;
    let dragging = buttons.any_pressed([MouseButton::Right, MouseButton::Middle]);
    if dragging && !egui_input.is_using_pointer() {
        shift += Vec2::new(-motion.delta.x, motion.delta.y) * ortho.scale;
    }
    if !egui_input.wants_any_keyboard_input() {
        let mut direction = Vec2::ZERO;
        for (key, arrow, step) in [
            (KeyCode::KeyW, KeyCode::ArrowUp, Vec2::Y),
            (KeyCode::KeyS, KeyCode::ArrowDown, Vec2::NEG_Y),
            (KeyCode::KeyA, KeyCode::ArrowLeft, Vec2::NEG_X),
            (KeyCode::KeyD, KeyCode::ArrowRight, Vec2::X),
        ] {
            if keys.any_pressed([key, arrow]) {
                direction += step;
            }
        }
        shift += direction * window.width() * ortho.scale * KEY_PAN_SPEED * time.delta_secs();
    }
    transform.translation += shift.extend(0.0);
}

fn follow_gestures(
    game: Res<SoldiersGame>,
    settings: Res<Settings>,
    mut gestures: MessageReader<CameraGesture>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<CameraParts, With<Camera2d>>,
) {
    let limits = limits(
        &game.state,
        window.size(),
        right_panel(&settings, window.width()),
    );
    let (camera, global, mut transform, mut projection) = camera.into_inner();
    for gesture in gestures.read() {
        if let Projection::Orthographic(ortho) = projection.as_ref() {
            let scale = ortho.scale;
            transform.translation += Vec3::new(-gesture.pan.x, gesture.pan.y, 0.0) * scale;
        }
        zoom_about(
            (camera, global, &mut transform, &mut projection),
            gesture.zoom,
            gesture.centre,
            limits,
        );
    }
}

/// The hex under the mouse, or under the last finger to touch.
fn track_cursor(
    game: Res<SoldiersGame>,
    touches: Res<Touches>,
    egui_input: Res<EguiWantsInput>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    mut cursor: ResMut<BoardCursor>,
) {
    let (camera, global) = *camera;
    let screen = touches
        .iter()
        .chain(touches.iter_just_released())
        .last()
        .map(|touch| touch.position())
        .or_else(|| window.cursor_position());
    let Some(screen) = screen else {
        cursor.set_if_neq(BoardCursor::default());
        return;
    };
    if egui_input.wants_any_pointer_input() {
        cursor.set_if_neq(BoardCursor::default());
        return;
    }
    let world = camera.viewport_to_world_2d(global, screen).ok();
    let hex = world.and_then(|world| hex_under(&game.state.tables.map, world));
    cursor.set_if_neq(BoardCursor { hex, world });
}
