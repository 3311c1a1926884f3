//! The walkthrough file: its steps in RON, where it lives, and the checks that name what is
//! wrong and where (a typo in a step, a scenario that does not load, the wrong ruleset).

use std::path::{Path, PathBuf};

use muster_text::{Language, t};
use serde::{Deserialize, Serialize};

use super::event_kinds::event_kinds;
use crate::ruleset::Ruleset;
use crate::scenario::catalogue::scenarios_root;
use crate::scenario::{self, Problem, Scenario, ScenarioError};

/// A guided scenario that teaches a ruleset.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Walkthrough {
    pub title: String,
    pub ruleset: Ruleset,
    /// The scenario file, relative to the `scenarios/` folder.
    pub scenario: String,
    /// The seed of the game's dice (and the computer's choices): every learner meets the
    /// same game as long as they make the same moves.
    pub seed: u64,
    /// The seat the learner plays; the computer plays every other.
    #[serde(default)]
    pub learner: usize,
    /// What the walkthrough is about, shown before the first step.
    pub introduction: String,
    pub steps: Vec<Step>,
    /// Shown after the last step, when the game goes on as a real game.
    pub finale: String,
}

/// One thing to learn: what to do, why the rules allow it, and the events that show it done.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub title: String,
    /// What to do next, in the game's own controls.
    pub instruction: String,
    /// The rule that allows it, shown when it is done.
    pub why: String,
    /// What the rules do not allow here, and why (shown beside the instruction).
    #[serde(default)]
    pub not_allowed: String,
    /// Engine event kinds (the event's name, such as `Moved` or `BellRang`); the step is
    /// done when a command produces any of them.
    pub done_when: Vec<String>,
    /// Whether events from any seat's commands (the computer's, the countdown's) complete
    /// the step; by default only the learner's own commands do.
    #[serde(default)]
    pub anyone: bool,
}

/// A walkthrough read and checked, with its scenario loaded.
#[derive(Debug, Clone, PartialEq)]
pub struct LoadedWalkthrough {
    pub path: PathBuf,
    pub scenario_path: PathBuf,
    pub walkthrough: Walkthrough,
    pub scenario: Scenario,
}

/// The walkthrough file of `ruleset`: `scenarios/walkthroughs/<folder>.ron`.
pub fn walkthrough_path(ruleset: Ruleset) -> PathBuf {
    scenarios_root()
        .join("walkthroughs")
        .join(format!("{}.ron", ruleset.folder()))
}

/// The file of a walkthrough's words in `language`, beside the English file:
/// `free_move.ron` → `free_move.de.ron`. `None` for English, and for a file that is itself a
/// translation (its name has a dot before `.ron`).
pub fn translation_path(path: &Path, language: Language) -> Option<PathBuf> {
    if language == Language::English {
        return None;
    }
    let stem = path.file_stem()?.to_str()?;
    if stem.contains('.') {
        return None;
    }
    Some(path.with_file_name(format!("{stem}.{}.ron", language.code())))
}

/// Whether `translated` is `english` in other words: the same ruleset, scenario, seed,
/// learner and steps, each step completed by the same events; only the texts differ.
pub fn same_steps(english: &Walkthrough, translated: &Walkthrough) -> bool {
    english.ruleset == translated.ruleset
        && english.scenario == translated.scenario
        && english.seed == translated.seed
        && english.learner == translated.learner
        && english.steps.len() == translated.steps.len()
        && english
            .steps
            .iter()
            .zip(&translated.steps)
            .all(|(english, translated)| {
                english.done_when == translated.done_when
                    && english.anyone == translated.anyone
                    && english.not_allowed.is_empty() == translated.not_allowed.is_empty()
            })
}

/// The walkthrough in `language`'s words where its translation beside `path` reads and
/// has the English file's very steps; the English one otherwise (the walkthroughs' test
/// keeps every translation whole).
fn in_language(path: &Path, english: Walkthrough, language: Language) -> Walkthrough {
    let Some(translated) = translation_path(path, language)
        .and_then(|translation| std::fs::read_to_string(translation).ok())
        .and_then(|text| ron::from_str::<Walkthrough>(&text).ok())
    else {
        return english;
    };
    if same_steps(&english, &translated) {
        translated
    } else {
        english
    }
}

/// Read and check the walkthrough at `path`, and load its scenario (relative to the
/// `scenarios/` folder two levels up, or to `scenarios_root()`). Its words are the current
/// language's where a translation lies beside it ([`translation_path`]).
pub fn load(path: &Path) -> Result<LoadedWalkthrough, ScenarioError> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| ScenarioError::Unreadable {
        file: file.clone(),
        reason: source.to_string(),
    })?;
    let walkthrough: Walkthrough =
        ron::from_str(&text).map_err(|error| ScenarioError::from_ron(&file, error))?;
    let walkthrough = in_language(path, walkthrough, muster_text::current());
    let root = path
        .parent()
        .and_then(Path::parent)
        .map_or_else(scenarios_root, Path::to_path_buf);
    let scenario_path = root.join(&walkthrough.scenario);
    let scenario = scenario::load(&scenario_path).map_err(|error| ScenarioError::Invalid {
        file: file.clone(),
        problems: vec![Problem::new("scenario", error.to_string())],
    })?;
    let problems = problems(&walkthrough, &scenario);
    if !problems.is_empty() {
        return Err(ScenarioError::Invalid { file, problems });
    }
    Ok(LoadedWalkthrough {
        path: path.to_path_buf(),
        scenario_path,
        walkthrough,
        scenario,
    })
}

/// What is wrong with a walkthrough that parsed, each with its place in the file.
fn problems(walkthrough: &Walkthrough, scenario: &Scenario) -> Vec<Problem> {
    let mut problems = Vec::new();
    if scenario.ruleset() != Some(walkthrough.ruleset) {
        problems.push(Problem::new(
            "scenario",
            t!(
                "walkthrough-file-wrong-ruleset",
                scenario = scenario.ruleset_name(),
                ruleset = walkthrough.ruleset.title()
            ),
        ));
    }
    if walkthrough.learner >= scenario.seats() {
        problems.push(Problem::new(
            "learner",
            t!(
                "walkthrough-file-no-such-seat",
                seat = walkthrough.learner,
                seats = scenario.seats(),
                last = scenario.seats().saturating_sub(1)
            ),
        ));
    }
    if walkthrough.steps.is_empty() {
        problems.push(Problem::new("steps", t!("walkthrough-file-no-steps")));
    }
    for (index, step) in walkthrough.steps.iter().enumerate() {
        if step.done_when.is_empty() {
            problems.push(Problem::new(
                format!("steps[{index}].done_when"),
                t!("walkthrough-file-no-event"),
            ));
        }
        let known = event_kinds(walkthrough.ruleset);
        if let Some(bad) = step
            .done_when
            .iter()
            .find(|kind| !known.contains(&kind.as_str()))
        {
            problems.push(Problem::new(
                format!("steps[{index}].done_when"),
                t!(
                    "walkthrough-file-unknown-event",
                    event = format!("{bad:?}"),
                    ruleset = walkthrough.ruleset.title(),
                    known = known.join(", ")
                ),
            ));
        }
    }
    problems
}
