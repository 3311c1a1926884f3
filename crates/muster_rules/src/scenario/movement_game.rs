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
//!
//! A club's own board (made in the board editor) is drawn in the file instead of named:
//! `rows: ["#N.N.N.N#", "W.......E", …]` in place of `board` (letters as in the shipped
//! boards' files: `.` open, `#` closed, `N E S W` the starting spaces of that side).

use muster_text::t;
use serde::{Deserialize, Serialize};

use super::error::Problem;
use crate::rules::dice::Dice;
use crate::rules::movement_game::board::{Board, BoardFile, Symmetry};
use crate::rules::movement_game::cards::{DeckKind, DieKind};
use crate::rules::movement_game::new_game::new_game;
use crate::rules::movement_game::state::{Options, State};
use crate::rules::soldiers::source::Source;

/// A whole Untitled Movement Game scenario.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovementGameScenario {
    pub name: String,
    #[serde(default)]
    pub description: String,
    /// A shipped board by key (`twin_gates`); empty when the board is drawn in `rows`.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub board: String,
    /// A board of the club's own, one string a row (`.` open, `#` closed, `N E S W`
    /// starting spaces); empty when a shipped board is named.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rows: Vec<String>,
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
        if self.rows.is_empty() {
            if let Err(why) = Board::shipped(&self.board) {
                problems.push(Problem::new("board", why));
            }
        } else if !self.board.is_empty() {
            problems.push(Problem::new(
                "board",
                t!(
                    "editor-movement-board-and-rows",
                    board = self.board.as_str()
                ),
            ));
        } else {
            problems.extend(
                crate::scenario::movement_board_editor::checks::drawn_board_problems(
                    &self.rows,
                    self.players.len(),
                )
                .iter()
                .map(|problem| problem.as_problem()),
            );
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

    /// The board played on: the shipped one named, or the one drawn in `rows`.
    pub fn board(&self) -> Result<Board, String> {
        if self.rows.is_empty() {
            return Board::shipped(&self.board);
        }
        Board::from_file(
            BoardFile {
                name: self.name.clone(),
                symmetry: Symmetry::Asymmetrical,
                source: Source::Assumed,
                about: self.description.clone(),
                rows: self.rows.clone(),
            },
            "rows",
        )
    }

    /// A new game of this scenario, dealt with `dice` (the game's seeded dice).
    pub fn new_game(&self, dice: &mut Dice) -> Result<State, String> {
        new_game(self.board()?, &self.players, self.options(), dice)
    }
}
