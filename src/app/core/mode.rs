//! The modes of the title menu: every ruleset that came in through the door (in the
//! registry's order, `GameRegistry::modes`) and the companion.

use super::ruleset_door::RulesetId;

/// A title-menu entry: a ruleset or the companion.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mode {
    Ruleset(RulesetId),
    Companion,
}

/// What the Companion opens, said on its page, in the player's language.
pub fn companion_opens() -> String {
    muster_text::t!("app-companion-opens")
}

impl Mode {
    pub fn title(self) -> &'static str {
        match self {
            Mode::Ruleset(ruleset) => ruleset.title(),
            Mode::Companion => "Companion",
        }
    }

    pub fn blurb(self) -> String {
        match self {
            Mode::Ruleset(ruleset) => ruleset.blurb(),
            Mode::Companion => muster_text::t!("app-blurb-companion"),
        }
    }

    /// The ruleset whose scenarios the mode's page lists, if any.
    pub fn ruleset(self) -> Option<RulesetId> {
        match self {
            Mode::Ruleset(ruleset) => Some(ruleset),
            Mode::Companion => None,
        }
    }
}
