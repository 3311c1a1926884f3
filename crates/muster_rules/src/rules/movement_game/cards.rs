//! The navigation cards: eight directions, the published 50-card deck, and the print-and-play
//! conversion from a standard deck of playing cards.

use muster_text::t;
use serde::{Deserialize, Serialize};

use super::board::Side;

/// A navigation card: the direction it moves a token, seen by the player who plays it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    Forward,
    Left,
    Right,
    ForwardLeft,
    ForwardRight,
    Backward,
    BackwardLeft,
    BackwardRight,
}

impl Card {
    /// Every card kind.
    pub const ALL: [Card; 8] = [
        Card::Forward,
        Card::Left,
        Card::Right,
        Card::ForwardLeft,
        Card::ForwardRight,
        Card::Backward,
        Card::BackwardLeft,
        Card::BackwardRight,
    ];

    /// The card's name.
    pub fn name(self) -> &'static str {
        match self {
            Card::Forward => "forward",
            Card::Left => "left",
            Card::Right => "right",
            Card::ForwardLeft => "forward-left",
            Card::ForwardRight => "forward-right",
            Card::Backward => "backward",
            Card::BackwardLeft => "backward-left",
            Card::BackwardRight => "backward-right",
        }
    }

    /// The card's name in the player's language (`name` is the English one the files keep).
    pub fn words(self) -> String {
        match self {
            Card::Forward => t!("rules-movement-card-forward"),
            Card::Left => t!("rules-movement-card-left"),
            Card::Right => t!("rules-movement-card-right"),
            Card::ForwardLeft => t!("rules-movement-card-forward-left"),
            Card::ForwardRight => t!("rules-movement-card-forward-right"),
            Card::Backward => t!("rules-movement-card-backward"),
            Card::BackwardLeft => t!("rules-movement-card-backward-left"),
            Card::BackwardRight => t!("rules-movement-card-backward-right"),
        }
    }

    /// One step of this card on the board for the player on `side`.
    pub fn step(self, side: Side) -> (i32, i32) {
        let (fx, fy) = side.forward();
        let (rx, ry) = side.right();
        let (forward, right) = match self {
            Card::Forward => (1, 0),
            Card::Backward => (-1, 0),
            Card::Right => (0, 1),
            Card::Left => (0, -1),
            Card::ForwardRight => (1, 1),
            Card::ForwardLeft => (1, -1),
            Card::BackwardRight => (-1, 1),
            Card::BackwardLeft => (-1, -1),
        };
        (forward * fx + right * rx, forward * fy + right * ry)
    }

    /// Diagonal cards move one space forward or back and one to the side in each move.
    pub fn is_diagonal(self) -> bool {
        matches!(
            self,
            Card::ForwardLeft | Card::ForwardRight | Card::BackwardLeft | Card::BackwardRight
        )
    }
}

/// Which deck is in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum DeckKind {
    /// The published 50 navigation cards.
    #[default]
    Navigation,
    /// A standard deck converted as the print-and-play rules say (42 cards after removals).
    PlayingCards,
}

/// How many of each card a deck holds.
pub fn composition(kind: DeckKind) -> [(Card, usize); 8] {
    match kind {
        DeckKind::Navigation => [
            (Card::Left, 10),
            (Card::Right, 10),
            (Card::Forward, 10),
            (Card::ForwardRight, 5),
            (Card::ForwardLeft, 5),
            (Card::Backward, 4),
            (Card::BackwardRight, 3),
            (Card::BackwardLeft, 3),
        ],
        // Number cards 2–10 by suit: spades forward, diamonds right, clubs left, hearts
        // backward with six removed; aces forward-right, jacks forward-left, queens
        // backward-right and kings backward-left with two of each removed.
        DeckKind::PlayingCards => [
            (Card::Forward, 9),
            (Card::Right, 9),
            (Card::Left, 9),
            (Card::Backward, 3),
            (Card::ForwardRight, 4),
            (Card::ForwardLeft, 4),
            (Card::BackwardRight, 2),
            (Card::BackwardLeft, 2),
        ],
    }
}

/// The deck in a fixed order, before shuffling.
pub fn unshuffled(kind: DeckKind) -> Vec<Card> {
    composition(kind)
        .into_iter()
        .flat_map(|(card, count)| std::iter::repeat_n(card, count))
        .collect()
}

/// Which die is rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum DieKind {
    /// The game's die numbered 1 to 3.
    #[default]
    D3,
    /// A d6 with 3 taken off anything over 3 (print-and-play).
    D6,
}
