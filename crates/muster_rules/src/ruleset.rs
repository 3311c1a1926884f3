//! The four rulesets whose engines this crate holds, with the names and folders the menu and
//! files use. [`RulesetCard`] is what a ruleset is called, as plain data: the app's registry
//! keys every ruleset by its card (its own four from here, a fifth from its own folder), so
//! the app never needs this enum to name a ruleset.

use serde::{Deserialize, Serialize};

/// What a ruleset is called: the short name the command line and the files use, the title
/// and blurb the menus show, and its folder under `scenarios/`. Plain data, so a ruleset of
/// the app's own (one this crate has no engine for) writes its card in its own folder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RulesetCard {
    /// `free-move`, `soldiers`, `skirmish`, `movement`.
    pub short_name: &'static str,
    /// The title shown in menus.
    pub title: &'static str,
    /// One line on what the ruleset is.
    pub blurb: &'static str,
    /// The folder under `scenarios/` that holds its files.
    pub folder: &'static str,
}

const FREE_MOVE: RulesetCard = RulesetCard {
    short_name: "free-move",
    title: "Free Move – Timed Move",
    blurb: "Ancients on an open table: both players move all their stands at once \
            against a countdown that ends with a bell.",
    folder: "free_move",
};
const SOLDIERS: RulesetCard = RulesetCard {
    short_name: "soldiers",
    title: "Soldiers",
    blurb: "SPI's 1972 tactical game of 1914–15, on a hex map.",
    folder: "soldiers",
};
const SKIRMISH_WARS: RulesetCard = RulesetCard {
    short_name: "skirmish",
    title: "Skirmish Wars",
    blurb: "Advance Wars-like battles on a square grid, 2–4 players.",
    folder: "skirmish",
};
const MOVEMENT_GAME: RulesetCard = RulesetCard {
    short_name: "movement",
    title: "Untitled Movement Game",
    blurb: "A race of tokens driven by 50 cards and a d3.",
    folder: "movement_game",
};

/// One of the four rulesets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ruleset {
    FreeMove,
    Soldiers,
    #[serde(alias = "SkirmishWars")]
    Skirmish,
    MovementGame,
}

impl Ruleset {
    /// Every ruleset, in menu order.
    pub const ALL: [Ruleset; 4] = [
        Ruleset::FreeMove,
        Ruleset::Soldiers,
        Ruleset::Skirmish,
        Ruleset::MovementGame,
    ];

    /// Its card: the names the menus, the command line and the files use.
    pub const fn card(self) -> &'static RulesetCard {
        match self {
            Ruleset::FreeMove => &FREE_MOVE,
            Ruleset::Soldiers => &SOLDIERS,
            Ruleset::Skirmish => &SKIRMISH_WARS,
            Ruleset::MovementGame => &MOVEMENT_GAME,
        }
    }

    /// The title shown in menus.
    pub fn title(self) -> &'static str {
        self.card().title
    }

    /// One line on what the ruleset is.
    pub fn blurb(self) -> &'static str {
        self.card().blurb
    }

    /// The short name the command line uses: `free-move`, `soldiers`, `skirmish`, `movement`.
    pub fn short_name(self) -> &'static str {
        self.card().short_name
    }

    /// The ruleset with this short name.
    pub fn from_short_name(name: &str) -> Option<Ruleset> {
        Ruleset::ALL
            .into_iter()
            .find(|ruleset| ruleset.short_name() == name)
    }

    /// The folder under `scenarios/` that holds this ruleset's files.
    pub fn folder(self) -> &'static str {
        self.card().folder
    }
}
