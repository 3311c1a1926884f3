//! The square grid: positions, terrain per square, orthogonal neighbours and distances.

use serde::{Deserialize, Serialize};

use super::terrain::Terrain;

/// A square, from the top-left corner (0, 0); x to the right, y down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub x: i32,
    pub y: i32,
}

impl Pos {
    pub const fn new(x: i32, y: i32) -> Self {
        Pos { x, y }
    }

    /// The four orthogonal neighbours (movement and range are orthogonal: 3.3b, 3.4a).
    pub fn neighbours(self) -> [Pos; 4] {
        [
            Pos::new(self.x, self.y - 1),
            Pos::new(self.x + 1, self.y),
            Pos::new(self.x, self.y + 1),
            Pos::new(self.x - 1, self.y),
        ]
    }

    /// Range counted orthogonally, like movement (3.4a).
    pub fn distance(self, other: Pos) -> u32 {
        self.x.abs_diff(other.x) + self.y.abs_diff(other.y)
    }

    /// How players see a square: column letter and row number from 1 ("C5").
    pub fn label(self) -> String {
        let column = u8::try_from(self.x)
            .ok()
            .filter(|x| *x < 26)
            .map(|x| char::from(b'A' + x).to_string())
            .unwrap_or_else(|| format!("col{}", self.x + 1));
        format!("{column}{}", self.y + 1)
    }
}

impl From<(i32, i32)> for Pos {
    fn from((x, y): (i32, i32)) -> Self {
        Pos::new(x, y)
    }
}

impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label())
    }
}

/// The terrain of every square, row by row.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Map {
    pub width: i32,
    pub height: i32,
    pub squares: Vec<Terrain>,
}

impl Map {
    /// A map of `rows`, each `width` long (the caller checks that).
    pub fn from_rows(rows: Vec<Vec<Terrain>>) -> Self {
        let height = rows.len() as i32;
        let width = rows.first().map_or(0, |row| row.len() as i32);
        Map {
            width,
            height,
            squares: rows.into_iter().flatten().collect(),
        }
    }

    /// Whether `pos` is on the map.
    pub fn contains(&self, pos: Pos) -> bool {
        (0..self.width).contains(&pos.x) && (0..self.height).contains(&pos.y)
    }

    /// The index of `pos` in row-major order, if on the map.
    pub fn index(&self, pos: Pos) -> Option<usize> {
        self.contains(pos)
            .then(|| (pos.y * self.width + pos.x) as usize)
    }

    /// The square at an index.
    pub fn pos_of(&self, index: usize) -> Pos {
        let index = index as i32;
        Pos::new(index % self.width, index / self.width)
    }

    /// The terrain at `pos`, if on the map.
    pub fn terrain(&self, pos: Pos) -> Option<Terrain> {
        self.index(pos).map(|index| self.squares[index])
    }

    /// Every square, row by row.
    pub fn positions(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.height).flat_map(move |y| (0..self.width).map(move |x| Pos::new(x, y)))
    }
}
