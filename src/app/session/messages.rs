//! What the players, the panels and the session say to each other in a turn-based game:
//! a command asked for, an event the engine reports, undo, and the seats (and seed) chosen
//! before a game opens.

use std::marker::PhantomData;

use bevy::prelude::*;

use super::turn_game::{CommandOf, EventOf, TurnGame};

/// A player (or a panel) asks the engine of the game `G` for something.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct SessionCommand<G: TurnGame>(pub CommandOf<G>);

impl<G: TurnGame> SessionCommand<G> {
    /// Ask for `command` (a game names the message, so the game is known:
    /// `SkirmishCommand::new(command)`).
    pub fn new(command: CommandOf<G>) -> Self {
        SessionCommand(command)
    }
}

/// Something the engine of the game `G` says happened.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct SessionEvent<G: TurnGame>(pub EventOf<G>);

/// Take back the last command since the last die roll (the game on screen's).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct UndoRequest;

/// The seats (and seed) the next game of `G` starts with, when chosen before it opens
/// (tests, the screenshot, the demo, a walkthrough).
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct SeatsChoice<G: TurnGame> {
    pub seats: G::Seats,
    pub seed: Option<u64>,
}

/// Seconds between two of the computer's commands in `G` while a person is at the table,
/// so people can follow its turn.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct ComputerPace<G: TurnGame>(pub f32, PhantomData<fn() -> G>);

impl<G: TurnGame> Default for ComputerPace<G> {
    fn default() -> Self {
        ComputerPace(G::COMPUTER_PACE, PhantomData)
    }
}

/// Replay what was played from command `from` on, seen as `seat` sees the game (a game that
/// hides something shows that seat's view, never what is concealed from it): "Since your
/// last turn", and a correspondence turn just opened. The game on screen answers it
/// (`session::since_last_turn`).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReplaySince {
    pub seat: usize,
    pub from: usize,
}
