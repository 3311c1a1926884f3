//! The Untitled Movement Game scenario file: a board, the players (2 across from each other,
//! or 4) and the print-and-play options.
//!
//! ```ron
//! MovementGame((
//!     name: "Twin Gates, two players",
//!     board: "twin_gates",            // a file in assets/data/movement_game/
//!     players: ["South", "North"],    // seat order clockwise from South
//!     die: D3,                        // or D6: 4-6 count as 1-3
//!     deck: Navigation,               // or PlayingCards: the print-and-play conversion
//! ))
//! ```

use muster_text::t;
use serde::{Deserialize, Serialize};

use super::error::Problem;
use crate::rules::dice::Dice;
use crate::rules::movement_game::board::Board;
use crate::rules::movement_game::cards::{DeckKind, DieKind};
use crate::rules::movement_game::new_game::new_game;
use crate::rules::movement_game::state::{Options, State};

/// A whole Untitled Movement Game scenario.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovementGameScenario {
    pub name: String,
    #[serde(default)]
    pub description: String,
    pub board: String,
    pub players: Vec<String>,
    #[serde(default)]
    pub die: DieKind,
    #[serde(default)]
    pub deck: DeckKind,
}

impl MovementGameScenario {
    /// Problems a well-formed file can still have.
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        if self.name.trim().is_empty() {
            problems.push(Problem::new("name", "the scenario needs a name"));
        }
        if let Err(why) = Board::shipped(&self.board) {
            problems.push(Problem::new("board", why));
        }
        if self.players.len() != 2 && self.players.len() != 4 {
            problems.push(Problem::new(
                "players",
                t!(
                    "scenarios-game-2-or-4-players-found",
                    value0 = self.players.len().to_string()
                ),
            ));
        }
        problems
    }

    /// The options of the file.
    pub fn options(&self) -> Options {
        Options {
            die: self.die,
            deck: self.deck,
        }
    }

    /// A new game of this scenario, dealt with `dice` (the game's seeded dice).
    pub fn new_game(&self, dice: &mut Dice) -> Result<State, String> {
        let board = Board::shipped(&self.board)?;
        new_game(board, &self.players, self.options(), dice)
    }
}
