//! A rule named as it happens, for the demo's big captions: while the demo runs each game
//! writes one for every event that shows a rule at work, and the shell's demo shows them.

use bevy::prelude::*;

/// An event that shows a rule at work: the rule's name and the event in words.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct RuleShown {
    /// "Melee", "Interdiction".
    pub rule: String,
    /// What happened ("Blue's spearmen charge Red's archers").
    pub line: String,
    /// One of the game's big moments (a victory, the bell): shown at once, even over a
    /// caption not yet read.
    pub big: bool,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<RuleShown>();
}
