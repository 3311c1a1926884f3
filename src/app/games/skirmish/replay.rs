//! Skirmish Wars games in the replay viewer.

use bevy::prelude::*;

use super::game::SkirmishGame;
use crate::app::core::screens::Screen;
use crate::app::session::replay::{self, ReplayableGame};
use crate::rules::skirmish::command::Command;
use crate::rules::skirmish::state::Phase;

impl ReplayableGame for SkirmishGame {
    type Command = Command;
    type Position = crate::rules::skirmish::state::State;
    const SCREEN: Screen = Screen::SquareBoard;

    fn commands(&self) -> &[Command] {
        &self.commands
    }

    fn restarted(&self) -> Self {
        SkirmishGame::new(
            self.scenario.clone(),
            self.cos.clone(),
            self.seed,
            self.seats.clone(),
        )
    }

    fn replay_step(&mut self, command: Command) -> Result<(), String> {
        self.execute(command).map(|_| ())
    }

    fn position(&self) -> &Self::Position {
        &self.state
    }

    fn whereabouts(&self) -> String {
        let state = &self.state;
        match (state.phase, state.acting()) {
            (Phase::Over { .. }, _) | (_, None) => format!("day {}, the game is over", state.day),
            (_, Some(player)) => {
                format!("day {}, {} to play", state.day, state.players[player].name)
            }
        }
    }
}

pub(super) fn logic_plugin(app: &mut App) {
    replay::plugin::<SkirmishGame>(app);
}

pub(super) fn plugin(app: &mut App) {
    replay::bar_plugin::<SkirmishGame>(app);
}
