//! Finding scenario files: the `scenarios/` folder and each ruleset's files in it.

use std::path::{Path, PathBuf};

use super::{Scenario, ScenarioError, load};
use crate::data_folders::beside_the_executable;
use crate::ruleset::Ruleset;

/// One file in a ruleset's folder, with its title or the reason it cannot be used.
#[derive(Debug, Clone, PartialEq)]
pub struct CatalogueEntry {
    pub path: PathBuf,
    pub outcome: Result<String, ScenarioError>,
}

/// The `scenarios/` folder: `MUSTER_SCENARIOS` if set, else the one beside the executable
/// (unpacked or installed: [`beside_the_executable`]), else `./scenarios` in the working
/// folder. Never the source tree it was built from: `cargo run` and `cargo test` set
/// `MUSTER_SCENARIOS` to this checkout's folder (`.cargo/config.toml`).
pub fn scenarios_root() -> PathBuf {
    if let Some(dir) = std::env::var_os("MUSTER_SCENARIOS") {
        return PathBuf::from(dir);
    }
    if let Some(beside) = beside_the_executable("scenarios") {
        return beside;
    }
    PathBuf::from("scenarios")
}

/// Every `*.ron` file in `root/<ruleset folder>`, sorted by file name, each loaded so the
/// picker can show its title or its error. A missing folder is an empty list.
pub fn list(root: &Path, ruleset: Ruleset) -> Vec<CatalogueEntry> {
    list_folder(&root.join(ruleset.folder()), |scenario| {
        match scenario.ruleset() {
            Some(its) if its == ruleset => Ok(()),
            _ => Err(format!(
                "this is a {} scenario in the {} folder",
                scenario.ruleset_name(),
                ruleset.title()
            )),
        }
    })
}

/// Every `*.ron` file in `folder`, sorted by file name, each loaded and asked `belongs`
/// whether it is the folder's ruleset's (why not, when it is not), so the picker can show
/// its title or its error. A missing folder is an empty list.
pub fn list_folder(
    folder: &Path,
    belongs: impl Fn(&Scenario) -> Result<(), String>,
) -> Vec<CatalogueEntry> {
    ron_files(folder)
        .into_iter()
        .map(|path| {
            let outcome = load(&path).and_then(|scenario| match belongs(&scenario) {
                Ok(()) => Ok(scenario.name().to_string()),
                Err(why) => Err(ScenarioError::Invalid {
                    file: path.display().to_string(),
                    problems: vec![super::Problem::new("top level", why)],
                }),
            });
            CatalogueEntry { path, outcome }
        })
        .collect()
}

/// The `*.ron` files in `folder`, sorted by name; none when the folder cannot be read.
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

/// Every scenario of `ruleset` in [`scenarios_root`], loaded, in file-name
/// order (for the tests, benches and examples); the first that does not load is the error.
pub fn shipped(ruleset: Ruleset) -> Result<Vec<(PathBuf, Scenario)>, ScenarioError> {
    let folder = scenarios_root().join(ruleset.folder());
    ron_files(&folder)
        .into_iter()
        .map(|path| load(&path).map(|scenario| (path, scenario)))
        .collect()
}
