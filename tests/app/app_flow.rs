//! Drives the app headless (no window, time advanced by hand) through the menu states.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::menu_actions::{ActiveScenario, ChosenMode, MenuAction};
use muster::app::core::mode::Mode;
use muster::app::core::screens::{Menu, Pause, Screen};
use muster::app::core::settings::{Settings, SettingsFile};
use muster::app::core::ui::notices::Notices;
use muster::ruleset::Ruleset;

fn scratch(name: &str) -> PathBuf {
    super::support::scratch(&format!("flow-{name}"))
}

fn standard_battle() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/free_move/standard_battle.ron")
}

fn headless_app(name: &str, launch: Launch) -> App {
    let mut app = muster::app::headless::headless_app(&scratch(name), launch);
    app.update();
    app.update();
    app
}

fn act(app: &mut App, action: MenuAction) {
    app.world_mut().write_message(action);
    app.update();
    app.update();
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn menu(app: &App) -> Menu {
    *app.world().resource::<State<Menu>>().get()
}

fn paused(app: &App) -> bool {
    app.world().resource::<State<Pause>>().get().0
}

#[test]
fn the_app_opens_on_the_title_menu() {
    let app = headless_app("title", Launch::Menu);
    assert_eq!((screen(&app), menu(&app)), (Screen::Title, Menu::Main));
}

#[test]
fn a_mode_page_opens_and_back_returns_to_the_title_menu() {
    let mut app = headless_app("mode", Launch::Menu);
    act(
        &mut app,
        MenuAction::OpenMode(Mode::Ruleset(Ruleset::Soldiers.into())),
    );
    assert_eq!(menu(&app), Menu::Picker);
    assert_eq!(
        app.world().resource::<ChosenMode>().0,
        Mode::Ruleset(Ruleset::Soldiers.into())
    );
    act(&mut app, MenuAction::Back);
    assert_eq!(menu(&app), Menu::Main);
}

#[test]
fn playing_a_scenario_opens_the_table_and_pause_and_quit_work() {
    let mut app = headless_app("play", Launch::Menu);
    act(
        &mut app,
        MenuAction::OpenMode(Mode::Ruleset(Ruleset::FreeMove.into())),
    );
    act(&mut app, MenuAction::Play(standard_battle()));
    assert_eq!((screen(&app), menu(&app)), (Screen::FreeMove, Menu::None));
    let active = app.world().resource::<ActiveScenario>();
    assert_eq!(active.scenario.name(), "Standard battle");

    act(&mut app, MenuAction::Pause);
    assert_eq!(menu(&app), Menu::Pause);
    assert!(paused(&app));

    act(&mut app, MenuAction::OpenSettings);
    assert_eq!(menu(&app), Menu::Settings);
    act(&mut app, MenuAction::Back);
    assert_eq!(menu(&app), Menu::Pause, "settings return to the pause menu");
    assert!(paused(&app));

    act(&mut app, MenuAction::OpenControls);
    assert_eq!(menu(&app), Menu::Controls);
    act(&mut app, MenuAction::OpenSettings);
    act(&mut app, MenuAction::Back);
    assert_eq!(
        menu(&app),
        Menu::Pause,
        "from controls to settings and back still returns to the pause menu"
    );

    act(&mut app, MenuAction::Resume);
    assert_eq!(menu(&app), Menu::None);
    assert!(!paused(&app));

    act(&mut app, MenuAction::Pause);
    act(&mut app, MenuAction::QuitToTitle);
    assert_eq!((screen(&app), menu(&app)), (Screen::Title, Menu::Main));
    assert!(!paused(&app));
    assert!(!app.world().contains_resource::<ActiveScenario>());
}

#[test]
fn a_broken_scenario_stays_on_the_page_with_a_notice_naming_the_line() {
    let dir = scratch("broken-file");
    let broken = dir.join("broken.ron");
    std::fs::write(&broken, "FreeMove((\n  name: \"x\",\n  sides: [(name: \"a\", units: [(number: 1, type: Slingers, at: (1.0, 1.0))]), (name: \"b\", units: [])],\n))").unwrap();
    let mut app = headless_app("broken", Launch::Menu);
    act(
        &mut app,
        MenuAction::OpenMode(Mode::Ruleset(Ruleset::FreeMove.into())),
    );
    act(&mut app, MenuAction::Play(broken.clone()));
    assert_eq!((screen(&app), menu(&app)), (Screen::Title, Menu::Picker));
    let notices = app.world().resource::<Notices>().all().to_vec();
    assert_eq!(notices.len(), 1);
    assert!(
        notices[0].contains(&format!("{}:3:", broken.display())),
        "{notices:?}"
    );
    assert!(notices[0].contains("Slingers"), "{notices:?}");
}

#[test]
fn launching_a_scenario_from_the_command_line_opens_its_table() {
    let launch = Launch::scenario(&standard_battle()).unwrap();
    let app = headless_app("launch", launch);
    assert_eq!((screen(&app), menu(&app)), (Screen::FreeMove, Menu::None));
}

#[test]
fn the_controls_page_opens_from_the_title_menu_and_goes_back_to_it() {
    let mut app = headless_app("controls", Launch::Menu);
    act(&mut app, MenuAction::OpenControls);
    assert_eq!(menu(&app), Menu::Controls);
    act(&mut app, MenuAction::Back);
    assert_eq!(menu(&app), Menu::Main);
}

#[test]
fn the_rules_reference_opens_from_a_mode_page_and_goes_back_to_it() {
    let mut app = headless_app("rules", Launch::Menu);
    act(
        &mut app,
        MenuAction::OpenMode(Mode::Ruleset(muster::ruleset::Ruleset::FreeMove.into())),
    );
    assert_eq!(menu(&app), Menu::Picker);
    act(&mut app, MenuAction::OpenRules);
    assert_eq!(menu(&app), Menu::Rules);
    act(&mut app, MenuAction::Back);
    assert_eq!(menu(&app), Menu::Picker);
}

#[test]
fn launching_companion_opens_its_screen() {
    let mut app = headless_app("companion", Launch::Companion);
    app.update();
    assert_eq!(screen(&app), Screen::Companion);
    assert_eq!(menu(&app), Menu::None);
    assert_eq!(app.world().resource::<ChosenMode>().0, Mode::Companion);
}

#[test]
fn a_settings_change_is_saved_to_the_config_file_shortly_after() {
    let mut app = headless_app("save", Launch::Settings);
    assert_eq!(menu(&app), Menu::Settings);
    let file = app.world().resource::<SettingsFile>().0.clone();
    app.world_mut().resource_mut::<Settings>().ui_scale = 2.0;
    app.update();
    assert!(!file.exists(), "not written on every slider step");
    for _ in 0..8 {
        app.update();
    }
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains("ui_scale: 2.0"), "{saved}");
}

#[test]
fn quit_asks_the_app_to_exit() {
    let mut app = headless_app("quit", Launch::Menu);
    app.world_mut().write_message(MenuAction::Quit);
    app.update();
    assert_eq!(app.should_exit(), Some(AppExit::Success));
}
