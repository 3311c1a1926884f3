//! The computer's search, made to run away from the session: what it is asked (where the
//! game stood), what it needs (a copy of the state and dice and of the seat's computer
//! player) and what it brings back (the computer, its own seeded stream advanced, and its
//! commands). The search itself is plain Rust; `computer_thinking.rs` runs it on bevy's
//! task pool, so the frame never waits for it.
//!
//! A game replays the same: the computer's choices come from its own stream, which advances
//! only inside the search and is put back only when the search's commands are played. A
//! search dropped (the game moved on, a pause, undo) leaves the seat's computer as it was,
//! so it thinks again from the same stream.

use super::turn_game::{CommandOf, StateOf, TurnGame};
use super::turns::Session;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// Where the game stood when the computer was asked to play: its commands are played only
/// while the game is still there (the same game, as many commands, the same seat to act and
/// the same computer at it).
#[derive(Debug, Clone)]
pub struct Asked<G: TurnGame> {
    seed: u64,
    commands: usize,
    last: Option<CommandOf<G>>,
    seat: usize,
    sitter: G::Seat,
}

impl<G: TurnGame> PartialEq for Asked<G> {
    fn eq(&self, other: &Self) -> bool {
        (self.seed, self.commands, self.seat) == (other.seed, other.commands, other.seat)
            && self.last == other.last
            && self.sitter == other.sitter
    }
}

/// Everything one search needs, owned: it may run on another thread.
#[derive(Debug, Clone)]
pub struct Search<G: TurnGame> {
    pub asked: Asked<G>,
    computer: G::Computer,
    state: StateOf<G>,
    dice: Dice,
    /// At most this many commands, while the same seat is to act.
    most: usize,
}

/// What a search brings back: the seat's computer, its stream advanced, and its commands.
#[derive(Debug, Clone)]
pub struct Thought<G: TurnGame> {
    pub asked: Asked<G>,
    computer: G::Computer,
    pub commands: Vec<CommandOf<G>>,
}

impl<G: TurnGame> Session<G> {
    /// Where the game stands for the computer: `None` unless a computer is to act.
    pub fn computer_asked(&self) -> Option<Asked<G>> {
        if self.is_over() || !self.computer_to_act() {
            return None;
        }
        let seat = G::acting_seat(&self.state)?;
        Some(Asked {
            seed: self.seed,
            commands: self.commands.len(),
            last: self.commands.last().cloned(),
            seat,
            sitter: *self.seats.as_ref().get(seat)?,
        })
    }

    /// A search for the computer to act, of at most `most` commands (the seat's computer is
    /// made here if it has none yet); `None` unless a computer is to act.
    pub fn computer_search(&mut self, most: usize) -> Option<Search<G>> {
        let asked = self.computer_asked()?;
        let computer = self.game.seat_computer(asked.seat, asked.sitter)?.clone();
        Some(Search {
            asked,
            computer,
            state: self.state.clone(),
            dice: self.dice.clone(),
            most,
        })
    }

    /// Whether `thought` was thought for the game as it stands now.
    pub fn still_as_asked(&self, asked: &Asked<G>) -> bool {
        self.computer_asked().as_ref() == Some(asked)
    }

    /// The commands of `thought`, with its computer put back at its seat, if the game is
    /// still where it was asked; `None` (and nothing changed) when it has moved on.
    pub fn take_thought(&mut self, thought: Thought<G>) -> Option<Vec<CommandOf<G>>> {
        if !self.still_as_asked(&thought.asked) {
            return None;
        }
        let kept = self
            .game
            .seat_computer(thought.asked.seat, thought.asked.sitter)?;
        *kept = thought.computer;
        Some(thought.commands)
    }
}

impl<G: TurnGame> Search<G> {
    /// Think: the computer's commands, one after another on the search's own copy of the
    /// game, while its seat is to act, up to the most asked for. A command the engine
    /// refuses ends the search (the session reports it when it plays it).
    pub fn think(self) -> Thought<G> {
        let Search {
            asked,
            mut computer,
            mut state,
            mut dice,
            most,
        } = self;
        let mut commands = Vec::new();
        while commands.len() < most
            && !G::is_over(&state)
            && G::acting_seat(&state) == Some(asked.seat)
        {
            let Some(command) = G::next_command(&mut computer, &state) else {
                break;
            };
            let refused = G::Engine::execute(&mut state, command.clone(), &mut dice).is_err();
            commands.push(command);
            if refused {
                break;
            }
        }
        Thought {
            asked,
            computer,
            commands,
        }
    }
}
