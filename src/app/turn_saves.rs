//! What the turn-based games' saves share: reading a save (a damaged one set aside, another
//! version refused, its scenario loaded) and writing the save or the autosave with a notice.
//! Each game keeps its own save format and replays its own commands.

use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

use bevy::prelude::{Message, MessageReader};

use crate::app::menu::MenuAction;
use crate::app::ui::notices::Notices;
use crate::files::{self, RonRead};
use crate::scenario::{self, Scenario};

/// A save that says which version wrote it and which scenario it plays.
pub trait VersionedSave: DeserializeOwned {
    fn version(&self) -> u32;
    fn scenario(&self) -> &Path;
}

/// Read the save at `path` written by `version`, with its scenario loaded; or why it cannot
/// be used (a damaged file is set aside as `.broken`; any other refusal leaves it as it is).
pub fn read_save<S: VersionedSave>(
    path: &Path,
    version: u32,
) -> Result<(S, PathBuf, Scenario), String> {
    let save = match files::read_ron_or_set_aside::<S>(path) {
        RonRead::Missing => return Err(format!("There is no save at {}.", path.display())),
        RonRead::Damaged(problem) => return Err(format!("The save could not be read: {problem}.")),
        RonRead::Loaded(save) => save,
    };
    if save.version() != version {
        return Err(format!(
            "{} was written by another version of Muster (save version {}, this one reads {version}); it was left as it is.",
            path.display(),
            save.version()
        ));
    }
    let scenario_path = save.scenario().to_path_buf();
    let loaded = scenario::load(&scenario_path).map_err(|error| error.to_string())?;
    Ok((save, scenario_path, loaded))
}

/// Write `save` to the player's save file, saying so (or why not) in a notice.
pub fn write_save<S: Serialize>(path: &Path, save: &S, notices: &mut Notices) {
    match files::write_ron(path, save) {
        Ok(()) => notices.push(format!("Saved to {}.", path.display())),
        Err(error) => notices.push(format!(
            "The game could not be saved to {}: {error}",
            path.display()
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
        notices.push(format!(
            "The game could not be autosaved to {}: {error}",
            path.display()
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
