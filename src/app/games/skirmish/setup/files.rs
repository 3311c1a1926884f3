//! Where a laid-out table is written: "Save as scenario" into the club's scenario folder,
//! and the table played into a folder of its own (saves of the game name that file, so
//! Resume and Load find the table again). Files are named after the table
//! (`club_scenarios::file_stem`, as every editor names its files).

use muster_text::t;
use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::scenario::skirmish_layout::LayoutProblem;

use super::editor::TableSetup;
use crate::app::core::club_scenarios::file_stem;

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

fn not_ready_words(first: &LayoutProblem, count: &usize) -> String {
    t!(
        "skirmish-setup-write-not-ready",
        first = first.to_string(),
        count = *count
    )
}

fn ron_words(why: &ron::Error) -> String {
    t!("skirmish-setup-write-ron", why = why.to_string())
}

fn unwritable_words(path: &Path, why: &std::io::Error) -> String {
    t!(
        "skirmish-setup-write-unwritable",
        path = path.display().to_string(),
        why = why.to_string()
    )
}

/// Why a laid-out table could not be written as a scenario file.
#[derive(Debug, thiserror::Error)]
pub enum TableWriteError {
    /// The layout still has problems: the first is named.
    #[error("{}", not_ready_words(.first, .count))]
    NotReady {
        #[source]
        first: LayoutProblem,
        count: usize,
    },
    /// The layout could not be turned into a scenario's RON.
    #[error("{}", ron_words(.0))]
    Ron(#[source] ron::Error),
    /// The file could not be written.
    #[error("{}", unwritable_words(.path, .source))]
    Unwritable {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

/// Write `setup`'s table as a scenario file in `folder` (created when missing): its path,
/// or what went wrong. A table with problems is refused, naming the first.
pub fn write_table(setup: &mut TableSetup, folder: &Path) -> Result<PathBuf, TableWriteError> {
    let problems = setup.problems();
    if let Some(first) = problems.first() {
        return Err(TableWriteError::NotReady {
            first: first.clone(),
            count: problems.len(),
        });
    }
    let text = setup
        .layout
        .to_ron(&setup.tiles, &setup.tables)
        .map_err(TableWriteError::Ron)?;
    let path = folder.join(format!("{}.ron", file_stem(&setup.layout.name)));
    match crate::files::write_atomically(&path, text.as_bytes()) {
        Ok(()) => Ok(path),
        Err(source) => Err(TableWriteError::Unwritable { path, source }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scratch folder of this test's own, emptied.
    fn scratch(name: &str) -> PathBuf {
        let folder = std::env::temp_dir().join(format!("muster-table-write-{name}"));
        let _ = std::fs::remove_dir_all(&folder);
        folder
    }

    /// A balanced table from a seed: no problems.
    fn ready_table() -> TableSetup {
        let mut setup = TableSetup::default();
        setup.randomise();
        assert!(setup.ready(), "{:?}", setup.problem_lines());
        setup
    }

    #[test]
    fn a_ready_table_is_written_into_its_folder_named_after_it() {
        let folder = scratch("ready");
        let mut setup = ready_table();
        let path = write_table(&mut setup, &folder).expect("written");
        assert_eq!(path.parent(), Some(folder.as_path()));
        assert!(crate::scenario::load(&path).is_ok());
    }

    #[test]
    fn a_table_with_problems_is_refused_naming_the_first_as_its_source() {
        let mut setup = TableSetup::default();
        let first = setup
            .problems()
            .first()
            .cloned()
            .expect("an empty table has problems");
        let refused = write_table(&mut setup, &scratch("not-ready")).expect_err("refused");
        assert!(
            matches!(&refused, TableWriteError::NotReady { first: named, .. } if *named == first),
            "{refused:?}"
        );
        assert!(
            refused
                .to_string()
                .starts_with("The table cannot be used yet: ")
        );
    }

    #[test]
    fn a_table_whose_folder_cannot_be_made_is_refused_naming_the_file() {
        let folder = scratch("blocked");
        std::fs::create_dir_all(&folder).expect("scratch");
        let blocker = folder.join("a-file");
        std::fs::write(&blocker, b"not a folder").expect("scratch");
        let refused = write_table(&mut ready_table(), &blocker).expect_err("refused");
        assert!(
            matches!(&refused, TableWriteError::Unwritable { path, .. } if path.starts_with(&blocker)),
            "{refused:?}"
        );
        assert!(
            refused.to_string().contains("could not be written"),
            "{refused}"
        );
    }

    #[test]
    fn a_table_s_file_is_named_after_it() {
        assert_eq!(
            file_stem("Club night: River & Hills"),
            "club_night_river_hills"
        );
        assert_eq!(file_stem("  "), "scenario");
        assert_eq!(file_stem("Balanced table 7"), "balanced_table_7");
    }
}
