//! Why a scenario did not become a game: the scenario named, and the rules crate's own
//! [`StartError`] kept inside until the notice shows it.

use crate::scenario::StartError;
use muster_text::t;

/// A scenario that cannot begin as a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{}",
    t!("session-scenario-cannot-begin", scenario = scenario.as_str(), why = source.to_string())
)]
pub struct OpenError {
    /// The scenario's name.
    pub scenario: String,
    #[source]
    pub source: StartError,
}

impl OpenError {
    /// The start of the scenario called `scenario` failed with `source`.
    pub fn of(scenario: &str) -> impl FnOnce(StartError) -> OpenError + '_ {
        move |source| OpenError {
            scenario: scenario.to_string(),
            source,
        }
    }
}
