//! Two pointers at once, headless: the input plugin with a window that has no backend, a
//! camera whose view is set by hand, and fake mice told apart ([`FakeMice`]) in place of
//! XInput2. With the setting on, a click with a second mouse gives it to player 2 (motion
//! alone does not) and it drives player 2's cursor; the first stays player 1's, whose clicks
//! are read from player 1's own mouse; player 2's presses are kept from the panels; a
//! release still counts when the window has lost the focus; a press grabs where the button
//! went down even when the pointer moved on in the same frame.

use std::path::PathBuf;
use std::time::Duration;

use bevy::camera::{CameraProjection, RenderTargetInfo};
use bevy::input::ButtonState;
use bevy::input::InputPlugin;
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::window::{CursorMoved, PrimaryWindow, WindowEvent, WindowPlugin};
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiInput, egui};
use muster::app::core::camera::{CameraGesture, TableView};
use muster::app::core::input::bindings::BindingsFile;
use muster::app::core::input::pointer::viewport_to_world;
use muster::app::core::input::{
    FakeMice, MiceBackend, NamedAction, PlayerActionMessage, PlayerId, PlayerPointer,
    PlayerPointers, PointerId, PointerMessage, PointerPhase, SecondMouse, VirtualCursor,
};
use muster::app::core::settings::Settings;

const WINDOW: Vec2 = Vec2::new(1280.0, 720.0);
const TOUCHPAD: u32 = 11;
const USB_MOUSE: u32 = 14;

fn scratch(name: &str) -> PathBuf {
    super::support::scratch(&format!("input-{name}"))
}

/// The input plugin over a 1280×720 window and a camera at the origin, one world unit a
/// pixel, with `mice` as the platform's mice.
fn input_app(name: &str, mice: &FakeMice, settings: Settings) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, InputPlugin, WindowPlugin::default()))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            100,
        )))
        .insert_resource(BindingsFile(scratch(name).join("bindings.ron")))
        .insert_resource(settings)
        .init_resource::<EguiWantsInput>()
        .init_resource::<TableView>()
        .add_message::<CameraGesture>()
        .insert_resource(MiceBackend::new(mice.clone()))
        .add_plugins(muster::app::core::input::plugin);
    // No renderer computes the camera's view here: set what it would.
    let mut projection = OrthographicProjection::default_2d();
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
        GlobalTransform::default(),
    ));
    app.update();
    app.update();
    app
}

/// The settings with the second mouse turned on.
fn second_mouse_on() -> Settings {
    Settings {
        second_mouse: true,
        ..default()
    }
}

fn primary_window(app: &mut App) -> Mut<'_, Window> {
    let world = app.world_mut();
    world
        .query_filtered::<&mut Window, With<PrimaryWindow>>()
        .single_mut(world)
        .expect("the window")
}

/// Where the system pointer (player 1's arrow) is, in logical pixels.
fn put_system_pointer(app: &mut App, at: Vec2) {
    primary_window(app).set_cursor_position(Some(at));
}

fn two_mice() -> FakeMice {
    FakeMice::with_devices([
        (TOUCHPAD, "Synaptics Touchpad"),
        (USB_MOUSE, "Logitech USB Optical Mouse"),
    ])
}

fn cursor(app: &mut App, player: PlayerId) -> VirtualCursor {
    let mut cursors = app.world_mut().query::<&VirtualCursor>();
    cursors
        .iter(app.world())
        .find(|cursor| cursor.player == player)
        .cloned()
        .expect("the player's cursor")
}

fn world_at(app: &mut App, screen: Vec2) -> Vec2 {
    let mut cameras = app
        .world_mut()
        .query_filtered::<(&Camera, &GlobalTransform), With<Camera2d>>();
    let (camera, transform) = cameras.single(app.world()).expect("one camera");
    viewport_to_world(camera, transform, screen).expect("on screen")
}

