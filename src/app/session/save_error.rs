//! Why a save could not be read or played on: one typed error for every game's saves,
//! told to the player in its own words (`Display`) on the screen's notice.

use super::open_error::OpenError;
use muster_text::t;
use std::path::PathBuf;

/// Why a save cannot be loaded. Every refusal leaves the file as it is, except a damaged
/// one, which is set aside as `.broken`.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SaveError {
    #[error("{}", t!("session-save-missing", file = .0.display().to_string()))]
    Missing(PathBuf),
    #[error("{}", t!("session-save-damaged", why = .0.as_str()))]
    Damaged(String),
    #[error(
        "{}",
        t!(
            "session-save-other-version",
            file = path.display().to_string(),
            found = *found,
            reads = *reads
        )
    )]
    OtherVersion {
        path: PathBuf,
        found: u32,
        reads: u32,
    },
    /// Its scenario file is missing or does not load.
    #[error("{0}")]
    Scenario(String),
    /// Its scenario is another ruleset's (`expected`: "a Soldiers scenario").
    #[error(
        "{}",
        t!(
            "session-save-other-ruleset",
            file = scenario.display().to_string(),
            expected = *expected
        )
    )]
    OtherRuleset {
        scenario: PathBuf,
        expected: &'static str,
    },
    #[error(
        "{}",
        t!(
            "session-save-seats-differ",
            file = path.display().to_string(),
            saved = *saved,
            players = *players
        )
    )]
    SeatsDiffer {
        path: PathBuf,
        saved: usize,
        players: usize,
    },
    /// The game's start refused the scenario.
    #[error("{0}")]
    DoesNotOpen(#[source] OpenError),
    #[error(
        "{}",
        t!(
            "session-save-does-not-replay",
            file = path.display().to_string(),
            index = *index,
            why = why.as_str()
        )
    )]
    DoesNotReplay {
        path: PathBuf,
        index: usize,
        why: String,
    },
    #[error(
        "{}",
        t!("session-save-different-position", file = path.display().to_string())
    )]
    DifferentPosition { path: PathBuf },
}
