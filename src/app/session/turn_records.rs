//! A session's replays and saves, written once from what its game says: the commands
//! replayed on the same start, the game's save format, and the events that end a turn.

use std::path::{Path, PathBuf};

use super::command_log::CommandLog;
use super::messages::SessionEvent;
use super::replay::ReplayableGame;
use super::save_error::SaveError;
use super::turn_game::{CommandOf, TurnGame};
use super::turn_saves::{LoadRequest, SaveRequest, TurnBasedSaves};
use super::turns::{ErrorOf, Session};
use crate::app::core::screens::Screen;
use crate::scenario::Scenario;

impl<G: TurnGame> ReplayableGame for Session<G> {
    type Engine = G::Engine;
    const SCREEN: Screen = G::SCREEN;

    fn command_log(&self) -> &CommandLog<G::Engine> {
        &self.command_log
    }

    fn restarted(&self) -> Self {
        Session::restarted(self)
    }

    fn replay_step(&mut self, command: CommandOf<G>) -> Result<(), ErrorOf<G>> {
        self.execute(command).map(|_| ())
    }

    fn whereabouts(&self) -> String {
        G::whereabouts(&self.state)
    }
}

impl<G: TurnGame> TurnBasedSaves for Session<G> {
    const SAVE_NAME: &'static str = G::SAVE_NAME;
    type Save = G::Save;
    type Event = SessionEvent<G>;
    type SaveRequest = SaveRequest;
    type LoadRequest = LoadRequest;

    fn saved(&self, scenario: &Path, title: &str) -> G::Save {
        G::saved(self, scenario, title)
    }

    fn load_game(path: &Path) -> Result<(Self, PathBuf, Scenario), SaveError> {
        G::load(path)
    }

    fn ends_a_turn(SessionEvent(event): &SessionEvent<G>) -> bool {
        G::ends_a_turn(event)
    }

    fn over(&self) -> bool {
        self.is_over()
    }
}