/// The pointer messages of the frame just run.
fn pointer_messages(app: &App) -> Vec<PointerMessage> {
    app.world()
        .resource::<Messages<PointerMessage>>()
        .iter_current_update_messages()
        .copied()
        .collect()
}

fn presses_and_releases(
    app: &App,
    pointer: PointerId,
) -> Vec<(PointerPhase, Option<PlayerId>, Vec2)> {
    pointer_messages(app)
        .into_iter()
        .filter(|message| message.pointer == pointer)
        .filter(|message| {
            matches!(
                message.phase,
                PointerPhase::Pressed | PointerPhase::Released
            )
        })
        .map(|message| (message.phase, message.player, message.world))
        .collect()
}

/// The touchpad is used first (player 1's), then the USB mouse clicks (player 2's claim).
fn seat_both(app: &mut App, mice: &FakeMice) {
    mice.motion(TOUCHPAD, Vec2::new(1.0, 0.0));
    app.update();
    mice.button(USB_MOUSE, MouseButton::Left, true);
    mice.button(USB_MOUSE, MouseButton::Left, false);
    app.update();
}

#[test]
fn only_a_click_with_the_second_mouse_gives_it_to_player_two_and_that_click_grabs_nothing() {
    let mice = two_mice();
    let mut app = input_app("claim", &mice, second_mouse_on());
    mice.motion(TOUCHPAD, Vec2::new(1.0, 0.0));
    app.update();
    let before = cursor(&mut app, PlayerId::Two).screen;
    // Motion alone (a player alone going over to the other mouse) gives it to nobody.
    mice.motion(USB_MOUSE, Vec2::new(30.0, 10.0));
    app.update();
    let second = app.world().resource::<SecondMouse>();
    assert_eq!(second.seats.player_two, None);
    assert_eq!(
        second.status(),
        "Second mouse: 2 mice found — click with the other mouse to give it to Player 2."
    );
    assert_eq!(cursor(&mut app, PlayerId::Two).screen, before);
    assert_eq!(
        app.world().resource::<PlayerPointers>().two,
        PlayerPointer::KeyboardCursor
    );
    // A click claims it, and does nothing else.
    mice.button(USB_MOUSE, MouseButton::Left, true);
    app.update();
    assert_eq!(
        app.world().resource::<SecondMouse>().seats.player_two,
        Some(USB_MOUSE)
    );
    assert!(presses_and_releases(&app, PointerId::Cursor(PlayerId::Two)).is_empty());
    assert!(presses_and_releases(&app, PointerId::Mouse).is_empty());
    mice.button(USB_MOUSE, MouseButton::Left, false);
    app.update();
    assert!(!cursor(&mut app, PlayerId::Two).held);
    assert_eq!(
        app.world().resource::<PlayerPointers>().two,
        PlayerPointer::SecondMouse("Logitech USB Optical Mouse".to_string())
    );
}

#[test]
fn the_second_mouse_moves_player_two_s_cursor_and_the_first_does_not() {
    let mice = two_mice();
    let mut app = input_app("moves", &mice, second_mouse_on());
    seat_both(&mut app, &mice);
    let before = cursor(&mut app, PlayerId::Two).screen;
    mice.motion(USB_MOUSE, Vec2::new(30.0, 0.0));
    mice.motion(TOUCHPAD, Vec2::new(-200.0, 150.0));
    mice.motion(USB_MOUSE, Vec2::new(10.0, 20.0));
    app.update();
    assert_eq!(
        cursor(&mut app, PlayerId::Two).screen,
        before + Vec2::new(40.0, 20.0),
        "only the USB mouse's motion moved player 2's cursor"
    );
    let second = app.world().resource::<SecondMouse>();
    assert_eq!(second.seats.player_one, Some(TOUCHPAD));
    assert_eq!(second.seats.player_two, Some(USB_MOUSE));
    assert_eq!(
        app.world().resource::<PlayerPointers>().two,
        PlayerPointer::SecondMouse("Logitech USB Optical Mouse".to_string())
    );
}

