//! The one 2D camera: fit to the table, pan (middle drag, WASD, two fingers), zoom (wheel,
//! +/−, pinch), Home to fit again. World units are inches.

use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResized};
use bevy_egui::input::EguiWantsInput;

/// What the camera frames: the table's rectangle in inches, when a table is shown, and how
/// much of the window's top a strip keeps (logical pixels, the Free Move clock bar), so the
/// table is fitted below it rather than under it.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
pub struct TableView {
    pub bounds: Option<Rect>,
    pub top_strip: f32,
}

/// Ask the camera to frame the whole table again.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FitTable;

/// A two-finger gesture from the touch screen: move by `pan` (logical pixels) and zoom by
/// `zoom` (above 1 zooms in) about the `centre` (logical pixels).
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct CameraGesture {
    pub pan: Vec2,
    pub zoom: f32,
    pub centre: Vec2,
}

/// Never zoom closer than this many inches per pixel, nor further out than the far limit.
const CLOSEST: f32 = 0.004;
const FURTHEST: f32 = 0.5;
/// Margin around a fitted table, as a fraction of its size.
const FIT_MARGIN: f32 = 1.01;
/// Keyboard pan speed, in screen widths per second.
const KEY_PAN_SPEED: f32 = 0.6;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TableView>()
        .add_message::<FitTable>()
        .add_message::<CameraGesture>()
        .insert_resource(ClearColor(Color::srgb(0.10, 0.11, 0.12)))
        .add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            (
                fit_when_asked,
                (
                    zoom_with_wheel_and_keys,
                    pan_with_mouse_and_keys,
                    follow_gestures,
                )
                    .run_if(|view: Res<TableView>| view.bounds.is_some()),
            )
                .chain(),
        );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}

/// Scale (inches per logical pixel) and camera centre that show all of `bounds` in the
/// part of `viewport` right of a panel `panel_width` wide.
pub fn fit(bounds: Rect, viewport: Vec2, panel_width: f32) -> (f32, Vec2) {
    fit_between(bounds, viewport, panel_width, 0.0)
}

/// The orthographic scale and camera centre that frame `bounds` in the part of `viewport`
/// between a left panel and a right panel.
pub fn fit_between(bounds: Rect, viewport: Vec2, left: f32, right: f32) -> (f32, Vec2) {
    let free_width = (viewport.x - left - right).max(viewport.x * 0.4);
    let free = Vec2::new(free_width, viewport.y);
    let scale = ((bounds.width() / free.x.max(1.0)).max(bounds.height() / free.y.max(1.0))
        * FIT_MARGIN)
        .clamp(CLOSEST, FURTHEST);
    // Shift the camera so the table sits centred in the free part.
    let (left, right) = if left + right > 0.0 {
        let squeeze = (viewport.x - free_width) / (left + right);
        (left * squeeze, right * squeeze)
    } else {
        (0.0, 0.0)
    };
    let shift = (left - right) / 2.0 * scale;
    (scale, bounds.center() - Vec2::new(shift, 0.0))
}

/// The table's rectangle on screen, through the camera as it is now.
pub fn table_on_screen(
    view: Option<&TableView>,
    camera: &Camera,
    camera_transform: &GlobalTransform,
) -> Option<Rect> {
    let table = view?.bounds?;
    let a = camera
        .world_to_viewport(camera_transform, table.min.extend(0.0))
        .ok()?;
    let b = camera
        .world_to_viewport(camera_transform, table.max.extend(0.0))
        .ok()?;
    Some(Rect::from_corners(a, b))
}

fn fit_when_asked(
    mut requests: MessageReader<FitTable>,
    mut resized: MessageReader<WindowResized>,
    view: Res<TableView>,
    keys: Res<ButtonInput<KeyCode>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
) {
    // A resize (fullscreen on or off included) frames the table afresh.
    let asked = requests.read().count() > 0
        || resized.read().count() > 0
        || view.is_changed()
        || keys.just_pressed(KeyCode::Home);
    let Some(bounds) = view.bounds else {
        return;
    };
    if !asked {
        return;
    }
    let (mut transform, mut projection) = camera.into_inner();
    let below_strip = Vec2::new(window.width(), (window.height() - view.top_strip).max(1.0));
    let (scale, centre) = fit(bounds, below_strip, 0.0);
    // The free part is below the strip: the camera looks a half-strip higher.
    let centre = centre + Vec2::new(0.0, view.top_strip / 2.0 * scale);
    if let Projection::Orthographic(ortho) = projection.as_mut() {
        ortho.scale = scale;
    }
    transform.translation = centre.extend(transform.translation.z);
}

