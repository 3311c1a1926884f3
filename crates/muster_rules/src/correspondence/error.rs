//! Why a turn file is refused: one variant for each way a file can fail to continue the
//! game, each said in the player's language.

use muster_text::t;

/// A turn file that does not continue the game exactly, and which way it does not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TurnFileError {
    /// Not a turn file, or cut short: the parser's words, with the line and column.
    Unreadable {
        line: usize,
        column: usize,
        reason: String,
    },
    /// Written by another version of the format.
    OtherVersion { found: u32, reads: u32 },
    /// A game of another ruleset than the one expected.
    OtherRuleset { found: String, expected: String },
    /// A game other than the one this player holds.
    AnotherGame { found: String, held: String },
    /// A game this player holds nothing of, and not an invitation.
    UnknownGame { found: String },
    /// The scenario, the players or the seed differ from the game this player holds.
    StartChanged,
    /// The starter's revealed half is not the one committed to.
    SeedNotKept,
    /// Commands before both halves of the seed are known.
    CommandsBeforeSeed,
    /// Command `at` was changed: the chain breaks there.
    CommandChanged { at: usize },
    /// Command `at` was removed.
    CommandRemoved { at: usize },
    /// A command was added at `at`.
    CommandAdded { at: usize },
    /// Commands `at` and `at + 1` were swapped.
    OrderSwapped { at: usize },
    /// Command `at`, which this player holds, differs from theirs (the chain was rewritten).
    ChangedSinceYours { at: usize },
    /// The file holds fewer commands than this player has already.
    OlderThanHeld { found: usize, held: usize },
    /// This player holds this turn already (their own file, or one opened before).
    AlreadyHeld { turn: u32 },
    /// Command `at` is for this player's own seat, in the other player's turn.
    NotTheirTurn { at: usize },
    /// Command `at` does not replay: the engine's words.
    DoesNotReplay { at: usize, why: String },
    /// The scenario is not for two players.
    NotForTwo { seats: usize },
}

impl TurnFileError {
    /// A RON error as an unreadable file, with its place.
    pub fn unreadable(error: ron::error::SpannedError) -> Self {
        TurnFileError::Unreadable {
            line: error.span.start.line,
            column: error.span.start.col,
            reason: error.code.to_string(),
        }
    }
}

impl std::fmt::Display for TurnFileError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words = match self {
            TurnFileError::Unreadable {
                line,
                column,
                reason,
            } => t!(
                "correspondence-unreadable",
                line = *line,
                column = *column,
                reason = reason.as_str()
            ),
            TurnFileError::OtherVersion { found, reads } => t!(
                "correspondence-other-version",
                found = *found,
                reads = *reads
            ),
            TurnFileError::OtherRuleset { found, expected } => t!(
                "correspondence-other-ruleset",
                found = found.as_str(),
                expected = expected.as_str()
            ),
            TurnFileError::AnotherGame { found, held } => t!(
                "correspondence-another-game",
                found = found.as_str(),
                held = held.as_str()
            ),
            TurnFileError::UnknownGame { found } => {
                t!("correspondence-unknown-game", found = found.as_str())
            }
            TurnFileError::StartChanged => t!("correspondence-start-changed"),
            TurnFileError::SeedNotKept => t!("correspondence-seed-not-kept"),
            TurnFileError::CommandsBeforeSeed => t!("correspondence-commands-before-seed"),
            TurnFileError::CommandChanged { at } => {
                t!("correspondence-command-changed", at = *at)
            }
            TurnFileError::CommandRemoved { at } => {
                t!("correspondence-command-removed", at = *at)
            }
            TurnFileError::CommandAdded { at } => t!("correspondence-command-added", at = *at),
            TurnFileError::OrderSwapped { at } => {
                t!("correspondence-order-swapped", at = *at, next = *at + 1)
            }
            TurnFileError::ChangedSinceYours { at } => {
                t!("correspondence-changed-since-yours", at = *at)
            }
            TurnFileError::OlderThanHeld { found, held } => t!(
                "correspondence-older-than-held",
                found = *found,
                held = *held
            ),
            TurnFileError::AlreadyHeld { turn } => {
                t!("correspondence-already-held", turn = *turn)
            }
            TurnFileError::NotTheirTurn { at } => t!("correspondence-not-their-turn", at = *at),
            TurnFileError::DoesNotReplay { at, why } => t!(
                "correspondence-does-not-replay",
                at = *at,
                why = why.as_str()
            ),
            TurnFileError::NotForTwo { seats } => {
                t!("correspondence-not-for-two", seats = *seats)
            }
        };
        formatter.write_str(&words)
    }
}

impl std::error::Error for TurnFileError {}
