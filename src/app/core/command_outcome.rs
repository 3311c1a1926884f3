//! What became of each command a game executed, in one message all four games write: the
//! seat that gave it, and the kinds of its events or the engine's reason for refusing it.
//! The rules walkthroughs follow the learner through it.

use bevy::prelude::*;

use crate::walkthrough::{EventName, event_kind};

/// A command a game executed or refused.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct CommandOutcome {
    /// The seat that gave it; `None` for the table's own (the Free Move countdown's bell).
    pub seat: Option<usize>,
    /// The kinds of its events (`Moved`, `BellRang`), or why the engine refused it.
    pub result: Result<Vec<String>, String>,
}

impl CommandOutcome {
    /// The outcome of a command `seat` gave, from the game's `execute` (the engine's
    /// reason for a refusal in its own words).
    pub fn of<E: EventName, Refusal: std::fmt::Display>(
        seat: Option<usize>,
        result: &Result<Vec<E>, Refusal>,
    ) -> Self {
        CommandOutcome {
            seat,
            result: result
                .as_ref()
                .map(|events| events.iter().map(event_kind).collect())
                .map_err(ToString::to_string),
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<CommandOutcome>();
}
