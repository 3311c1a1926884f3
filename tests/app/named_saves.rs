//! Named saves (the pause menu's Save as…) headless: a named save is a file of its own and
//! leaves the quick save as it was; a name that is not a safe file name is refused with a
//! notice and writes nothing; the saved-games page lists a named save, opens it to the same
//! game, and deletes it.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::menu_actions::{MenuAction, SaveSlot};
use muster::app::core::screens::Menu;
use muster::app::core::ui::notices::Notices;
use muster::app::games::free_move::game::FreeMoveSession;
use muster::app::games::skirmish::SkirmishSession;
use muster::app::session::play_out::PlayOut;
use muster::app::shell::menu::SavedGames;
use muster::ruleset::Ruleset;

/// A game of `file` (under `scenarios/`) played forward `moves` turns, every save file in a
/// scratch folder.
fn played(name: &str, file: &str, moves: u32) -> (App, PathBuf) {
    let dir = super::support::scratch(&format!("named-saves-{name}"));
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios")
        .join(file);
    let launch = Launch::scenario(&path).expect("the scenario loads");
    let mut app = muster::app::headless::headless_app(&dir, launch);
    app.insert_resource(PlayOut { seed: 5, moves });
    app.update();
    app.update();
    (app, dir)
}

fn act(app: &mut App, action: MenuAction) {
    app.world_mut().write_message(action);
    app.update();
}

#[test]
fn save_as_writes_a_file_of_its_own_and_leaves_the_quick_save_untouched() {
    let (mut app, dir) = played("skirmish-beside", "skirmish/03_hill_country.ron", 2);
    act(&mut app, MenuAction::SaveGame);
    let quick = dir.join("skirmish.ron");
    let quick_before = std::fs::read_to_string(&quick).expect("the quick save");
    app.insert_resource(PlayOut { seed: 5, moves: 2 });
    for _ in 0..3 {
        app.update();
    }
    act(&mut app, MenuAction::SaveGameAs("Before the river".into()));
    let named = dir.join("named/skirmish/Before the river.ron");
    assert!(named.exists(), "the named save is written");
    assert_eq!(
        std::fs::read_to_string(&quick).unwrap(),
        quick_before,
        "the quick save is as it was"
    );
}

#[test]
fn a_free_move_battle_is_saved_under_a_name_too() {
    let (mut app, dir) = played("free-move", "free_move/practice_skirmish.ron", 1);
    act(&mut app, MenuAction::SaveGameAs("Opening".into()));
    assert!(dir.join("named/free_move/Opening.ron").exists());
    assert!(!dir.join("free_move.ron").exists(), "no quick save made");
}

#[test]
fn a_hostile_name_is_refused_with_a_notice_and_writes_nothing() {
    let (mut app, dir) = played("hostile", "skirmish/03_hill_country.ron", 1);
    act(&mut app, MenuAction::SaveGameAs("../../escaped".into()));
    let notices: Vec<String> = app
        .world()
        .resource::<Notices>()
        .all()
        .iter()
        .map(|notice| format!("{notice:?}"))
        .collect();
    assert!(
        notices.iter().any(|notice| notice.contains("slash")),
        "{notices:?}"
    );
    assert!(!dir.join("escaped.ron").exists());
    assert!(!dir.parent().unwrap().join("escaped.ron").exists());
    assert!(
        !dir.join("named").exists(),
        "no named save folder was made for a refused name"
    );
}

#[test]
fn a_named_save_is_listed_opens_to_the_same_game_and_is_deleted() {
    let (mut app, dir) = played("open", "skirmish/03_hill_country.ron", 3);
    let game = app.world().resource::<SkirmishSession>().clone();
    act(&mut app, MenuAction::SaveGameAs("Day three".into()));
    act(&mut app, MenuAction::SaveGameAs("Kept".into()));
    drop(app);

    let mut menu = muster::app::headless::headless_app(&dir, Launch::Menu);
    menu.update();
    act(&mut menu, MenuAction::OpenSavedGames);
    menu.update();
    assert_eq!(
        *menu.world().resource::<State<Menu>>().get(),
        Menu::SavedGames
    );
    let slot = SaveSlot::Named("Day three".into());
    let listed = menu.world().resource::<SavedGames>().0.clone();
    let entry = listed
        .iter()
        .find(|entry| entry.ruleset == Ruleset::Skirmish.into() && entry.slot == slot)
        .unwrap_or_else(|| panic!("the named save is listed: {listed:?}"));
    assert!(entry.label.contains("Hill Country"), "{}", entry.label);
    assert!(entry.saved_at.is_some(), "when it was saved is shown");

    act(
        &mut menu,
        MenuAction::DeleteSave {
            ruleset: Ruleset::Skirmish.into(),
            name: "Day three".into(),
        },
    );
    assert!(!dir.join("named/skirmish/Day three.ron").exists());
    assert!(
        !menu
            .world()
            .resource::<SavedGames>()
            .0
            .iter()
            .any(|entry| entry.slot == slot),
        "no longer listed"
    );

    // The other opens to the same game.
    act(
        &mut menu,
        MenuAction::OpenSave {
            ruleset: Ruleset::Skirmish.into(),
            slot: SaveSlot::Named("Kept".into()),
            watch: false,
        },
    );
    for _ in 0..3 {
        menu.update();
    }
    let opened = menu.world().resource::<SkirmishSession>();
    assert_eq!(opened.commands, game.commands);
    assert_eq!(format!("{:?}", opened.state), format!("{:?}", game.state));
}

#[test]
fn a_named_free_move_save_opens_to_the_same_battle() {
    let (mut app, dir) = played("free-move-open", "free_move/practice_skirmish.ron", 1);
    let state = format!("{:?}", app.world().resource::<FreeMoveSession>().state);
    act(&mut app, MenuAction::SaveGameAs("Opening".into()));
    drop(app);
    let mut menu = muster::app::headless::headless_app(&dir, Launch::Menu);
    menu.update();
    act(
        &mut menu,
        MenuAction::OpenSave {
            ruleset: Ruleset::FreeMove.into(),
            slot: SaveSlot::Named("Opening".into()),
            watch: false,
        },
    );
    for _ in 0..4 {
        menu.update();
    }
    assert_eq!(
        format!("{:?}", menu.world().resource::<FreeMoveSession>().state),
        state
    );
}
