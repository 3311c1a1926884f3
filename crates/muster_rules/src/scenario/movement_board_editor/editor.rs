//! The board editor's actions on a [`BoardDraft`], through the shared edit history: strokes
//! of a brush (a press and a drag paint one undo step), the size, the name, the players;
//! undo and redo; the problems as `muster check` finds them; the scenario.

use super::checks::{BoardProblem, board_problems};
use super::draft::BoardDraft;
use crate::rules::movement_game::board::{Pos, Side, Space};
use crate::scenario::Scenario;
use crate::scenario::edit_history::EditHistory;
use crate::scenario::error::Problem;

/// What a stroke paints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Brush {
    /// Closed spaces: a stroke begun on an open space closes, one begun on a closed space
    /// opens.
    #[default]
    Closed,
    /// A side's starting spaces: a stroke begun on one of that side's opens them again.
    Start(Side),
}

/// A press and drag in progress: what it paints, and where so far.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Stroke {
    paint: Space,
    squares: Vec<Pos>,
}

/// A board being made, with its undo and redo.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardEditor {
    history: EditHistory<BoardDraft>,
    stroke: Option<Stroke>,
    pub brush: Brush,
}

impl Default for BoardEditor {
    fn default() -> Self {
        BoardEditor::new(BoardDraft::empty("", 9, 9))
    }
}

impl BoardEditor {
    /// An editor opened on `draft`, nothing to undo.
    pub fn new(draft: BoardDraft) -> Self {
        BoardEditor {
            history: EditHistory::new(draft),
            stroke: None,
            brush: Brush::default(),
        }
    }

    /// The draft as kept (without a stroke in progress).
    pub fn draft(&self) -> &BoardDraft {
        self.history.current()
    }

    /// The draft as shown: with the stroke in progress painted.
    pub fn shown(&self) -> BoardDraft {
        let mut shown = self.draft().clone();
        if let Some(stroke) = &self.stroke {
            for pos in &stroke.squares {
                shown.set(*pos, stroke.paint);
            }
        }
        shown
    }

    /// Begin a stroke of the brush at `pos` (off the board: nothing).
    pub fn press(&mut self, pos: Pos) {
        let Some(under) = self.draft().space(pos) else {
            return;
        };
        let paint = match self.brush {
            Brush::Closed if under == Space::Closed => Space::Open,
            Brush::Closed => Space::Closed,
            Brush::Start(side) if under == Space::Start(side) => Space::Open,
            Brush::Start(side) => Space::Start(side),
        };
        self.stroke = Some(Stroke {
            paint,
            squares: vec![pos],
        });
    }

    /// The stroke goes over `pos` too.
    pub fn drag_over(&mut self, pos: Pos) {
        let on_board = self.draft().space(pos).is_some();
        if let Some(stroke) = &mut self.stroke
            && on_board
            && !stroke.squares.contains(&pos)
        {
            stroke.squares.push(pos);
        }
    }

    /// End the stroke: what it painted is one step to undo.
    pub fn release(&mut self) {
        if let Some(stroke) = self.stroke.take() {
            self.history.edit(|draft| {
                for pos in stroke.squares {
                    draft.set(pos, stroke.paint);
                }
            });
        }
    }

    /// Whether a stroke is in progress.
    pub fn stroking(&self) -> bool {
        self.stroke.is_some()
    }

    /// One click of the brush on `pos`.
    pub fn click(&mut self, pos: Pos) {
        self.press(pos);
        self.release();
    }

    /// A new size (see [`BoardDraft::resize`]).
    pub fn resize(&mut self, width: i32, height: i32) {
        self.release();
        self.history.edit(|draft| draft.resize(width, height));
    }

    /// A new name.
    pub fn rename(&mut self, name: &str) {
        self.history.edit(|draft| draft.name = name.to_string());
    }

    /// Two or four players.
    pub fn set_players(&mut self, count: usize) {
        self.history.edit(|draft| draft.set_players(count));
    }

    /// Any change to the draft (the die, the deck, the description), one undo step.
    pub fn edit(&mut self, edit: impl FnOnce(&mut BoardDraft)) {
        self.history.edit(edit);
    }

    /// Open `draft` in place of the board, one undo step (Open, a file read).
    pub fn replace(&mut self, draft: BoardDraft) {
        self.stroke = None;
        self.history.replace(draft);
    }

    pub fn undo(&mut self) -> bool {
        self.stroke = None;
        self.history.undo()
    }

    pub fn redo(&mut self) -> bool {
        self.stroke = None;
        self.history.redo()
    }

    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// The board's own problems, typed (a space to mark on the board).
    pub fn board_problems(&self) -> Vec<BoardProblem> {
        board_problems(self.draft())
    }

    /// The board as a scenario: what is saved, played and checked for balance.
    pub fn scenario(&self) -> Scenario {
        Scenario::MovementGame(self.draft().to_scenario())
    }

    /// Every problem `muster check` finds in the scenario (its name and players, and the
    /// board's problems, each naming its space and the rule).
    pub fn problems(&self) -> Vec<Problem> {
        self.scenario().problems()
    }
}