#[test]
fn the_second_mouse_s_click_grabs_for_player_two_where_its_cursor_was_at_the_click() {
    let mice = two_mice();
    let mut app = input_app("grabs", &mice, second_mouse_on());
    // Player 1's arrow is on the table: a click that leaked to player 1 would grab there.
    let arrow = Vec2::new(300.0, 500.0);
    put_system_pointer(&mut app, arrow);
    seat_both(&mut app, &mice);
    let start = cursor(&mut app, PlayerId::Two).screen;
    // One frame: move, press, move on (a quick press-and-drag).
    mice.motion(USB_MOUSE, Vec2::new(25.0, 5.0));
    mice.button(USB_MOUSE, MouseButton::Left, true);
    mice.motion(USB_MOUSE, Vec2::new(0.0, 60.0));
    app.update();
    let pressed_at = world_at(&mut app, start + Vec2::new(25.0, 5.0));
    let cursor_two = PointerId::Cursor(PlayerId::Two);
    assert_eq!(
        presses_and_releases(&app, cursor_two),
        vec![(PointerPhase::Pressed, Some(PlayerId::Two), pressed_at)]
    );
    let dragged_to = world_at(&mut app, start + Vec2::new(25.0, 65.0));
    assert!(
        pointer_messages(&app)
            .iter()
            .any(|message| message.pointer == cursor_two
                && message.phase == PointerPhase::Dragged
                && message.world == dragged_to),
        "then dragged to where the cursor went"
    );
    assert_eq!(
        presses_and_releases(&app, PointerId::Mouse),
        vec![],
        "player 2's click is never player 1's"
    );
    // Player 1's own mouse, while player 2 still holds: player 1's press, at the arrow.
    mice.button(TOUCHPAD, MouseButton::Left, true);
    app.update();
    let at_arrow = world_at(&mut app, arrow);
    assert_eq!(
        presses_and_releases(&app, PointerId::Mouse),
        vec![(PointerPhase::Pressed, Some(PlayerId::One), at_arrow)]
    );
    assert!(presses_and_releases(&app, cursor_two).is_empty());
    mice.button(USB_MOUSE, MouseButton::Left, false);
    mice.button(USB_MOUSE, MouseButton::Right, true);
    app.update();
    assert_eq!(
        presses_and_releases(&app, cursor_two),
        vec![(PointerPhase::Released, Some(PlayerId::Two), dragged_to)]
    );
    assert_eq!(
        presses_and_releases(&app, PointerId::Mouse),
        vec![],
        "player 2's release does not end player 1's drag"
    );
    let cancels: Vec<PlayerActionMessage> = app
        .world()
        .resource::<Messages<PlayerActionMessage>>()
        .iter_current_update_messages()
        .copied()
        .collect();
    assert_eq!(
        cancels,
        vec![PlayerActionMessage {
            player: PlayerId::Two,
            action: NamedAction::Cancel
        }],
        "the second mouse's right button cancels for player 2"
    );
}

#[test]
fn with_the_setting_off_the_second_mouse_drives_nobody_and_player_two_keeps_the_keys() {
    let mice = two_mice();
    let settings = Settings {
        second_mouse: false,
        ..default()
    };
    let mut app = input_app("off", &mice, settings);
    seat_both(&mut app, &mice);
    let before = cursor(&mut app, PlayerId::Two).screen;
    mice.motion(USB_MOUSE, Vec2::new(30.0, 30.0));
    mice.button(USB_MOUSE, MouseButton::Left, true);
    app.update();
    assert_eq!(cursor(&mut app, PlayerId::Two).screen, before);
    assert!(presses_and_releases(&app, PointerId::Cursor(PlayerId::Two)).is_empty());
    assert_eq!(
        app.world().resource::<PlayerPointers>().two,
        PlayerPointer::KeyboardCursor
    );
    assert!(
        app.world()
            .resource::<SecondMouse>()
            .status()
            .starts_with("Second mouse: off.")
    );
}

