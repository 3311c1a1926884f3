//! The battle builder's state: the battle being built (its history inside), the tool in
//! hand, what is selected, a drag under way, where the battle was opened from, and the
//! choices on the panel.

use std::path::PathBuf;

use bevy::prelude::*;

use super::drags::Drag;
use crate::scenario::Scenario;
use crate::scenario::free_move::{FreeMoveScenario, TerrainKind};
use crate::scenario::free_move_builder::{BattleDraft, Picked};

/// What a press on the table does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tool {
    /// Pick a piece, a stand or a zone; drag it to move it (Shift turns a piece, Ctrl
    /// resizes it).
    #[default]
    Select,
    /// Place a piece of this kind where the table is clicked.
    Place(TerrainKind),
    /// Drag out side `0` or `1`'s deployment zone.
    Zone(usize),
}

/// The battle builder on screen.
#[derive(Resource, Debug, Clone, Default)]
pub struct BattleBuilder {
    pub draft: BattleDraft,
    pub tool: Tool,
    pub selected: Option<Picked>,
    /// A drag of the pointer under way (shown, not yet an edit).
    pub drag: Option<Drag>,
    /// The file the battle was opened from or last saved to.
    pub file: Option<PathBuf>,
    /// A path typed into Open.
    pub typed_path: String,
    /// A full move timed for the calibration, seconds.
    pub full_move_seconds: f32,
    /// Why "Lay out in lines" was refused last, until it succeeds.
    pub layout_refused: Option<String>,
}

impl BattleBuilder {
    /// The battle being built, as a scenario: what Save, Play and Check balance take.
    pub fn battle_as_scenario(&self) -> Scenario {
        self.draft.as_scenario()
    }

    /// The battle as the table shows it: with the drag under way applied.
    pub fn shown(&self) -> FreeMoveScenario {
        match &self.drag {
            Some(drag) => {
                let mut preview = BattleDraft::from_scenario(self.draft.to_scenario());
                drag.apply(&mut preview);
                preview.to_scenario()
            }
            None => self.draft.to_scenario(),
        }
    }

    /// Start afresh on an empty table.
    pub fn start_new(&mut self) {
        *self = BattleBuilder {
            full_move_seconds: self.full_move_seconds,
            ..BattleBuilder::default()
        };
    }

    /// Open `battle` (from `file`), forgetting the one being built.
    pub fn open(&mut self, battle: FreeMoveScenario, file: Option<PathBuf>) {
        self.start_new();
        self.draft = BattleDraft::from_scenario(battle);
        self.file = file;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BattleBuilder>();
}
