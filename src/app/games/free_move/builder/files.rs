//! The builder's files: where battles are saved (the club's folder) and played from, the
//! battles Open lists (the shipped ones and the club's), the army files (the companion's
//! format: `scenarios/armies/` and the player's own), and reading each, a broken or
//! hostile file refused with its name and place.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use muster_text::t;

use crate::companion::army::{Army, ArmyError, parse_csv, parse_ron};
use crate::scenario::free_move::FreeMoveScenario;
use crate::scenario::{Scenario, ScenarioError};

/// The largest file the builder reads (a battle or an army is a few kilobytes).
const LARGEST_FILE: u64 = 1 << 20;

/// The folders the builder reads and writes (tests point them at a scratch folder).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct BuilderFolders {
    /// The club's Free Move battles: `data_dir()/scenarios/free_move`.
    pub scenarios: PathBuf,
    /// Battles played from the builder before they were saved: `…/free_move/played`.
    pub played: PathBuf,
    /// The shipped battles: `scenarios/free_move`.
    pub shipped: PathBuf,
    /// Army files: the shipped `scenarios/armies` and the player's own `data_dir()/armies`.
    pub armies: Vec<PathBuf>,
}

impl BuilderFolders {
    /// The club's folders under `data` (a data folder), the shipped ones under `scenarios`.
    pub fn under(data: &Path, scenarios: &Path) -> Self {
        let club = data.join("scenarios").join("free_move");
        BuilderFolders {
            played: club.join("played"),
            scenarios: club,
            shipped: scenarios.join("free_move"),
            armies: vec![scenarios.join("armies"), data.join("armies")],
        }
    }
}

impl Default for BuilderFolders {
    fn default() -> Self {
        BuilderFolders::under(
            &crate::files::data_dir(),
            &crate::scenario::catalogue::scenarios_root(),
        )
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BuilderFolders>();
}

/// The files in `folders` whose extension is one of `extensions`, sorted by name.
fn files_in(folders: &[PathBuf], extensions: &[&str]) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = folders
        .iter()
        .filter_map(|folder| std::fs::read_dir(folder).ok())
        .flat_map(|entries| entries.filter_map(Result::ok).map(|entry| entry.path()))
        .filter(|path| {
            path.extension()
                .and_then(|extension| extension.to_str())
                .is_some_and(|extension| extensions.contains(&extension))
        })
        .collect();
    found.sort();
    found
}

/// The battles Open offers: the shipped ones, then the club's.
pub fn battle_files(folders: &BuilderFolders) -> Vec<PathBuf> {
    files_in(
        &[folders.shipped.clone(), folders.scenarios.clone()],
        &["ron"],
    )
}

/// The army files the Armies section offers.
pub fn army_files(folders: &BuilderFolders) -> Vec<PathBuf> {
    files_in(&folders.armies, &["ron", "csv"])
}

/// Why a battle could not be opened in the builder.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum OpenError {
    /// The file's own error: its name, line and place.
    #[error("{}", t!("editor-free-move-open-failed", why = .0.to_string()))]
    Scenario(#[from] ScenarioError),
    /// A scenario of another ruleset.
    #[error("{}", t!("editor-free-move-open-not-free-move", file = .file.as_str()))]
    NotFreeMove { file: String },
    /// Far larger than any battle.
    #[error("{}", t!("editor-free-move-open-too-large", file = .file.as_str()))]
    TooLarge { file: String },
}

fn too_large(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|meta| meta.len() > LARGEST_FILE)
}

/// Read the Free Move battle in `path`: checked as `muster check` checks it.
pub fn open_battle(path: &Path) -> Result<FreeMoveScenario, OpenError> {
    let file = path.display().to_string();
    if too_large(path) {
        return Err(OpenError::TooLarge { file });
    }
    match crate::scenario::load(path)? {
        Scenario::FreeMove(battle) => Ok(battle),
        _ => Err(OpenError::NotFreeMove { file }),
    }
}

/// Read an army file, RON or CSV by its extension.
pub fn load_army(path: &Path) -> Result<Army, ArmyError> {
    let file = path.display().to_string();
    let unreadable = |why: String| ArmyError {
        file: file.clone(),
        line: 0,
        message: why,
    };
    if too_large(path) {
        return Err(unreadable(t!("editor-free-move-army-too-large")));
    }
    let text = std::fs::read_to_string(path).map_err(|error| unreadable(error.to_string()))?;
    match path.extension().and_then(|extension| extension.to_str()) {
        Some("csv") => parse_csv(&text, &file),
        _ => parse_ron(&text, &file),
    }
}