#[test]
fn with_one_mouse_the_settings_say_so_and_player_two_has_the_keyboard_cursor() {
    let mice = FakeMice::with_devices([(TOUCHPAD, "Synaptics Touchpad")]);
    let mut app = input_app("one", &mice, Settings::default());
    mice.motion(TOUCHPAD, Vec2::new(30.0, 30.0));
    app.update();
    let second = app.world().resource::<SecondMouse>();
    assert!(
        second.status().contains("only one mouse found"),
        "{}",
        second.status()
    );
    assert_eq!(
        app.world().resource::<PlayerPointers>().two,
        PlayerPointer::KeyboardCursor
    );
}

#[test]
fn player_two_s_cursor_starts_on_the_far_side_of_a_new_table_and_stays_on_it() {
    let mice = two_mice();
    let mut app = input_app("table", &mice, second_mouse_on());
    // A 72 × 48 table: at one unit a pixel it shows 72 × 48 pixels round the middle.
    app.world_mut().resource_mut::<TableView>().bounds = Some(Rect::new(0.0, 0.0, 72.0, 48.0));
    app.update();
    app.update();
    let start = cursor(&mut app, PlayerId::Two).screen;
    let world = world_at(&mut app, start);
    assert!(
        world.y > 24.0 && world.x > 36.0,
        "far side, right of the middle: {world}"
    );
    seat_both(&mut app, &mice);
    mice.motion(USB_MOUSE, Vec2::new(5000.0, -5000.0));
    app.update();
    let held = cursor(&mut app, PlayerId::Two).screen;
    let corner = world_at(&mut app, held);
    assert!(
        (corner - Vec2::new(72.0, 48.0)).length() < 1e-3,
        "held at the table's far right corner: {corner}"
    );
}

#[test]
fn player_one_s_quick_press_and_drag_in_one_frame_grabs_where_the_button_went_down() {
    // No second mouse: player 1's mouse is the system mouse, read from the window's events.
    let mice = FakeMice::default();
    let mut app = input_app("press", &mice, Settings::default());
    let mut windows = app
        .world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>();
    let window = windows.single(app.world()).expect("the window");
    let (down_at, now_at) = (Vec2::new(200.0, 200.0), Vec2::new(420.0, 330.0));
    let button = MouseButtonInput {
        button: MouseButton::Left,
        state: ButtonState::Pressed,
        window,
    };
    // As winit hands them over: each message alone, and all of them in order.
    let events = [
        WindowEvent::CursorMoved(CursorMoved {
            window,
            position: down_at,
            delta: None,
        }),
        WindowEvent::MouseButtonInput(button),
        WindowEvent::CursorMoved(CursorMoved {
            window,
            position: now_at,
            delta: None,
        }),
    ];
    let world = app.world_mut();
    world.write_message(button);
    world.write_message_batch(events);
    world
        .query_filtered::<&mut Window, With<PrimaryWindow>>()
        .single_mut(world)
        .expect("the window")
        .set_cursor_position(Some(now_at));
    app.update();
    let pressed_at = world_at(&mut app, down_at);
    let dragged_to = world_at(&mut app, now_at);
    let mouse: Vec<(PointerPhase, Vec2)> = pointer_messages(&app)
        .into_iter()
        .filter(|message| message.pointer == PointerId::Mouse)
        .map(|message| (message.phase, message.world))
        .collect();
    assert_eq!(
        mouse,
        vec![
            (PointerPhase::Pressed, pressed_at),
            (PointerPhase::Dragged, dragged_to)
        ]
    );
}