fn zoom_with_wheel_and_keys(
    scroll: Res<AccumulatedMouseScroll>,
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<EguiWantsInput>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform, &mut Transform, &mut Projection), With<Camera2d>>,
) {
    let mut steps = 0.0;
    if !egui_input.wants_any_pointer_input() {
        steps += match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
        };
    }
    if !egui_input.wants_any_keyboard_input() {
        if keys.just_pressed(KeyCode::Equal) || keys.just_pressed(KeyCode::NumpadAdd) {
            steps += 1.0;
        }
        if keys.just_pressed(KeyCode::Minus) || keys.just_pressed(KeyCode::NumpadSubtract) {
            steps -= 1.0;
        }
    }
    if steps == 0.0 {
        return;
    }
    let anchor = window.cursor_position().unwrap_or(window.size() / 2.0);
    let (camera, global, transform, projection) = camera.into_inner();
    zoom_about(
        camera,
        global,
        transform,
        projection,
        1.15f32.powf(steps),
        anchor,
    );
}

/// Zoom by `factor` (above 1 zooms in) keeping the world point under `anchor` still.
fn zoom_about(
    camera: &Camera,
    global: &GlobalTransform,
    mut transform: Mut<Transform>,
    mut projection: Mut<Projection>,
    factor: f32,
    anchor: Vec2,
) {
    let Projection::Orthographic(ortho) = projection.as_mut() else {
        return;
    };
    let Ok(before) = camera.viewport_to_world_2d(global, anchor) else {
        return;
    };
    let old_scale = ortho.scale;
    ortho.scale = (old_scale / factor).clamp(CLOSEST, FURTHEST);
    let centre = transform.translation.truncate();
    let after = centre + (before - centre) * (ortho.scale / old_scale);
    transform.translation += (before - after).extend(0.0);
}

fn pan_with_mouse_and_keys(
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
    if buttons.pressed(MouseButton::Middle) && !egui_input.is_using_pointer() {
        shift += Vec2::new(-motion.delta.x, motion.delta.y) * ortho.scale;
    }
    if !egui_input.wants_any_keyboard_input() {
        let mut direction = Vec2::ZERO;
        for (key, step) in [
            (KeyCode::KeyW, Vec2::Y),
            (KeyCode::KeyS, Vec2::NEG_Y),
            (KeyCode::KeyA, Vec2::NEG_X),
            (KeyCode::KeyD, Vec2::X),
        ] {
            if keys.pressed(key) {
                direction += step;
            }
        }
        shift += direction * window.width() * ortho.scale * KEY_PAN_SPEED * time.delta_secs();
    }
    transform.translation += shift.extend(0.0);
}

fn follow_gestures(
    mut gestures: MessageReader<CameraGesture>,
    camera: Single<(&Camera, &GlobalTransform, &mut Transform, &mut Projection), With<Camera2d>>,
) {
    let (camera, global, mut transform, mut projection) = camera.into_inner();
    for gesture in gestures.read() {
        if let Projection::Orthographic(ortho) = projection.as_ref() {
            let scale = ortho.scale;
            transform.translation += Vec3::new(-gesture.pan.x, gesture.pan.y, 0.0) * scale;
        }
        zoom_about(
            camera,
            global,
            transform.reborrow(),
            projection.reborrow(),
            gesture.zoom,
            gesture.centre,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_frames_the_whole_table_with_a_margin() {
        let table = Rect::new(0.0, 0.0, 72.0, 48.0);
        let (scale, centre) = fit(table, Vec2::new(1280.0, 800.0), 0.0);
        assert_eq!(centre, Vec2::new(36.0, 24.0));
        // The tighter of the two directions decides (here 48 inches in 800 pixels).
        let tight = (72.0f32 / 1280.0).max(48.0 / 800.0);
        assert!((scale - tight * FIT_MARGIN).abs() < 1e-6);
        assert!(
            72.0 / scale <= 1280.0 && 48.0 / scale <= 800.0,
            "all of the table is on screen"
        );
    }

    #[test]
    fn fit_beside_a_panel_keeps_the_table_clear_of_it() {
        let table = Rect::new(0.0, 0.0, 72.0, 48.0);
        let (scale, centre) = fit(table, Vec2::new(1280.0, 800.0), 320.0);
        let left_edge_on_screen = 640.0 + (table.min.x - centre.x) / scale;
        let right_edge_on_screen = 640.0 + (table.max.x - centre.x) / scale;
        assert!(
            left_edge_on_screen >= 320.0,
            "left edge at {left_edge_on_screen}"
        );
        assert!(
            right_edge_on_screen <= 1280.0,
            "right edge at {right_edge_on_screen}"
        );
    }

    #[test]
    fn fit_never_zooms_past_the_limits() {
        let (scale, _) = fit(Rect::new(0.0, 0.0, 0.1, 0.1), Vec2::new(1280.0, 800.0), 0.0);
        assert_eq!(scale, CLOSEST);
    }
}
