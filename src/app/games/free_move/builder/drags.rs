//! A drag of the pointer on the builder's table, from where it was pressed to where it is
//! now: moving, turning or resizing a piece, moving a stand, or drawing a zone. Shown as it
//! goes; one edit (one undo) when the button is let go.

use crate::scenario::free_move::Point;
use crate::scenario::free_move_builder::{BattleDraft, shape_centre};

/// What a drag does.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum DragKind {
    MovePiece(usize),
    TurnPiece(usize),
    ResizePiece(usize),
    MoveStand { side: usize, number: u32 },
    Zone(usize),
}

/// A drag from `from` to `to` (inches on the table).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Drag {
    pub kind: DragKind,
    pub from: Point,
    pub to: Point,
}

fn bearing(centre: Point, point: Point) -> f32 {
    (point.0 - centre.0).atan2(point.1 - centre.1).to_degrees()
}

fn distance(a: Point, b: Point) -> f32 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

impl Drag {
    /// The drag's change made to `draft`.
    pub fn apply(&self, draft: &mut BattleDraft) {
        let by = (self.to.0 - self.from.0, self.to.1 - self.from.1);
        match self.kind {
            DragKind::MovePiece(index) => draft.move_terrain(index, by),
            DragKind::TurnPiece(index) => {
                if let Some(piece) = draft.scenario().terrain.get(index) {
                    let centre = shape_centre(&piece.shape);
                    let turn = bearing(centre, self.to) - bearing(centre, self.from);
                    draft.turn_terrain(index, turn);
                }
            }
            DragKind::ResizePiece(index) => {
                if let Some(piece) = draft.scenario().terrain.get(index) {
                    let centre = shape_centre(&piece.shape);
                    let before = distance(centre, self.from);
                    if before > 0.25 {
                        draft.resize_terrain(index, distance(centre, self.to) / before);
                    }
                }
            }
            DragKind::MoveStand { side, number } => {
                let unit = draft
                    .scenario()
                    .sides
                    .get(side)
                    .and_then(|own| own.units.iter().find(|unit| unit.number == number))
                    .map(|unit| (unit.at, unit.facing));
                if let Some((at, facing)) = unit {
                    draft.place_unit(side, number, (at.0 + by.0, at.1 + by.1), facing);
                }
            }
            DragKind::Zone(side) => {
                if distance(self.from, self.to) > 0.5 {
                    draft.set_zone(side, self.from, self.to);
                }
            }
        }
    }
}
