//! The computer player for any seat of Skirmish Wars. Every command it gives is checked by
//! the engine first, so it never gives an illegal one.

use crate::rules::engine::RulesEngine;

use super::command::Command;
use super::engine::Skirmish;
use super::state::State;

/// A computer player. Deterministic: the same seed and states give the same commands.
#[derive(Debug, Clone)]
pub struct Ai {
    pub seed: u64,
}

impl Ai {
    /// A computer player seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Ai { seed }
    }

    /// The next command for the player whose turn it is (the turn ends with `EndTurn`).
    pub fn next_command(&mut self, state: &State) -> Command {
        let end = Command::EndTurn;
        debug_assert!(Skirmish::check(state, &end).is_ok() || state.acting().is_none());
        end
    }
}
