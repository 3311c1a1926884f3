//! The game being played, for any turn-based game: a game is scenario + seed + commands,
//! so undo and loading replay. Executing a command tells its events in the log; undo goes
//! back to the last die roll (the rules are on [`TurnGame`]).

use muster_text::t;
use std::ops::{Deref, DerefMut};

use bevy::prelude::*;

use super::command_log::{CommandLog, RefusedAt, UndoRefused};
use super::turn_game::{CommandOf, EventOf, StateOf, TurnGame};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// The engine's reason for refusing a command of the game `G`.
pub type ErrorOf<G> = <<G as TurnGame>::Engine as RulesEngine>::Error;

/// A turn-based game on screen: its command log (start, state, dice, seed, commands), who
/// sits at each seat, and the narrated log. It reads as its command log
/// (`session.state`, `session.commands`).
#[derive(Resource)]
pub struct Session<G: TurnGame> {
    /// The game's own part: its scenario and its computer players.
    pub game: G,
    /// The game as scenario + seed + commands.
    pub command_log: CommandLog<G::Engine>,
    pub seats: G::Seats,
    /// The narrated log, newest last.
    pub log: Vec<String>,
    /// The lines a game started again opens its log with.
    opening: Vec<String>,
}

impl<G: TurnGame> Clone for Session<G> {
    fn clone(&self) -> Self {
        Session {
            game: self.game.clone(),
            command_log: self.command_log.clone(),
            seats: self.seats.clone(),
            log: self.log.clone(),
            opening: self.opening.clone(),
        }
    }
}

impl<G: TurnGame> std::fmt::Debug for Session<G> {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("Session")
            .field("game", &self.game)
            .field("command_log", &self.command_log)
            .field("seats", &self.seats)
            .field("log", &self.log)
            .finish_non_exhaustive()
    }
}

impl<G: TurnGame> Deref for Session<G> {
    type Target = CommandLog<G::Engine>;

    fn deref(&self) -> &Self::Target {
        &self.command_log
    }
}

impl<G: TurnGame> DerefMut for Session<G> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.command_log
    }
}

impl<G: TurnGame> Session<G> {
    /// A game of `game` from `start`, with `dice` as they stand after the set-up (seeded
    /// with `seed`), its log opening with `opening`.
    pub fn from_start(
        game: G,
        start: StateOf<G>,
        dice: Dice,
        seats: G::Seats,
        opening: Vec<String>,
    ) -> Self {
        Session {
            game,
            command_log: CommandLog::new(start, dice),
            seats,
            log: opening.clone(),
            opening,
        }
    }

    /// The same game before its first command: the same start, seed and seats.
    pub fn restarted(&self) -> Self {
        Session {
            game: self.game.restarted(self.seed, &self.seats),
            command_log: self.command_log.restarted(),
            seats: self.seats.clone(),
            log: self.opening.clone(),
            opening: self.opening.clone(),
        }
    }

    /// Execute a command: its events, or the engine's reason for refusing it (nothing
    /// changes then). Each event is told against the state just before it.
    pub fn execute(&mut self, command: CommandOf<G>) -> Result<Vec<EventOf<G>>, ErrorOf<G>> {
        let mut before = self.state.clone();
        let events = self.command_log.execute(command)?;
        for event in &events {
            self.log.extend(G::narrate(&before, event));
            G::Engine::apply(&mut before, event);
        }
        Ok(events)
    }

    /// The seat to act, if a person sits there.
    pub fn human_to_act(&self) -> Option<usize> {
        G::acting_seat(&self.state).filter(|seat| self.seats.as_ref().get(*seat) == Some(&G::HUMAN))
    }

    /// Whether the seat to act is the computer's.
    pub fn computer_to_act(&self) -> bool {
        G::acting_seat(&self.state).is_some_and(|seat| {
            self.seats
                .as_ref()
                .get(seat)
                .is_some_and(|sitting| *sitting != G::HUMAN)
        })
    }

    /// Whether every seat is the computer's (people are watching).
    pub fn watched(&self) -> bool {
        self.seats.as_ref().iter().all(|seat| *seat != G::HUMAN)
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        G::is_over(&self.state)
    }

    /// The computer's next command for the seat to act, at the seat's level (a person's
    /// seat is played as the computer's usual level would play it).
    pub fn computer_command(&mut self) -> Option<CommandOf<G>> {
        let seat = G::acting_seat(&self.state)?;
        let sitter = match *self.seats.as_ref().get(seat)? {
            person if person == G::HUMAN => G::COMPUTER,
            computer => computer,
        };
        self.game
            .computer_command(&self.command_log.state, seat, sitter)
    }

    /// Take back the last command, never past a die roll (see [`CommandLog::undo`]).
    pub fn undo(&mut self) -> Result<(), UndoRefused<ErrorOf<G>>> {
        self.command_log.undo()?;
        self.log.push(t!("session-log-undone"));
        Ok(())
    }

    /// The game cut back to its first `len` commands (a network game's agreed undo).
    pub fn truncate_to(&mut self, len: usize) -> Result<(), RefusedAt<ErrorOf<G>>> {
        if len >= self.commands.len() {
            return Ok(());
        }
        self.command_log.truncate(len)?;
        self.log.push(t!("session-log-undone"));
        Ok(())
    }

    /// The computer plays every seat until `moves` is reached (the screenshot command's
    /// `--play-moves`), then hands the game back to the seats.
    pub fn play_forward(&mut self, moves: u32) {
        let mut everyone = self.seats.clone();
        everyone.as_mut().fill(G::COMPUTER);
        let mut players = self.game.restarted(self.seed, &everyone);
        while !G::played_forward(&self.state, moves) && !self.is_over() {
            let Some(seat) = G::acting_seat(&self.state) else {
                break;
            };
            let Some(command) = players.computer_command(&self.state, seat, G::COMPUTER) else {
                break;
            };
            if self.execute(command).is_err() {
                break;
            }
        }
    }
}
