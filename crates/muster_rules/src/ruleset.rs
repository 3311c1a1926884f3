//! The four rulesets Muster plays, with the names and folders the menu and files use.

use serde::{Deserialize, Serialize};

/// One of the four rulesets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ruleset {
    FreeMove,
    Soldiers,
    SkirmishWars,
    MovementGame,
}

impl Ruleset {
    /// Every ruleset, in menu order.
    pub const ALL: [Ruleset; 4] = [
        Ruleset::FreeMove,
        Ruleset::Soldiers,
        Ruleset::SkirmishWars,
        Ruleset::MovementGame,
    ];

    /// The title shown in menus.
    pub fn title(self) -> &'static str {
        match self {
            Ruleset::FreeMove => "Free Move – Timed Move",
            Ruleset::Soldiers => "Soldiers",
            Ruleset::SkirmishWars => "Skirmish Wars",
            Ruleset::MovementGame => "Untitled Movement Game",
        }
    }

    /// One line on what the ruleset is.
    pub fn blurb(self) -> &'static str {
        match self {
            Ruleset::FreeMove => {
                "Ancients on an open table: both players move all their stands at once \
                 against a countdown that ends with a bell."
            }
            Ruleset::Soldiers => "SPI's 1972 tactical game of 1914–15, on a hex map.",
            Ruleset::SkirmishWars => "Advance Wars-like battles on a square grid, 2–4 players.",
            Ruleset::MovementGame => "A race of tokens driven by 50 cards and a d3.",
        }
    }

    /// The short name the command line uses: `free-move`, `soldiers`, `skirmish`, `movement`.
    pub fn short_name(self) -> &'static str {
        match self {
            Ruleset::FreeMove => "free-move",
            Ruleset::Soldiers => "soldiers",
            Ruleset::SkirmishWars => "skirmish",
            Ruleset::MovementGame => "movement",
        }
    }

    /// The ruleset with this short name.
    pub fn from_short_name(name: &str) -> Option<Ruleset> {
        Ruleset::ALL
            .into_iter()
            .find(|ruleset| ruleset.short_name() == name)
    }

    /// The folder under `scenarios/` that holds this ruleset's files.
    pub fn folder(self) -> &'static str {
        match self {
            Ruleset::FreeMove => "free_move",
            Ruleset::Soldiers => "soldiers",
            Ruleset::SkirmishWars => "skirmish",
            Ruleset::MovementGame => "movement_game",
        }
    }
}
