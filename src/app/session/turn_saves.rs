//! What the games' saves share: reading a save (a damaged one set aside, another version
//! refused, its scenario loaded), replaying its commands and checking the snapshot, writing
//! the save or the autosave with a notice, and — for the turn-based games — the save, load
//! and autosave systems themselves, generic over the game ([`TurnBasedSaves`]).
//! Each game keeps its own save format.

use muster_text::t;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::app::core::menu_actions::{ActiveScenario, MenuAction};
use crate::app::core::named_saves::named_path;
use crate::app::core::registry::SaveFolder;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::app::session::replay::{LoggedCommand, ReplayableGame, not_replaying};
use crate::app::session::save_error::SaveError;
use crate::files::{self, RonRead};
use crate::rules::engine::RulesEngine;
use crate::rules::record::first_difference;
use crate::scenario::{self, Scenario};

/// A save that says which version wrote it and which scenario it plays.
pub trait VersionedSave: DeserializeOwned {
    fn version(&self) -> u32;
    fn scenario(&self) -> &Path;
}

/// Where the game `G`'s save and autosave live (tests point them at a scratch folder).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct SaveFiles<G> {
    pub save: PathBuf,
    pub autosave: PathBuf,
    game: std::marker::PhantomData<fn() -> G>,
}

impl<G> SaveFiles<G> {
    /// The save and the autosave at these paths.
    pub fn new(save: PathBuf, autosave: PathBuf) -> Self {
        SaveFiles {
            save,
            autosave,
            game: std::marker::PhantomData,
        }
    }
}

impl<G: TurnBasedSaves> Default for SaveFiles<G> {
    /// `saves/<name>.ron` and `autosave/<name>.ron` in the data folder.
    fn default() -> Self {
        let file = format!("{}.ron", G::SAVE_NAME);
        SaveFiles::new(
            files::data_dir().join("saves").join(&file),
            files::data_dir().join("autosave").join(file),
        )
    }
}

/// Save the game on screen to the player's save file.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SaveRequest;

/// Replace the game on screen with the one in the player's save file.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoadRequest;

/// A turn-based game's saves: its format, its files and messages, and how to make and read
/// a save.
pub trait TurnBasedSaves: ReplayableGame + Sized {
    /// The file name of its save and autosave (`saves/<name>.ron`, `autosave/<name>.ron`).
    const SAVE_NAME: &'static str;
    type Save: VersionedSave + Serialize + Send + Sync + 'static;
    /// What the engine says happened (the autosave follows the turns).
    type Event: Message;
    /// The game's own "save" and "load" buttons and keys.
    type SaveRequest: Message;
    type LoadRequest: Message;
    /// The save of this game of `scenario` (the file) called `title`.
    fn saved(&self, scenario: &Path, title: &str) -> Self::Save;
    /// Read the save at `path` and replay it: the game, its scenario file and scenario.
    fn load_game(path: &Path) -> Result<(Self, PathBuf, Scenario), SaveError>;
    /// Whether the event ends a turn or the game (an autosave follows).
    fn ends_a_turn(event: &Self::Event) -> bool;
    /// Whether the game is over (its autosave is removed).
    fn over(&self) -> bool;
    /// Put a loaded game on its screen (the menu's Resume, a save opened, a load): the
    /// game's resource goes in before its screen opens, so the screen's start keeps it. A
    /// screen that follows its game's events (Free Move's table) replays them instead.
    fn resume(self, commands: &mut Commands) {
        commands.insert_resource(self);
    }
}

/// Read the save at `path` written by `version`, with its scenario loaded; or why it cannot
/// be used (a damaged file is set aside as `.broken`; any other refusal leaves it as it is).
pub fn read_save<S: VersionedSave>(
    path: &Path,
    version: u32,
) -> Result<(S, PathBuf, Scenario), SaveError> {
    let save = match files::read_ron_or_set_aside::<S>(path) {
        RonRead::Missing => return Err(SaveError::Missing(path.to_path_buf())),
        RonRead::Damaged(problem) => return Err(SaveError::Damaged(problem)),
        RonRead::Loaded(save) => save,
    };
    if save.version() != version {
        return Err(SaveError::OtherVersion {
            path: path.to_path_buf(),
            found: save.version(),
            reads: version,
        });
    }
    let scenario_path = save.scenario().to_path_buf();
    let loaded =
        scenario::load(&scenario_path).map_err(|error| SaveError::Scenario(error.to_string()))?;
    Ok((save, scenario_path, loaded))
}

