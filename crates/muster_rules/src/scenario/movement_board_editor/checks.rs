//! What the rules ask of a board, each problem naming its space and quoting the rule: four
//! starting spaces a side, each on its own edge ("the four in front of you"), and every
//! starting space able to reach every starting space across (tokens "may not enter or cross
//! closed (darker) spaces", and a player wins with all four tokens across). The board
//! editor lists these as it goes, and `muster check` reads a club's drawn board with the
//! same checks.

use std::collections::VecDeque;

use muster_text::t;

use super::draft::{BoardDraft, SIDE_RANGE, space_of};
use crate::rules::movement_game::board::{Pos, Side, Space};
use crate::scenario::error::Problem;

/// One thing wrong with a drawn board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardProblem {
    /// Rows of different lengths (a file written by hand).
    RowLength {
        row: usize,
        found: usize,
        first: usize,
    },
    /// A letter that is no space (a file written by hand).
    NotASpace {
        row: usize,
        column: usize,
        letter: char,
    },
    /// Smaller or larger than the editor makes.
    Size { width: i32, height: i32 },
    /// A side without exactly four starting spaces.
    StartCount { side: Side, found: usize },
    /// A starting space off its side's edge.
    StartOffEdge { side: Side, at: Pos },
    /// A starting space from which a starting space across cannot be reached.
    Unreachable { side: Side, from: Pos, goal: Pos },
}

/// A side's name in the player's language.
fn side_words(side: Side) -> String {
    match side {
        Side::South => t!("editor-movement-side-south"),
        Side::West => t!("editor-movement-side-west"),
        Side::North => t!("editor-movement-side-north"),
        Side::East => t!("editor-movement-side-east"),
    }
}

impl BoardProblem {
    /// The space it is about, if one.
    pub fn square(&self) -> Option<Pos> {
        match self {
            BoardProblem::StartOffEdge { at, .. } => Some(*at),
            BoardProblem::Unreachable { from, .. } => Some(*from),
            _ => None,
        }
    }

    /// Where it is, as a file's problem says: a space ("c9"), a row, a side or the board.
    pub fn place(&self) -> String {
        match self {
            BoardProblem::RowLength { row, .. } => t!("editor-movement-place-row", row = *row),
            BoardProblem::NotASpace { row, column, .. } => {
                Pos::new(*column as i32 - 1, *row as i32 - 1).to_string()
            }
            BoardProblem::Size { .. } => t!("editor-movement-place-board"),
            BoardProblem::StartCount { side, .. } => side_words(*side),
            BoardProblem::StartOffEdge { at, .. } | BoardProblem::Unreachable { from: at, .. } => {
                at.to_string()
            }
        }
    }

    /// As a scenario file's problem (`muster check`'s line).
    pub fn as_problem(&self) -> Problem {
        Problem::new(self.place(), self.to_string())
    }
}

impl std::fmt::Display for BoardProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words = match self {
            BoardProblem::RowLength { row, found, first } => t!(
                "editor-movement-problem-row-length",
                row = *row,
                found = *found,
                first = *first
            ),
            BoardProblem::NotASpace { letter, .. } => t!(
                "editor-movement-problem-not-a-space",
                letter = letter.to_string()
            ),
            BoardProblem::Size { width, height } => t!(
                "editor-movement-problem-size",
                width = *width,
                height = *height,
                least = *SIDE_RANGE.start(),
                most = *SIDE_RANGE.end()
            ),
            BoardProblem::StartCount { found, .. } => {
                t!("editor-movement-problem-start-count", found = *found)
            }
            BoardProblem::StartOffEdge { side, at } => t!(
                "editor-movement-problem-start-off-edge",
                side = side_words(*side),
                at = at.to_string()
            ),
            BoardProblem::Unreachable { side, from, goal } => t!(
                "editor-movement-problem-unreachable",
                side = side_words(*side),
                from = from.to_string(),
                goal = goal.to_string(),
                across = side_words(side.opposite())
            ),
        };
        f.write_str(&words)
    }
}

