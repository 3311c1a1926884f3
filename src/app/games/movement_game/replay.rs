//! Untitled Movement Game games in the replay viewer.

use bevy::prelude::*;

use super::game::MovementGameSession;
use crate::app::core::screens::Screen;
use crate::app::session::replay::{self, ReplayableGame};
use crate::rules::movement_game::command::Command;

impl ReplayableGame for MovementGameSession {
    type Command = Command;
    type Position = crate::rules::movement_game::state::State;
    const SCREEN: Screen = Screen::MovementBoard;

    fn commands(&self) -> &[Command] {
        &self.commands
    }

    fn restarted(&self) -> Self {
        self.at_start()
    }

    fn replay_step(&mut self, command: Command) -> Result<(), String> {
        self.execute(command).map(|_| ())
    }

    fn position(&self) -> &Self::Position {
        &self.state
    }

    fn whereabouts(&self) -> String {
        let state = &self.state;
        match state.acting() {
            Some(player) => format!(
                "turn {}, {} to play",
                state.turns + 1,
                state.players[player].name
            ),
            None => format!("after {} turns, the game is over", state.turns),
        }
    }
}

pub(super) fn logic_plugin(app: &mut App) {
    replay::plugin::<MovementGameSession>(app);
}

pub(super) fn plugin(app: &mut App) {
    replay::bar_plugin::<MovementGameSession>(app);
}
