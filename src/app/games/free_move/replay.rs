//! Free Move battles in the replay viewer: every measured move, formation change, shot and
//! bell, one command at a time. The countdown stands still while watching and is set from
//! the battle's state when the replay moves or hands the battle back.

use bevy::prelude::*;
use muster_text::t;

use super::countdown::Countdown;
use super::game::{FreeMoveSession, RulesError};
use crate::app::core::screens::Screen;
use crate::app::session::command_log::CommandLog;
use crate::app::session::replay::{self, ReplayJumped, ReplayableGame};
use crate::rules::free_move::flow::next_allowance;
use crate::rules::free_move::{Command, FreeMove, Phase};

impl ReplayableGame for FreeMoveSession {
    type Engine = FreeMove;
    const SCREEN: Screen = Screen::FreeMove;

    fn command_log(&self) -> &CommandLog<FreeMove> {
        &self.command_log
    }

    fn restarted(&self) -> Self {
        FreeMoveSession::restarted(self)
    }

    fn replay_step(&mut self, command: Command) -> Result<(), RulesError> {
        self.execute(command).map(|_| ())
    }

    fn whereabouts(&self) -> String {
        let state = &self.state;
        if state.move_number == 0 {
            return state.phase.title();
        }
        t!(
            "free-move-whereabouts-move-phase",
            number = state.move_number,
            phase = state.phase.title()
        )
    }
}

/// The countdown for the battle as it stands: a timed move waiting for both players to be
/// ready with its full time, or no clock at all.
pub fn countdown_for(game: &FreeMoveSession) -> Countdown {
    if game.state.phase != Phase::TimedMove {
        return Countdown::default();
    }
    let time = next_allowance(&game.state);
    Countdown {
        allowed: time.seconds,
        reason: time.reason,
        remaining: time.seconds,
        ready: [false, false],
        running: false,
    }
}

fn set_countdown_after_a_jump(
    mut jumps: MessageReader<ReplayJumped>,
    game: Res<FreeMoveSession>,
    mut countdown: ResMut<Countdown>,
) {
    if jumps.read().count() > 0 {
        *countdown = countdown_for(&game);
    }
}

pub(super) fn logic_plugin(app: &mut App) {
    replay::plugin::<FreeMoveSession>(app);
    app.add_systems(
        Update,
        set_countdown_after_a_jump
            .after(crate::app::core::system_sets::AppSystems::Update)
            .run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
    );
}

pub(super) fn plugin(app: &mut App) {
    replay::bar_plugin::<FreeMoveSession>(app);
}
