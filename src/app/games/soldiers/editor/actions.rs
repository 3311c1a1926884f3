//! What the editor's buttons and keys do, without a window: open the screen (from the
//! Soldiers page's "Make a scenario", a club scenario's Edit, or the command line), New,
//! Open a file (a broken one named in a notice, the scenario being edited kept), Undo and
//! Redo, Save into the club's folder, Play (the scenario written and played as the menu
//! plays any file), and Back to the Soldiers page.

use std::path::PathBuf;

use bevy::prelude::*;
use muster_text::t;

use super::editor_state::{SoldiersEditor, scenario_being_edited};
use super::files::{EditorFolders, open_scenario_file};
use crate::app::core::club_scenarios::{EditScenario, save_scenario_in};
use crate::app::core::launch::Launch;
use crate::app::core::menu_actions::{ChosenMode, MenuAction};
use crate::app::core::mode::Mode;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::app::games::soldiers::ruleset_entry::ID;
use crate::rules::soldiers::tables::Tables;
use crate::ruleset::Ruleset;
use crate::scenario::soldiers_editor::ScenarioDraft;

/// Something asked of the editor.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum EditorAction {
    /// Start a new, empty scenario.
    New,
    /// Open a scenario file for editing.
    Open(PathBuf),
    Undo,
    Redo,
    /// Write the scenario into the club's folder.
    Save,
    /// Play the scenario as it stands.
    Play,
    /// Back to the Soldiers page.
    Back,
}

/// Back was pressed: open the Soldiers page once the title menu is up.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
struct BackToModePage;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<EditorAction>()
        .add_systems(Startup, open_from_launch)
        .add_systems(
            Update,
            (
                (open_on_menu_action, open_on_edit_scenario),
                // Its Play is the menu's Play, acted on in the same frame.
                apply_editor_actions
                    .run_if(in_state(Screen::SoldiersEditor))
                    .before(crate::app::core::menu_actions::MenuActionsApplied),
                open_mode_page
                    .run_if(resource_exists::<BackToModePage>.and_then(in_state(Menu::Main))),
            )
                .chain()
                .in_set(AppSystems::Update),
        );
}

fn open_screen(commands: &mut Commands) {
    commands.insert_resource(ChosenMode(Mode::Ruleset(ID)));
    commands.set_state(Screen::SoldiersEditor);
    commands.set_state(Menu::None);
}

/// Open `path` in the editor: the scenario in it, or a notice naming the file and the
/// place at fault with the scenario being edited kept. A scenario with problems opens and
/// says so; one without says it opened when `announce`.
pub fn open_file(
    editor: &mut SoldiersEditor,
    path: PathBuf,
    notices: &mut Notices,
    announce: bool,
) {
    match open_scenario_file(&path) {
        Ok(scenario) => {
            let draft = ScenarioDraft::from_scenario(scenario, Tables::shipped());
            let problems = draft.problems();
            editor.start_on(draft, Some(path.clone()));
            match problems.first() {
                None if !announce => {}
                None => notices.confirm(t!(
                    "editor-soldiers-opened",
                    path = path.display().to_string()
                )),
                Some(first) => notices.push(t!(
                    "editor-soldiers-opened-with-problems",
                    path = path.display().to_string(),
                    first = first.to_string(),
                    count = problems.len()
                )),
            }
        }
        Err(why) => notices.push(why),
    }
}

/// `muster screenshot soldiers-editor[:<file>]`: open the screen, on the file if given.
fn open_from_launch(
    launch: Res<Launch>,
    mut commands: Commands,
    mut editor: ResMut<SoldiersEditor>,
    mut notices: ResMut<Notices>,
) {
    if let Launch::SoldiersEditor(file) = launch.as_ref() {
        if let Some(path) = file {
            open_file(&mut editor, path.clone(), &mut notices, false);
        }
        open_screen(&mut commands);
    }
}

/// "Make a scenario": the editor, on the scenario left there (or a new one).
fn open_on_menu_action(mut actions: MessageReader<MenuAction>, mut commands: Commands) {
    for action in actions.read() {
        if *action == MenuAction::OpenSoldiersEditor {
            open_screen(&mut commands);
        }
    }
}

/// A club scenario's Edit: the editor on that file.
fn open_on_edit_scenario(
    mut asked: MessageReader<EditScenario>,
    mut editor: ResMut<SoldiersEditor>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    for edit in asked.read() {
        if edit.ruleset == Ruleset::Soldiers {
            open_file(&mut editor, edit.path.clone(), &mut notices, true);
            open_screen(&mut commands);
        }
    }
}

/// The heading comment of a saved file: the scenario's name and date.
fn heading(editor: &SoldiersEditor) -> String {
    let scenario = editor.draft.scenario();
    format!("{}\n{}", scenario.name, scenario.date)
}

fn apply_editor_actions(
    mut actions: MessageReader<EditorAction>,
    mut editor: ResMut<SoldiersEditor>,
    folders: Res<EditorFolders>,
    mut notices: ResMut<Notices>,
    mut menu_actions: MessageWriter<MenuAction>,
    mut commands: Commands,
) {
    for action in actions.read() {
        match action {
            EditorAction::New => {
                editor.start_on(ScenarioDraft::empty(Tables::shipped()), None);
            }
            EditorAction::Open(path) => open_file(&mut editor, path.clone(), &mut notices, true),
            EditorAction::Undo => {
                editor.draft.undo();
            }
            EditorAction::Redo => {
                editor.draft.redo();
            }
            EditorAction::Save => {
                let scenario = scenario_being_edited(&editor);
                match save_scenario_in(&scenario, &heading(&editor), &folders.club) {
                    Ok(path) => {
                        notices.confirm(t!(
                            "editor-soldiers-saved",
                            path = path.display().to_string()
                        ));
                        editor.file = Some(path);
                    }
                    Err(why) => notices.push(why),
                }
            }
            // Played as any scenario file is: the menu's Play loads it, and asks first
            // when a Soldiers game is unfinished.
            EditorAction::Play => {
                let scenario = scenario_being_edited(&editor);
                match save_scenario_in(&scenario, &heading(&editor), &folders.played) {
                    Ok(path) => {
                        menu_actions.write(MenuAction::Play(path));
                    }
                    Err(why) => notices.push(why),
                }
            }
            EditorAction::Back => {
                commands.insert_resource(BackToModePage);
                commands.set_state(Screen::Title);
            }
        }
        editor.keep_selection_valid();
    }
}

fn open_mode_page(mut commands: Commands, mut actions: MessageWriter<MenuAction>) {
    commands.remove_resource::<BackToModePage>();
    actions.write(MenuAction::OpenMode(Mode::Ruleset(ID)));
}
