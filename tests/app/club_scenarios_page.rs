//! A club's own scenarios on its ruleset's page: one saved into the club's folder (a scratch
//! data folder) is listed below the shipped ones and plays from there; a broken one is
//! listed with its problem and pushes no notice; Edit on the Skirmish Wars page opens a saved
//! table on the set-up screen again, and a file not laid out from tiles is named in a notice
//! with the table on screen kept.

use std::path::PathBuf;

use super::support::{notices, screen, send};
use bevy::prelude::*;
use muster::app::core::club_folders::ClubFolders;
use muster::app::core::club_scenarios::{EditScenario, save_scenario_in};
use muster::app::core::launch::Launch;
use muster::app::core::menu_actions::{ActiveScenario, MenuAction};
use muster::app::core::mode::Mode;
use muster::app::core::screens::{Menu, Screen};
use muster::app::games::skirmish::setup::{SetupAction, SetupFolders, TableSetup};
use muster::app::headless::headless_app;
use muster::app::shell::menu::scenario_list::ScenarioList;
use muster::ruleset::Ruleset;
use muster::scenario::Scenario;

fn menu_app(name: &str) -> (App, PathBuf) {
    let dir = super::support::scratch(&format!("club-{name}"));
    let mut app = headless_app(&dir, Launch::Menu);
    app.insert_resource(SetupFolders::under(&dir));
    app.update();
    app.update();
    (app, dir)
}

fn club_folder(app: &App, ruleset: Ruleset) -> PathBuf {
    app.world()
        .resource::<ClubFolders>()
        .folder(ruleset.folder())
}

#[test]
fn club_scenarios_one_saved_is_listed_on_its_ruleset_s_page_and_plays_from_it() {
    let (mut app, _dir) = menu_app("listed");
    let shipped = muster::scenario::load(&super::support::scenario(
        "movement_game",
        "01_twin_gates_two.ron",
    ))
    .expect("a shipped board");
    let Scenario::MovementGame(mut ours) = shipped else {
        panic!("a movement game board");
    };
    ours.name = "Club night gates".into();
    let path = save_scenario_in(
        &Scenario::MovementGame(ours),
        "Our board",
        &club_folder(&app, Ruleset::MovementGame),
    )
    .expect("saved");
    send(
        &mut app,
        MenuAction::OpenMode(Mode::Ruleset(Ruleset::MovementGame.into())),
    );
    let list = app.world().resource::<ScenarioList>();
    assert!(!list.shipped.is_empty());
    assert_eq!(list.club.len(), 1, "{:?}", list.club);
    assert_eq!(list.club[0].path, path);
    assert_eq!(
        list.club[0].outcome.as_ref().ok().map(String::as_str),
        Some("Club night gates")
    );
    send(&mut app, MenuAction::Play(path.clone()));
    assert_eq!(screen(&app), Screen::Playing(Ruleset::MovementGame.into()));
    assert_eq!(app.world().resource::<ActiveScenario>().path, path);
}

#[test]
fn club_scenarios_a_broken_one_is_listed_with_its_problem_and_no_notice() {
    let (mut app, _dir) = menu_app("broken");
    let folder = club_folder(&app, Ruleset::Skirmish);
    std::fs::create_dir_all(&folder).expect("scratch");
    let broken = folder.join("half_written.ron");
    std::fs::write(
        &broken,
        "Skirmish((\n    name: \"Half\",\n    plyers: [],\n))",
    )
    .expect("scratch");
    send(
        &mut app,
        MenuAction::OpenMode(Mode::Ruleset(Ruleset::Skirmish.into())),
    );
    let list = app.world().resource::<ScenarioList>();
    assert_eq!(list.club.len(), 1);
    let problem = list.club[0]
        .outcome
        .as_ref()
        .expect_err("broken")
        .to_string();
    assert!(problem.contains("half_written.ron"), "{problem}");
    assert!(problem.contains("plyers"), "{problem}");
    assert!(notices(&app).is_empty(), "{:?}", notices(&app));
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Picker);
}

#[test]
fn club_scenarios_edit_opens_a_saved_skirmish_table_on_the_set_up_screen_again() {
    let (mut app, _dir) = menu_app("edit-table");
    send(&mut app, MenuAction::OpenSkirmishSetup);
    app.world_mut().resource_mut::<TableSetup>().seed = 5;
    for action in [SetupAction::Random, SetupAction::Save] {
        app.world_mut().write_message(action);
        app.update();
        app.update();
    }
    let saved = app.world().resource::<TableSetup>().layout.clone();
    let path = club_folder(&app, Ruleset::Skirmish).join(format!(
        "{}.ron",
        muster::app::core::club_scenarios::file_stem(&saved.name)
    ));
    assert!(path.exists(), "{:?}", notices(&app));
    // Another table on screen, then Edit on the saved one's row.
    app.world_mut().resource_mut::<TableSetup>().seed = 9;
    app.world_mut().write_message(SetupAction::Random);
    app.world_mut().write_message(SetupAction::Back);
    app.update();
    app.update();
    app.update();
    app.world_mut().write_message(EditScenario {
        ruleset: Ruleset::Skirmish,
        path: path.clone(),
    });
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::SkirmishSetup);
    let mut setup = app.world_mut().resource_mut::<TableSetup>();
    assert_eq!(setup.layout.name, saved.name);
    let tiles = setup.tiles.clone();
    let tables = setup.tables.clone();
    assert_eq!(
        setup.layout.to_scenario(&tiles, &tables),
        saved.to_scenario(&tiles, &tables)
    );
    assert!(setup.ready(), "{:?}", setup.problem_lines());
}

#[test]
fn club_scenarios_edit_of_a_table_not_laid_out_from_tiles_names_the_file_and_keeps_the_table() {
    let (mut app, _dir) = menu_app("edit-shipped");
    send(&mut app, MenuAction::OpenSkirmishSetup);
    app.world_mut().resource_mut::<TableSetup>().seed = 5;
    app.world_mut().write_message(SetupAction::Random);
    app.update();
    app.update();
    let before = app.world().resource::<TableSetup>().layout.clone();
    let shipped = super::support::scenario("skirmish", "01_river_crossing.ron");
    app.world_mut().write_message(EditScenario {
        ruleset: Ruleset::Skirmish,
        path: shipped.clone(),
    });
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::SkirmishSetup);
    assert_eq!(app.world().resource::<TableSetup>().layout, before);
    let said = notices(&app);
    assert!(
        said.iter()
            .any(|notice| notice.contains("01_river_crossing.ron")
                && notice.contains("cannot be opened as a table of tiles")),
        "{said:?}"
    );
    // A broken file: named with its place, the table kept.
    let broken = club_folder(&app, Ruleset::Skirmish).join("broken.ron");
    std::fs::create_dir_all(broken.parent().expect("a folder")).expect("scratch");
    std::fs::write(&broken, "Skirmish((\n    name: \"B\",\n    plyers: [],\n))").expect("scratch");
    app.world_mut().write_message(EditScenario {
        ruleset: Ruleset::Skirmish,
        path: broken.clone(),
    });
    app.update();
    app.update();
    assert_eq!(app.world().resource::<TableSetup>().layout, before);
    assert!(
        notices(&app)
            .iter()
            .any(|notice| notice.contains("broken.ron:3")),
        "{:?}",
        notices(&app)
    );
}
