//! Where the editor reads and writes: a scenario file opened for editing (its RON read
//! with the file, line and place of a fault; a file with problems still opens, its
//! problems listed), the club's folder scenarios are saved into, the folder a scenario
//! played from the editor is written to, and the files the Open list offers.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use muster_text::t;

use crate::ruleset::Ruleset;
use crate::scenario::soldiers::SoldiersScenario;
use crate::scenario::{Scenario, ScenarioError};

/// The folders the editor writes to (tests point them at a scratch folder).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct EditorFolders {
    /// The club's Soldiers scenarios: `data_dir()/scenarios/soldiers`.
    pub club: PathBuf,
    /// Scenarios played from the editor: `data_dir()/scenarios/soldiers/played` (saves of
    /// the game name that file, so Resume finds it again).
    pub played: PathBuf,
}

impl EditorFolders {
    /// Both folders under the data folder `root`.
    pub fn under(root: &Path) -> Self {
        let club = root.join("scenarios").join(Ruleset::Soldiers.folder());
        EditorFolders {
            played: club.join("played"),
            club,
        }
    }
}

impl Default for EditorFolders {
    fn default() -> Self {
        let club = crate::files::club_scenarios_folder(Ruleset::Soldiers.folder());
        EditorFolders {
            played: club.join("played"),
            club,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EditorFolders>();
}

/// Why a file could not be opened in the editor.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OpenError {
    /// Unreadable, or not a scenario (its file, line and column).
    #[error("{}", t!("editor-soldiers-open-failed", why = source.to_string()))]
    Unusable {
        #[source]
        source: ScenarioError,
    },
    /// A scenario of another ruleset.
    #[error("{}", t!("editor-soldiers-open-not-soldiers", file = file.as_str(), ruleset = ruleset.as_str()))]
    NotSoldiers { file: String, ruleset: String },
}

/// The Soldiers scenario in `path`, as written, for editing: the file's own faults (it
/// cannot be read, its RON is broken, it is another ruleset's) refuse it, naming the file
/// and place; a scenario that reads but has problems opens, and the checks list them.
pub fn open_scenario_file(path: &Path) -> Result<SoldiersScenario, OpenError> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|why| OpenError::Unusable {
        source: ScenarioError::Unreadable {
            file: file.clone(),
            reason: why.to_string(),
        },
    })?;
    let scenario: Scenario = ron::from_str(&text).map_err(|error| OpenError::Unusable {
        source: ScenarioError::from_ron(&file, error),
    })?;
    match scenario {
        Scenario::Soldiers(soldiers) => Ok(soldiers),
        other => Err(OpenError::NotSoldiers {
            file,
            ruleset: other.ruleset_name().to_string(),
        }),
    }
}

/// The Soldiers scenarios the Open list offers: the shipped ones, then the club's, each
/// with its file name.
pub fn offered_files(club: &Path) -> Vec<PathBuf> {
    let shipped = crate::scenario::catalogue::scenarios_root().join(Ruleset::Soldiers.folder());
    let mut files = ron_files(&shipped);
    files.extend(ron_files(club));
    files
}

fn ron_files(folder: &Path) -> Vec<PathBuf> {
    let Ok(read) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = read
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    paths.sort();
    paths
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "muster-soldiers-editor-files-{name}-{}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        dir
    }

    #[test]
    fn opening_a_broken_file_names_the_file_and_line() {
        let dir = scratch("broken");
        let path = dir.join("broken.ron");
        std::fs::write(&path, "Soldiers((\n  name: \"x\",\n  sides: [oops],\n))").expect("written");
        let error = open_scenario_file(&path).expect_err("broken");
        let words = error.to_string();
        assert!(words.contains("broken.ron:3:"), "{words}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn opening_another_ruleset_s_file_is_refused_and_a_soldiers_file_opens() {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios");
        let skirmish = root.join("skirmish/04_four_corners.ron");
        assert!(matches!(
            open_scenario_file(&skirmish),
            Err(OpenError::NotSoldiers { .. })
        ));
        let brunstatt = open_scenario_file(&root.join("soldiers/01_brunstatt.ron"))
            .expect("a shipped scenario opens");
        assert_eq!(brunstatt.sides.len(), 2);
    }

    #[test]
    fn opening_a_missing_file_names_it() {
        let error = open_scenario_file(Path::new("/nowhere/at/all.ron")).expect_err("missing");
        assert!(error.to_string().contains("/nowhere/at/all.ron"));
    }
}
