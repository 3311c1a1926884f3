//! Drives the Free Move battle builder headless (no window): opened as the Free Move page's
//! "Build a battle" opens it, a battle built through the model's operations, saved into a
//! scratch data folder as a file the loader accepts, played at once (the Free Move table
//! opens with its units), reopened through a club scenario's Edit, and a broken file
//! opened that keeps the battle and names the file in a notice.

use std::path::PathBuf;

use super::support::{notices, screen, send};
use bevy::prelude::*;
use muster::app::core::club_scenarios::EditScenario;
use muster::app::core::launch::Launch;
use muster::app::core::menu_actions::{ActiveScenario, MenuAction};
use muster::app::core::screens::{Menu, Screen};
use muster::app::games::free_move::FreeMoveSession;
use muster::app::games::free_move::builder::{BattleBuilder, BuilderAction, BuilderFolders};
use muster::app::games::free_move::ruleset_entry::RULESET;
use muster::app::headless::headless_app;
use muster::rules::free_move::UnitType;
use muster::ruleset::Ruleset;
use muster::scenario::Scenario;
use muster::scenario::free_move::TerrainKind;

/// The menu, then the builder opened as the Free Move page's own button opens it.
fn builder_screen(name: &str) -> (App, PathBuf) {
    let dir = super::support::scratch(&format!("builder-{name}"));
    let mut app = headless_app(&dir, Launch::Menu);
    let shipped = muster::scenario::catalogue::scenarios_root();
    app.insert_resource(BuilderFolders::under(&dir, &shipped));
    app.update();
    app.update();
    let own = RULESET
        .own_button
        .expect("Free Move's page has Build a battle");
    send(&mut app, (own.action)());
    assert_eq!(screen(&app), Screen::FreeMoveBuilder);
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::None);
    (app, dir)
}

fn builder(app: &mut App) -> Mut<'_, BattleBuilder> {
    app.world_mut().resource_mut::<BattleBuilder>()
}

/// A small battle from an empty table: a hill, a wood and a road, two zones, five units a
/// side laid out in lines.
fn build_a_battle(app: &mut App) {
    let mut builder = builder(app);
    let draft = &mut builder.draft;
    draft.set_name("Ford at Ashby");
    draft.add_terrain(TerrainKind::Hill, (20.0, 24.0));
    draft.add_terrain(TerrainKind::Woods, (52.0, 22.0));
    draft.add_terrain(TerrainKind::Road, (36.0, 30.0));
    draft.set_zone(0, (8.0, 2.0), (64.0, 12.0));
    draft.set_zone(1, (8.0, 36.0), (64.0, 46.0));
    for side in 0..2 {
        for unit_type in [
            UnitType::HeavyInfantry,
            UnitType::HeavyInfantry,
            UnitType::Archers,
            UnitType::LightInfantry,
            UnitType::LightCavalry,
        ] {
            draft.add_unit(side, unit_type);
        }
        draft.lay_out_in_lines(side).expect("room in the zone");
    }
    assert_eq!(draft.problems(), Vec::new());
}

#[test]
fn free_move_builder_a_battle_built_is_saved_played_at_once_and_reopened_by_edit() {
    let (mut app, dir) = builder_screen("built");
    build_a_battle(&mut app);
    send(&mut app, BuilderAction::Save);
    let saved = dir.join("scenarios/free_move/ford_at_ashby.ron");
    assert!(saved.exists(), "{:?}", notices(&app));
    let Ok(Scenario::FreeMove(loaded)) = muster::scenario::load(&saved) else {
        panic!("the saved battle loads");
    };
    assert_eq!(loaded, builder(&mut app).draft.to_scenario());
    assert!(
        notices(&app)
            .iter()
            .any(|notice| notice.contains("ford_at_ashby.ron"))
    );

    send(
        &mut app,
        BuilderAction::Play {
            against_computer: false,
        },
    );
    assert_eq!(screen(&app), Screen::FreeMove, "{:?}", notices(&app));
    let active = app.world().resource::<ActiveScenario>();
    assert!(
        matches!(&active.scenario, Scenario::FreeMove(battle) if battle.name == "Ford at Ashby")
    );
    let game = app.world().resource::<FreeMoveSession>();
    assert_eq!(game.state.units_on_table().count(), 10);

    // A club scenario's Edit opens it in the builder, to be changed.
    builder(&mut app).start_new();
    app.world_mut().write_message(EditScenario {
        ruleset: Ruleset::FreeMove,
        path: saved.clone(),
    });
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::FreeMoveBuilder);
    let mut builder = builder(&mut app);
    assert_eq!(builder.draft.to_scenario(), loaded);
    assert_eq!(builder.file.as_ref(), Some(&saved));
    builder.draft.move_terrain(0, (4.0, 0.0));
    assert!(builder.draft.can_undo());
}

