//! A club's own scenarios, written once for every editor: the file a scenario is saved as
//! (plain RON with a heading comment, read back before it is kept), in the player's
//! `data_dir()/scenarios/<ruleset folder>/`, which each ruleset's page lists beside the
//! shipped scenarios and `muster check` validates.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use muster_text::t;

use crate::ruleset::Ruleset;
use crate::scenario::{Problem, Scenario};

/// Open a scenario file in its ruleset's editor: the ruleset's page sends it for a club's
/// scenario ("Edit"); each editor reads those of its own `ruleset` and opens `path`.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct EditScenario {
    pub ruleset: Ruleset,
    pub path: PathBuf,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<EditScenario>();
}

/// A file name for the scenario called `name`: lower case letters and digits, `_` between
/// words; "scenario" when nothing is left.
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
        "scenario".to_string()
    } else {
        stem.to_string()
    }
}

/// The folder the club's scenarios of `scenario`'s ruleset are saved in, or `None` for a
/// ruleset the rules crate has no engine for.
pub fn club_folder_of(scenario: &Scenario) -> Option<PathBuf> {
    scenario
        .ruleset()
        .map(|ruleset| crate::files::club_scenarios_folder(ruleset.folder()))
}

/// Every problem `muster check` would find in `scenario`: its own checks, and for Soldiers
/// its places on the printed map.
pub fn problems(scenario: &Scenario) -> Vec<Problem> {
    let mut problems = scenario.problems();
    if let Scenario::Soldiers(soldiers) = scenario {
        problems.extend(crate::scenario::soldiers::map_problems(
            soldiers,
            &crate::rules::soldiers::tables::Tables::shipped(),
        ));
    }
    problems
}

/// `scenario` as an editor's Check balance and Play take it, or its first problem in words
/// (a scenario with problems cannot be played yet).
pub fn playable(scenario: Scenario) -> Result<Scenario, String> {
    match problems(&scenario).first() {
        Some(first) => Err(first.to_string()),
        None => Ok(scenario),
    }
}

/// The text of `scenario`'s file: `heading` as comment lines, then the RON (three levels
/// deep, then one line an entry). The text is parsed back and must give the same scenario.
pub fn scenario_text(scenario: &Scenario, heading: &str) -> Result<String, ClubScenarioError> {
    let pretty = ron::ser::PrettyConfig::default().depth_limit(3);
    let body = ron::ser::to_string_pretty(scenario, pretty)
        .map_err(|why| ClubScenarioError::Ron(why.to_string()))?;
    let comments: String = heading.lines().map(|line| format!("// {line}\n")).collect();
    let text = format!("{comments}{body}\n");
    let again: Scenario =
        ron::from_str(&text).map_err(|why| ClubScenarioError::Ron(why.to_string()))?;
    if &again != scenario {
        return Err(ClubScenarioError::Ron(t!("editor-save-reads-back-changed")));
    }
    Ok(text)
}

/// Write `scenario` into `folder` (created when missing) as `<file stem of its name>.ron`,
/// replacing a file of that name: its path, or why not. A scenario with problems is refused,
/// naming the first, so every file saved plays.
pub fn save_scenario_in(
    scenario: &Scenario,
    heading: &str,
    folder: &Path,
) -> Result<PathBuf, ClubScenarioError> {
    let problems = problems(scenario);
    if let Some(first) = problems.first() {
        return Err(ClubScenarioError::NotReady {
            first: first.clone(),
            count: problems.len(),
        });
    }
    let text = scenario_text(scenario, heading)?;
    let path = folder.join(format!("{}.ron", file_stem(scenario.name())));
    match crate::files::write_atomically(&path, text.as_bytes()) {
        Ok(()) => Ok(path),
        Err(source) => Err(ClubScenarioError::Unwritable { path, source }),
    }
}

/// Write `scenario` into the club's folder for its ruleset (see [`save_scenario_in`]).
pub fn save_club_scenario(
    scenario: &Scenario,
    heading: &str,
) -> Result<PathBuf, ClubScenarioError> {
    let folder = club_folder_of(scenario).ok_or(ClubScenarioError::NoFolder)?;
    save_scenario_in(scenario, heading, &folder)
}

fn not_ready_words(first: &Problem, count: &usize) -> String {
    t!(
        "editor-save-not-ready",
        first = first.to_string(),
        count = *count
    )
}

fn ron_words(why: &str) -> String {
    t!("editor-save-ron", why = why)
}

fn unwritable_words(path: &Path, why: &std::io::Error) -> String {
    t!(
        "editor-save-unwritable",
        path = path.display().to_string(),
        why = why.to_string()
    )
}

/// Why a scenario could not be saved.
#[derive(Debug, thiserror::Error)]
pub enum ClubScenarioError {
    /// The scenario still has problems: the first is named.
    #[error("{}", not_ready_words(.first, .count))]
    NotReady {
        #[source]
        first: Problem,
        count: usize,
    },
    /// The scenario could not be written as RON, or did not read back the same.
    #[error("{}", ron_words(.0))]
    Ron(String),
    /// The file could not be written.
    #[error("{}", unwritable_words(.path, .source))]
    Unwritable {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// A ruleset without an engine here has no club folder.
    #[error("{}", t!("editor-save-no-folder"))]
    NoFolder,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::catalogue::scenarios_root;

    fn scratch(name: &str) -> PathBuf {
        let folder = std::env::temp_dir().join(format!("muster-club-scenarios-{name}"));
        let _ = std::fs::remove_dir_all(&folder);
        folder
    }

    fn shipped(path: &str) -> Scenario {
        crate::scenario::load(&scenarios_root().join(path)).expect("a shipped scenario")
    }

    #[test]
    fn a_file_stem_keeps_letters_and_digits_with_one_underscore_between_words() {
        assert_eq!(file_stem("  The Farm, 2nd try! "), "the_farm_2nd_try");
        assert_eq!(file_stem("!!"), "scenario");
    }

    #[test]
    fn a_saved_scenario_loads_back_the_same_from_its_folder() {
        let folder = scratch("saved");
        for path in [
            "free_move/hill_and_farm.ron",
            "soldiers/02_morhange.ron",
            "movement_game/01_twin_gates_two.ron",
            "skirmish/03_hill_country.ron",
        ] {
            let scenario = shipped(path);
            let saved = save_scenario_in(&scenario, "A club's copy", &folder).expect("saved");
            assert_eq!(saved.parent(), Some(folder.as_path()));
            let text = std::fs::read_to_string(&saved).expect("written");
            assert!(text.starts_with("// A club's copy\n"), "{text}");
            assert_eq!(
                crate::scenario::load(&saved).expect("loads"),
                scenario,
                "{path}"
            );
        }
    }

    #[test]
    fn a_scenario_with_problems_is_refused_naming_the_first_and_nothing_is_written() {
        let folder = scratch("refused");
        let Scenario::MovementGame(mut game) = shipped("movement_game/01_twin_gates_two.ron")
        else {
            panic!("a movement game");
        };
        game.name = "Broken board".into();
        game.players.clear();
        let scenario = Scenario::MovementGame(game);
        let first = problems(&scenario).first().cloned().expect("a problem");
        match save_scenario_in(&scenario, "", &folder) {
            Err(ClubScenarioError::NotReady { first: named, .. }) => assert_eq!(named, first),
            other => panic!("refused as not ready, not {other:?}"),
        }
        assert!(!folder.join("broken_board.ron").exists());
    }
}
