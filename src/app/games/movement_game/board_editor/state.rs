//! The board being made, as a resource: the model's editor, and the board as a scenario (what
//! Save writes, Play plays and the shared Check balance panel will check).

use bevy::prelude::*;

use crate::scenario::Scenario;
use crate::scenario::movement_board_editor::{BoardDraft, BoardEditor};

/// The board on the editor's screen.
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct BoardBeingMade {
    pub editor: BoardEditor,
}

impl BoardBeingMade {
    /// The board being edited as a scenario, whatever its problems (see
    /// [`BoardEditor::problems`]): what the shared Check balance panel is given.
    pub fn scenario(&self) -> Scenario {
        self.editor.scenario()
    }

    /// A new, empty board (9 × 9, two players) named in the player's language.
    pub fn new_board() -> Self {
        BoardBeingMade {
            editor: BoardEditor::new(BoardDraft::empty(
                muster_text::t!("editor-movement-new-name"),
                9,
                9,
            )),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(BoardBeingMade::new_board());
}
