//! Soldiers games in the replay viewer.

use bevy::prelude::*;

use super::game::SoldiersGame;
use crate::app::core::screens::Screen;
use crate::app::session::replay::{self, ReplayableGame};
use crate::rules::soldiers::command::Command;
use crate::rules::soldiers::state::Phase;

impl ReplayableGame for SoldiersGame {
    type Command = Command;
    type Position = crate::rules::soldiers::state::State;
    const SCREEN: Screen = Screen::HexBoard;

    fn commands(&self) -> &[Command] {
        &self.commands
    }

    fn restarted(&self) -> Self {
        SoldiersGame::new(self.start.clone(), self.seed, self.seats)
    }

    fn replay_step(&mut self, command: Command) -> Result<(), String> {
        self.execute(command).map(|_| ())
    }

    fn position(&self) -> &Self::Position {
        &self.state
    }

    fn whereabouts(&self) -> String {
        let state = &self.state;
        let name = |side: crate::rules::soldiers::state::Side| &state.players[side.index()];
        match state.phase {
            Phase::Deployment { deploying } => format!("{} deploys", name(deploying)),
            Phase::Movement { mover } => format!("turn {}, {} moves", state.turn, name(mover)),
            Phase::Fire { mover, .. } => {
                format!("turn {}, fire after {}'s move", state.turn, name(mover))
            }
            Phase::Over => format!("turn {}, the game is over", state.turn),
        }
    }
}

pub(super) fn logic_plugin(app: &mut App) {
    replay::plugin::<SoldiersGame>(app);
}

pub(super) fn plugin(app: &mut App) {
    replay::bar_plugin::<SoldiersGame>(app);
}
