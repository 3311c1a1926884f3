//! The boards: open and closed spaces and each side's four starting spaces, read from the
//! data files in `assets/data/movement_game/` (Muster's designs: the published layouts are missing).

use serde::{Deserialize, Serialize};

use crate::rules::soldiers::source::Source;

/// A space, from the top-left corner (0, 0); x to the right, y down (South sits at the bottom).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub x: i32,
    pub y: i32,
}

impl Pos {
    pub const fn new(x: i32, y: i32) -> Self {
        Pos { x, y }
    }

    /// One step by `offset`.
    pub fn step(self, (dx, dy): (i32, i32)) -> Pos {
        Pos::new(self.x + dx, self.y + dy)
    }
}

impl From<(i32, i32)> for Pos {
    fn from((x, y): (i32, i32)) -> Self {
        Pos::new(x, y)
    }
}

impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let column = u8::try_from(self.x)
            .ok()
            .filter(|x| *x < 26)
            .map_or('?', |x| char::from(b'a' + x));
        write!(f, "{column}{}", self.y + 1)
    }
}

/// A side of the board, where a player sits. Play passes clockwise: South, West, North, East.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    South,
    West,
    North,
    East,
}

impl Side {
    /// Clockwise from South.
    pub const CLOCKWISE: [Side; 4] = [Side::South, Side::West, Side::North, Side::East];

    /// The side across the board.
    pub fn opposite(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
            Side::West => Side::East,
            Side::East => Side::West,
        }
    }

    /// The step "forward" for the player on this side: away from their own edge.
    pub fn forward(self) -> (i32, i32) {
        match self {
            Side::South => (0, -1),
            Side::North => (0, 1),
            Side::West => (1, 0),
            Side::East => (-1, 0),
        }
    }

    /// The step to the player's right as they face forward.
    pub fn right(self) -> (i32, i32) {
        let (x, y) = self.forward();
        (-y, x)
    }

    /// The player's left and right neighbours (whose starting spaces their tokens may cross but not stop on).
    pub fn neighbours(self) -> [Side; 2] {
        match self {
            Side::South | Side::North => [Side::West, Side::East],
            Side::West | Side::East => [Side::South, Side::North],
        }
    }

    /// The side's name.
    pub fn name(self) -> &'static str {
        match self {
            Side::South => "South",
            Side::West => "West",
            Side::North => "North",
            Side::East => "East",
        }
    }

    fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::West => 'W',
            Side::North => 'N',
            Side::East => 'E',
        }
    }
}

/// What a space is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Space {
    Open,
    /// A darker space: no token enters or crosses it.
    Closed,
    /// One of a side's four starting spaces (open).
    Start(Side),
}

/// The symmetry the box lists for each board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Symmetry {
    /// The same mirrored top to bottom.
    Horizontal,
    /// The same turned a quarter round.
    Rotational,
    Asymmetrical,
}

/// A board as its file holds it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardFile {
    pub name: String,
    pub symmetry: Symmetry,
    pub source: Source,
    #[serde(default)]
    pub about: String,
    pub rows: Vec<String>,
}

/// A board, checked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Board {
    pub name: String,
    pub symmetry: Symmetry,
    pub about: String,
    pub width: i32,
    pub height: i32,
    pub spaces: Vec<Space>,
}

/// The shipped boards: (key, file path, text).
pub const SHIPPED: [(&str, &str, &str); 4] = [
    (
        "twin_gates",
        "assets/data/movement_game/twin_gates.ron",
        include_str!("../../../../../assets/data/movement_game/twin_gates.ron"),
    ),
    (
        "crooked_lanes",
        "assets/data/movement_game/crooked_lanes.ron",
        include_str!("../../../../../assets/data/movement_game/crooked_lanes.ron"),
    ),
    (
        "pinwheel",
        "assets/data/movement_game/pinwheel.ron",
        include_str!("../../../../../assets/data/movement_game/pinwheel.ron"),
    ),
    (
        "broken_ground",
        "assets/data/movement_game/broken_ground.ron",
        include_str!("../../../../../assets/data/movement_game/broken_ground.ron"),
    ),
];

