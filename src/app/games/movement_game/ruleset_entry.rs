//! The Untitled Movement Game through the one door: its entry in the app's list of rulesets (`games::RULESETS`),
//! and the name its own files give its screen.

use crate::app::core::menu_actions::MenuAction;
use crate::app::core::ruleset_door::{OwnButton, RulesetEntry, RulesetId};
use crate::app::core::screens::Screen;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;

/// The Untitled Movement Game's ruleset.
pub const ID: RulesetId = RulesetId::of(Ruleset::MovementGame);

#[allow(non_upper_case_globals)]
impl Screen {
    /// The Untitled Movement Game's own name for its screen.
    pub const MovementGame: Screen = Screen::Playing(ID);
    /// The board editor: a club's own board made.
    pub const MovementBoardEditor: Screen = Screen::SetUp(ID);
}

/// Everything the app asks of The Untitled Movement Game.
pub const RULESET: RulesetEntry = RulesetEntry {
    id: ID,
    what_opens: "movement-what-opens",
    plays: |scenario| matches!(scenario, Scenario::MovementGame(_)),
    sample_save: "Print and play (d6 and playing cards), turn 23",
    walkthrough_corner: bevy_egui::egui::Align2::LEFT_BOTTOM,
    logic_plugin: super::logic_plugin,
    view_plugin: super::plugin,
    own_button: Some(OwnButton {
        label: "editor-movement-own-button",
        hover: "editor-movement-own-button-hover",
        action: || MenuAction::OpenBoardEditor,
    }),
    edits_scenarios: true,
    simulate: Some(super::simulate::simulate),
    tournament: Some(|scenario, levels, seed, budget| match scenario {
        Scenario::MovementGame(game) => {
            crate::tournament::movement_game::play(game, levels, seed, budget)
        }
        _ => Err("not a movement game scenario".into()),
    }),
};
