//! The computer thinks off the frame, for every grid game: its search (`computer_search.rs`)
//! runs on bevy's `AsyncComputeTaskPool`, each frame looks once whether it has finished
//! (never waiting), and its commands are played only if the game is still where it was
//! asked. Pause, undo, the game moving on (a seat changing hands or level, a load, a
//! network's agreed undo) and leaving the screen drop the search in flight: dropping a
//! bevy `Task` cancels it (a search already running finishes on its thread, unheard).
//!
//! A headless app (tests) waits for the search in the frame after it began
//! ([`WaitForTheComputer`]), so a count of updates plays the same game on any machine.

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on};

use super::computer_search::{Asked, Search, Thought};
use super::messages::UndoRequest;
use super::turn_game::TurnGame;
use super::turns::Session;
use crate::app::core::screens::Pause;

/// Whether a frame that finds the computer's search still running waits for it: `false` in
/// the game (the frame goes on; the search lands a frame or a few later), `true` in a
/// headless test app, so the number of frames a game takes does not depend on the machine.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct WaitForTheComputer(pub bool);

/// The computer's search in flight in the game `G`, if any.
#[derive(Resource)]
pub struct ComputerThinking<G: TurnGame> {
    /// The search, and where the game stood when it was asked.
    in_flight: Option<(Asked<G>, Task<Thought<G>>)>,
}

impl<G: TurnGame> Default for ComputerThinking<G> {
    fn default() -> Self {
        ComputerThinking { in_flight: None }
    }
}

impl<G: TurnGame> ComputerThinking<G> {
    /// Whether a search is in flight.
    pub fn is_thinking(&self) -> bool {
        self.in_flight.is_some()
    }

    /// Begin `search` on the task pool.
    pub fn begin(&mut self, search: Search<G>) {
        let asked = search.asked.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move { search.think() });
        self.in_flight = Some((asked, task));
    }

    /// The search's thought if it has finished (waiting for it when `wait`), else `None`
    /// with the search still in flight.
    pub fn finished(&mut self, wait: bool) -> Option<Thought<G>> {
        let (_, task) = self.in_flight.as_mut()?;
        let thought = if wait {
            Some(block_on(task))
        } else {
            check_ready(task)
        };
        if thought.is_some() {
            self.in_flight = None;
        }
        thought
    }

    /// Where the game stood when the search in flight was asked.
    pub fn asked(&self) -> Option<&Asked<G>> {
        self.in_flight.as_ref().map(|(asked, _)| asked)
    }

    /// Drop the search in flight (cancelling it).
    pub fn drop_search(&mut self) {
        self.in_flight = None;
    }
}

pub(super) fn plugin<G: TurnGame>(app: &mut App) {
    app.init_resource::<WaitForTheComputer>()
        .init_resource::<ComputerThinking<G>>()
        .add_systems(
            OnExit(G::SCREEN),
            |mut thinking: ResMut<ComputerThinking<G>>| {
                thinking.drop_search();
            },
        );
}

/// Drop the search in flight when the game is paused, an undo is asked for, or the game is
/// no longer where the search was asked (a seat changed hands or level, a load, a replay).
pub(super) fn drop_stale_search<G: TurnGame>(
    mut thinking: ResMut<ComputerThinking<G>>,
    mut undo: MessageReader<UndoRequest>,
    pause: Res<State<Pause>>,
    session: Res<Session<G>>,
) {
    let undo_asked = undo.read().count() > 0;
    let Some(asked) = thinking.asked() else {
        return;
    };
    if undo_asked || pause.get().0 || !session.still_as_asked(asked) {
        thinking.drop_search();
    }
}