impl Board {
    /// Read and check a board file: rows of equal length, known letters, four starting
    /// spaces on each edge.
    pub fn parse(text: &str, file: &str) -> Result<Board, String> {
        let data: BoardFile = ron::from_str(text).map_err(|error| {
            format!(
                "{file}:{}:{}: {}",
                error.span.start.line, error.span.start.col, error.code
            )
        })?;
        Board::from_file(data, file)
    }

    /// Check a board as its file holds it (`file` names it in an error): rows of equal
    /// length, known letters, four starting spaces on each edge.
    pub fn from_file(data: BoardFile, file: &str) -> Result<Board, String> {
        let height = data.rows.len() as i32;
        let width = data.rows.first().map_or(0, |row| row.chars().count()) as i32;
        if width < 3 || height < 3 {
            return Err(format!("{file}: a board needs at least 3 × 3 spaces"));
        }
        let mut spaces = Vec::new();
        for (y, row) in data.rows.iter().enumerate() {
            if row.chars().count() as i32 != width {
                return Err(format!(
                    "{file}: row {} has {} spaces and the first {width}",
                    y + 1,
                    row.chars().count()
                ));
            }
            for (x, letter) in row.chars().enumerate() {
                spaces.push(match letter {
                    '.' => Space::Open,
                    '#' => Space::Closed,
                    'S' => Space::Start(Side::South),
                    'W' => Space::Start(Side::West),
                    'N' => Space::Start(Side::North),
                    'E' => Space::Start(Side::East),
                    other => {
                        return Err(format!(
                            "{file}: row {} column {}: '{other}' is not a space (. open, # closed, N E S W starting spaces)",
                            y + 1,
                            x + 1
                        ));
                    }
                });
            }
        }
        let board = Board {
            name: data.name,
            symmetry: data.symmetry,
            about: data.about,
            width,
            height,
            spaces,
        };
        for side in Side::CLOCKWISE {
            let starts = board.starts(side);
            if starts.len() != 4 {
                return Err(format!(
                    "{file}: {} has {} starting spaces; each side has 4",
                    side.name(),
                    starts.len()
                ));
            }
            if let Some(off) = starts.iter().find(|pos| !board.on_edge(**pos, side)) {
                return Err(format!(
                    "{file}: {}'s starting space {off} is not on the {} edge",
                    side.name(),
                    side.name()
                ));
            }
        }
        Ok(board)
    }

    /// A shipped board by key ("twin_gates").
    pub fn shipped(key: &str) -> Result<Board, String> {
        let (_, file, text) = SHIPPED
            .iter()
            .find(|(name, _, _)| *name == key)
            .ok_or_else(|| {
                let keys: Vec<&str> = SHIPPED.iter().map(|(name, _, _)| *name).collect();
                format!(
                    "there is no board \"{key}\" (there are {})",
                    keys.join(", ")
                )
            })?;
        Board::parse(text, file)
    }

    fn on_edge(&self, pos: Pos, side: Side) -> bool {
        match side {
            Side::South => pos.y == self.height - 1,
            Side::North => pos.y == 0,
            Side::West => pos.x == 0,
            Side::East => pos.x == self.width - 1,
        }
    }

    /// The space at `pos`, `None` off the board.
    pub fn space(&self, pos: Pos) -> Option<Space> {
        ((0..self.width).contains(&pos.x) && (0..self.height).contains(&pos.y))
            .then(|| self.spaces[(pos.y * self.width + pos.x) as usize])
    }

    /// Every position, row by row.
    pub fn positions(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.height).flat_map(move |y| (0..self.width).map(move |x| Pos::new(x, y)))
    }

    /// A side's four starting spaces, in reading order.
    pub fn starts(&self, side: Side) -> Vec<Pos> {
        self.positions()
            .filter(|pos| self.space(*pos) == Some(Space::Start(side)))
            .collect()
    }

    /// The board as letters, one string per row (the reverse of `parse`).
    pub fn rows(&self) -> Vec<String> {
        (0..self.height)
            .map(|y| {
                (0..self.width)
                    .map(|x| match self.space(Pos::new(x, y)) {
                        Some(Space::Open) | None => '.',
                        Some(Space::Closed) => '#',
                        Some(Space::Start(side)) => side.letter(),
                    })
                    .collect()
            })
            .collect()
    }
}
