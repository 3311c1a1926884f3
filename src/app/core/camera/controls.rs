//! The players' hands on the camera, for whichever board has a [`BoardCamera`]: the wheel
//! and + / − zoom about the cursor, the board's drag buttons and W A S D (and the arrows
//! where the board says so) pan, two fingers pan and pinch. Nothing moves it while egui
//! has the pointer (a drag on a panel) or the keyboard (typing in a field), nor while a menu
//! is open over the board (the wheel over the pause menu scrolls the menu, never the table).

use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;

use super::framing::KeepClear;
use super::{BoardCamera, CameraGesture, CameraSystems};
use crate::app::core::input::PlayerOneOnKeys;
use crate::app::core::screens::Menu;
use crate::app::core::ui::big_screen::UiZoom;

/// Keyboard pan speed, in screen widths per second.
const KEY_PAN_SPEED: f32 = 0.6;
/// One wheel notch or key press zooms by this factor.
const ZOOM_STEP: f32 = 1.15;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (zoom, pan, follow_gestures)
            .chain()
            .in_set(CameraSystems)
            .run_if(any_with_component::<BoardCamera>.and_then(in_state(Menu::None))),
    );
}

type CameraParts<'a> = (
    &'a BoardCamera,
    &'a Camera,
    &'a GlobalTransform,
    &'a mut Transform,
    &'a mut Projection,
);

/// The board's scale limits in this window.
fn limits_in(board: &BoardCamera, window: &Window, zoom: &UiZoom) -> (f32, f32) {
    let clear = KeepClear::of(board.clear, window.width(), zoom.0);
    board.limits(window.size(), clear)
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
    ortho.scale = (old / factor).clamp(closest, farthest);
    let centre = transform.translation.truncate();
    let after = centre + (before - centre) * (ortho.scale / old);
    transform.translation += (before - after).extend(0.0);
}

fn zoom(
    ui_zoom: Res<UiZoom>,
    scroll: Res<AccumulatedMouseScroll>,
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<EguiWantsInput>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<CameraParts>,
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
    let (board, camera, global, mut transform, mut projection) = camera.into_inner();
    zoom_about(
        (camera, global, &mut transform, &mut projection),
        ZOOM_STEP.powf(steps),
        anchor,
        limits_in(board, &window, &ui_zoom),
    );
}

#[allow(clippy::too_many_arguments)]
fn pan(
    time: Res<Time<Real>>,
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<EguiWantsInput>,
    on_keys: Option<Res<PlayerOneOnKeys>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&BoardCamera, &mut Transform, &Projection)>,
) {
    // Player 1 on the keys steers a cursor with W A S D: they pan no more meanwhile.
    let letters_steer = on_keys.is_some_and(|on_keys| on_keys.0);
    let (board, mut transform, projection) = camera.into_inner();
    let Projection::Orthographic(ortho) = projection else {
        return;
    };
    let mut shift = Vec2::ZERO;
    let dragging = buttons.any_pressed(board.drag_buttons.iter().copied());
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
            if (keys.pressed(key) && !letters_steer) || (board.arrow_keys && keys.pressed(arrow)) {
                direction += step;
            }
        }
        shift += direction * window.width() * ortho.scale * KEY_PAN_SPEED * time.delta_secs();
    }
    transform.translation += shift.extend(0.0);
}

fn follow_gestures(
    ui_zoom: Res<UiZoom>,
    mut gestures: MessageReader<CameraGesture>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<CameraParts>,
) {
    let (board, camera, global, mut transform, mut projection) = camera.into_inner();
    let limits = limits_in(board, &window, &ui_zoom);
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

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;

    /// A board under `menu`, the middle button held and the mouse moved 10 pixels right.
    fn board_dragged_under(menu: Menu) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_state(menu)
            .init_resource::<UiZoom>()
            .init_resource::<AccumulatedMouseScroll>()
            .init_resource::<EguiWantsInput>()
            .init_resource::<ButtonInput<KeyCode>>()
            .insert_resource(AccumulatedMouseMotion {
                delta: Vec2::new(10.0, 0.0),
            })
            .add_message::<CameraGesture>()
            .add_plugins(plugin);
        let mut buttons = ButtonInput::<MouseButton>::default();
        buttons.press(MouseButton::Middle);
        app.insert_resource(buttons);
        app.world_mut().spawn((Window::default(), PrimaryWindow));
        app.world_mut().spawn((
            Camera::default(),
            Transform::default(),
            GlobalTransform::default(),
            Projection::Orthographic(OrthographicProjection::default_2d()),
            BoardCamera {
                board: Rect::new(0.0, 0.0, 100.0, 100.0),
                opening: None,
                clear: Default::default(),
                margin: 1.0,
                closest: 0.01,
                farthest: crate::app::core::camera::Farthest::Scale(10.0),
                drag_buttons: vec![MouseButton::Middle],
                arrow_keys: false,
            },
        ));
        app.update();
        app
    }

    fn camera_x(app: &mut App) -> f32 {
        app.world_mut()
            .query_filtered::<&Transform, With<BoardCamera>>()
            .single(app.world())
            .unwrap()
            .translation
            .x
    }

    #[test]
    fn the_board_pans_with_no_menu_open_and_stays_still_under_the_pause_menu() {
        let mut playing = board_dragged_under(Menu::None);
        assert!(camera_x(&mut playing) < 0.0, "a drag right moves the view");
        let mut paused = board_dragged_under(Menu::Pause);
        assert_eq!(
            camera_x(&mut paused),
            0.0,
            "the pause menu is over the board"
        );
    }
}