/// Replay a save's `commands` on `game` (its start), then check the game reached the
/// save's `snapshot`; or why the save from `path` cannot be used.
pub fn replay_checked<G: ReplayableGame>(
    game: &mut G,
    commands: &[LoggedCommand<G>],
    snapshot: &<G::Engine as RulesEngine>::State,
    path: &Path,
) -> Result<(), SaveError> {
    for (index, command) in commands.iter().cloned().enumerate() {
        game.replay_step(command)
            .map_err(|why| SaveError::DoesNotReplay {
                path: path.to_path_buf(),
                index,
                why: why.to_string(),
            })?;
    }
    if let Some(near) = first_difference(&game.command_log().state, snapshot) {
        // The file's own text goes to the log, for whoever looks into it; the player is
        // told in words.
        warn!("{} differs from its replay near {near:?}", path.display());
        return Err(SaveError::DifferentPosition {
            path: path.to_path_buf(),
        });
    }
    Ok(())
}

/// Write `save` to the player's save file, saying so (or why not) in a notice.
pub fn write_save<S: Serialize>(path: &Path, save: &S, notices: &mut Notices) {
    match files::write_ron(path, save) {
        Ok(()) => notices.confirm(t!("session-saved-to", file = path.display().to_string())),
        Err(error) => notices.push(t!(
            "session-save-failed",
            file = path.display().to_string(),
            error = error.to_string()
        )),
    }
}

/// Write the autosave, or remove it when the game is over; only a failure is a notice.
pub fn write_autosave<S: Serialize>(path: &Path, save: &S, over: bool, notices: &mut Notices) {
    if over {
        let _ = std::fs::remove_file(path);
        return;
    }
    if let Err(error) = files::write_ron(path, save) {
        notices.push(t!(
            "session-autosave-failed",
            file = path.display().to_string(),
            error = error.to_string()
        ));
    }
}

/// Whether the game's own request (a panel button, a key) or the pause menu's `wanted`
/// action asks for a save or a load this frame.
pub fn asked<R: Message>(
    requests: &mut MessageReader<R>,
    menu: &mut MessageReader<MenuAction>,
    wanted: MenuAction,
) -> bool {
    let by_the_game = requests.read().count() > 0;
    let by_the_menu = menu.read().filter(|action| **action == wanted).count() > 0;
    by_the_game || by_the_menu
}

/// The files the saves asked for this frame go to: the quick save `quick` for the game's own
/// request (a panel button, a key) or the pause menu's Save game, and a named save's file
/// (`core::named_saves`) for each Save as…; a name that cannot be used is a notice.
pub fn save_targets<R: Message>(
    requests: &mut MessageReader<R>,
    menu: &mut MessageReader<MenuAction>,
    quick: &Path,
    notices: &mut Notices,
) -> Vec<PathBuf> {
    let mut targets = Vec::new();
    if requests.read().count() > 0 {
        targets.push(quick.to_path_buf());
    }
    for action in menu.read() {
        match action {
            MenuAction::SaveGame => targets.push(quick.to_path_buf()),
            MenuAction::SaveGameAs(name) => match named_path(quick, name) {
                Ok(path) => targets.push(path),
                Err(why) => notices.push(why),
            },
            _ => {}
        }
    }
    targets.dedup();
    targets
}

/// Save, load and autosave for the turn-based game `G` on its screen (not while its replay
/// is open, nor in a screenshot run).
pub fn plugin<G: TurnBasedSaves>(app: &mut App) {
    if let Some(files) = SaveFolder::files_in(app, G::SAVE_NAME) {
        app.insert_resource(SaveFiles::<G>::new(files.saved, files.autosave));
    }
    app.init_resource::<SaveFiles<G>>()
        .add_message::<G::SaveRequest>()
        .add_message::<G::LoadRequest>()
        .add_systems(
            Update,
            (save_on_request::<G>, load_on_request::<G>)
                .in_set(AppSystems::Update)
                .run_if(
                    in_state(G::SCREEN)
                        .and_then(resource_exists::<G>)
                        .and_then(not_replaying::<G>),
                ),
        )
        // After the frame's commands, so the game saved is the one its events left.
        .add_systems(
            Update,
            autosave::<G>.after(AppSystems::Update).run_if(
                in_state(G::SCREEN)
                    .and_then(resource_exists::<G>)
                    .and_then(not_replaying::<G>)
                    .and_then(crate::app::core::staging::autosaves_allowed),
            ),
        );
}

