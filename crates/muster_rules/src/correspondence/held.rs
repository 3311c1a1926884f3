//! What one player holds of a game played by correspondence, kept on their machine between
//! files: the game, their seat, their own half of the seed, the last turn they hold and the
//! chain's links as they stood then (so a file that changes anything they hold is caught).

use serde::{Deserialize, Serialize};

use super::chain::Link;

/// One player's own record of a correspondence game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Held {
    pub game: String,
    pub ruleset: String,
    /// This player's seat.
    pub my_seat: usize,
    /// Whether this player started the game (and committed to the first half).
    pub starter: bool,
    /// This player's half of the seed (the starter's stays secret until revealed).
    pub my_half: u64,
    /// The last turn held: the last file sent or opened.
    pub turn: u32,
    /// The chain as it stood then: `link_0` and one link a command (empty before the seed).
    pub links: Vec<Link>,
    /// Whether the last turn held was received (opened) rather than sent: that file may be
    /// opened again, to take the turn again after closing Muster in the middle of it.
    #[serde(default)]
    pub received: bool,
}

impl Held {
    /// How many commands this player holds.
    pub fn commands(&self) -> usize {
        self.links.len().saturating_sub(1)
    }
}
