//! What happened, as the log, the screen and the AI need it.

use serde::{Deserialize, Serialize};

use crate::rules::dice::DieRoll;

use super::board::Pos;
use super::cards::Card;
use super::state::PlayerId;

/// One event.
///
/// Its variant's name (`Moved`, `BellRang`) is its kind, as a walkthrough's step names it.
#[derive(
    Debug, Clone, PartialEq, Eq, Serialize, Deserialize, strum::IntoStaticStr, strum::VariantNames,
)]
pub enum Event {
    StartChosen {
        by: PlayerId,
        player: PlayerId,
        space: Pos,
    },
    /// Set-up step 4: everyone rolls; the highest goes first (ties roll again).
    RolledForFirst {
        player: PlayerId,
        roll: DieRoll,
        value: u8,
    },
    TurnBegan {
        player: PlayerId,
    },
    /// `roll` is the die as thrown (a d6 in the print-and-play version), `value` 1–3.
    Rolled {
        player: PlayerId,
        roll: DieRoll,
        value: u8,
    },
    HandDiscarded {
        player: PlayerId,
        cards: Vec<Card>,
    },
    CardDiscarded {
        player: PlayerId,
        slot: usize,
        card: Card,
    },
    CardPlayed {
        player: PlayerId,
        slot: usize,
        card: Card,
        token: usize,
        from: Pos,
        to: Pos,
        steps: u8,
    },
    TokenIntroduced {
        player: PlayerId,
        token: usize,
        space: Pos,
    },
    /// The token reached a destination space and is fixed there.
    TokenHome {
        player: PlayerId,
        token: usize,
    },
    /// The discard pile is shuffled into a new deck (the text is silent: Muster's reading).
    DeckReshuffled {
        deck: Vec<Card>,
    },
    Drew {
        player: PlayerId,
        cards: Vec<Card>,
    },
    TurnEnded {
        player: PlayerId,
    },
    Won {
        player: PlayerId,
    },
}