/// Why a guest of a game that hides something does not save it.
pub fn host_keeps_it() -> String {
    t!("session-host-keeps-the-game")
}

fn save_on_request<G: TurnBasedSaves>(
    mut requests: MessageReader<G::SaveRequest>,
    mut menu: MessageReader<MenuAction>,
    game: Res<G>,
    active: Option<Res<ActiveScenario>>,
    files: Res<SaveFiles<G>>,
    mut notices: ResMut<Notices>,
    net: Option<Res<crate::app::core::network::NetGame>>,
) {
    let targets = save_targets(&mut requests, &mut menu, &files.save, &mut notices);
    if targets.is_empty() {
        return;
    }
    if net.as_ref().is_some_and(|net| net.hidden && net.me != 0) {
        notices.push(host_keeps_it());
        return;
    }
    let Some(active) = active else {
        return;
    };
    let save = game.saved(&active.path, active.scenario.name());
    for target in targets {
        write_save(&target, &save, &mut notices);
    }
}

fn load_on_request<G: TurnBasedSaves>(
    mut requests: MessageReader<G::LoadRequest>,
    mut menu: MessageReader<MenuAction>,
    files: Res<SaveFiles<G>>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
    net: Option<Res<crate::app::core::network::NetGame>>,
) {
    if !asked(&mut requests, &mut menu, MenuAction::LoadGame) {
        return;
    }
    if net.is_some() {
        notices.push(crate::app::core::network::no_load_across_machines());
        return;
    }
    match G::load_game(&files.save) {
        Ok((game, path, scenario)) => {
            commands.insert_resource(ActiveScenario { path, scenario });
            game.resume(&mut commands);
        }
        Err(why) => notices.push(why),
    }
}

fn autosave<G: TurnBasedSaves>(
    mut events: MessageReader<G::Event>,
    game: Res<G>,
    active: Option<Res<ActiveScenario>>,
    files: Res<SaveFiles<G>>,
    mut notices: ResMut<Notices>,
    net: Option<Res<crate::app::core::network::NetGame>>,
) {
    let turn_ended = events.read().any(G::ends_a_turn);
    if net.is_some_and(|net| net.hidden && net.me != 0) {
        return;
    }
    let Some(active) = active.filter(|_| turn_ended) else {
        return;
    };
    let save = game.saved(&active.path, active.scenario.name());
    write_autosave(&files.autosave, &save, game.over(), &mut notices);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The smallest save: a version and a scenario.
    #[derive(Debug, serde::Deserialize)]
    struct TinySave {
        version: u32,
        scenario: PathBuf,
    }

    impl VersionedSave for TinySave {
        fn version(&self) -> u32 {
            self.version
        }

        fn scenario(&self) -> &Path {
            &self.scenario
        }
    }

    fn written(name: &str, text: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("muster-read-save-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let path = dir.join("save.ron");
        std::fs::write(&path, text).expect("written");
        path
    }

    const SCENARIO: &str = "scenarios/movement_game/01_twin_gates_two.ron";

    #[test]
    fn a_save_of_another_version_is_refused_with_both_versions_named() {
        let path = written("other", &format!("(version: 9, scenario: \"{SCENARIO}\")"));
        let refused = read_save::<TinySave>(&path, 2).map(|_| ()).unwrap_err();
        assert_eq!(
            refused,
            SaveError::OtherVersion {
                path: path.clone(),
                found: 9,
                reads: 2
            }
        );
        assert!(
            refused
                .to_string()
                .contains("save version 9, this one reads 2")
        );
        assert!(path.exists(), "left as it is");
    }

    #[test]
    fn a_save_of_this_version_is_read_with_its_scenario() {
        let path = written("this", &format!("(version: 2, scenario: \"{SCENARIO}\")"));
        let (save, scenario_path, scenario) = read_save::<TinySave>(&path, 2).expect("it reads");
        assert_eq!(save.version, 2);
        assert_eq!(scenario_path, Path::new(SCENARIO));
        assert!(matches!(scenario, Scenario::MovementGame(_)));
    }

    #[test]
    fn a_missing_save_is_named_and_a_damaged_one_set_aside() {
        let path = written("missing", "").with_file_name("none.ron");
        assert_eq!(
            read_save::<TinySave>(&path, 2).map(|_| ()),
            Err(SaveError::Missing(path))
        );
        let damaged = written("damaged", "(version: ");
        assert!(matches!(
            read_save::<TinySave>(&damaged, 2).map(|_| ()),
            Err(SaveError::Damaged(_))
        ));
    }
}
