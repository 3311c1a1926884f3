//! Skirmish Wars through the one door: its entry in the app's list of rulesets (`games::RULESETS`),
//! and the name its own files give its screen.

use crate::app::core::menu_actions::MenuAction;
use crate::app::core::ruleset_door::{OwnButton, RulesetEntry, RulesetId};
use crate::app::core::screens::Screen;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;

/// Skirmish Wars' ruleset.
pub const ID: RulesetId = RulesetId::of(Ruleset::Skirmish);

#[allow(non_upper_case_globals)]
impl Screen {
    /// Skirmish Wars' own name for its screen.
    pub const Skirmish: Screen = Screen::Playing(ID);
    /// Skirmish Wars' own set-up: a table laid out from terrain tiles (2.0–2.7).
    pub const SkirmishSetup: Screen = Screen::SetUp(ID);
}

/// Everything the app asks of Skirmish Wars.
pub const RULESET: RulesetEntry = RulesetEntry {
    id: ID,
    what_opens: "skirmish-what-opens",
    plays: |scenario| matches!(scenario, Scenario::Skirmish(_)),
    sample_save: "Four Corners, day 14",
    walkthrough_corner: bevy_egui::egui::Align2::LEFT_BOTTOM,
    logic_plugin: super::logic_plugin,
    view_plugin: super::plugin,
    own_button: Some(OwnButton {
        label: "skirmish-own-button",
        hover: "skirmish-own-button-hover",
        action: || MenuAction::OpenSkirmishSetup,
    }),
    edits_scenarios: true,
    simulate: Some(super::simulate::simulate),
    tournament: Some(|scenario, levels, seed, budget| match scenario {
        Scenario::Skirmish(game) => crate::tournament::skirmish::play(game, levels, seed, budget),
        _ => Err("not a Skirmish Wars scenario".into()),
    }),
};
