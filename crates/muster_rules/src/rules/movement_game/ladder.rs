//! The movement game's three levels. The Veteran is the AI the game shipped with, unchanged
//! (the baseline). The Recruit plays one card at a time for the step that looks best now,
//! always rolls and puts a new token on the first free space. The General searches the
//! die's faces two turns deep and judges a plan by more than its distance (see
//! [`super::general`]).

use super::ai::Ai;
use super::command::Command;
use super::distance::DistanceMap;
use super::engine::MovementGame;
use super::general::General;
use super::moves::plays;
use super::state::{Phase, State, Token};
use crate::rules::engine::RulesEngine;
use crate::rules::ladder::{Budget, Level};

/// A computer player of any level, for any seat.
#[derive(Debug, Clone)]
pub struct Computer {
    pub level: Level,
    baseline: Ai,
    general: General,
}

impl Computer {
    /// A player of `level` with the default budget and seed 0.
    pub fn new(level: Level) -> Self {
        Self::seeded(level, 0, Budget::default())
    }

    /// A player of `level`; the General imagines the cards still to draw from its own
    /// stream from `seed`, and thinks at most the budget's time a turn.
    pub fn seeded(level: Level, seed: u64, budget: Budget) -> Self {
        Computer {
            level,
            baseline: Ai,
            general: General::new(seed, budget.per_turn),
        }
    }

    /// The next command for the player to act; always one the engine accepts.
    pub fn next_command(&mut self, state: &State) -> Command {
        let chosen = match self.level {
            Level::Veteran => return self.baseline.next_command(state),
            Level::Recruit => recruit(state),
            Level::General => self.general(state),
        };
        match chosen {
            Some(command) if MovementGame::check(state, &command).is_ok() => command,
            _ => self.baseline.next_command(state),
        }
    }

    fn general(&mut self, state: &State) -> Option<Command> {
        self.general.choose(state)
    }
}

/// The Recruit's choice: roll every time, bring a token on at the first chance, and play
/// the one card that gains most now, without planning the rest of the turn.
fn recruit(state: &State) -> Option<Command> {
    match state.phase {
        Phase::Choose { .. } => Some(Command::Roll),
        Phase::ChooseStart { chooser } => {
            let player = state.across(chooser);
            let space = state
                .own_starts(player)
                .into_iter()
                .find(|space| state.token_at(*space).is_none())?;
            Some(Command::ChooseStart { space })
        }
        Phase::Moving { player, rolled } => {
            if rolled.value == 3
                && rolled.cards_played == 0
                && state.players[player].tokens.contains(&Token::Off)
                && let Some(space) = state
                    .own_starts(player)
                    .into_iter()
                    .find(|space| state.token_at(*space).is_none())
            {
                return Some(Command::Introduce { space, discard: 0 });
            }
            let map = DistanceMap::to_destination(state, player);
            let gain = |to, token: usize| {
                let here = match state.players[player].tokens[token] {
                    Token::On(pos) => map.from(pos),
                    _ => None,
                };
                match (here, map.from(to)) {
                    (Some(here), Some(there)) => here as i32 - there as i32,
                    _ => i32::MIN,
                }
            };
            let best = plays(state, player, rolled.left)
                .into_iter()
                .max_by_key(|play| gain(play.to, play.token))
                .filter(|play| gain(play.to, play.token) > 0);
            Some(match best {
                Some(play) => play.command(),
                None if rolled.cards_played > 0 => Command::EndTurn,
                None => Command::DiscardOne { card: 0 },
            })
        }
        Phase::Over { .. } => None,
    }
}
