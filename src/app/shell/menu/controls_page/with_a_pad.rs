//! The input plugin with a gamepad connected as bevy's own gamepad systems connect one (its
//! connection message, then a raw button press): once the pad is used, the Controls page
//! and the pause menu's hint name its buttons, not the keys; a key pressed after it brings
//! the keys' names back.

use std::time::Duration;

use bevy::ecs::system::SystemState;
use bevy::input::ButtonState;
use bevy::input::InputPlugin;
use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::time::TimeUpdateStrategy;
use bevy::window::{PrimaryWindow, WindowPlugin};
use bevy_egui::input::EguiWantsInput;

use super::*;
use crate::app::core::camera::{CameraGesture, TableView};
use crate::app::core::input::bindings::BindingsFile;
use crate::app::core::input::{FakeMice, MiceBackend};
use crate::app::core::settings::Settings;
use crate::app::core::ui::panel_test::shows;
use crate::app::shell::menu::pause_page::pause_menu;

/// The input plugin headless, its bindings in a scratch folder of its own.
fn input_app(name: &str) -> App {
    let dir = std::env::temp_dir().join(format!("muster-pad-prompts-{name}"));
    let _ = std::fs::create_dir_all(&dir);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, InputPlugin, WindowPlugin::default()))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            100,
        )))
        .insert_resource(BindingsFile(dir.join("bindings.ron")))
        .insert_resource(Settings::default())
        .init_resource::<EguiWantsInput>()
        .init_resource::<TableView>()
        .add_message::<CameraGesture>()
        .insert_resource(MiceBackend::new(FakeMice::default()))
        .add_plugins(crate::app::core::input::plugin);
    app.update();
    app
}

/// An Xbox pad connected, as bevy's gilrs backend reports one: it goes to player 2.
fn connect_an_xbox_pad(app: &mut App) -> Entity {
    let pad = app.world_mut().spawn_empty().id();
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Connected {
            name: "Xbox Wireless Controller".to_string(),
            vendor_id: Some(0x045e),
            product_id: Some(0x0b13),
        },
    ));
    app.update();
    app.update();
    pad
}

fn press_on_pad(app: &mut App, pad: Entity, button: GamepadButton) {
    app.world_mut()
        .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
            pad, button, 1.0,
        )));
    app.update();
}

/// A key down and up, as the window reports it.
fn press_key(app: &mut App, key: KeyCode) {
    let window = {
        let world = app.world_mut();
        world
            .query_filtered::<Entity, With<PrimaryWindow>>()
            .single(world)
            .expect("the window")
    };
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: key,
            logical_key: Key::Unidentified(NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window,
        });
        app.update();
    }
}

/// What player 2 is told for Ready, and the pause menu's Resume, as the app reads them now.
fn told(app: &mut App) -> (String, String) {
    let mut state: SystemState<Prompts> = SystemState::new(app.world_mut());
    let prompts = state.get(app.world()).expect("the prompts");
    (
        prompts.action(PlayerId::Two, PlayerAction::Ready),
        prompts.shared(&PAUSE),
    )
}

/// A walkthrough's "(or {Ready})" as the app fills it in now.
fn walkthrough_ready(app: &mut App) -> String {
    let mut state: SystemState<Prompts> = SystemState::new(app.world_mut());
    let prompts = state.get(app.world()).expect("the prompts");
    prompts.fill("(or {Ready})")
}

/// The Controls page as the app's prompts draw it now.
fn controls_view(app: &mut App) -> ControlsView {
    let mut state: SystemState<Prompts> = SystemState::new(app.world_mut());
    let prompts = state.get(app.world()).expect("the prompts");
    let names = |player, action, device| prompts.on(player, action, device);
    read_view(
        &prompts.state(),
        names,
        &PlayerPointers::default(),
        [egui::Color32::WHITE; 2],
    )
}

#[test]
fn a_pad_button_pressed_makes_the_controls_page_and_the_pause_hint_name_the_pad_s_buttons() {
    let mut app = input_app("pad-pressed");
    let pad = connect_an_xbox_pad(&mut app);
    let view = controls_view(&mut app);
    assert!(
        shows("Menu", |ui| {
            controls_page(ui, &view);
        }),
        "the page shows the pad's column as soon as it is connected"
    );
    assert!(shows(
        "Player 2: Xbox Wireless Controller (Xbox pad)",
        |ui| {
            controls_page(ui, &view);
        }
    ));
    assert_eq!(
        told(&mut app),
        ("Right Shift".to_string(), "Esc".to_string()),
        "a pad never touched leaves the hints on the keys"
    );

    press_on_pad(&mut app, pad, GamepadButton::South);
    let (ready, resume) = told(&mut app);
    assert_eq!((ready.as_str(), resume.as_str()), ("Menu", "View"));
    assert_eq!(walkthrough_ready(&mut app), "(or Menu)");
    assert!(shows("Resume (View)", |ui| {
        pause_menu(ui, true, &resume, &mut Default::default());
    }));
    assert!(!shows("Resume (Esc)", |ui| {
        pause_menu(ui, true, &resume, &mut Default::default());
    }));
}

#[test]
fn a_key_pressed_after_the_pad_brings_the_keys_names_back() {
    let mut app = input_app("key-after-pad");
    let pad = connect_an_xbox_pad(&mut app);
    press_on_pad(&mut app, pad, GamepadButton::South);
    assert_eq!(told(&mut app).0, "Menu");

    press_key(&mut app, KeyCode::ArrowLeft);
    let (ready, resume) = told(&mut app);
    assert_eq!((ready.as_str(), resume.as_str()), ("Right Shift", "Esc"));
    assert_eq!(walkthrough_ready(&mut app), "(or R)");
    assert!(shows("Resume (Esc)", |ui| {
        pause_menu(ui, true, &resume, &mut Default::default());
    }));
}

#[test]
fn player_1_s_key_leaves_player_2_on_the_pad_s_names_and_player_2_s_key_does_not() {
    let mut app = input_app("keys-each-their-own");
    let pad = connect_an_xbox_pad(&mut app);
    press_on_pad(&mut app, pad, GamepadButton::South);

    press_key(&mut app, KeyCode::KeyR);
    let (ready, resume) = told(&mut app);
    assert_eq!(
        (ready.as_str(), resume.as_str()),
        ("Menu", "Esc"),
        "player 1's R is player 1's: player 2 still holds the pad; the shared keys follow R"
    );

    press_key(&mut app, KeyCode::Enter);
    assert_eq!(
        told(&mut app).0,
        "Right Shift",
        "Enter is player 2's own key"
    );
}
