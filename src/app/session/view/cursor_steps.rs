//! Which cell the board cursor goes to for an arrow key, on every grid board alike (pure).
//!
//! A board names its cells by column and row, the row growing downwards on screen: Skirmish
//! Wars' and the movement game's squares as they are, Soldiers' flat-topped hexes by the
//! map's own column and row (its offset coordinates). Left and Right go along the row and Up
//! and Down along the column, so on the hex board each arrow is always a neighbour: Up and
//! Down straight north and south, Left and Right to the neighbour in the same row, which
//! zigzags half a hex up and down as the columns alternate. The other two neighbours are
//! two presses away. Off the board the cursor stays where it is; a gap in the board is
//! stepped over.

use bevy::prelude::*;

/// An arrow key's way on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Left,
    Right,
    Up,
    Down,
}

impl Step {
    /// The way an arrow key goes, if the key is an arrow.
    pub fn of_key(key: KeyCode) -> Option<Step> {
        match key {
            KeyCode::ArrowLeft => Some(Step::Left),
            KeyCode::ArrowRight => Some(Step::Right),
            KeyCode::ArrowUp => Some(Step::Up),
            KeyCode::ArrowDown => Some(Step::Down),
            _ => None,
        }
    }

    /// The column and row one step this way.
    pub fn delta(self) -> IVec2 {
        match self {
            Step::Left => IVec2::NEG_X,
            Step::Right => IVec2::X,
            Step::Up => IVec2::NEG_Y,
            Step::Down => IVec2::Y,
        }
    }
}

/// The arrow keys, in the order they are read.
pub const ARROWS: [KeyCode; 4] = [
    KeyCode::ArrowLeft,
    KeyCode::ArrowRight,
    KeyCode::ArrowUp,
    KeyCode::ArrowDown,
];

/// How far past a gap in the board the cursor looks for the next cell.
const GAP: i32 = 64;

/// The cell one `step` from `at` on the board (`on_board` says which cells are), the
/// nearest one that way past any gap; `at` itself when the board ends that way.
pub fn step(at: IVec2, step: Step, on_board: impl Fn(IVec2) -> bool) -> IVec2 {
    (1..=GAP)
        .map(|distance| at + step.delta() * distance)
        .find(|cell| on_board(*cell))
        .unwrap_or(at)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 5 × 4 board with a hole at (2, 1).
    fn on_board(cell: IVec2) -> bool {
        (0..5).contains(&cell.x) && (0..4).contains(&cell.y) && cell != IVec2::new(2, 1)
    }

    #[test]
    fn each_arrow_goes_one_cell_its_way_with_up_towards_the_top_row() {
        let at = IVec2::new(1, 2);
        assert_eq!(step(at, Step::Left, on_board), IVec2::new(0, 2));
        assert_eq!(step(at, Step::Right, on_board), IVec2::new(2, 2));
        assert_eq!(step(at, Step::Up, on_board), IVec2::new(1, 1));
        assert_eq!(step(at, Step::Down, on_board), IVec2::new(1, 3));
    }

    #[test]
    fn at_the_edge_the_cursor_stays_and_a_gap_is_stepped_over() {
        assert_eq!(
            step(IVec2::new(0, 0), Step::Left, on_board),
            IVec2::new(0, 0)
        );
        assert_eq!(
            step(IVec2::new(4, 3), Step::Down, on_board),
            IVec2::new(4, 3)
        );
        assert_eq!(
            step(IVec2::new(1, 1), Step::Right, on_board),
            IVec2::new(3, 1),
            "over the hole"
        );
    }

    #[test]
    fn only_the_four_arrows_are_steps() {
        assert_eq!(Step::of_key(KeyCode::ArrowUp), Some(Step::Up));
        assert_eq!(Step::of_key(KeyCode::KeyW), None);
        assert!(ARROWS.iter().all(|key| Step::of_key(*key).is_some()));
    }
}
