//! Player 1's timed move by keys alone, headless: the Free Move table with the players'
//! input over a window that has no backend and a camera framed by hand. W A S D steer a
//! cursor of player 1's (there is none until they are pressed), Space grabs and drops, and
//! the mouse moving hands player 1 back to it (not while the cursor holds a stand).

use std::path::PathBuf;

use bevy::camera::{CameraProjection, RenderTargetInfo};
use bevy::input::ButtonState;
use bevy::input::InputPlugin;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::prelude::*;
use bevy::window::{CursorMoved, PrimaryWindow, WindowPlugin};
use bevy_egui::input::EguiWantsInput;
use muster::app::core::camera::{CameraGesture, TableView};
use muster::app::core::input::bindings::BindingsFile;
use muster::app::core::input::pointer::viewport_to_world;
use muster::app::core::input::{FakeMice, MiceBackend, PlayerId, PlayerOneOnKeys, VirtualCursor};
use muster::app::core::launch::Launch;
use muster::app::games::free_move::{FreeMoveSession, SideReady};
use muster::rules::free_move::geometry::Pose;
use muster::rules::free_move::{Phase, Side, UnitId};

const WINDOW: Vec2 = Vec2::new(1280.0, 720.0);
/// World units (inches) a screen pixel shows: the whole table in the window.
const SCALE: f32 = 0.08;

fn scratch(name: &str) -> PathBuf {
    super::support::scratch(&format!("p1-keys-{name}"))
}

/// The practice skirmish's table with both players' input, the camera over player 1's
/// first stand, the countdown running.
fn keys_app(name: &str) -> App {
    let dir = scratch(name);
    let scenario = super::support::scenario("free_move", "practice_skirmish.ron");
    let launch = Launch::scenario(&scenario).expect("the scenario loads");
    let mut app = muster::app::headless::headless_app(&dir, launch);
    app.add_plugins((InputPlugin, WindowPlugin::default()))
        .insert_resource(BindingsFile(dir.join("bindings.ron")))
        .init_resource::<EguiWantsInput>()
        .init_resource::<TableView>()
        .add_message::<CameraGesture>()
        .insert_resource(MiceBackend::new(FakeMice::default()))
        .add_plugins(muster::app::core::input::plugin);
    app.update();
    app.update();
    let centre = pose(&app, red(1)).centre();
    let mut projection = OrthographicProjection::default_2d();
    projection.scale = SCALE;
    projection.update(WINDOW.x, WINDOW.y);
    let mut camera = Camera::default();
    camera.computed.clip_from_view = projection.get_clip_from_view();
    camera.computed.target_info = Some(RenderTargetInfo {
        physical_size: WINDOW.as_uvec2(),
        scale_factor: 1.0,
    });
    app.world_mut().spawn((
        Camera2d,
        camera,
        Projection::Orthographic(projection),
        GlobalTransform::from_translation(centre.extend(0.0)),
    ));
    for _ in 0..2 {
        for side in Side::BOTH {
            app.world_mut().write_message(SideReady(side));
        }
        app.update();
        app.update();
    }
    assert_eq!(
        app.world().resource::<FreeMoveSession>().state.phase,
        Phase::TimedMove
    );
    app
}

fn red(number: u32) -> UnitId {
    UnitId::new(Side::First, number)
}

fn pose(app: &App, unit: UnitId) -> Pose {
    app.world()
        .resource::<FreeMoveSession>()
        .state
        .unit(unit)
        .map(|unit| unit.pose)
        .expect("on the roster")
}

fn window(app: &mut App) -> Entity {
    let world = app.world_mut();
    world
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(world)
        .expect("the window")
}

fn send_key(app: &mut App, key: KeyCode, down: bool) {
    let window = window(app);
    app.world_mut().write_message(KeyboardInput {
        key_code: key,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state: if down {
            ButtonState::Pressed
        } else {
            ButtonState::Released
        },
        text: None,
        repeat: false,
        window,
    });
}

/// A key pressed and let go within one frame.
fn tap(app: &mut App, key: KeyCode) {
    send_key(app, key, true);
    send_key(app, key, false);
    app.update();
}

/// A key held down for `frames` frames, then let go.
fn hold(app: &mut App, key: KeyCode, frames: u32) {
    send_key(app, key, true);
    for _ in 0..frames {
        app.update();
    }
    send_key(app, key, false);
    app.update();
}

