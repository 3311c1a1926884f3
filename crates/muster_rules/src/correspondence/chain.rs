//! The hash chain that signs off each command of a turn file: `link_0` binds the game (its
//! version, ruleset, id, players, scenario and seed), and each command's link binds the one
//! before, its number, its seat and its RON. blake3 over the canonical RON text, so a
//! command edited, removed, added or moved breaks the chain where it happens.

use serde::{Deserialize, Serialize};

/// One link of the chain: a blake3 hash, written as 64 hex digits.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Link(pub String);

impl Link {
    fn of(hasher: &blake3::Hasher) -> Link {
        Link(hasher.finalize().to_hex().to_string())
    }
}

/// Feed a length-prefixed piece to `hasher`, so two pieces can never run into each other.
fn piece(hasher: &mut blake3::Hasher, bytes: &[u8]) {
    hasher.update(&(bytes.len() as u64).to_le_bytes());
    hasher.update(bytes);
}

/// What the first link binds: the game itself.
#[derive(Debug, Clone, Copy)]
pub struct Origin<'a> {
    pub version: u32,
    pub ruleset: &'a str,
    pub game: &'a str,
    /// The players as RON.
    pub players: &'a str,
    /// The scenario as RON.
    pub scenario: &'a str,
    pub seed: u64,
}

/// `link_0`: the game before its first command.
pub fn first_link(origin: Origin) -> Link {
    let mut hasher = blake3::Hasher::new();
    piece(&mut hasher, b"muster turn file");
    piece(&mut hasher, &origin.version.to_le_bytes());
    piece(&mut hasher, origin.ruleset.as_bytes());
    piece(&mut hasher, origin.game.as_bytes());
    piece(&mut hasher, origin.players.as_bytes());
    piece(&mut hasher, origin.scenario.as_bytes());
    piece(&mut hasher, &origin.seed.to_le_bytes());
    Link::of(&hasher)
}

/// `link_n`: command `number` (from 1), played by `seat`, written `command` (RON), after
/// the link `before`.
pub fn next_link(before: &Link, number: usize, seat: usize, command: &str) -> Link {
    let mut hasher = blake3::Hasher::new();
    piece(&mut hasher, before.0.as_bytes());
    piece(&mut hasher, &(number as u64).to_le_bytes());
    piece(&mut hasher, &(seat as u64).to_le_bytes());
    piece(&mut hasher, command.as_bytes());
    Link::of(&hasher)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_depends_on_each_of_its_pieces() {
        let first = Link("0".repeat(64));
        let link = next_link(&first, 1, 0, "EndTurn");
        assert_eq!(link, next_link(&first, 1, 0, "EndTurn"));
        assert_ne!(link, next_link(&first, 2, 0, "EndTurn"));
        assert_ne!(link, next_link(&first, 1, 1, "EndTurn"));
        assert_ne!(link, next_link(&first, 1, 0, "EndTurn "));
        assert_eq!(link.0.len(), 64);
    }
}
