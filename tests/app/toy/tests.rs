//! The toy through the one door: played from the menu's messages through save, load, the
//! pause menu, a replay, Resume and the saved-games page; across a network pair; refused in
//! words by an app it did not come into; and no file outside its folder names it but the one
//! line that adds its module.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::menu_actions::{ChosenMode, MenuAction, SaveSlot};
use muster::app::core::mode::Mode;
use muster::app::core::registry::GameRegistry;
use muster::app::core::ruleset_door::add_rulesets;
use muster::app::core::screens::{Menu, Pause, Screen};
use muster::app::core::ui::notices::Notices;
use muster::app::headless::headless_app;
use muster::app::session::replay::{Replay, ReplayControl};
use muster::app::session::{SeatsChoice, SessionCommand, TurnGame};
use muster::app::shell::menu::saved_games::ResumableGames;

use super::engine::PebblesCommand;
use super::game::{PebblesSeat, PebblesSession, PebblesTurns};
use crate::network_pair::Pair;
use crate::support::scratch;

/// The toy's scenario, in its own folder.
fn pebbles() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/app/toy/pebbles.ron")
}

/// A headless app at the title menu with the toy taken in through the door.
fn app_with_the_toy(name: &str) -> App {
    let mut app = headless_app(&scratch(name), Launch::Menu);
    add_rulesets(&mut app, super::RULESETS);
    app.update();
    app
}

fn act(app: &mut App, action: MenuAction) {
    app.world_mut().write_message(action);
    app.update();
    app.update();
}

fn take(app: &mut App, seat: usize, count: u32) {
    app.world_mut()
        .write_message(SessionCommand::<PebblesTurns>::new(PebblesCommand::Take {
            seat,
            count,
        }));
    app.update();
}

fn session(app: &App) -> &PebblesSession {
    app.world().resource::<PebblesSession>()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

#[test]
fn a_toy_ruleset_through_the_one_door_plays_from_the_menu_and_saves_loads_replays_and_resumes() {
    let mut app = app_with_the_toy("toy-menu");
    let toy = Mode::Ruleset(super::ID);
    assert!(
        app.world()
            .resource::<GameRegistry>()
            .modes()
            .contains(&toy),
        "the title menu offers the toy"
    );

    act(&mut app, MenuAction::OpenMode(toy));
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Picker);
    assert_eq!(app.world().resource::<ChosenMode>().0, toy);

    app.insert_resource(SeatsChoice::<PebblesTurns> {
        seats: vec![PebblesSeat::Human; 2],
        seed: Some(9),
    });
    act(&mut app, MenuAction::Play(pebbles()));
    assert_eq!(screen(&app), Screen::Playing(super::ID));
    assert_eq!(session(&app).state.pile, 7);

    take(&mut app, 0, 2);
    take(&mut app, 1, 1);
    take(&mut app, 1, 2); // not its turn: refused, told in a notice
    assert_eq!(session(&app).commands.len(), 2);
    assert_eq!(session(&app).state.pile, 4);
    assert!(
        app.world()
            .resource::<Notices>()
            .all()
            .iter()
            .any(|notice| notice.contains("player 0's turn")),
        "{:?}",
        app.world().resource::<Notices>().all()
    );

    act(&mut app, MenuAction::Pause);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause(true));
    act(&mut app, MenuAction::SaveGame);
    act(&mut app, MenuAction::Resume);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause(false));

    take(&mut app, 0, 1);
    assert_eq!(session(&app).state.pile, 3);
    act(&mut app, MenuAction::LoadGame);
    assert_eq!(session(&app).commands.len(), 2, "the save comes back");
    assert_eq!(session(&app).state.pile, 4);

    take(&mut app, 0, 1);
    take(&mut app, 1, 1);
    let played = session(&app).state.clone();
    act(&mut app, MenuAction::WatchReplay);
    assert_eq!(
        app.world()
            .get_resource::<Replay<PebblesSession>>()
            .map(|replay| replay.at),
        Some(0),
        "the replay opens at the start"
    );
    assert_eq!(session(&app).state.pile, 7);
    act(&mut app, MenuAction::Pause);
    act(&mut app, MenuAction::Resume);
    app.world_mut().write_message(ReplayControl::Step(1));
    app.update();
    assert_eq!(session(&app).state.pile, 5);
    app.world_mut().write_message(ReplayControl::Close);
    app.update();
    assert_eq!(
        session(&app).state,
        played,
        "closing the replay gives the game back"
    );

    act(&mut app, MenuAction::QuitToTitle);
    assert_eq!(screen(&app), Screen::Title);
    assert!(
        app.world()
            .resource::<ResumableGames>()
            .0
            .iter()
            .any(|(ruleset, label)| *ruleset == super::ID && label.contains("Seven pebbles")),
        "the title menu offers to resume the toy: {:?}",
        app.world().resource::<ResumableGames>().0
    );
    act(&mut app, MenuAction::ResumeGame(super::ID));
    assert_eq!(screen(&app), Screen::Playing(super::ID));
    assert_eq!(
        session(&app).state,
        played,
        "Resume brings the autosave back"
    );

    act(&mut app, MenuAction::QuitToTitle);
    act(
        &mut app,
        MenuAction::OpenSave {
            ruleset: super::ID,
            slot: SaveSlot::Saved,
            watch: false,
        },
    );
    assert_eq!(screen(&app), Screen::Playing(super::ID));
    assert_eq!(
        session(&app).commands.len(),
        2,
        "the saved-games page opens the save"
    );
}

