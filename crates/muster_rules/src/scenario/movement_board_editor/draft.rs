//! One version of a board being made: its squares, size, name and players, and the scenario
//! it is (and back again: every shipped board opens as a draft and writes back equal).

use crate::rules::movement_game::board::{Board, Pos, Side, Space};
use crate::rules::movement_game::cards::{DeckKind, DieKind};
use crate::scenario::movement_game::MovementGameScenario;

/// The smallest and largest board a side (the squares are named a1 to z26).
pub const SIDE_RANGE: std::ops::RangeInclusive<i32> = 5..=26;

/// A board being made, whole: what the edit history keeps a version of.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardDraft {
    pub name: String,
    pub description: String,
    pub width: i32,
    pub height: i32,
    /// Row by row from the top-left square.
    pub spaces: Vec<Space>,
    /// The players' names in seat order clockwise from South: two (South, North) or four.
    pub players: Vec<String>,
    pub die: DieKind,
    pub deck: DeckKind,
    /// The shipped board this was opened from (`twin_gates`), written back by name while its
    /// squares are unchanged.
    pub shipped: Option<(String, Vec<Space>)>,
}

/// The players' names by side for `count` players (2: South and North; else all four).
pub fn side_names(count: usize) -> Vec<String> {
    let sides: &[Side] = if count == 4 {
        &Side::CLOCKWISE
    } else {
        &[Side::South, Side::North]
    };
    sides.iter().map(|side| side.name().to_string()).collect()
}

impl BoardDraft {
    /// An open board `width` × `height` (each kept within [`SIDE_RANGE`]) with no starting
    /// spaces yet, for two players.
    pub fn empty(name: impl Into<String>, width: i32, height: i32) -> BoardDraft {
        let width = width.clamp(*SIDE_RANGE.start(), *SIDE_RANGE.end());
        let height = height.clamp(*SIDE_RANGE.start(), *SIDE_RANGE.end());
        BoardDraft {
            name: name.into(),
            description: String::new(),
            width,
            height,
            spaces: vec![Space::Open; (width * height) as usize],
            players: side_names(2),
            die: DieKind::default(),
            deck: DeckKind::default(),
            shipped: None,
        }
    }

    /// The space at `pos`, `None` off the board.
    pub fn space(&self, pos: Pos) -> Option<Space> {
        self.index(pos).map(|index| self.spaces[index])
    }

    fn index(&self, pos: Pos) -> Option<usize> {
        ((0..self.width).contains(&pos.x) && (0..self.height).contains(&pos.y))
            .then(|| (pos.y * self.width + pos.x) as usize)
    }

    /// Make `pos` a `space` (nothing off the board).
    pub fn set(&mut self, pos: Pos, space: Space) {
        if let Some(index) = self.index(pos) {
            self.spaces[index] = space;
        }
    }

