//! Every game's save and autosave, for the menus: the title menu offers to resume each
//! turn-based autosave after a crash or a quit, and the saved-games page lists every save of
//! every mode to play on or to watch as a replay. A game is opened replayed from its
//! commands (checked against its snapshot), exactly as it was.

use std::path::{Path, PathBuf};

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use serde::de::DeserializeOwned;

use crate::app::core::menu_actions::{ActiveScenario, ChosenMode, MenuAction, SaveSlot};
use crate::app::core::mode::Mode;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::ui::notices::Notices;
use crate::app::games::free_move::save::{AutosaveFile, ResumeBattle, SaveFile, SavedBattle};
use crate::app::games::movement_game::save::{MovementSaveFiles, SavedMovementGame};
use crate::app::games::skirmish::save::{SavedSkirmish, SkirmishSaveFiles};
use crate::app::games::soldiers::save::{SavedSoldiers, SoldiersSaveFiles};
use crate::app::session::replay::ReplayWhenLoaded;
use crate::files::{self, RonRead};
use crate::ruleset::Ruleset;

/// One save on disk, as the menus show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedGameEntry {
    pub ruleset: Ruleset,
    pub slot: SaveSlot,
    /// The scenario and how far the game went ("Hill Country, day 4").
    pub label: String,
}

/// Every save on disk, read when the title menu or the saved-games page opens.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct SavedGames(pub Vec<SavedGameEntry>);

/// The turn-based autosaves the title menu offers to resume, with their labels.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct ResumableGames(pub Vec<(Ruleset, String)>);

/// Where every mode keeps its save and autosave.
#[derive(SystemParam)]
pub struct SaveLocations<'w> {
    free_move_save: Res<'w, SaveFile>,
    free_move_autosave: Res<'w, AutosaveFile>,
    soldiers: Res<'w, SoldiersSaveFiles>,
    skirmish: Res<'w, SkirmishSaveFiles>,
    movement: Res<'w, MovementSaveFiles>,
}

impl SaveLocations<'_> {
    /// The file of `ruleset`'s `slot`.
    pub fn path(&self, ruleset: Ruleset, slot: SaveSlot) -> PathBuf {
        let (saved, autosave) = match ruleset {
            Ruleset::FreeMove => (&self.free_move_save.0, &self.free_move_autosave.0),
            Ruleset::Soldiers => (&self.soldiers.save, &self.soldiers.autosave),
            Ruleset::SkirmishWars => (&self.skirmish.save, &self.skirmish.autosave),
            Ruleset::MovementGame => (&self.movement.save, &self.movement.autosave),
        };
        match slot {
            SaveSlot::Saved => saved.clone(),
            SaveSlot::Autosave => autosave.clone(),
        }
    }
}

/// Keep every mode's save and autosave in `dir` instead of the data folder (headless tests,
/// which must never touch a player's saves).
pub fn keep_saves_in(app: &mut App, dir: &Path) {
    let files = |name: &str| {
        (
            dir.join(format!("{name}.ron")),
            dir.join(format!("{name}_autosave.ron")),
        )
    };
    let (save, autosave) = files("free_move");
    app.insert_resource(SaveFile(save))
        .insert_resource(AutosaveFile(autosave));
    let (save, autosave) = files("soldiers");
    app.insert_resource(SoldiersSaveFiles::new(save, autosave));
    let (save, autosave) = files("skirmish");
    app.insert_resource(SkirmishSaveFiles::new(save, autosave));
    let (save, autosave) = files("movement_game");
    app.insert_resource(MovementSaveFiles::new(save, autosave));
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ResumableGames>()
        .init_resource::<SavedGames>()
        .add_systems(OnEnter(Menu::Main), read_saved_games)
        .add_systems(OnEnter(Menu::SavedGames), read_saved_games)
        .add_systems(Update, open_on_request);
}

/// A save's header, or `None` (a damaged file is set aside and named in a notice).
fn peek<S: DeserializeOwned>(path: &Path, notices: &mut Notices) -> Option<S> {
    match files::read_ron_or_set_aside::<S>(path) {
        RonRead::Loaded(save) => Some(save),
        RonRead::Missing => None,
        RonRead::Damaged(problem) => {
            notices.push(format!("A saved game could not be read: {problem}."));
            None
        }
    }
}

