//! Scenario files: RON, one top-level variant naming the ruleset, validated with errors
//! that give the file, line and column and say what was expected.
//!
//! ```ron
//! FreeMove((
//!     name: "Standard battle",
//!     sides: [ ... ],
//! ))
//! ```

pub mod catalogue;
pub mod edit_history;
pub mod error;
pub mod free_move;
pub mod free_move_builder;
pub mod movement_board_editor;
pub mod movement_game;
pub mod skirmish;
pub mod skirmish_layout;
pub mod skirmish_playable;
pub mod soldiers;
pub mod soldiers_editor;
pub mod start;

use std::path::Path;

use serde::{Deserialize, Serialize};

pub use error::{Problem, ScenarioError};
pub use start::{SkirmishChoices, Start, StartError};

use crate::ruleset::Ruleset;

/// A scenario of any ruleset, as a file holds it: one of this crate's four engines', or a
/// ruleset the app adds through its registry ([`RegisteredScenario`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Scenario {
    FreeMove(free_move::FreeMoveScenario),
    Soldiers(soldiers::SoldiersScenario),
    Skirmish(skirmish::SkirmishScenario),
    MovementGame(movement_game::MovementGameScenario),
    Registered(RegisteredScenario),
}

/// A scenario of a ruleset this crate holds no engine for: a ruleset the app adds through its
/// registry (`core::ruleset_door`) names itself by `ruleset`, its short name, and reads its
/// own `settings`.
///
/// ```ron
/// Registered((ruleset: "race", name: "Race to ten", seats: ["Left", "Right"], settings: (goal: 10)))
/// ```
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RegisteredScenario {
    /// The ruleset's short name (`race`).
    pub ruleset: String,
    pub name: String,
    /// Each seat's name, in seat order.
    pub seats: Vec<String>,
    /// The ruleset's own settings, as RON; its game reads them.
    pub settings: ron::Value,
}

impl Scenario {
    /// The ruleset this scenario is for, when this crate holds its engine.
    pub fn ruleset(&self) -> Option<Ruleset> {
        match self {
            Scenario::FreeMove(_) => Some(Ruleset::FreeMove),
            Scenario::Soldiers(_) => Some(Ruleset::Soldiers),
            Scenario::Skirmish(_) => Some(Ruleset::Skirmish),
            Scenario::MovementGame(_) => Some(Ruleset::MovementGame),
            Scenario::Registered(_) => None,
        }
    }

    /// The ruleset's name for a message: its title, or a registered ruleset's short name.
    pub fn ruleset_name(&self) -> &str {
        match (self.ruleset(), self) {
            (Some(ruleset), _) => ruleset.title(),
            (None, Scenario::Registered(registered)) => &registered.ruleset,
            (None, _) => "",
        }
    }

    /// How many seats (players or sides) the scenario has.
    pub fn seats(&self) -> usize {
        match self {
            Scenario::FreeMove(_) | Scenario::Soldiers(_) => 2,
            Scenario::Skirmish(map) => map.players.len(),
            Scenario::MovementGame(game) => game.players.len(),
            Scenario::Registered(registered) => registered.seats.len(),
        }
    }

    /// Each seat's name, in seat order: the armies, sides or players the scenario names.
    pub fn seat_names(&self) -> Vec<String> {
        match self {
            Scenario::FreeMove(scenario) => scenario
                .sides
                .iter()
                .map(|side| side.name.clone())
                .collect(),
            Scenario::Soldiers(scenario) => scenario
                .sides
                .iter()
                .map(|side| side.name.clone())
                .collect(),
            Scenario::Skirmish(map) => map
                .players
                .iter()
                .map(|player| player.name.clone())
                .collect(),
            Scenario::MovementGame(game) => game.players.clone(),
            Scenario::Registered(registered) => registered.seats.clone(),
        }
    }

    /// Whether a side may not see all of the game (Soldiers' concealed units): then a
    /// machine playing one side across a network is sent that side's view, not the game.
    pub fn hides_from_sides(&self) -> bool {
        matches!(self, Scenario::Soldiers(_))
    }

    /// The scenario's title.
    pub fn name(&self) -> &str {
        match self {
            Scenario::FreeMove(scenario) => &scenario.name,
            Scenario::Soldiers(scenario) => &scenario.name,
            Scenario::Skirmish(scenario) => &scenario.name,
            Scenario::MovementGame(scenario) => &scenario.name,
            Scenario::Registered(scenario) => &scenario.name,
        }
    }

    /// Problems a well-formed file can still have (units off the table, duplicate numbers…).
    pub fn problems(&self) -> Vec<Problem> {
        match self {
            Scenario::FreeMove(scenario) => scenario.problems(),
            Scenario::Soldiers(scenario) => scenario.problems(),
            Scenario::Skirmish(scenario) => scenario.problems(),
            Scenario::MovementGame(scenario) => scenario.problems(),
            Scenario::Registered(scenario) => scenario.problems(),
        }
    }
}

impl RegisteredScenario {
    /// What a registered ruleset's file needs whatever its rules: a name and a seat.
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        if self.ruleset.trim().is_empty() {
            problems.push(Problem::new("ruleset", "names no ruleset"));
        }
        if self.seats.is_empty() {
            problems.push(Problem::new("seats", "a game needs at least one seat"));
        }
        problems
    }
}

/// Read and validate a scenario file.
pub fn load(path: &Path) -> Result<Scenario, ScenarioError> {
    let text = std::fs::read_to_string(path).map_err(|source| ScenarioError::Unreadable {
        file: path.display().to_string(),
        reason: source.to_string(),
    })?;
    let file = path.display().to_string();
    let scenario = parse(&text, &file)?;
    // A Soldiers file's zones are checked on the shipped map: empty, or too small.
    if let Scenario::Soldiers(soldiers) = &scenario {
        let problems =
            soldiers::map_problems(soldiers, &crate::rules::soldiers::tables::Tables::shipped());
        if !problems.is_empty() {
            return Err(ScenarioError::Invalid { file, problems });
        }
    }
    Ok(scenario)
}

/// Parse and validate scenario text; `file` names it in error messages.
pub fn parse(text: &str, file: &str) -> Result<Scenario, ScenarioError> {
    let scenario: Scenario =
        ron::from_str(text).map_err(|error| ScenarioError::from_ron(file, error))?;
    let problems = scenario.problems();
    if problems.is_empty() {
        Ok(scenario)
    } else {
        Err(ScenarioError::Invalid {
            file: file.to_string(),
            problems,
        })
    }
}

#[cfg(test)]
mod fuzz_tests;
#[cfg(test)]
mod skirmish_playable_tests;
#[cfg(test)]
mod skirmish_tests;
#[cfg(test)]
mod soldiers_tests;
#[cfg(test)]
mod tests;
