//! Where a laid-out table is written: "Save as scenario" into the player's scenario folder,
//! and the table played into a folder of its own (saves of the game name that file, so
//! Resume and Load find the table again). Files are named after the table.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::scenario::skirmish_layout::Layout;

use super::editor::TableSetup;

/// The folders the set-up screen writes to (tests point them at a scratch folder).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct SetupFolders {
    /// Saved scenarios: `data_dir()/scenarios/skirmish`.
    pub scenarios: PathBuf,
    /// Tables played from the set-up screen: `data_dir()/scenarios/skirmish/played`.
    pub played: PathBuf,
}

impl SetupFolders {
    /// Both folders under `root`.
    pub fn under(root: &Path) -> Self {
        let scenarios = root.join("scenarios").join("skirmish");
        SetupFolders {
            played: scenarios.join("played"),
            scenarios,
        }
    }
}

impl Default for SetupFolders {
    fn default() -> Self {
        SetupFolders::under(&crate::files::data_dir())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SetupFolders>();
}

/// A file name for the table called `name`: lower case letters and digits, `_` between
/// words; "table" when nothing is left.
pub fn file_stem(name: &str) -> String {
    let mut stem = String::new();
    for letter in name.trim().chars() {
        if letter.is_alphanumeric() {
            stem.extend(letter.to_lowercase());
        } else if !stem.ends_with('_') && !stem.is_empty() {
            stem.push('_');
        }
    }
    let stem = stem.trim_end_matches('_');
    if stem.is_empty() {
        "table".to_string()
    } else {
        stem.to_string()
    }
}

/// Write `setup`'s table as a scenario file in `folder` (created when missing): its path,
/// or what went wrong in words. A table with problems is refused, naming the first.
pub fn write_table(setup: &mut TableSetup, folder: &Path) -> Result<PathBuf, String> {
    let problems = setup.problems();
    if let Some(problem) = problems.first() {
        return Err(format!(
            "The table cannot be used yet: {problem} ({} problem(s) in all).",
            problems.len()
        ));
    }
    let text = ron_text(&setup.layout, setup)?;
    let path = folder.join(format!("{}.ron", file_stem(&setup.layout.name)));
    crate::files::write_atomically(&path, text.as_bytes())
        .map_err(|error| format!("{} could not be written: {error}.", path.display()))?;
    Ok(path)
}

fn ron_text(layout: &Layout, setup: &TableSetup) -> Result<String, String> {
    layout
        .to_ron(&setup.tiles, &setup.tables)
        .map_err(|error| format!("the table could not be written as a scenario: {error}"))
}

#[cfg(test)]
mod tests {
    use super::file_stem;

    #[test]
    fn a_table_s_file_is_named_after_it() {
        assert_eq!(
            file_stem("Club night: River & Hills"),
            "club_night_river_hills"
        );
        assert_eq!(file_stem("  "), "table");
        assert_eq!(file_stem("Balanced table 7"), "balanced_table_7");
    }
}