/// The unfinished game of `ruleset` its autosave holds ("Brunstatt, turn 5"), if any: a new
/// game's first autosave would replace it.
pub fn unfinished_game(
    locations: &SaveLocations,
    ruleset: Ruleset,
    notices: &mut Notices,
) -> Option<String> {
    label(
        ruleset,
        &locations.path(ruleset, SaveSlot::Autosave),
        notices,
    )
}

/// The label of the save in `path`, if there is one.
fn label(ruleset: Ruleset, path: &Path, notices: &mut Notices) -> Option<String> {
    match ruleset {
        Ruleset::FreeMove => peek::<SavedBattle>(path, notices)
            .map(|save| format!("{}, move {}", save.title, save.move_number.max(1))),
        Ruleset::Soldiers => peek::<SavedSoldiers>(path, notices)
            .map(|save| format!("{}, turn {}", save.title, save.turn)),
        Ruleset::SkirmishWars => peek::<SavedSkirmish>(path, notices)
            .map(|save| format!("{}, day {}", save.title, save.day)),
        Ruleset::MovementGame => peek::<SavedMovementGame>(path, notices)
            .map(|save| format!("{}, turn {}", save.title, save.turns + 1)),
    }
}

fn read_saved_games(
    locations: SaveLocations,
    mut saved: ResMut<SavedGames>,
    mut resumable: ResMut<ResumableGames>,
    mut notices: ResMut<Notices>,
) {
    saved.0.clear();
    resumable.0.clear();
    for ruleset in Ruleset::ALL {
        for slot in [SaveSlot::Saved, SaveSlot::Autosave] {
            let Some(label) = label(ruleset, &locations.path(ruleset, slot), &mut notices) else {
                continue;
            };
            // Free Move has its own Resume button on the title menu.
            if slot == SaveSlot::Autosave && ruleset != Ruleset::FreeMove {
                resumable
                    .0
                    .push((ruleset, format!("Resume {}: {label}", resume_name(ruleset))));
            }
            saved.0.push(SavedGameEntry {
                ruleset,
                slot,
                label,
            });
        }
    }
}

/// How the title menu names a ruleset in "Resume …".
fn resume_name(ruleset: Ruleset) -> &'static str {
    match ruleset {
        Ruleset::MovementGame => "the movement game",
        other => other.title(),
    }
}

/// Open the save in `path` of `ruleset`: the game goes in before its screen opens, so the
/// screen's start sees it and does not deal anew (Free Move replays it on the table).
fn open_save(
    ruleset: Ruleset,
    path: &Path,
    commands: &mut Commands,
) -> Result<ActiveScenario, String> {
    use crate::app::{free_move, movement_game, skirmish, soldiers};
    let (path, scenario) = match ruleset {
        Ruleset::FreeMove => free_move::save::load_game(path).map(|(_, save, scenario)| {
            let path = save.scenario.clone();
            commands.insert_resource(ResumeBattle(save));
            (path, scenario)
        })?,
        Ruleset::Soldiers => soldiers::save::load_game(path).map(|(game, path, scenario)| {
            commands.insert_resource(game);
            (path, scenario)
        })?,
        Ruleset::SkirmishWars => {
            skirmish::save::load_game(path).map(|(game, path, scenario)| {
                commands.insert_resource(game);
                (path, scenario)
            })?
        }
        Ruleset::MovementGame => {
            movement_game::save::load_game(path).map(|(game, path, scenario)| {
                commands.insert_resource(game);
                (path, scenario)
            })?
        }
    };
    Ok(ActiveScenario { path, scenario })
}

fn open_on_request(
    mut actions: MessageReader<MenuAction>,
    locations: SaveLocations,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    for action in actions.read() {
        let (ruleset, slot, watch) = match action {
            MenuAction::ResumeGame(ruleset) => (*ruleset, SaveSlot::Autosave, false),
            MenuAction::OpenSave {
                ruleset,
                slot,
                watch,
            } => (*ruleset, *slot, *watch),
            _ => continue,
        };
        match open_save(ruleset, &locations.path(ruleset, slot), &mut commands) {
            Ok(active) => {
                commands.set_state(Screen::for_scenario(&active.scenario));
                commands.insert_resource(ChosenMode(Mode::Ruleset(ruleset)));
                commands.insert_resource(active);
                if watch {
                    commands.insert_resource(ReplayWhenLoaded { at: 0 });
                }
                commands.set_state(Menu::None);
            }
            Err(why) => notices.push(why),
        }
    }
}
