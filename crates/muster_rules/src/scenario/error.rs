//! Scenario errors that name the file, the place in it and what was expected.

use std::fmt;

/// One thing wrong with a scenario that parsed: where (a path into the file such as
/// `sides[1].units[3]`) and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub place: String,
    pub message: String,
}

impl Problem {
    pub fn new(place: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            place: place.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}

/// A scenario's problem is an error of its own, kept typed until it is shown.
impl std::error::Error for Problem {}

/// Why a scenario file could not be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScenarioError {
    /// The file could not be read at all.
    #[error("{}", muster_text::t!("scenarios-cannot-read-file", file = file.as_str(), reason = reason.as_str()))]
    Unreadable { file: String, reason: String },
    /// The text is not a scenario: a RON syntax error, a misspelt name, a missing field.
    #[error("{file}:{line}:{column}: {message}")]
    Syntax {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    /// The file parsed but describes an impossible scenario.
    #[error("{file}: {}", list(problems))]
    Invalid {
        file: String,
        problems: Vec<Problem>,
    },
}

fn list(problems: &[Problem]) -> String {
    let lines: Vec<String> = problems.iter().map(Problem::to_string).collect();
    lines.join("; ")
}

impl ScenarioError {
    /// Turn a RON error into one that names the file, line and column.
    pub fn from_ron(file: &str, error: ron::error::SpannedError) -> Self {
        ScenarioError::Syntax {
            file: file.to_string(),
            line: error.span.start.line,
            column: error.span.start.col,
            message: error.code.to_string(),
        }
    }
}
