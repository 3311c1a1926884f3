//! Where correspondence games live on this machine: `data_dir()/correspondence/<game>/`,
//! holding each file written (`<scenario>-<turn>.ron`), the player's own record
//! (`held.ron`) and the scenario (`scenario.ron`, the game's saves point at it). Headless
//! apps keep it in their scratch folder.

use std::hash::{BuildHasher, Hasher};
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use muster_text::t;

use crate::app::core::registry::SaveFolder;
use crate::correspondence::Held;
use crate::files;

/// The folder every correspondence game of this machine is kept under.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct CorrespondenceFolder(pub PathBuf);

pub(super) fn folder_plugin(app: &mut App) {
    let folder = app.world().get_resource::<SaveFolder>().map_or_else(
        || files::data_dir().join("correspondence"),
        |SaveFolder(dir)| dir.join("correspondence"),
    );
    if !app.world().contains_resource::<CorrespondenceFolder>() {
        app.insert_resource(CorrespondenceFolder(folder));
    }
}

impl CorrespondenceFolder {
    /// The folder of game `game`.
    pub fn game(&self, game: &str) -> PathBuf {
        self.0.join(game)
    }

    /// The file of turn `turn` of game `game` of the scenario called `scenario`.
    pub fn turn_file(&self, game: &str, scenario: &str, turn: u32) -> PathBuf {
        self.game(game)
            .join(format!("{}-{turn}.ron", file_stem(scenario)))
    }

    /// This player's record of game `game`, if they hold one.
    pub fn held(&self, game: &str) -> Option<Held> {
        let text = std::fs::read_to_string(self.game(game).join("held.ron")).ok()?;
        ron::from_str(&text).ok()
    }

    /// Keep this player's record.
    pub fn keep(&self, held: &Held) -> std::io::Result<()> {
        files::write_ron(&self.game(&held.game).join("held.ron"), held)
    }

    /// The game's scenario, written where its saves can find it.
    pub fn keep_scenario(
        &self,
        game: &str,
        scenario: &crate::scenario::Scenario,
    ) -> std::io::Result<PathBuf> {
        let path = self.game(game).join("scenario.ron");
        files::write_ron(&path, scenario)?;
        Ok(path)
    }
}

/// A scenario's name as a file name: the club's scenarios' stem (letters and digits, one
/// mark between words), written with dashes.
pub fn file_stem(name: &str) -> String {
    crate::app::core::club_scenarios::file_stem(name).replace('_', "-")
}

/// A secret half of the seed, or a game id: the clock mixed with the process's random keys
/// (the standard library seeds them from the system's randomness).
pub fn secret() -> u64 {
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(crate::app::core::seeds::fresh_seed());
    hasher.finish()
}

/// Write `text` to `path`, the folder made first; the notice names the file either way.
pub fn write_turn_file(path: &Path, text: &str) -> Result<(), String> {
    files::write_atomically(path, text.as_bytes()).map_err(|error| {
        t!(
            "correspondence-write-failed",
            file = path.display().to_string(),
            error = error.to_string()
        )
    })
}