#[test]
fn a_toy_game_across_a_network_pair_ends_the_same_on_both_machines() {
    let mut pair = Pair::join_with(
        "net-toy",
        &pebbles(),
        |_| None,
        |app| {
            add_rulesets(app, super::RULESETS);
        },
    );
    pair.start();
    for _ in 0..10 {
        let host = pair.host.world().resource::<PebblesSession>();
        if host.is_over() {
            break;
        }
        let before = host.commands.len();
        assert!(pair.play_one::<PebblesTurns>(), "someone has a move");
        assert!(
            pair.run_until(200, |pair| {
                let host = pair
                    .host
                    .world()
                    .resource::<PebblesSession>()
                    .commands
                    .len();
                let guest = pair
                    .guest
                    .world()
                    .resource::<PebblesSession>()
                    .commands
                    .len();
                host > before && guest == host
            }),
            "move {before} lands on both machines"
        );
    }
    let host = pair.host.world().resource::<PebblesSession>();
    let guest = pair.guest.world().resource::<PebblesSession>();
    assert!(host.is_over(), "the pile is taken: {:?}", host.state);
    assert!(host.commands.len() >= 4);
    assert_eq!(host.commands, guest.commands);
    assert_eq!(host.state, guest.state);
    assert_eq!(PebblesTurns::acting_seat(&guest.state), None);
    pair.leave();
}

/// Every line of code outside the toy's folder that names the toy (`toy` as a word, or its
/// types); comments may point a reader to it.
fn mentions_outside(root: &Path, folder: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut stack: Vec<PathBuf> = ["src", "crates", "tests", "benches"]
        .iter()
        .map(|top| root.join(top))
        .collect();
    while let Some(path) = stack.pop() {
        if path.starts_with(folder) {
            continue;
        }
        if path.is_dir() {
            if let Ok(read) = std::fs::read_dir(&path) {
                stack.extend(read.filter_map(|entry| entry.ok().map(|entry| entry.path())));
            }
            continue;
        }
        if !path
            .extension()
            .is_some_and(|ext| ext == "rs" || ext == "ron")
        {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        for line in text
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
        {
            let names_it = line.contains("Pebbles")
                || line
                    .split(|c: char| !c.is_alphanumeric() && c != '_')
                    .any(|word| word == "toy");
            if names_it {
                let relative = path.strip_prefix(root).unwrap_or(&path);
                found.push(format!("{}: {}", relative.display(), line.trim()));
            }
        }
    }
    found.sort();
    found
}

#[test]
fn nothing_outside_the_toy_s_folder_names_it_but_the_line_that_adds_its_module() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let folder = root.join("tests/app/toy");
    assert_eq!(
        mentions_outside(root, &folder),
        vec!["tests/app/main.rs: mod toy;".to_string()]
    );
    // Its twin: the search does find what names the toy, inside its folder.
    assert!(!mentions_outside(root, &root.join("tests/app/no-such-folder")).is_empty());
}

#[test]
fn an_app_without_the_toy_says_no_ruleset_plays_its_scenario_and_stays_at_the_title() {
    let mut app = headless_app(&scratch("toy-absent"), Launch::Menu);
    app.update();
    act(&mut app, MenuAction::Play(pebbles()));
    assert_eq!(screen(&app), Screen::Title);
    assert!(!app.world().contains_resource::<PebblesSession>());
    assert!(
        app.world()
            .resource::<Notices>()
            .all()
            .iter()
            .any(|notice| notice.contains("no ruleset in this build plays this scenario")),
        "{:?}",
        app.world().resource::<Notices>().all()
    );
}
