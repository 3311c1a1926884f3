//! What a tournament plays, from its command line's target: a ruleset's short name (every
//! scenario in its folder) or one scenario file.

use std::path::Path;

use super::run::Entry;
use crate::ruleset::Ruleset;
use crate::scenario::catalogue::{list, list_folder, scenarios_root};
use crate::scenario::{Scenario, load};

/// The scenarios of `target`: `free-move`, `soldiers`, `skirmish` or `movement` (every file in the
/// ruleset's folder under `root`), or a scenario file's path.
pub fn entries(target: &str, root: &Path) -> Result<Vec<Entry>, String> {
    if let Some(ruleset) = Ruleset::from_short_name(target) {
        return loaded(
            list(root, ruleset),
            ruleset.title(),
            &root.join(ruleset.folder()),
        );
    }
    let path = Path::new(target);
    if !path.exists() {
        return Err(format!(
            "{target:?} is neither a ruleset (free-move, soldiers, skirmish, movement) nor a scenario file"
        ));
    }
    let scenario = load(path).map_err(|error| error.to_string())?;
    Ok(vec![Entry {
        name: short_name(target),
        scenario,
    }])
}

/// Every scenario in `folder` that `belongs` to the ruleset called `title` (see
/// [`list_folder`]); the first that does not load, or does not belong, is the error.
pub fn entries_in(
    folder: &Path,
    title: &str,
    belongs: impl Fn(&Scenario) -> Result<(), String>,
) -> Result<Vec<Entry>, String> {
    loaded(list_folder(folder, belongs), title, folder)
}

/// The scenarios `found` in `folder`, loaded.
fn loaded(
    found: Vec<crate::scenario::catalogue::CatalogueEntry>,
    title: &str,
    folder: &Path,
) -> Result<Vec<Entry>, String> {
    if found.is_empty() {
        return Err(format!("no {title} scenarios in {}", folder.display()));
    }
    found
        .into_iter()
        .map(|entry| {
            let path = entry.path.display().to_string();
            entry.outcome.map_err(|error| error.to_string())?;
            let scenario = load(&entry.path).map_err(|error| error.to_string())?;
            Ok(Entry {
                name: short_name(&path),
                scenario,
            })
        })
        .collect()
}

/// [`entries`] from the shipped `scenarios/` folder (or `MUSTER_SCENARIOS`).
pub fn entries_of(target: &str) -> Result<Vec<Entry>, String> {
    entries(target, &scenarios_root())
}

/// A file's name without its folder and extension.
fn short_name(path: &str) -> String {
    Path::new(path).file_stem().map_or_else(
        || path.to_string(),
        |stem| stem.to_string_lossy().into_owned(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tournament_plays_a_rulesets_folder_or_one_file_and_names_a_wrong_target() {
        let root = scenarios_root();
        let movement = entries("movement", &root).expect("the folder loads");
        assert_eq!(movement.len(), 6);
        assert_eq!(movement[0].name, "01_twin_gates_two");
        let one = entries(
            &root.join("skirmish/02_city_race.ron").display().to_string(),
            &root,
        )
        .expect("the file loads");
        assert_eq!(one[0].name, "02_city_race");
        let error = entries("chess", &root).expect_err("no such target");
        assert_eq!(
            error,
            "\"chess\" is neither a ruleset (free-move, soldiers, skirmish, movement) nor a scenario file"
        );
    }
}
