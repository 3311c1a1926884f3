//! What the player to act can ask for.

use serde::{Deserialize, Serialize};

use super::board::Pos;

/// One command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// Set-up: place the first token of the player across from you on one of their starting
    /// spaces.
    ChooseStart { space: Pos },
    /// Roll the die to navigate.
    Roll,
    /// Discard your whole hand instead of rolling; the turn ends.
    DiscardHand,
    /// Play the card in hand slot `card` to move `token` up to `steps` spaces.
    Play {
        card: usize,
        token: usize,
        steps: u8,
    },
    /// On a 3, instead of moving: put a new token on a free starting space of your own.
    /// The turn still uses up a card: `discard` is the hand slot thrown away (Muster's
    /// reading of "you must use or discard at least 1 card each turn").
    Introduce { space: Pos, discard: usize },
    /// After rolling without moving: discard exactly one card; the turn ends.
    DiscardOne { card: usize },
    /// Forgo the moves left (at least one card was played); the turn ends.
    EndTurn,
}
