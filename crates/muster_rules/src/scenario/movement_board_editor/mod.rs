//! The Untitled Movement Game's board editor as a pure model: a board of the club's own
//! (its size, its closed spaces, each side's four starting spaces), its name and players,
//! edited through the shared [`EditHistory`](super::edit_history::EditHistory) (undo and
//! redo), checked as it goes ([`checks`]: each problem names its space and quotes the rule),
//! and turned into a scenario file that draws the board in its `rows` ([`BoardDraft`]).
//!
//! A screen holds a [`BoardEditor`], paints strokes with a [`Brush`], lists
//! [`BoardEditor::problems`] and, when there are none, plays or saves
//! [`BoardEditor::scenario`].

pub mod checks;
pub mod draft;
pub mod editor;

pub use checks::BoardProblem;
pub use draft::BoardDraft;
pub use editor::{BoardEditor, Brush};

#[cfg(test)]
mod checks_tests;
#[cfg(test)]
mod editor_tests;
