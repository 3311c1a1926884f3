//! What the board editor's buttons do, without a window: open the screen (the mode page's
//! "Make a board", Edit beside a club's board, the command line), Undo and Redo, Open a
//! board file (a broken or hostile one named in a notice, the board on screen kept), Save
//! into the club's folder, Play at once (played as the menu plays any scenario file, so it
//! asks before replacing an unfinished game), and Back to the mode page.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use muster_text::t;

use super::state::BoardBeingMade;
use crate::app::core::club_folders::ClubFolders;
use crate::app::core::club_scenarios::{EditScenario, save_scenario_in};
use crate::app::core::launch::Launch;
use crate::app::core::menu_actions::{ChosenMode, MenuAction};
use crate::app::core::mode::Mode;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::app::games::movement_game::ruleset_entry::ID;
use crate::ruleset::Ruleset;
use crate::scenario::movement_board_editor::{BoardDraft, BoardEditor};
use crate::scenario::{Scenario, parse};

/// The largest board file read (a board of 26 × 26 is a few kilobytes).
const LARGEST_FILE: u64 = 256 * 1024;

/// Something asked of the board editor.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum BoardEditorAction {
    Undo,
    Redo,
    /// Open this board file in place of the board (one step to undo).
    Open(PathBuf),
    /// Write the board into the club's folder.
    Save,
    /// Play the board at once.
    Play,
    /// Back to the movement game's page.
    Back,
}

/// Back was pressed: open the mode page once the title menu is up.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
struct BackToModePage;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<BoardEditorAction>()
        .add_systems(Startup, open_from_launch)
        .add_systems(
            Update,
            (
                open_on_menu_action,
                open_on_edit.after(open_on_menu_action),
                // Its Play is the menu's Play, acted on in the same frame.
                apply_actions
                    .run_if(in_state(Screen::SetUp(ID)))
                    .before(crate::app::core::menu_actions::MenuActionsApplied),
                open_mode_page
                    .run_if(resource_exists::<BackToModePage>.and_then(in_state(Menu::Main))),
            )
                .in_set(AppSystems::Update),
        );
}

fn open_screen(commands: &mut Commands) {
    commands.insert_resource(ChosenMode(Mode::Ruleset(ID)));
    commands.set_state(Screen::SetUp(ID));
    commands.set_state(Menu::None);
}

/// `muster screenshot board-editor[:<file>]`: open the screen, on that board if one is named.
fn open_from_launch(
    launch: Res<Launch>,
    mut commands: Commands,
    mut board: ResMut<BoardBeingMade>,
    mut notices: ResMut<Notices>,
) {
    if let Launch::BoardEditor(file) = launch.as_ref() {
        // The board alone, as a screenshot wants it: only a file that cannot be read says so.
        if let Some(file) = file {
            match read_board(file) {
                Ok(draft) => board.editor = BoardEditor::new(draft),
                Err(why) => notices.push(t!("editor-movement-not-opened", why = why)),
            }
        }
        open_screen(&mut commands);
    }
}

/// "Make a board": a new board.
fn open_on_menu_action(
    mut actions: MessageReader<MenuAction>,
    mut commands: Commands,
    mut board: ResMut<BoardBeingMade>,
) {
    for action in actions.read() {
        if *action == MenuAction::OpenBoardEditor {
            *board = BoardBeingMade::new_board();
            open_screen(&mut commands);
        }
    }
}

/// Edit beside a club's board: that file opened on the screen.
fn open_on_edit(
    mut edits: MessageReader<EditScenario>,
    mut commands: Commands,
    mut board: ResMut<BoardBeingMade>,
    mut notices: ResMut<Notices>,
) {
    for edit in edits.read() {
        if edit.ruleset == Ruleset::MovementGame {
            open_file(&edit.path, &mut board, &mut notices);
            open_screen(&mut commands);
        }
    }
}

