//! Correspondence play: a game of Soldiers, Skirmish Wars or the movement game played by
//! turn files sent between two players, pure (no bevy). A turn file holds the whole game so
//! far — the version, the ruleset, the scenario (so the other player needs no copy), the
//! game id, the two halves of the seed, the players and the command log — and each command
//! is signed off by a hash chain ([`chain`]): `link_0 = H(version, ruleset, game, players,
//! scenario, seed)`, `link_n = H(link_{n-1}, n, seat, command)`, with blake3 over the RON.
//!
//! **The seed agreed by both players** ([`seed`]) is a commit and reveal, so neither player
//! alone chooses the dice:
//!
//! 1. the starter's first file, the *invitation*, carries only a commitment to the starter's
//!    random half, `H(game, half)` — not the half itself;
//! 2. the other player's *acceptance* carries that player's own random half, in the open,
//!    chosen without knowing the starter's;
//! 3. the starter's next file reveals the starter's half; anyone checks it against the
//!    commitment, and the seed is `H(starter's half, other's half)`.
//!
//! Nothing is played before both halves are known (no file before the reveal carries a
//! command), so the starter, who learns the other half first, is already bound to a half,
//! and the other player chose a half without knowing the starter's.
//!
//! **Reading a file** ([`reading::verify`]) returns the file or one refusal that says which
//! ([`TurnFileError`]); replaying its commands on the engine is the app's (it knows the
//! game), which reports the engine's refusal and a command for the wrong seat with the same
//! error.
//!
//! What the file does not prevent: a player may try moves on a copy of the game before
//! sending (only what is sent counts, but the dice are fixed by the seed, so a copy shows
//! what each roll of the turn will be and the order that rolls best can be chosen), and
//! anyone may read the whole file with a text editor (Soldiers: every command is in it, so
//! a determined player can work out the units concealed from them). The chain proves that
//! a file continues the game the receiver holds, unchanged; it does not say who wrote it.

pub mod chain;
pub mod error;
pub mod file;
pub mod held;
pub mod reading;
pub mod seed;

#[cfg(test)]
mod fuzz_tests;
#[cfg(test)]
mod tests;

pub use chain::Link;
pub use error::TurnFileError;
pub use file::{Entry, Player, TurnFile, VERSION};
pub use held::Held;
