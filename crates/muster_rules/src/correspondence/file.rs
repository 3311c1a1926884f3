//! The turn file itself: what it holds, how it is written (RON, with a heading a person can
//! read) and read back (its version first, so a file of another version is named as such).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::chain::{self, Link, Origin};
use super::error::TurnFileError;
use super::seed;
use crate::scenario::Scenario;

/// The turn file format this build writes and reads.
pub const VERSION: u32 = 1;

/// One of the two players: the name they gave, and their seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub seat: usize,
}

/// One command of the log: its number (from 1), the seat that played it, the command, and
/// its link in the chain.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Entry<C> {
    pub n: usize,
    pub seat: usize,
    pub command: C,
    pub link: Link,
}

/// A game played by correspondence, as one player sends it to the other: the whole game so
/// far. `players[0]` started the game (and committed to the first half of the seed).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TurnFile<C> {
    pub version: u32,
    /// The ruleset's short name (`skirmish`).
    pub ruleset: String,
    /// The game's id, chosen by the starter.
    pub game: String,
    /// How many files the game has had before this one (the invitation is 0).
    pub turn: u32,
    /// The starter, then the other player.
    pub players: Vec<Player>,
    /// The starter's commitment to their half of the seed.
    pub seed_commitment: String,
    /// The starter's half, once revealed.
    pub starter_half: Option<u64>,
    /// The other player's half, once they have accepted.
    pub other_half: Option<u64>,
    pub scenario: Scenario,
    pub commands: Vec<Entry<C>>,
}

/// Only the version, read first.
#[derive(Deserialize)]
struct VersionOnly {
    version: u32,
}

impl<C: Serialize + DeserializeOwned + Clone> TurnFile<C> {
    /// The invitation to game `game` of `scenario`: the players and the starter's commitment,
    /// nothing else.
    pub fn invitation(
        game: String,
        ruleset: &str,
        scenario: Scenario,
        players: Vec<Player>,
        starter_half: u64,
    ) -> Self {
        TurnFile {
            version: VERSION,
            ruleset: ruleset.to_string(),
            seed_commitment: seed::commitment(&game, starter_half),
            game,
            turn: 0,
            players,
            starter_half: None,
            other_half: None,
            scenario,
            commands: Vec::new(),
        }
    }

    /// The starter's seat.
    pub fn starter_seat(&self) -> Option<usize> {
        self.players.first().map(|player| player.seat)
    }

    /// The seed, once both halves are known.
    pub fn seed(&self) -> Option<u64> {
        Some(seed::agreed(self.starter_half?, self.other_half?))
    }

    /// `link_0`, once the seed is known.
    pub fn first_link(&self) -> Option<Link> {
        let seed = self.seed()?;
        let players = ron::to_string(&self.players).unwrap_or_default();
        let scenario = ron::to_string(&self.scenario).unwrap_or_default();
        Some(chain::first_link(Origin {
            version: self.version,
            ruleset: &self.ruleset,
            game: &self.game,
            players: &players,
            scenario: &scenario,
            seed,
        }))
    }

    /// The link command `n` (from 1) would have after `before`.
    pub fn link_of(before: &Link, n: usize, seat: usize, command: &C) -> Link {
        let text = ron::to_string(command).unwrap_or_default();
        chain::next_link(before, n, seat, &text)
    }

    /// Every link as the file's own commands make it: `link_0` first (empty before the seed
    /// is known).
    pub fn links(&self) -> Vec<Link> {
        let Some(mut link) = self.first_link() else {
            return Vec::new();
        };
        let mut links = vec![link.clone()];
        for (index, entry) in self.commands.iter().enumerate() {
            link = Self::link_of(&link, index + 1, entry.seat, &entry.command);
            links.push(link.clone());
        }
        links
    }

    /// Add `command`, played by `seat`, to the end of the log, signed; `false` (nothing
    /// added) before the seed is known.
    pub fn push(&mut self, seat: usize, command: C) -> bool {
        // The last command's link, else the start's (no re-hashing of the whole log).
        let before = match self.commands.last() {
            Some(entry) => entry.link.clone(),
            None => match self.links().pop() {
                Some(start) => start,
                None => return false,
            },
        };
        let n = self.commands.len() + 1;
        let link = Self::link_of(&before, n, seat, &command);
        self.commands.push(Entry {
            n,
            seat,
            command,
            link,
        });
        true
    }

    /// The commands, in order.
    pub fn commands(&self) -> Vec<C> {
        self.commands
            .iter()
            .map(|entry| entry.command.clone())
            .collect()
    }

    /// The file as text: a heading for whoever opens it in an editor, then the RON.
    pub fn to_text(&self) -> String {
        let pretty = ron::ser::PrettyConfig::default();
        let body = ron::ser::to_string_pretty(self, pretty).unwrap_or_default();
        format!(
            "// Muster turn file: a game of {} played by correspondence, turn {}.\n\
             // Open it in Muster (\"Open a turn file…\" on the ruleset's page, or\n\
             // `muster open-turn <file>`). Each command is signed off by a hash chain:\n\
             // a file changed by hand is refused.\n{body}\n",
            self.ruleset, self.turn
        )
    }

    /// Read a file's text: its version first (another version is named, not misread), then
    /// the whole file; a file that does not parse is refused with the line and column.
    pub fn parse(text: &str) -> Result<Self, TurnFileError> {
        check_version(text)?;
        ron::from_str(text).map_err(TurnFileError::unreadable)
    }
}

/// A turn file's version, read first: another version is named (both versions), not
/// misread; a text with no readable version is refused with the line and column.
pub fn check_version(text: &str) -> Result<(), TurnFileError> {
    let version = ron::from_str::<VersionOnly>(text)
        .map_err(TurnFileError::unreadable)?
        .version;
    if version != VERSION {
        return Err(TurnFileError::OtherVersion {
            found: version,
            reads: VERSION,
        });
    }
    Ok(())
}
