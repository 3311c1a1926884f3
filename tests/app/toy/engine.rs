//! The toy's rules in the engines' shape (check → execute → events → apply): a pile of
//! pebbles, each player in turn takes one or two, and whoever takes the last one wins.

use muster::rules::dice::Dice;
use muster::rules::engine::RulesEngine;
use serde::{Deserialize, Serialize};

/// The most pebbles one turn takes.
pub const MOST: u32 = 2;

/// The game: the pebbles left, whose turn it is, how many turns were taken, the winner.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PebblesState {
    pub pile: u32,
    pub seats: usize,
    pub to_act: usize,
    pub turns: u32,
    pub winner: Option<usize>,
}

impl PebblesState {
    /// A new game of `pile` pebbles for `seats` players, the first to take first.
    pub fn new(pile: u32, seats: usize) -> Self {
        PebblesState {
            pile,
            seats: seats.max(1),
            to_act: 0,
            turns: 0,
            winner: None,
        }
    }
}

/// What a player asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PebblesCommand {
    Take { seat: usize, count: u32 },
}

/// What happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PebblesEvent {
    Took { seat: usize, count: u32 },
    TurnPassed { to: usize },
    Won { seat: usize },
}

impl From<&PebblesEvent> for &'static str {
    fn from(event: &PebblesEvent) -> Self {
        match event {
            PebblesEvent::Took { .. } => "Took",
            PebblesEvent::TurnPassed { .. } => "TurnPassed",
            PebblesEvent::Won { .. } => "Won",
        }
    }
}

/// Why a command is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PebblesError {
    NotYourTurn { to_act: usize },
    OneOrTwo,
    TooFewLeft { pile: u32 },
    Over,
}

impl std::fmt::Display for PebblesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PebblesError::NotYourTurn { to_act } => write!(f, "it is player {to_act}'s turn"),
            PebblesError::OneOrTwo => write!(f, "take one pebble or two"),
            PebblesError::TooFewLeft { pile } => write!(f, "only {pile} left"),
            PebblesError::Over => write!(f, "the game is over"),
        }
    }
}

/// The engine.
pub struct Pebbles;

impl RulesEngine for Pebbles {
    type State = PebblesState;
    type Command = PebblesCommand;
    type Event = PebblesEvent;
    type Error = PebblesError;

    fn check(state: &PebblesState, command: &PebblesCommand) -> Result<(), PebblesError> {
        let PebblesCommand::Take { seat, count } = *command;
        if state.winner.is_some() {
            return Err(PebblesError::Over);
        }
        if seat != state.to_act {
            return Err(PebblesError::NotYourTurn {
                to_act: state.to_act,
            });
        }
        if !(1..=MOST).contains(&count) {
            return Err(PebblesError::OneOrTwo);
        }
        if count > state.pile {
            return Err(PebblesError::TooFewLeft { pile: state.pile });
        }
        Ok(())
    }

    fn execute(
        state: &mut PebblesState,
        command: PebblesCommand,
        _dice: &mut Dice,
    ) -> Result<Vec<PebblesEvent>, PebblesError> {
        Self::check(state, &command)?;
        let PebblesCommand::Take { seat, count } = command;
        let mut events = vec![PebblesEvent::Took { seat, count }];
        events.push(if count == state.pile {
            PebblesEvent::Won { seat }
        } else {
            PebblesEvent::TurnPassed {
                to: (seat + 1) % state.seats,
            }
        });
        for event in &events {
            Self::apply(state, event);
        }
        Ok(events)
    }

    fn apply(state: &mut PebblesState, event: &PebblesEvent) {
        match *event {
            PebblesEvent::Took { count, .. } => {
                state.pile -= count;
                state.turns += 1;
            }
            PebblesEvent::TurnPassed { to } => state.to_act = to,
            PebblesEvent::Won { seat } => state.winner = Some(seat),
        }
    }
}

/// The move that leaves the next player a multiple of three (or one pebble, when none does).
pub fn best_take(state: &PebblesState) -> PebblesCommand {
    let count = match state.pile % (MOST + 1) {
        0 => 1,
        left => left,
    };
    PebblesCommand::Take {
        seat: state.to_act,
        count: count.min(state.pile).max(1),
    }
}
