//! Where this app finds the club's own scenarios: `data_dir()/scenarios/<ruleset folder>/`
//! in the game, a scratch folder in a headless test (`headless_app` points it there), so a
//! test never reads or writes the player's files.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::scenario::Scenario;

/// The folder the club's scenario folders are under: `data/scenarios/<ruleset folder>/`.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct ClubFolders {
    data: PathBuf,
}

impl ClubFolders {
    /// The club's folders under `data` (the game's is `files::data_dir()`).
    pub fn under(data: &Path) -> Self {
        ClubFolders {
            data: data.to_path_buf(),
        }
    }

    /// The folder holding every ruleset's folder: `data/scenarios`.
    pub fn root(&self) -> PathBuf {
        self.data.join("scenarios")
    }

    /// The club's folder for the ruleset whose folder is `folder` (as in `scenarios/<folder>/`).
    pub fn folder(&self, folder: &str) -> PathBuf {
        self.root().join(folder)
    }

    /// The club's folder for `scenario`'s ruleset, or `None` for a ruleset the rules crate
    /// has no engine for.
    pub fn folder_of(&self, scenario: &Scenario) -> Option<PathBuf> {
        scenario
            .ruleset()
            .map(|ruleset| self.folder(ruleset.folder()))
    }
}

impl Default for ClubFolders {
    fn default() -> Self {
        ClubFolders::under(&crate::files::data_dir())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ClubFolders>();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_club_s_folder_of_a_ruleset_is_under_the_data_folder_s_scenarios() {
        let folders = ClubFolders::under(Path::new("/data"));
        assert_eq!(
            folders.folder("movement_game"),
            Path::new("/data/scenarios/movement_game")
        );
        let game = crate::scenario::load(
            &crate::scenario::catalogue::scenarios_root().join("skirmish/04_four_corners.ron"),
        )
        .expect("a shipped table");
        assert_eq!(
            folders.folder_of(&game),
            Some(PathBuf::from("/data/scenarios/skirmish"))
        );
    }
}