/// The problems of drawn `rows`' letters alone: rows of one length, known letters.
pub fn letter_problems(rows: &[String]) -> Vec<BoardProblem> {
    let mut problems = Vec::new();
    let first = rows.first().map_or(0, |row| row.chars().count());
    for (index, row) in rows.iter().enumerate() {
        let found = row.chars().count();
        if found != first {
            problems.push(BoardProblem::RowLength {
                row: index + 1,
                found,
                first,
            });
        }
        if let Some((column, letter)) = row
            .chars()
            .enumerate()
            .find(|(_, letter)| space_of(*letter).is_none())
        {
            problems.push(BoardProblem::NotASpace {
                row: index + 1,
                column: column + 1,
                letter,
            });
        }
    }
    problems
}

/// Every problem of a board drawn in `rows`, for `players` players (2 or 4).
pub fn drawn_board_problems(rows: &[String], players: usize) -> Vec<BoardProblem> {
    let letters = letter_problems(rows);
    if !letters.is_empty() {
        return letters;
    }
    let mut draft = BoardDraft::empty("", 0, 0);
    draft.height = rows.len() as i32;
    draft.width = rows.first().map_or(0, |row| row.chars().count()) as i32;
    draft.spaces = rows
        .iter()
        .flat_map(|row| {
            row.chars()
                .map(|letter| space_of(letter).unwrap_or(Space::Open))
        })
        .collect();
    draft.set_players(players);
    board_problems(&draft)
}

/// Every problem of the draft's board, in the order a player mends them: its size, each
/// side's starting spaces, then whether each side can reach the spaces across.
pub fn board_problems(draft: &BoardDraft) -> Vec<BoardProblem> {
    let mut problems = Vec::new();
    if !SIDE_RANGE.contains(&draft.width) || !SIDE_RANGE.contains(&draft.height) {
        problems.push(BoardProblem::Size {
            width: draft.width,
            height: draft.height,
        });
        return problems;
    }
    for side in Side::CLOCKWISE {
        let starts = draft.starts(side);
        if starts.len() != 4 {
            problems.push(BoardProblem::StartCount {
                side,
                found: starts.len(),
            });
        }
        for at in starts {
            if !on_edge(draft, at, side) {
                problems.push(BoardProblem::StartOffEdge { side, at });
            }
        }
    }
    let four = draft.players.len() == 4;
    let playing: &[Side] = if four {
        &Side::CLOCKWISE
    } else {
        &[Side::South, Side::North]
    };
    for side in playing {
        let goals = draft.starts(side.opposite());
        for from in draft.starts(*side) {
            let reached = reachable(draft, *side, from, four);
            if let Some(goal) = goals.iter().find(|goal| !reached.contains(goal)) {
                problems.push(BoardProblem::Unreachable {
                    side: *side,
                    from,
                    goal: *goal,
                });
            }
        }
    }
    problems
}

/// Whether `pos` is on `side`'s own edge (the row or column in front of that player).
pub fn on_edge(draft: &BoardDraft, pos: Pos, side: Side) -> bool {
    match side {
        Side::South => pos.y == draft.height - 1,
        Side::North => pos.y == 0,
        Side::West => pos.x == 0,
        Side::East => pos.x == draft.width - 1,
    }
}

/// The spaces a token of `side` reaches from `from` by single steps in the eight directions
/// (a diagonal step passes between two closed spaces), never entering a closed space nor,
/// with four players, stopping on the starting spaces of the players left and right (the
/// flood never stands there, as no card's move may end there).
fn reachable(draft: &BoardDraft, side: Side, from: Pos, four: bool) -> Vec<Pos> {
    let may_stand = |pos: Pos| match draft.space(pos) {
        None | Some(Space::Closed) => false,
        Some(Space::Open) => true,
        Some(Space::Start(other)) => !(four && side.neighbours().contains(&other)),
    };
    let mut seen = vec![from];
    let mut queue = VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        for dx in -1..=1 {
            for dy in -1..=1 {
                let next = Pos::new(at.x + dx, at.y + dy);
                if (dx, dy) != (0, 0) && may_stand(next) && !seen.contains(&next) {
                    seen.push(next);
                    queue.push_back(next);
                }
            }
        }
    }
    seen
}
