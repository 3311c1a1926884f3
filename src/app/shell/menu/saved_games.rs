//! Every game's saves, for the menus: the title menu offers to resume each turn-based
//! autosave after a crash or a quit, and the saved-games page lists every save of every mode
//! (the quick save, the autosave and each named save) to play on, to watch as a replay, or
//! (a named save) to delete. A game is opened replayed from its
//! commands (checked against its snapshot), exactly as it was. The games are known only
//! through the registry (`core::registry`): each says where its saves are, how to label
//! one and how to open it.

use std::path::PathBuf;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use muster_text::t;

use crate::app::core::menu_actions::{ActiveScenario, ChosenMode, MenuAction, SaveSlot};
use crate::app::core::mode::Mode;
use crate::app::core::named_saves::{NamedSave, named_path, named_saves};
use crate::app::core::registry::{GameRegistry, SaveLabel, SavePaths};
use crate::app::core::ruleset_door::RulesetId;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::ui::notices::Notices;
use crate::app::session::replay::ReplayWhenLoaded;

/// One save on disk, as the menus show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedGameEntry {
    pub ruleset: RulesetId,
    pub slot: SaveSlot,
    /// The scenario and how far the game went ("Hill Country, day 4").
    pub label: String,
    /// When a named save was written ("27 Nov 2026, 16:40 UTC").
    pub saved_at: Option<String>,
}

/// Every save on disk, read when the title menu or the saved-games page opens.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct SavedGames(pub Vec<SavedGameEntry>);

/// The turn-based autosaves the title menu offers to resume, with their labels.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct ResumableGames(pub Vec<(RulesetId, String)>);

/// Every game's saves as the registry knows them.
#[derive(SystemParam)]
pub struct SaveLocations<'w> {
    registry: Res<'w, GameRegistry>,
    paths: Res<'w, SavePaths>,
}

impl SaveLocations<'_> {
    /// The file of `ruleset`'s `slot`, if that game is built in.
    pub fn path(&self, ruleset: RulesetId, slot: SaveSlot) -> Option<PathBuf> {
        let files = self.paths.of(ruleset)?;
        match slot {
            SaveSlot::Saved => Some(files.saved.clone()),
            SaveSlot::Autosave => Some(files.autosave.clone()),
            SaveSlot::Named(name) => named_path(&files.saved, &name).ok(),
        }
    }

    /// The named saves of `ruleset`, newest first.
    fn named(&self, ruleset: RulesetId) -> Vec<NamedSave> {
        self.paths
            .of(ruleset)
            .map(|files| named_saves(&files.saved))
            .unwrap_or_default()
    }

    /// The label of `ruleset`'s `slot`, if there is a save there (a damaged one is set aside
    /// and named in a notice).
    fn label(&self, ruleset: RulesetId, slot: SaveSlot, notices: &mut Notices) -> Option<String> {
        let entry = self.registry.get(ruleset)?;
        match (entry.save_label)(&self.path(ruleset, slot)?) {
            SaveLabel::Missing => None,
            SaveLabel::Label(label) => Some(label),
            SaveLabel::Damaged(problem) => {
                notices.push(t!("menu-saved-damaged", problem = problem.to_string()));
                None
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ResumableGames>()
        .init_resource::<SavedGames>()
        .init_resource::<GameRegistry>()
        .init_resource::<SavePaths>()
        .add_systems(OnEnter(Menu::Main), read_saved_games)
        .add_systems(OnEnter(Menu::SavedGames), read_saved_games)
        .add_systems(Update, (open_on_request, delete_on_request));
}

/// The title menu's Resume button for a game: "Resume the battle: Hastings, move 2".
pub fn resume_label(game: &str, label: &str) -> String {
    t!("menu-title-resume", game = game, label = label)
}

/// The unfinished game of `ruleset` its autosave holds ("Brunstatt, turn 5"), if any: a new
/// game's first autosave would replace it.
pub fn unfinished_game(
    locations: &SaveLocations,
    ruleset: RulesetId,
    notices: &mut Notices,
) -> Option<String> {
    locations.label(ruleset, SaveSlot::Autosave, notices)
}

fn read_saved_games(
    locations: SaveLocations,
    mut saved: ResMut<SavedGames>,
    mut resumable: ResMut<ResumableGames>,
    mut notices: ResMut<Notices>,
) {
    saved.0.clear();
    resumable.0.clear();
    for entry in locations.registry.entries() {
        let ruleset = entry.ruleset;
        for slot in [SaveSlot::Saved, SaveSlot::Autosave] {
            let Some(label) = locations.label(ruleset, slot.clone(), &mut notices) else {
                continue;
            };
            if slot == SaveSlot::Autosave {
                resumable.0.push((
                    ruleset,
                    resume_label(&muster_text::text(entry.resume_name), &label),
                ));
            }
            saved.0.push(SavedGameEntry {
                ruleset,
                slot,
                label,
                saved_at: None,
            });
        }
        for named in locations.named(ruleset) {
            let slot = SaveSlot::Named(named.name);
            let Some(label) = locations.label(ruleset, slot.clone(), &mut notices) else {
                continue;
            };
            saved.0.push(SavedGameEntry {
                ruleset,
                slot,
                label,
                saved_at: named.saved_at,
            });
        }
    }
}

/// Delete a named save (the page asked first), and list the saves again.
fn delete_on_request(
    mut actions: MessageReader<MenuAction>,
    locations: SaveLocations,
    mut notices: ResMut<Notices>,
    mut saved: ResMut<SavedGames>,
) {
    for action in actions.read() {
        let MenuAction::DeleteSave { ruleset, name } = action else {
            continue;
        };
        let slot = SaveSlot::Named(name.clone());
        let Some(path) = locations.path(*ruleset, slot.clone()) else {
            notices.push(t!("menu-saved-no-such-save", name = name.as_str()));
            continue;
        };
        match std::fs::remove_file(&path) {
            Ok(()) => {
                notices.confirm(t!("menu-saved-deleted", name = name.as_str()));
                saved
                    .0
                    .retain(|entry| !(entry.ruleset == *ruleset && entry.slot == slot));
            }
            Err(error) => notices.push(t!(
                "menu-saved-not-deleted",
                name = name.as_str(),
                file = path.display().to_string(),
                error = error.to_string()
            )),
        }
    }
}

/// Open a save to play on (or to watch, from its first command): the game goes in before
/// its screen opens, so the screen's start sees it and does not deal anew.
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
            } => (*ruleset, slot.clone(), *watch),
            _ => continue,
        };
        let (Some(entry), Some(path)) = (
            locations.registry.get(ruleset),
            locations.path(ruleset, slot),
        ) else {
            notices.push(t!(
                "menu-saved-none-in-build",
                ruleset = ruleset.title().to_string()
            ));
            continue;
        };
        match (entry.open_save)(&path, &mut commands) {
            Ok((path, scenario)) => {
                commands.set_state(Screen::Playing(ruleset));
                commands.insert_resource(ChosenMode(Mode::Ruleset(ruleset)));
                commands.insert_resource(ActiveScenario { path, scenario });
                if watch {
                    commands.insert_resource(ReplayWhenLoaded { at: 0 });
                }
                commands.set_state(Menu::None);
            }
            Err(why) => notices.push(why),
        }
    }
}
