//! Free Move – Timed Move through the one door: its entry in the app's list of rulesets (`games::RULESETS`),
//! and the name its own files give its screen.

use crate::app::core::menu_actions::MenuAction;
use crate::app::core::ruleset_door::{OwnButton, RulesetEntry, RulesetId};
use crate::app::core::screens::Screen;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;

/// Free Move – Timed Move's ruleset.
pub const ID: RulesetId = RulesetId::of(Ruleset::FreeMove);

#[allow(non_upper_case_globals)]
impl Screen {
    /// Free Move – Timed Move's own name for its screen.
    pub const FreeMove: Screen = Screen::Playing(ID);
    /// The battle builder: a club's own table, armies, zones, time and victory.
    pub const FreeMoveBuilder: Screen = Screen::SetUp(ID);
}

/// Everything the app asks of Free Move – Timed Move.
pub const RULESET: RulesetEntry = RulesetEntry {
    id: ID,
    what_opens: "free-move-what-opens",
    plays: |scenario| matches!(scenario, Scenario::FreeMove(_)),
    sample_save: "Defence of the hill and the walled farm, move 12",
    // Over the log, low down: the clock bar's buttons are at the top.
    walkthrough_corner: bevy_egui::egui::Align2::RIGHT_BOTTOM,
    logic_plugin: super::logic_plugin,
    view_plugin: super::plugin,
    own_button: Some(OwnButton {
        label: "editor-free-move-own-button",
        hover: "editor-free-move-own-button-hover",
        action: || MenuAction::OpenFreeMoveBuilder,
    }),
    edits_scenarios: true,
    simulate: None,
    tournament: Some(|scenario, levels, seed, budget| match scenario {
        Scenario::FreeMove(game) => crate::tournament::free_move::play(game, levels, seed, budget),
        _ => Err("not a Free Move scenario".into()),
    }),
};