#[test]
fn releases_still_count_after_the_window_loses_the_focus_and_nothing_stays_held() {
    let mice = two_mice();
    let mut app = input_app("focus", &mice, second_mouse_on());
    put_system_pointer(&mut app, Vec2::new(300.0, 500.0));
    seat_both(&mut app, &mice);
    // Both players grab.
    mice.button(USB_MOUSE, MouseButton::Left, true);
    mice.button(TOUCHPAD, MouseButton::Left, true);
    app.update();
    assert!(cursor(&mut app, PlayerId::Two).held);
    assert_eq!(presses_and_releases(&app, PointerId::Mouse).len(), 1);
    // Another program takes the focus; both let go there.
    primary_window(&mut app).focused = false;
    mice.button(USB_MOUSE, MouseButton::Left, false);
    mice.button(TOUCHPAD, MouseButton::Left, false);
    app.update();
    assert!(!cursor(&mut app, PlayerId::Two).held);
    let released = |app: &App, pointer| {
        presses_and_releases(app, pointer)
            .iter()
            .map(|(phase, player, _)| (*phase, *player))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        released(&app, PointerId::Cursor(PlayerId::Two)),
        vec![(PointerPhase::Released, Some(PlayerId::Two))]
    );
    assert_eq!(
        released(&app, PointerId::Mouse),
        vec![(PointerPhase::Released, Some(PlayerId::One))]
    );
    // Presses and motion while away are not the game's.
    let before = cursor(&mut app, PlayerId::Two).screen;
    mice.motion(USB_MOUSE, Vec2::new(40.0, 0.0));
    mice.button(USB_MOUSE, MouseButton::Left, true);
    mice.button(TOUCHPAD, MouseButton::Left, true);
    app.update();
    assert_eq!(cursor(&mut app, PlayerId::Two).screen, before);
    assert!(!cursor(&mut app, PlayerId::Two).held);
    assert!(presses_and_releases(&app, PointerId::Mouse).is_empty());
}

#[test]
fn player_two_s_mouse_unplugged_while_holding_lets_go() {
    let mice = two_mice();
    let mut app = input_app("unplug", &mice, second_mouse_on());
    seat_both(&mut app, &mice);
    mice.button(USB_MOUSE, MouseButton::Left, true);
    app.update();
    assert!(cursor(&mut app, PlayerId::Two).held);
    mice.unplug(USB_MOUSE);
    app.update();
    assert!(!cursor(&mut app, PlayerId::Two).held);
    assert_eq!(
        app.world().resource::<PlayerPointers>().two,
        PlayerPointer::KeyboardCursor
    );
}

/// A primary-button press as bevy_egui hands it to egui.
fn panel_press() -> egui::Event {
    egui::Event::PointerButton {
        pos: egui::pos2(300.0, 500.0),
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    }
}

/// The system's copy of a click, in the panels' input for this frame.
fn panel_presses_after_update(app: &mut App, panels: Entity) -> usize {
    app.world_mut()
        .get_mut::<EguiInput>(panels)
        .expect("the panels' input")
        .events
        .push(panel_press());
    app.update();
    let mut input = app
        .world_mut()
        .get_mut::<EguiInput>(panels)
        .expect("the panels' input");
    let presses = input
        .events
        .iter()
        .filter(|event| **event == panel_press())
        .count();
    input.events.clear();
    presses
}

#[test]
fn player_two_s_clicks_reach_no_panel_under_player_one_s_arrow_and_player_one_s_still_do() {
    let mice = two_mice();
    let mut app = input_app("panels", &mice, second_mouse_on());
    // An egui context's input, as bevy_egui has filled it by the time the filter runs.
    let panels = app.world_mut().spawn(EguiInput::default()).id();
    mice.motion(TOUCHPAD, Vec2::new(1.0, 0.0));
    app.update();
    // The claiming click.
    mice.button(USB_MOUSE, MouseButton::Left, true);
    assert_eq!(panel_presses_after_update(&mut app, panels), 0);
    mice.button(USB_MOUSE, MouseButton::Left, false);
    app.update();
    // Player 1's click reaches the panels.
    mice.button(TOUCHPAD, MouseButton::Left, true);
    assert_eq!(panel_presses_after_update(&mut app, panels), 1);
    mice.button(TOUCHPAD, MouseButton::Left, false);
    app.update();
    // Player 2's click does not, also when the system's copy comes a frame late.
    mice.button(USB_MOUSE, MouseButton::Left, true);
    app.update();
    assert_eq!(panel_presses_after_update(&mut app, panels), 0);
    mice.button(USB_MOUSE, MouseButton::Left, false);
    app.update();
    // A floating mouse clicks no window: player 1's press in the same frame is kept.
    mice.float(USB_MOUSE);
    app.update();
    mice.button(USB_MOUSE, MouseButton::Left, true);
    assert_eq!(panel_presses_after_update(&mut app, panels), 1);
    assert!(cursor(&mut app, PlayerId::Two).held);
}

