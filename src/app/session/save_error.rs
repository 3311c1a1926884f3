//! Why a save could not be read or played on: one typed error for every game's saves,
//! told to the player in its own words (`Display`) on the screen's notice.

use super::open_error::OpenError;
use std::path::PathBuf;

/// Why a save cannot be loaded. Every refusal leaves the file as it is, except a damaged
/// one, which is set aside as `.broken`.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SaveError {
    #[error("There is no save at {}.", .0.display())]
    Missing(PathBuf),
    #[error("The save could not be read: {0}.")]
    Damaged(String),
    #[error(
        "{} was written by another version of Muster (save version {found}, this one reads {reads}); it was left as it is.",
        path.display()
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
    #[error("{} is not {expected}.", scenario.display())]
    OtherRuleset {
        scenario: PathBuf,
        expected: &'static str,
    },
    #[error(
        "{} has {saved} seats and the scenario {players} players; it was left as it is.",
        path.display()
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
        "{} replays only to its command {index}: {why}. The save was left as it is.",
        path.display()
    )]
    DoesNotReplay {
        path: PathBuf,
        index: usize,
        why: String,
    },
    #[error(
        "{} replays to a different position than the one it saved: it was probably written by another build of Muster. The save was left as it is.",
        path.display()
    )]
    DifferentPosition { path: PathBuf },
}
