//! The game being played, for any turn-based game: a game is scenario + seed + commands,
//! so undo and loading replay. Executing a command tells its events in the log; undo goes
//! back to the last die roll (the rules are on [`TurnGame`]).

use bevy::prelude::*;

use super::turn_game::{CommandOf, EventOf, StateOf, TurnGame};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// A turn-based game on screen: its start, its state and dice, the commands so far, who
/// sits at each seat, and the log.
#[derive(Resource, Debug, Clone)]
pub struct Session<G: TurnGame> {
    /// The game's own part: its scenario and its computer players.
    pub game: G,
    pub start: StateOf<G>,
    /// The dice as they stood at the start (a deal may have drawn on them).
    start_dice: Dice,
    pub state: StateOf<G>,
    pub dice: Dice,
    pub seed: u64,
    pub commands: Vec<CommandOf<G>>,
    /// The commands up to here cannot be undone: the last one rolled a die.
    pub undo_floor: usize,
    pub seats: G::Seats,
    /// The log, newest last.
    pub log: Vec<String>,
    /// The lines a game started again opens its log with.
    opening: Vec<String>,
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
            state: start.clone(),
            start,
            start_dice: dice.clone(),
            seed: dice.seed(),
            dice,
            commands: Vec::new(),
            undo_floor: 0,
            seats,
            log: opening.clone(),
            opening,
        }
    }

    /// The same game before its first command: the same start, seed and seats.
    pub fn restarted(&self) -> Self {
        Session {
            game: self.game.restarted(self.seed, &self.seats),
            start: self.start.clone(),
            start_dice: self.start_dice.clone(),
            state: self.start.clone(),
            dice: self.start_dice.clone(),
            seed: self.seed,
            commands: Vec::new(),
            undo_floor: 0,
            seats: self.seats.clone(),
            log: self.opening.clone(),
            opening: self.opening.clone(),
        }
    }

    /// Execute a command: its events, or why it was refused. Nothing changes when refused.
    /// A command that rolled a die raises the undo floor; each event is told against the
    /// state just before it.
    pub fn execute(&mut self, command: CommandOf<G>) -> Result<Vec<EventOf<G>>, String> {
        let mut before = self.state.clone();
        let draws = self.dice.draws();
        let events = G::Engine::execute(&mut self.state, command.clone(), &mut self.dice)
            .map_err(|error| error.to_string())?;
        self.commands.push(command);
        if self.dice.draws() != draws {
            self.undo_floor = self.commands.len();
        }
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
        self.game.computer_command(&self.state, seat, sitter)
    }

    /// Whether there is anything since the last die roll to take back.
    pub fn can_undo(&self) -> bool {
        self.commands.len() > self.undo_floor
    }

    /// Take back the last command, never past a die roll: the game is replayed from its
    /// start with the same dice, so the state is exactly what it was.
    pub fn undo(&mut self) -> Result<(), String> {
        if !self.can_undo() {
            return Err("Nothing to undo since the last die roll.".into());
        }
        let mut kept = self.commands.clone();
        kept.pop();
        let mut state = self.start.clone();
        let mut dice = self.start_dice.clone();
        for command in &kept {
            G::Engine::execute(&mut state, command.clone(), &mut dice)
                .map_err(|error| format!("the game does not replay: {error}"))?;
        }
        self.state = state;
        self.dice = dice;
        self.commands = kept;
        self.log.push("Undone.".into());
        Ok(())
    }

    /// The game cut back to its first `len` commands, replayed from the start with the same
    /// dice (a network game's agreed undo).
    pub fn truncate_to(&mut self, len: usize) -> Result<(), String> {
        if len >= self.commands.len() {
            return Ok(());
        }
        let kept = self.commands[..len].to_vec();
        let mut state = self.start.clone();
        let mut dice = self.start_dice.clone();
        let mut floor = 0;
        for (index, command) in kept.iter().enumerate() {
            let draws = dice.draws();
            G::Engine::execute(&mut state, command.clone(), &mut dice)
                .map_err(|error| format!("the game does not replay: {error}"))?;
            if dice.draws() != draws {
                floor = index + 1;
            }
        }
        self.state = state;
        self.dice = dice;
        self.commands = kept;
        self.undo_floor = floor;
        self.log.push("Undone.".into());
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