#[test]
fn free_move_builder_a_broken_file_keeps_the_battle_and_names_the_file() {
    let (mut app, dir) = builder_screen("broken");
    build_a_battle(&mut app);
    let before = builder(&mut app).draft.to_scenario();
    let broken = dir.join("broken.ron");
    std::fs::write(
        &broken,
        "FreeMove((\n    name: \"Half a battle\",\n    sides: [ (name: 3 ),\n",
    )
    .expect("a scratch file");
    send(&mut app, BuilderAction::Open(broken));
    assert_eq!(
        builder(&mut app).draft.to_scenario(),
        before,
        "nothing lost"
    );
    let said = notices(&app);
    assert!(
        said.iter()
            .any(|notice| notice.contains("broken.ron") && notice.contains(":3")),
        "{said:?}"
    );
}

#[test]
fn free_move_builder_a_good_file_opened_replaces_the_battle() {
    let (mut app, _dir) = builder_screen("good");
    build_a_battle(&mut app);
    let file = super::support::scenario("free_move", "hill_and_farm.ron");
    send(&mut app, BuilderAction::Open(file));
    assert_eq!(
        builder(&mut app).draft.scenario().name,
        "Defence of the hill and the walled farm"
    );
    assert_eq!(notices(&app), Vec::<String>::new());
}

#[test]
fn free_move_builder_a_battle_with_problems_is_neither_saved_nor_played() {
    let (mut app, dir) = builder_screen("unready");
    send(&mut app, BuilderAction::Save);
    send(
        &mut app,
        BuilderAction::Play {
            against_computer: true,
        },
    );
    assert_eq!(screen(&app), Screen::FreeMoveBuilder);
    assert!(!dir.join("scenarios/free_move").exists());
    assert!(
        notices(&app)
            .iter()
            .any(|notice| notice.contains("needs at least one unit"))
    );
}

/// Esc (the pause menu), then the pause menu's Quit to title.
fn quit_to_title(app: &mut App) {
    send(app, MenuAction::Pause);
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Pause);
    send(app, MenuAction::QuitToTitle);
    assert_eq!(screen(app), Screen::Title);
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Main);
}

/// The Free Move page opened from the title menu shows: its menu, its mode, and no
/// question standing in its place (`draw_picker` draws nothing while one does).
fn assert_free_move_page_shows(app: &mut App) {
    use muster::app::core::menu_actions::ChosenMode;
    use muster::app::core::mode::Mode;
    use muster::app::shell::menu::flow::ConfirmNewGame;
    send(
        app,
        MenuAction::OpenMode(Mode::Ruleset(Ruleset::FreeMove.into())),
    );
    assert_eq!(screen(app), Screen::Title);
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Picker);
    assert_eq!(
        app.world().resource::<ChosenMode>().0,
        Mode::Ruleset(Ruleset::FreeMove.into())
    );
    assert_eq!(app.world().resource::<ConfirmNewGame>().0, None);
}

/// On the table and past the first bell: the battle's autosave is written.
fn play_to_an_autosave(app: &mut App) {
    muster::app::headless::start_the_countdown(app);
    app.world_mut()
        .write_message(muster::app::games::free_move::FreeMoveCommand(
            muster::rules::free_move::Command::Bell,
        ));
    app.update();
    app.update();
}

#[test]
fn free_move_builder_after_a_played_battle_autosaves_the_free_move_page_opens_from_the_title() {
    let (mut app, _dir) = builder_screen("played-then-page");
    build_a_battle(&mut app);
    send(
        &mut app,
        BuilderAction::Play {
            against_computer: false,
        },
    );
    assert_eq!(screen(&app), Screen::FreeMove, "{:?}", notices(&app));
    play_to_an_autosave(&mut app);
    quit_to_title(&mut app);
    assert_free_move_page_shows(&mut app);
}