/// A key pressed (`true`) or released, as the window would send it.
fn send_key(app: &mut App, key: KeyCode, down: bool) {
    let window = {
        let world = app.world_mut();
        world
            .query_filtered::<Entity, With<PrimaryWindow>>()
            .single(world)
            .expect("the window")
    };
    app.world_mut()
        .write_message(bevy::input::keyboard::KeyboardInput {
            key_code: key,
            logical_key: bevy::input::keyboard::Key::Unidentified(
                bevy::input::keyboard::NativeKey::Unidentified,
            ),
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

#[test]
fn player_two_s_key_tap_pressed_and_released_within_one_slow_frame_still_nudges_the_cursor() {
    use muster::app::core::input::cursor_speed::NUDGE_PIXELS;
    let mice = FakeMice::default();
    let mut app = input_app("tap", &mice, Settings::default());
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        500,
    )));
    app.update();
    let start = cursor(&mut app, PlayerId::Two).screen;
    // Pressed and released between two frames: held for one frame, one nudge.
    send_key(&mut app, KeyCode::ArrowRight, true);
    send_key(&mut app, KeyCode::ArrowRight, false);
    app.update();
    let tapped = cursor(&mut app, PlayerId::Two).screen;
    assert_eq!(
        tapped - start,
        Vec2::new(NUDGE_PIXELS, 0.0),
        "one nudge right"
    );
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        cursor(&mut app, PlayerId::Two).screen,
        tapped,
        "a tap is one nudge, not a hold"
    );
    send_key(&mut app, KeyCode::ArrowDown, true);
    for _ in 0..2 {
        app.update();
    }
    send_key(&mut app, KeyCode::ArrowDown, false);
    app.update();
    let held = cursor(&mut app, PlayerId::Two).screen - tapped;
    assert_eq!(held.x, 0.0);
    assert!(
        held.y > NUDGE_PIXELS && held.y < 60.0,
        "a hold seen in two 500 ms frames (half a second by the clock) moves on, gently: {held}"
    );
}

/// The named actions the frame just run wrote.
fn named_actions(app: &App) -> Vec<PlayerActionMessage> {
    app.world()
        .resource::<Messages<PlayerActionMessage>>()
        .iter_current_update_messages()
        .copied()
        .collect()
}

#[test]
fn a_ready_key_pressed_on_the_pause_menu_does_not_reach_the_game_and_one_in_play_does() {
    use muster::app::core::screens::Pause;
    let mice = FakeMice::default();
    let mut app = input_app("ready-paused", &mice, Settings::default());
    app.add_plugins(bevy::state::app::StatesPlugin)
        .init_state::<Pause>();
    app.update();
    send_key(&mut app, KeyCode::KeyR, true);
    app.update();
    assert_eq!(
        named_actions(&app),
        vec![PlayerActionMessage {
            player: PlayerId::One,
            action: NamedAction::Ready
        }],
        "in play, R is player 1's Ready"
    );
    send_key(&mut app, KeyCode::KeyR, false);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Pause>>()
        .set(Pause(true));
    app.update();
    send_key(&mut app, KeyCode::KeyR, true);
    app.update();
    assert_eq!(named_actions(&app), vec![], "paused: R reaches no game");
}
