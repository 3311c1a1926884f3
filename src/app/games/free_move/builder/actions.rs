//! What the builder's buttons do, without a window: open the screen (the Free Move page's
//! "Build a battle", `muster screenshot free-move-builder[:<file>]`, a club scenario's
//! Edit), New, Open a file (a broken one named in a notice, the battle kept), Save into the
//! club's folder, Play at once (two players, or against the computer), load an army file,
//! undo and redo, and Back to the Free Move page.

use std::path::PathBuf;

use bevy::prelude::*;
use muster_text::t;

use super::builder_state::BattleBuilder;
use super::files::{BuilderFolders, load_army, open_battle};
use crate::app::core::club_scenarios::{EditScenario, save_scenario_in};
use crate::app::core::launch::Launch;
use crate::app::core::menu_actions::{ChosenMode, MenuAction};
use crate::app::core::mode::Mode;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::app::games::free_move::computer::FreeMoveSeats;
use crate::app::games::free_move::ruleset_entry::ID;
use crate::rules::free_move::ai::Level;
use crate::ruleset::Ruleset;

/// Something asked of the battle builder.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum BuilderAction {
    /// An empty table (the battle being built is forgotten).
    New,
    /// Open this battle file to change it.
    Open(PathBuf),
    /// Save the battle into the club's folder.
    Save,
    /// Play the battle now: two players at one screen, or the second army the computer's.
    Play {
        against_computer: bool,
    },
    /// Replace side `side`'s army with the army in `file`.
    LoadArmy {
        side: usize,
        file: PathBuf,
    },
    Undo,
    Redo,
    /// Delete the selected piece or stand.
    DeleteSelected,
    /// Back to the Free Move page.
    Back,
}

/// Back was pressed: open the Free Move page once the title menu is up.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
struct BackToModePage;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<BuilderAction>()
        .add_systems(Startup, open_from_launch)
        .add_systems(
            Update,
            (
                open_on_menu_action,
                open_on_edit_scenario,
                // Its Play is the menu's Play, acted on in the same frame.
                apply_builder_actions
                    .run_if(in_state(Screen::FreeMoveBuilder))
                    .before(crate::app::core::menu_actions::MenuActionsApplied),
                open_mode_page
                    .run_if(resource_exists::<BackToModePage>.and_then(in_state(Menu::Main))),
            )
                .in_set(AppSystems::Update),
        );
}

fn open_screen(commands: &mut Commands) {
    commands.insert_resource(ChosenMode(Mode::Ruleset(ID)));
    commands.set_state(Screen::FreeMoveBuilder);
    commands.set_state(Menu::None);
}

/// `muster screenshot free-move-builder[:<file>]`: the builder, with the file opened.
fn open_from_launch(
    launch: Res<Launch>,
    mut builder: ResMut<BattleBuilder>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    if let Launch::FreeMoveBuilder(file) = launch.as_ref() {
        if let Some(file) = file {
            open_file(&mut builder, file, &mut notices);
        }
        open_screen(&mut commands);
    }
}

fn open_on_menu_action(mut actions: MessageReader<MenuAction>, mut commands: Commands) {
    for action in actions.read() {
        if *action == MenuAction::OpenFreeMoveBuilder {
            open_screen(&mut commands);
        }
    }
}

/// A club's Free Move scenario's Edit: the builder with that file.
fn open_on_edit_scenario(
    mut edits: MessageReader<EditScenario>,
    mut builder: ResMut<BattleBuilder>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    for edit in edits.read() {
        if edit.ruleset == Ruleset::FreeMove {
            open_file(&mut builder, &edit.path, &mut notices);
            open_screen(&mut commands);
        }
    }
}

/// Open `file` in the builder; a file that cannot be opened is named in a notice with its
/// place, and the battle being built is kept.
fn open_file(builder: &mut BattleBuilder, file: &std::path::Path, notices: &mut Notices) {
    match open_battle(file) {
        Ok(battle) => builder.open(battle, Some(file.to_path_buf())),
        Err(why) => notices.push(why),
    }
}

fn apply_builder_actions(
    mut actions: MessageReader<BuilderAction>,
    mut builder: ResMut<BattleBuilder>,
    folders: Res<BuilderFolders>,
    mut notices: ResMut<Notices>,
    mut menu_actions: MessageWriter<MenuAction>,
    mut commands: Commands,
) {
    let heading = t!("editor-free-move-file-heading");
    for action in actions.read() {
        match action {
            BuilderAction::New => builder.start_new(),
            BuilderAction::Open(file) => open_file(&mut builder, file, &mut notices),
            BuilderAction::Save => {
                match save_scenario_in(&builder.battle_as_scenario(), &heading, &folders.scenarios)
                {
                    Ok(path) => {
                        notices.confirm(t!(
                            "editor-free-move-saved",
                            name = builder.draft.scenario().name.as_str(),
                            path = path.display().to_string()
                        ));
                        builder.file = Some(path);
                    }
                    Err(why) => notices.push(why),
                }
            }
            // Played as any scenario file is: the menu's Play loads it, and asks first when
            // a Free Move battle is unfinished.
            BuilderAction::Play { against_computer } => {
                match save_scenario_in(&builder.battle_as_scenario(), &heading, &folders.played) {
                    Ok(path) => {
                        let computer = against_computer.then_some(Level::Veteran);
                        commands.insert_resource(FreeMoveSeats([None, computer]));
                        menu_actions.write(MenuAction::Play(path));
                    }
                    Err(why) => notices.push(why),
                }
            }
            BuilderAction::LoadArmy { side, file } => match load_army(file) {
                Ok(army) => builder.draft.load_army(*side, &army),
                Err(why) => notices.push(why),
            },
            BuilderAction::Undo => {
                builder.drag = None;
                builder.draft.undo();
            }
            BuilderAction::Redo => {
                builder.drag = None;
                builder.draft.redo();
            }
            BuilderAction::DeleteSelected => delete_selected(&mut builder),
            BuilderAction::Back => {
                commands.insert_resource(BackToModePage);
                commands.set_state(Screen::Title);
            }
        }
    }
}

fn delete_selected(builder: &mut BattleBuilder) {
    use crate::scenario::free_move_builder::Picked;
    match builder.selected.take() {
        Some(Picked::Terrain(index)) => builder.draft.delete_terrain(index),
        Some(Picked::Unit { side, index }) => {
            let number = builder
                .draft
                .scenario()
                .sides
                .get(side)
                .and_then(|own| own.units.get(index))
                .map(|unit| unit.number);
            if let Some(number) = number {
                builder.draft.remove_unit(side, number);
            }
        }
        Some(Picked::Zone(side)) => builder.draft.clear_zone(side),
        None => {}
    }
}

fn open_mode_page(mut commands: Commands, mut actions: MessageWriter<MenuAction>) {
    commands.remove_resource::<BackToModePage>();
    actions.write(MenuAction::OpenMode(Mode::Ruleset(ID)));
}
