//! Saves written before the games moved onto one command log still load: one save of each
//! game, written by the build of 2026-11-27 (commit a8c1b46) and kept in
//! `tests/app/fixtures/old_saves/`, opened from the saved-games page as a named save, replays
//! every one of its commands with no notice; and the registry's door to a game's saves hands
//! back the session's own typed error.

use std::path::Path;

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::menu_actions::{MenuAction, SaveSlot};
use muster::app::core::ui::notices::Notices;
use muster::app::games::free_move::game::FreeMoveSession;
use muster::app::games::movement_game::MovementGameSession;
use muster::app::games::skirmish::SkirmishSession;
use muster::app::games::soldiers::SoldiersSession;
use muster::app::session::command_log::CommandLog;
use muster::ruleset::Ruleset;

/// Open the old save `file` of `ruleset` (its files in `folder`) as a named save, from the
/// title menu: the app after the game has opened.
fn opened(ruleset: Ruleset, folder: &str, file: &str) -> App {
    let dir = super::support::scratch(&format!("old-save-{folder}"));
    let named = dir.join("named").join(folder);
    std::fs::create_dir_all(&named).unwrap();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/app/fixtures/old_saves")
        .join(file);
    std::fs::copy(&fixture, named.join("Old.ron")).expect("the fixture is there");
    let mut app = muster::app::headless::headless_app(&dir, Launch::Menu);
    app.update();
    app.world_mut().write_message(MenuAction::OpenSave {
        ruleset: ruleset.into(),
        slot: SaveSlot::Named("Old".into()),
        watch: false,
    });
    for _ in 0..5 {
        app.update();
    }
    app
}

fn notices(app: &App) -> Vec<String> {
    app.world()
        .resource::<Notices>()
        .all()
        .iter()
        .map(|notice| format!("{notice:?}"))
        .collect()
}

/// Open the old save of `ruleset` and check that the game `G` it opened holds all `commands`
/// and that nothing was said.
fn assert_opens_with_every_command<G: Resource + std::ops::Deref<Target = CommandLog<E>>, E>(
    ruleset: Ruleset,
    folder: &str,
    commands: usize,
) where
    E: muster::rules::engine::RulesEngine,
{
    let app = opened(ruleset, folder, &format!("{folder}.ron"));
    let game = app
        .world()
        .get_resource::<G>()
        .unwrap_or_else(|| panic!("the game opened: {:?}", notices(&app)));
    assert_eq!(game.commands.len(), commands, "{:?}", notices(&app));
    assert!(notices(&app).is_empty(), "{:?}", notices(&app));
}

#[test]
fn an_old_free_move_save_loads_with_all_61_commands() {
    assert_opens_with_every_command::<FreeMoveSession, _>(Ruleset::FreeMove, "free_move", 61);
}

#[test]
fn an_old_soldiers_save_loads_with_all_150_commands() {
    assert_opens_with_every_command::<SoldiersSession, _>(Ruleset::Soldiers, "soldiers", 150);
}

#[test]
fn an_old_skirmish_wars_save_loads_with_all_45_commands() {
    assert_opens_with_every_command::<SkirmishSession, _>(Ruleset::Skirmish, "skirmish", 45);
}

#[test]
fn an_old_movement_game_save_loads_with_all_7_commands() {
    assert_opens_with_every_command::<MovementGameSession, _>(
        Ruleset::MovementGame,
        "movement_game",
        7,
    );
}

/// The Skirmish Wars entry of a menu app's registry, and the app.
fn skirmish_entry(
    name: &str,
) -> (
    App,
    muster::app::core::registry::GameEntry,
    std::path::PathBuf,
) {
    use muster::app::core::registry::GameRegistry;
    let dir = super::support::scratch(name);
    let mut app = muster::app::headless::headless_app(&dir, Launch::Menu);
    app.update();
    let entry = *app
        .world()
        .resource::<GameRegistry>()
        .get(Ruleset::Skirmish.into())
        .expect("Skirmish Wars is registered");
    (app, entry, dir)
}

/// The registry's door to a game's saves hands back the session's own error, typed, for the
/// notice to tell: a save that is not there is `SaveError::Missing` naming the file.
#[test]
fn opening_a_save_that_is_not_there_is_refused_with_the_sessions_typed_error() {
    use muster::app::session::save_error::SaveError;
    let (mut app, entry, dir) = skirmish_entry("old-save-missing");
    let missing = dir.join("no such save.ron");
    let world = app.world_mut();
    let mut commands = world.commands();
    let refused = (entry.open_save)(&missing, &mut commands).expect_err("nothing to open");
    match refused.downcast_ref::<SaveError>() {
        Some(SaveError::Missing(path)) => assert_eq!(path, &missing),
        other => panic!("expected SaveError::Missing, got {other:?} ({refused})"),
    }
}

/// Its twin: the same door opens a save that is there.
#[test]
fn opening_a_save_that_is_there_through_the_registry_gives_its_scenario() {
    let (mut app, entry, _) = skirmish_entry("old-save-there");
    let fixture =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/app/fixtures/old_saves/skirmish.ron");
    let world = app.world_mut();
    let mut commands = world.commands();
    let (scenario_path, scenario) =
        (entry.open_save)(&fixture, &mut commands).expect("the save opens");
    assert_eq!(
        scenario_path,
        Path::new("scenarios/skirmish/03_hill_country.ron")
    );
    assert_eq!(scenario.name(), "Hill Country");
}
