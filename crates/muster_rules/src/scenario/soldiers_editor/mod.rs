//! The Soldiers scenario editor's model, pure: a draft scenario changed only by named
//! operations, each kept in the editor's undo history ([`EditHistory`]); its sides and
//! groups (`forces.rs`), the hexes painted into its zones (`painting.rs`), its victory
//! conditions and trenches (`victory_edit.rs`), and the checks it passes as it goes
//! (`checks.rs`). The screen (`src/app/games/soldiers/editor/`) only calls these.

mod checks;
mod forces;
mod painting;
mod victory_edit;

#[cfg(test)]
mod checks_tests;
#[cfg(test)]
mod tests;

use std::sync::Arc;

use muster_text::t;

use super::edit_history::EditHistory;
use super::soldiers::{SideSpec, SoldiersScenario, SpecialSpec};
use crate::rules::soldiers::tables::Tables;
use crate::rules::soldiers::units::Nation;
use crate::rules::soldiers::victory::VictoryRules;

pub use checks::{editor_problems, problems, target_of};
pub use forces::{ArrivalKind, GroupFlag};
pub use painting::PaintTarget;
pub use victory_edit::ConditionKind;

/// The number of turns a new scenario starts with.
pub const NEW_SCENARIO_TURNS: u32 = 10;

/// A Soldiers scenario being edited, with its undo history and the tables it is checked on.
#[derive(Debug, Clone)]
pub struct ScenarioDraft {
    history: EditHistory<SoldiersScenario>,
    tables: Arc<Tables>,
}

impl ScenarioDraft {
    /// A new scenario: two sides (French and German) with no units yet, no name, no way to
    /// win; the checks list what is missing.
    pub fn empty(tables: Arc<Tables>) -> Self {
        let side = |name: String, nation| SideSpec {
            name,
            nation: Some(nation),
            forces: Vec::new(),
        };
        Self::from_scenario(
            SoldiersScenario {
                name: String::new(),
                date: String::new(),
                history: String::new(),
                sides: vec![
                    side(t!("editor-soldiers-new-side-french"), Nation::French),
                    side(t!("editor-soldiers-new-side-german"), Nation::German),
                ],
                move_first: 0,
                deploy_first: None,
                turns: NEW_SCENARIO_TURNS,
                eastern_front: false,
                special: SpecialSpec::default(),
                victory: VictoryRules::default(),
            },
            tables,
        )
    }

    /// `scenario` opened for editing, as written (its zones kept until painted).
    pub fn from_scenario(scenario: SoldiersScenario, tables: Arc<Tables>) -> Self {
        Self {
            history: EditHistory::new(scenario),
            tables,
        }
    }

    /// The scenario as it stands.
    pub fn scenario(&self) -> &SoldiersScenario {
        self.history.current()
    }

    /// The scenario as it stands, to save or play.
    pub fn to_scenario(&self) -> SoldiersScenario {
        self.history.current().clone()
    }

    /// The tables (map and units) the scenario is edited against.
    pub fn tables(&self) -> &Arc<Tables> {
        &self.tables
    }

    /// Replace the whole scenario (an opened file), keeping the one before to undo.
    pub fn replace(&mut self, scenario: SoldiersScenario) {
        self.history.replace(scenario);
    }

    pub fn undo(&mut self) -> bool {
        self.history.undo()
    }

    pub fn redo(&mut self) -> bool {
        self.history.redo()
    }

    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Every problem the scenario has, each naming its place and the rule.
    pub fn problems(&self) -> Vec<super::Problem> {
        problems(self.scenario(), &self.tables)
    }

    /// One change, kept in the history (a change that changes nothing is not kept).
    fn edit(&mut self, change: impl FnOnce(&mut SoldiersScenario)) {
        self.history.edit(change);
    }

    pub fn set_name(&mut self, name: &str) {
        self.edit(|scenario| scenario.name = name.to_string());
    }

    pub fn set_date(&mut self, date: &str) {
        self.edit(|scenario| scenario.date = date.to_string());
    }

    pub fn set_history(&mut self, history: &str) {
        self.edit(|scenario| scenario.history = history.to_string());
    }

    /// The game's length in turns (at least one).
    pub fn set_turns(&mut self, turns: u32) {
        self.edit(|scenario| scenario.turns = turns.max(1));
    }

    /// The side (0 or 1) that moves first every turn; others are ignored.
    pub fn set_move_first(&mut self, side: u8) {
        if side < 2 {
            self.edit(|scenario| scenario.move_first = side);
        }
    }

    /// The side that deploys first; `None`: the one that moves first.
    pub fn set_deploy_first(&mut self, side: Option<u8>) {
        if side.is_none_or(|side| side < 2) {
            self.edit(|scenario| scenario.deploy_first = side);
        }
    }

    /// The Eastern Front rules (Russians slow to rally).
    pub fn set_eastern_front(&mut self, on: bool) {
        self.edit(|scenario| scenario.eastern_front = on);
    }
}
