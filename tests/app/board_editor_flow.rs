//! Drives the movement game's board editor headless (no window): opened as the page's "Make
//! a board" opens it, a board built through the model's actions, saved into the club's
//! folder (a scratch data folder), listed on the page, opened again by Edit and played at
//! once; a broken or hostile file opened keeps the board and names the file.

use std::path::PathBuf;

use super::support::{notices, screen, send};
use bevy::prelude::*;
use muster::app::core::club_folders::ClubFolders;
use muster::app::core::club_scenarios::EditScenario;
use muster::app::core::launch::Launch;
use muster::app::core::menu_actions::{ActiveScenario, MenuAction};
use muster::app::core::mode::Mode;
use muster::app::core::screens::{Menu, Screen};
use muster::app::games::movement_game::board_editor::{BoardBeingMade, BoardEditorAction};
use muster::app::headless::headless_app;
use muster::app::shell::menu::scenario_list::ScenarioList;
use muster::rules::movement_game::board::{Pos, Side};
use muster::ruleset::Ruleset;
use muster::scenario::movement_board_editor::Brush;

fn movement() -> Screen {
    Screen::Playing(Ruleset::MovementGame.into())
}

fn editor_screen() -> Screen {
    Screen::SetUp(Ruleset::MovementGame.into())
}

fn run(app: &mut App, times: usize) {
    for _ in 0..times {
        app.update();
    }
}

/// The menu, then the editor opened as the page's "Make a board" opens it.
fn editor(name: &str) -> (App, PathBuf) {
    let dir = super::support::scratch(&format!("board-editor-{name}"));
    let mut app = headless_app(&dir, Launch::Menu);
    run(&mut app, 2);
    send(
        &mut app,
        MenuAction::OpenMode(Mode::Ruleset(Ruleset::MovementGame.into())),
    );
    send(&mut app, MenuAction::OpenBoardEditor);
    assert_eq!(screen(&app), editor_screen());
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::None);
    (app, dir)
}

/// A 9 × 9 board built by the model's actions: a wall with two gaps, four starts a side.
fn build_a_board(app: &mut App) {
    let mut board = app.world_mut().resource_mut::<BoardBeingMade>();
    let editor = &mut board.editor;
    editor.rename("Club night gates");
    editor.brush = Brush::Closed;
    editor.press(Pos::new(0, 4));
    for x in [1, 3, 4, 5, 7, 8] {
        editor.drag_over(Pos::new(x, 4));
    }
    editor.release();
    for (side, squares) in [
        (Side::South, [(1, 8), (3, 8), (5, 8), (7, 8)]),
        (Side::North, [(1, 0), (3, 0), (5, 0), (7, 0)]),
        (Side::West, [(0, 1), (0, 3), (0, 5), (0, 7)]),
        (Side::East, [(8, 1), (8, 3), (8, 5), (8, 7)]),
    ] {
        editor.brush = Brush::Start(side);
        for (x, y) in squares {
            editor.click(Pos::new(x, y));
        }
    }
    assert_eq!(editor.problems(), Vec::new());
}

#[test]
fn board_editor_a_board_built_and_saved_is_listed_on_the_page_edited_and_played() {
    let (mut app, _dir) = editor("saved");
    // A new board has problems: Save refuses, naming the first.
    send(&mut app, BoardEditorAction::Save);
    assert!(
        notices(&app)
            .iter()
            .any(|notice| notice.contains("cannot be saved yet")),
        "{:?}",
        notices(&app)
    );
    build_a_board(&mut app);
    send(&mut app, BoardEditorAction::Save);
    let folder = app
        .world()
        .resource::<ClubFolders>()
        .folder(Ruleset::MovementGame.folder());
    let saved = folder.join("club_night_gates.ron");
    assert!(saved.exists(), "{:?}", notices(&app));
    let made = app.world().resource::<BoardBeingMade>().scenario();
    assert_eq!(muster::scenario::load(&saved).ok(), Some(made.clone()));
    // Back to the page: listed under the club's scenarios.
    send(&mut app, BoardEditorAction::Back);
    run(&mut app, 2);
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Picker);
    let list = app.world().resource::<ScenarioList>();
    assert_eq!(list.club.len(), 1, "{:?}", list.club);
    assert_eq!(list.club[0].path, saved);
    // Edit opens it again; a change and Play plays the board at once.
    app.world_mut().write_message(EditScenario {
        ruleset: Ruleset::MovementGame,
        path: saved.clone(),
    });
    run(&mut app, 2);
    assert_eq!(screen(&app), editor_screen());
    assert_eq!(app.world().resource::<BoardBeingMade>().scenario(), made);
    app.world_mut()
        .resource_mut::<BoardBeingMade>()
        .editor
        .rename("Club night gates, again");
    send(&mut app, BoardEditorAction::Play);
    assert_eq!(screen(&app), movement(), "{:?}", notices(&app));
    let playing = app.world().resource::<ActiveScenario>();
    assert_eq!(playing.scenario.name(), "Club night gates, again");
    assert!(
        playing.path.starts_with(folder.join("played")),
        "{}",
        playing.path.display()
    );
}

#[test]
fn board_editor_a_broken_or_hostile_file_keeps_the_board_and_names_the_file() {
    let (mut app, dir) = editor("broken");
    build_a_board(&mut app);
    let before = app.world().resource::<BoardBeingMade>().clone();
    let broken = dir.join("broken_board.ron");
    std::fs::write(
        &broken,
        "MovementGame((\n    name: \"Broken\",\n    rows: [\"#N.N\", 7],\n))",
    )
    .expect("scratch");
    send(&mut app, BoardEditorAction::Open(broken.clone()));
    assert_eq!(*app.world().resource::<BoardBeingMade>(), before);
    let said = notices(&app);
    assert!(
        said.iter()
            .any(|notice| notice.contains("broken_board.ron:3") && notice.contains("kept")),
        "{said:?}"
    );
    // A hostile one: a board far too large is refused by its size, the board kept.
    let huge = dir.join("huge_board.ron");
    let row = format!("\"{}\"", ".".repeat(500));
    let rows = vec![row; 500].join(", ");
    std::fs::write(
        &huge,
        format!("MovementGame((name: \"Huge\", rows: [{rows}], players: [\"A\", \"B\"]))"),
    )
    .expect("scratch");
    send(&mut app, BoardEditorAction::Open(huge.clone()));
    assert_eq!(*app.world().resource::<BoardBeingMade>(), before);
    assert!(
        notices(&app)
            .iter()
            .any(|notice| notice.contains("huge_board.ron") && notice.contains("500 × 500")),
        "{:?}",
        notices(&app)
    );
    // The twin: a sound file opens, one step to undo.
    let shipped = super::support::scenario("movement_game", "04_pinwheel_four.ron");
    send(&mut app, BoardEditorAction::Open(shipped));
    let opened = app.world().resource::<BoardBeingMade>().clone();
    assert_eq!(opened.editor.draft().players.len(), 4);
    send(&mut app, BoardEditorAction::Undo);
    assert_eq!(
        app.world().resource::<BoardBeingMade>().editor.draft(),
        before.editor.draft()
    );
}