/// The system mouse moved over the window.
fn move_the_mouse(app: &mut App, to: Vec2) {
    let window = window(app);
    app.world_mut().write_message(CursorMoved {
        window,
        position: to,
        delta: None,
    });
    app.update();
}

fn player_one_s_cursor(app: &mut App) -> Option<VirtualCursor> {
    let mut cursors = app.world_mut().query::<&VirtualCursor>();
    cursors
        .iter(app.world())
        .find(|cursor| cursor.player == PlayerId::One)
        .cloned()
}

/// Where player 1's cursor points on the table.
fn cursor_on_table(app: &mut App) -> Vec2 {
    let screen = player_one_s_cursor(app).expect("player 1's cursor").screen;
    let mut cameras = app
        .world_mut()
        .query_filtered::<(&Camera, &GlobalTransform), With<Camera2d>>();
    let (camera, transform) = cameras.single(app.world()).expect("one camera");
    viewport_to_world(camera, transform, screen).expect("on screen")
}

/// Tap W A S D towards `target` until the cursor is on it (within a tap's step).
fn steer_to(app: &mut App, target: Vec2) {
    for _ in 0..600 {
        let off = target - cursor_on_table(app);
        if off.length() < 0.3 {
            return;
        }
        let key = if off.x.abs() > off.y.abs() {
            if off.x > 0.0 {
                KeyCode::KeyD
            } else {
                KeyCode::KeyA
            }
        } else if off.y > 0.0 {
            KeyCode::KeyW
        } else {
            KeyCode::KeyS
        };
        tap(app, key);
    }
    panic!(
        "the cursor never reached {target}: at {}",
        cursor_on_table(app)
    );
}

fn on_keys(app: &App) -> bool {
    app.world().resource::<PlayerOneOnKeys>().0
}

#[test]
fn player_one_moves_a_stand_in_the_timed_move_by_keys_alone() {
    let mut app = keys_app("move");
    let start = pose(&app, red(1));
    tap(&mut app, KeyCode::KeyW);
    assert!(on_keys(&app) && player_one_s_cursor(&mut app).is_some());
    steer_to(&mut app, start.centre());
    tap(&mut app, KeyCode::Space);
    assert!(player_one_s_cursor(&mut app).is_some_and(|cursor| cursor.held));
    hold(&mut app, KeyCode::KeyD, 6);
    tap(&mut app, KeyCode::Space);
    app.update();
    assert!(player_one_s_cursor(&mut app).is_some_and(|cursor| !cursor.held));
    let moved = pose(&app, red(1));
    assert!(
        moved.centre().x - start.centre().x > 0.5,
        "moved right by the keys: {start:?} → {moved:?}"
    );
    assert!(
        (moved.centre().y - start.centre().y).abs() < 0.5,
        "{start:?} → {moved:?}"
    );
}

#[test]
fn with_no_key_pressed_player_one_has_no_key_cursor_and_nothing_moves() {
    let mut app = keys_app("still");
    let start = pose(&app, red(1));
    for _ in 0..10 {
        app.update();
    }
    assert!(!on_keys(&app));
    assert_eq!(player_one_s_cursor(&mut app), None);
    // Player 2's keys steer player 2's cursor, never player 1's.
    hold(&mut app, KeyCode::ArrowRight, 4);
    assert_eq!(player_one_s_cursor(&mut app), None);
    assert_eq!(pose(&app, red(1)), start);
}

#[test]
fn the_mouse_moving_hands_player_one_back_to_it_once_the_key_cursor_has_let_go() {
    let mut app = keys_app("hand-back");
    let start = pose(&app, red(1));
    tap(&mut app, KeyCode::KeyD);
    steer_to(&mut app, start.centre());
    tap(&mut app, KeyCode::Space);
    // Holding a stand: the mouse moving leaves player 1 on the keys.
    move_the_mouse(&mut app, Vec2::new(100.0, 100.0));
    assert!(on_keys(&app));
    assert!(player_one_s_cursor(&mut app).is_some_and(|cursor| cursor.held));
    tap(&mut app, KeyCode::Space);
    // Let go: now the mouse takes over and the key cursor goes.
    move_the_mouse(&mut app, Vec2::new(120.0, 100.0));
    app.update();
    assert!(!on_keys(&app));
    assert_eq!(player_one_s_cursor(&mut app), None);
    // And W A S D bring it back.
    tap(&mut app, KeyCode::KeyA);
    assert!(player_one_s_cursor(&mut app).is_some());
}
