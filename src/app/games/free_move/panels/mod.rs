//! The panels around the table: the clock bar, the rosters, the combat log and review, victory, the rules page.

pub mod combat_log;
pub mod combat_review;
pub(super) mod game_panel;
pub(super) mod roster_panel;
pub(super) mod rules_page;
pub(super) mod victory_panel;
