//! Captions and the big-screen layout (`ViewOptions`), headless: with captions on, an event
//! in a hot-seat game shows a caption naming its rule, and none with them off; the
//! big-screen layout zooms past the player's UI scale and hides the pointer, and gives both
//! back when turned off; F9 and F10 turn them on; the demo captions as it always did.

use bevy::prelude::*;
use bevy::window::{CursorOptions, PrimaryWindow};
use muster::app::core::launch::Launch;
use muster::app::core::log_tail::LogTail;
use muster::app::core::settings::Settings;
use muster::app::core::ui::big_screen::UiZoom;
use muster::app::core::ui::captions::Caption;
use muster::app::core::ui::view_options::ViewOptions;
use muster::app::games::movement_game::{
    MovementGameCommand, MovementGameSeat, MovementGameSeatsChoice, MovementGameSession,
};
use muster::rules::movement_game::command::Command;
use muster::rules::movement_game::state::Phase;

/// A hot-seat movement game (two people at one screen), opened, with `view` set.
fn hot_seat(name: &str, view: ViewOptions) -> App {
    let dir = super::support::scratch(&format!("view-{name}"));
    let scenario = super::support::scenario("movement_game", "01_twin_gates_two.ron");
    let launch = Launch::scenario(&scenario).expect("the scenario loads");
    let mut app = muster::app::headless::headless_app(&dir, launch);
    app.insert_resource(MovementGameSeatsChoice {
        seats: vec![MovementGameSeat::Human; 2],
        seed: Some(5),
    })
    .insert_resource(view);
    app.update();
    app.update();
    app
}

/// The first player places the other's first token: an event with a rule (the set-up).
fn place_a_token(app: &mut App) {
    let state = &app.world().resource::<MovementGameSession>().state;
    let Phase::ChooseStart { chooser } = state.phase else {
        panic!("the game opens on its set-up");
    };
    let space = state.own_starts(state.across(chooser))[0];
    super::support::send(
        app,
        MovementGameCommand::new(Command::ChooseStart { space }),
    );
    app.update();
}

const SET_UP_RULE: &str = "Set-up: the player across places your first token";

#[test]
fn with_captions_on_an_event_in_a_hot_seat_game_shows_a_caption_naming_its_rule() {
    let on = ViewOptions {
        captions: true,
        big_screen: false,
    };
    let mut app = hot_seat("captions-on", on);
    place_a_token(&mut app);
    let caption = app.world().resource::<Caption>();
    assert_eq!(caption.rule, SET_UP_RULE);
    assert!(!caption.text.is_empty(), "what happened, in words");
    assert_eq!(caption.shown, 1);
}

#[test]
fn with_captions_off_an_event_in_a_hot_seat_game_shows_no_caption() {
    let mut app = hot_seat("captions-off", ViewOptions::default());
    place_a_token(&mut app);
    let caption = app.world().resource::<Caption>();
    assert_eq!(caption.rule, "");
    assert_eq!(caption.shown, 0);
}

/// The window's pointer, as the big-screen layout leaves it.
fn pointer_visible(app: &mut App) -> bool {
    let mut cursors = app
        .world_mut()
        .query_filtered::<&CursorOptions, With<PrimaryWindow>>();
    cursors.single(app.world()).expect("one window").visible
}

#[test]
fn the_big_screen_zooms_past_the_ui_scale_and_hides_the_pointer_and_gives_both_back() {
    let mut app = hot_seat("big-screen", ViewOptions::default());
    // A window, as the real app has (1280×720 logical pixels).
    app.world_mut()
        .spawn((Window::default(), PrimaryWindow, CursorOptions::default()));
    app.update();
    let scale = app.world().resource::<Settings>().ui_scale;
    assert_eq!(app.world().resource::<UiZoom>().0, scale);
    assert!(pointer_visible(&mut app));

    app.world_mut().resource_mut::<ViewOptions>().big_screen = true;
    app.update();
    assert!(
        app.world().resource::<UiZoom>().0 > scale,
        "the big screen draws larger than the UI scale {scale}"
    );
    assert!(!pointer_visible(&mut app), "the pointer hides");
    // The log's last lines follow the game, for the captions at the bottom.
    place_a_token(&mut app);
    let log = app.world().resource::<MovementGameSession>().log.clone();
    assert_eq!(
        app.world().resource::<LogTail>().0,
        log[log.len().saturating_sub(3)..]
    );

    app.world_mut().resource_mut::<ViewOptions>().big_screen = false;
    app.update();
    assert_eq!(app.world().resource::<UiZoom>().0, scale);
    assert!(pointer_visible(&mut app), "the pointer is back");
}

#[test]
fn f9_turns_captions_on_and_f10_the_big_screen_and_again_off() {
    let mut app = hot_seat("keys", ViewOptions::default());
    app.init_resource::<ButtonInput<KeyCode>>();
    let press = |app: &mut App, key: KeyCode| {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.press(key);
        app.update();
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release(key);
        keys.clear();
        app.update();
    };
    press(&mut app, KeyCode::F9);
    press(&mut app, KeyCode::F10);
    assert_eq!(
        *app.world().resource::<ViewOptions>(),
        ViewOptions {
            captions: true,
            big_screen: true
        }
    );
    press(&mut app, KeyCode::F9);
    press(&mut app, KeyCode::F10);
    assert_eq!(
        *app.world().resource::<ViewOptions>(),
        ViewOptions::default()
    );
}

#[test]
fn the_demo_captions_its_games_with_the_view_options_off() {
    let dir = super::support::scratch("view-demo");
    let mut app = muster::app::headless::headless_app(
        &dir,
        Launch::demo(vec![muster::ruleset::Ruleset::MovementGame]),
    );
    for _ in 0..300 {
        app.update();
    }
    assert_eq!(
        *app.world().resource::<ViewOptions>(),
        ViewOptions::default()
    );
    let caption = app.world().resource::<Caption>();
    assert!(caption.shown > 0, "the demo captions: {caption:?}");
    assert!(!caption.rule.is_empty());
}
