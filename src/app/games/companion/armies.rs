//! The companion's session as a resource: the two armies (loaded from the army files in
//! `scenarios/armies/` and the player's saved armies), with the time setting.

use muster_text::t;
use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::app::core::screens::Screen;
use crate::app::core::ui::notices::Notices;
use crate::companion::army::{Army, ArmyError, parse_csv, parse_ron};
use crate::companion::session::Session;
use crate::files;
use crate::rules::free_move::time_factor::TimeSetting;

/// The session on the companion screen.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct CompanionSession(pub Session);

/// The army files that ship with Muster: `armies/` in the scenarios folder (so
/// `MUSTER_SCENARIOS` moves them too).
pub fn shipped_armies() -> PathBuf {
    crate::scenario::catalogue::scenarios_root().join("armies")
}

/// Where the players' own armies are saved.
pub fn saved_armies() -> PathBuf {
    files::data_dir().join("armies")
}

/// Read an army file, RON or CSV by its extension.
pub fn load_army(path: &Path) -> Result<Army, ArmyError> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|error| ArmyError {
        file: file.clone(),
        line: 0,
        message: t!("companion-army-cannot-read", error = error.to_string()),
    })?;
    match path.extension().and_then(|extension| extension.to_str()) {
        Some("csv") => parse_csv(&text, &file),
        _ => parse_ron(&text, &file),
    }
}

/// Every army file in the shipped and saved folders, sorted.
pub fn army_files() -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = [shipped_armies(), saved_armies()]
        .iter()
        .filter_map(|folder| std::fs::read_dir(folder).ok())
        .flat_map(|entries| entries.filter_map(Result::ok).map(|entry| entry.path()))
        .filter(|path| {
            matches!(
                path.extension().and_then(|e| e.to_str()),
                Some("ron" | "csv")
            )
        })
        .collect();
    found.sort();
    found
}

fn a_placeholder_army(name: &str) -> Army {
    Army {
        name: name.to_string(),
        units: Vec::new(),
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Companion), open_session);
}

/// Start a session with the two shipped armies (Rome and the Britons), or empty rosters if
/// their files cannot be read (with a notice naming why).
fn open_session(
    existing: Option<Res<CompanionSession>>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    if existing.is_some() {
        return;
    }
    let mut load = |file: &str, fallback: &str| match load_army(&shipped_armies().join(file)) {
        Ok(army) => army,
        Err(error) => {
            notices.push(error.to_string());
            a_placeholder_army(fallback)
        }
    };
    let armies = [
        load("rome.csv", &t!("common-side", side = 1)),
        load("britons.ron", &t!("common-side", side = 2)),
    ];
    commands.insert_resource(CompanionSession(Session::new(
        armies,
        TimeSetting::Primary { seconds: 120 },
    )));
}
