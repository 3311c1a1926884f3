//! Soldiers through the one door: its entry in the app's list of rulesets (`games::RULESETS`),
//! and the name its own files give its screen.

use crate::app::core::menu_actions::MenuAction;
use crate::app::core::ruleset_door::{OwnButton, RulesetEntry, RulesetId};
use crate::app::core::screens::Screen;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;

/// Soldiers' ruleset.
pub const ID: RulesetId = RulesetId::of(Ruleset::Soldiers);

#[allow(non_upper_case_globals)]
impl Screen {
    /// Soldiers' own name for its screen.
    pub const Soldiers: Screen = Screen::Playing(ID);
    /// The Soldiers scenario editor.
    pub const SoldiersEditor: Screen = Screen::SetUp(ID);
}

/// Everything the app asks of Soldiers.
pub const RULESET: RulesetEntry = RulesetEntry {
    id: ID,
    what_opens: "soldiers-what-opens",
    plays: |scenario| matches!(scenario, Scenario::Soldiers(_)),
    sample_save: "2. Morhange: the Plan 17 attack, turn 11",
    walkthrough_corner: bevy_egui::egui::Align2::LEFT_BOTTOM,
    logic_plugin: super::logic_plugin,
    view_plugin: super::plugin,
    own_button: Some(OwnButton {
        label: "editor-soldiers-own-button",
        hover: "editor-soldiers-own-button-hover",
        action: || MenuAction::OpenSoldiersEditor,
    }),
    edits_scenarios: true,
    simulate: Some(super::simulate::simulate),
    tournament: Some(|scenario, levels, seed, budget| match scenario {
        Scenario::Soldiers(game) => crate::tournament::soldiers::play(game, levels, seed, budget),
        _ => Err("not a Soldiers scenario".into()),
    }),
};
