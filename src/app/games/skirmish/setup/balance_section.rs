//! The set-up panel's "Check balance" section: the shared check
//! ([`crate::app::session::balance_check`]) on the table as it is laid out now.

use bevy_egui::egui;

use super::editor::TableSetup;
use crate::app::session::balance_check::{BalanceCheck, balance_check_ui};
use crate::scenario::Scenario;

/// The scenario being edited, as Play would start it, or the first problem in words (a table
/// with problems cannot be played yet).
pub fn scenario_being_edited(setup: &mut TableSetup) -> Result<Scenario, String> {
    if let Some(problem) = setup.problem_lines().into_iter().next() {
        return Err(problem);
    }
    Ok(Scenario::Skirmish(
        setup.layout.to_scenario(&setup.tiles, &setup.tables),
    ))
}

/// Draw the section.
pub(super) fn balance_section(ui: &mut egui::Ui, setup: &mut TableSetup, check: &mut BalanceCheck) {
    balance_check_ui(ui, check, || scenario_being_edited(setup));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_table_is_not_a_scenario_yet_and_names_its_first_problem() {
        let mut setup = TableSetup::default();
        let refused = scenario_being_edited(&mut setup);
        assert!(refused.is_err_and(|why| !why.is_empty()));
    }

    #[test]
    fn a_random_balanced_table_is_the_skirmish_scenario_play_would_start() {
        let mut setup = TableSetup::default();
        setup.randomise();
        let scenario = scenario_being_edited(&mut setup).expect("a random table is ready");
        assert!(matches!(scenario, Scenario::Skirmish(_)));
        // The same players (the scenario seats the starting player first).
        let mut seats = scenario.seat_names();
        let mut players = setup.player_names();
        seats.sort();
        players.sort();
        assert_eq!(seats, players);
    }
}
