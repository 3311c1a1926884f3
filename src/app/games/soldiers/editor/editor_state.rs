//! The scenario being edited ([`SoldiersEditor`]): the model's draft with its undo
//! history, what the pointer paints, the file it came from, and the Open list's state.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::rules::soldiers::tables::Tables;
use crate::scenario::Scenario;
use crate::scenario::soldiers_editor::{PaintTarget, ScenarioDraft};

/// The Soldiers scenario on the editor's screen.
#[derive(Resource, Debug, Clone)]
pub struct SoldiersEditor {
    pub draft: ScenarioDraft,
    /// The zone the pointer paints (and the panel shows), if any.
    pub painting: Option<PaintTarget>,
    /// The group whose arrival the panel shows: (side, group).
    pub group: Option<(usize, usize)>,
    /// The file the scenario was opened from or last saved as.
    pub file: Option<PathBuf>,
    /// Whether the Open list is showing.
    pub opening: bool,
    /// The path typed into the Open list.
    pub typed_path: String,
}

impl Default for SoldiersEditor {
    fn default() -> Self {
        Self::new(ScenarioDraft::empty(Tables::shipped()))
    }
}

impl SoldiersEditor {
    pub fn new(draft: ScenarioDraft) -> Self {
        SoldiersEditor {
            draft,
            painting: None,
            group: None,
            file: None,
            opening: false,
            typed_path: String::new(),
        }
    }

    /// Start again on `draft` (a new scenario, or one opened), nothing selected.
    pub fn start_on(&mut self, draft: ScenarioDraft, file: Option<PathBuf>) {
        *self = SoldiersEditor {
            file,
            ..SoldiersEditor::new(draft)
        };
    }

    /// Forget a selection the scenario no longer has (after undo, or a group removed).
    pub fn keep_selection_valid(&mut self) {
        let scenario = self.draft.scenario();
        if let Some((side, group)) = self.group
            && scenario
                .sides
                .get(side)
                .is_none_or(|spec| group >= spec.forces.len())
        {
            self.group = None;
        }
        if let Some(target) = self.painting
            && target.zone(scenario).is_none()
        {
            self.painting = None;
        }
    }
}

/// The scenario being edited, as a `Scenario` (for Check balance, Save and Play).
pub fn scenario_being_edited(editor: &SoldiersEditor) -> Scenario {
    Scenario::Soldiers(editor.draft.to_scenario())
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SoldiersEditor>();
}
