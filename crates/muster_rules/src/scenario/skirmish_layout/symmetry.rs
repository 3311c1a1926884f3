//! The symmetries of a balanced table: a half turn about the centre for two players, quarter
//! turns for four, applied to slots, squares and tile rotations alike.

use super::model::Slot;
use super::tiles::Rotation;
use crate::rules::skirmish::map::Pos;

/// How many players a balanced layout is for, and so its symmetry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Seats {
    /// Two players, across a half turn (point symmetry).
    Two,
    /// Four players, one in each quarter, across quarter turns (4-fold symmetry).
    Four,
}

impl Seats {
    /// The number of players.
    pub fn count(self) -> usize {
        match self {
            Seats::Two => 2,
            Seats::Four => 4,
        }
    }

    /// The turn that takes one player's part of the table to the next player's.
    pub fn step(self) -> Rotation {
        match self {
            Seats::Two => Rotation::R180,
            Seats::Four => Rotation::R90,
        }
    }
}

/// A table of `cols` × `rows` slots of `edge`-square tiles turned about its centre.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Turn {
    pub cols: u8,
    pub rows: u8,
    pub edge: i32,
}

impl Turn {
    fn width(self) -> i32 {
        i32::from(self.cols) * self.edge
    }

    fn height(self) -> i32 {
        i32::from(self.rows) * self.edge
    }

    /// `slot` turned `by` about the table's centre (quarter turns need a square table).
    pub fn slot(self, slot: Slot, by: Rotation) -> Slot {
        let (cols, rows) = (self.cols - 1, self.rows - 1);
        let (col, row) = (slot.col, slot.row);
        match by {
            Rotation::R0 => slot,
            Rotation::R90 => Slot::new(rows - row, col),
            Rotation::R180 => Slot::new(cols - col, rows - row),
            Rotation::R270 => Slot::new(row, cols - col),
        }
    }

    /// Square `pos` turned `by` about the table's centre.
    pub fn square(self, pos: Pos, by: Rotation) -> Pos {
        let (last_x, last_y) = (self.width() - 1, self.height() - 1);
        match by {
            Rotation::R0 => pos,
            Rotation::R90 => Pos::new(last_y - pos.y, pos.x),
            Rotation::R180 => Pos::new(last_x - pos.x, last_y - pos.y),
            Rotation::R270 => Pos::new(pos.y, last_x - pos.x),
        }
    }

    /// The images of `pos` for each seat of `seats`: seat k's is turned k steps.
    pub fn squares(self, pos: Pos, seats: Seats) -> Vec<Pos> {
        (0..seats.count())
            .map(|k| {
                self.square(
                    pos,
                    Rotation::from_quarters(seats.step().quarters() * k as u8),
                )
            })
            .collect()
    }
}
