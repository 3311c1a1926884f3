//! What Soldiers tells the shell beyond its session: its ruleset, the rule each event
//! shows for the demo's captions, how the menus label its saves, and its page of the rules
//! reference.

use bevy_egui::egui;
use muster_text::t;

use crate::app::core::ruleset_door::RulesetId;
use crate::app::session::registration::RegisteredTurnGame;
use crate::app::session::turn_game::EventOf;

use super::SoldiersTurns;

impl RegisteredTurnGame for SoldiersTurns {
    const RULESET: RulesetId = super::ruleset_entry::ID;
    const RESUME_NAME: &'static str = "soldiers-resume-name";

    fn rule_of(event: &EventOf<Self>) -> Option<String> {
        crate::rules::soldiers::captions::rule_of(event)
    }

    fn save_label(save: &Self::Save) -> String {
        t!(
            "soldiers-save-label",
            title = save.title.as_str(),
            turn = save.turn
        )
    }

    fn rules_page(ui: &mut egui::Ui) {
        super::rules_page::draw(ui);
    }
}