/// Read the board in `path` into the editor (one step to undo), or say in a notice what is
/// wrong with the file and where, keeping the board on screen.
fn open_file(path: &Path, board: &mut BoardBeingMade, notices: &mut Notices) {
    match read_board(path) {
        Ok(draft) => {
            notices.confirm(t!(
                "editor-movement-opened",
                name = draft.name.as_str(),
                path = path.display().to_string()
            ));
            board.editor.replace(draft);
        }
        Err(why) => notices.push(t!("editor-movement-not-opened", why = why)),
    }
}

/// The board in the file at `path`, read even when it still has problems (the checks list
/// them once it is open), or why not: the file and the place.
pub fn read_board(path: &Path) -> Result<BoardDraft, String> {
    let file = path.display().to_string();
    let unreadable = |why: String| {
        t!(
            "editor-movement-unreadable",
            file = file.as_str(),
            why = why
        )
    };
    let size = std::fs::metadata(path)
        .map_err(|why| unreadable(why.to_string()))?
        .len();
    if size > LARGEST_FILE {
        return Err(unreadable(t!("editor-movement-too-large", bytes = size)));
    }
    let text = std::fs::read_to_string(path).map_err(|why| unreadable(why.to_string()))?;
    // A file with problems is opened to mend; one that does not parse is named with its line.
    let scenario = match ron::from_str::<Scenario>(&text) {
        Ok(scenario) => scenario,
        Err(_) => {
            return Err(parse(&text, &file)
                .err()
                .map_or_else(|| unreadable(String::new()), |error| error.to_string()));
        }
    };
    let Scenario::MovementGame(game) = scenario else {
        return Err(t!(
            "editor-movement-not-a-board",
            file = file.as_str(),
            ruleset = scenario.ruleset_name().to_string()
        ));
    };
    BoardDraft::from_scenario(&game).map_err(|why| format!("{file}: {why}"))
}

fn apply_actions(
    mut actions: MessageReader<BoardEditorAction>,
    mut board: ResMut<BoardBeingMade>,
    club: Res<ClubFolders>,
    mut notices: ResMut<Notices>,
    mut menu_actions: MessageWriter<MenuAction>,
    mut commands: Commands,
) {
    let folder = club.folder(Ruleset::MovementGame.folder());
    for action in actions.read() {
        match action {
            BoardEditorAction::Undo => {
                board.editor.undo();
            }
            BoardEditorAction::Redo => {
                board.editor.redo();
            }
            BoardEditorAction::Open(path) => open_file(path, &mut board, &mut notices),
            BoardEditorAction::Save => {
                match save_scenario_in(&board.scenario(), &heading(&board), &folder) {
                    Ok(path) => notices.confirm(t!(
                        "editor-movement-saved",
                        name = board.editor.draft().name.as_str(),
                        path = path.display().to_string()
                    )),
                    Err(why) => notices.push(why),
                }
            }
            // Written where the played tables go (saves name that file, so Resume finds it),
            // then played as the menu plays any scenario file.
            BoardEditorAction::Play => {
                match save_scenario_in(&board.scenario(), &heading(&board), &folder.join("played"))
                {
                    Ok(path) => {
                        menu_actions.write(MenuAction::Play(path));
                    }
                    Err(why) => notices.push(why),
                }
            }
            BoardEditorAction::Back => {
                commands.insert_resource(BackToModePage);
                commands.set_state(Screen::Title);
            }
        }
    }
}

/// The comment heading a saved board's file.
fn heading(board: &BoardBeingMade) -> String {
    format!(
        "Untitled Movement Game: {}. A club's own board, made in Muster's board editor.\n\
         Letters: . open, # closed, N E S W the four starting spaces of the player on that side.",
        board.editor.draft().name.replace('\n', " ")
    )
}

fn open_mode_page(mut commands: Commands, mut actions: MessageWriter<MenuAction>) {
    commands.remove_resource::<BackToModePage>();
    actions.write(MenuAction::OpenMode(Mode::Ruleset(ID)));
}