    /// Every square, row by row.
    pub fn positions(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.height).flat_map(move |y| (0..self.width).map(move |x| Pos::new(x, y)))
    }

    /// The starting spaces of `side`, in reading order.
    pub fn starts(&self, side: Side) -> Vec<Pos> {
        self.positions()
            .filter(|pos| self.space(*pos) == Some(Space::Start(side)))
            .collect()
    }

    /// A new size (kept within [`SIDE_RANGE`]): the squares kept where they still are, and
    /// each side's starting spaces moved with their edge (South's stay on the bottom row,
    /// East's on the right-hand column).
    pub fn resize(&mut self, width: i32, height: i32) {
        let width = width.clamp(*SIDE_RANGE.start(), *SIDE_RANGE.end());
        let height = height.clamp(*SIDE_RANGE.start(), *SIDE_RANGE.end());
        let old = self.clone();
        self.width = width;
        self.height = height;
        self.spaces = vec![Space::Open; (width * height) as usize];
        for pos in old.positions() {
            let space = old.space(pos).unwrap_or(Space::Open);
            let moved = match space {
                Space::Start(Side::South) if pos.y == old.height - 1 => Pos::new(pos.x, height - 1),
                Space::Start(Side::East) if pos.x == old.width - 1 => Pos::new(width - 1, pos.y),
                _ => pos,
            };
            if self.space(moved) == Some(Space::Open) || space != Space::Open {
                self.set(moved, space);
            }
        }
    }

    /// Two or four players, named by their sides where the names were the sides' own.
    pub fn set_players(&mut self, count: usize) {
        let count = if count == 4 { 4 } else { 2 };
        if self.players.len() != count {
            self.players = side_names(count);
        }
    }

    /// The board as letters, one string a row (`.` open, `#` closed, `N E S W` starts).
    pub fn rows(&self) -> Vec<String> {
        (0..self.height)
            .map(|y| {
                (0..self.width)
                    .map(|x| letter(self.space(Pos::new(x, y)).unwrap_or(Space::Open)))
                    .collect()
            })
            .collect()
    }

    /// The scenario this draft is: the shipped board by name while unchanged, else the board
    /// drawn in `rows`. Check [`BoardEditor::problems`](super::BoardEditor::problems) first:
    /// a draft with problems still converts, and the scenario says what is wrong.
    pub fn to_scenario(&self) -> MovementGameScenario {
        let unchanged = self
            .shipped
            .as_ref()
            .filter(|(_, spaces)| *spaces == self.spaces);
        MovementGameScenario {
            name: self.name.clone(),
            description: self.description.clone(),
            board: unchanged.map(|(key, _)| key.clone()).unwrap_or_default(),
            rows: if unchanged.is_some() {
                Vec::new()
            } else {
                self.rows()
            },
            players: self.players.clone(),
            die: self.die,
            deck: self.deck,
        }
    }

    /// The draft of `scenario`: its board's squares (a shipped board's or its own rows'),
    /// or why its board cannot be read.
    pub fn from_scenario(scenario: &MovementGameScenario) -> Result<BoardDraft, String> {
        let board = if scenario.rows.is_empty() {
            Board::shipped(&scenario.board)?
        } else {
            draft_board(&scenario.rows)?
        };
        Ok(BoardDraft {
            name: scenario.name.clone(),
            description: scenario.description.clone(),
            width: board.width,
            height: board.height,
            shipped: scenario
                .rows
                .is_empty()
                .then(|| (scenario.board.clone(), board.spaces.clone())),
            spaces: board.spaces,
            players: scenario.players.clone(),
            die: scenario.die,
            deck: scenario.deck,
        })
    }
}

/// The squares of drawn `rows`, read as far as letters go (a board still being made may lack
/// starting spaces, which the engine's own reading refuses): equal rows of known letters.
fn draft_board(rows: &[String]) -> Result<Board, String> {
    if let Some(problem) = super::checks::letter_problems(rows).first() {
        return Err(problem.to_string());
    }
    let height = rows.len() as i32;
    let width = rows.first().map_or(0, |row| row.chars().count()) as i32;
    if !SIDE_RANGE.contains(&width) || !SIDE_RANGE.contains(&height) {
        return Err(super::checks::BoardProblem::Size { width, height }.to_string());
    }
    let spaces = rows
        .iter()
        .flat_map(|row| {
            row.chars()
                .map(|letter| space_of(letter).unwrap_or(Space::Open))
        })
        .collect();
    Ok(Board {
        name: String::new(),
        symmetry: crate::rules::movement_game::board::Symmetry::Asymmetrical,
        about: String::new(),
        width,
        height,
        spaces,
    })
}

/// A space's letter in a file.
pub fn letter(space: Space) -> char {
    match space {
        Space::Open => '.',
        Space::Closed => '#',
        Space::Start(Side::South) => 'S',
        Space::Start(Side::West) => 'W',
        Space::Start(Side::North) => 'N',
        Space::Start(Side::East) => 'E',
    }
}

/// The space a file's letter is, if it is one.
pub fn space_of(letter: char) -> Option<Space> {
    Some(match letter {
        '.' => Space::Open,
        '#' => Space::Closed,
        'S' => Space::Start(Side::South),
        'W' => Space::Start(Side::West),
        'N' => Space::Start(Side::North),
        'E' => Space::Start(Side::East),
        _ => return None,
    })
}
