//! The companion screen's panels drawn headless: the clock's big button, the time choices
//! and a roster sheet's casualty button.

use bevy_egui::egui;

use super::*;
use crate::app::core::ui::panel_test::{click, click_on};
use crate::app::games::companion::armies::shipped_armies;
use crate::companion::session::Session;

/// Rome and the Britons, as the companion opens with them.
pub(crate) fn session() -> CompanionSession {
    let army = |file: &str| load_army(&shipped_armies().join(file)).expect("a shipped army");
    CompanionSession(Session::new(
        [army("rome.csv"), army("britons.ron")],
        TimeSetting::Primary { seconds: 120 },
    ))
}

#[test]
fn the_clock_s_big_button_starts_the_timed_move_then_pauses_it() {
    let stopped = CompanionClock::default();
    assert_eq!(
        click("Start the timed move", |ui| start_buttons(
            ui, &stopped, 420.0
        )),
        vec![ClockAction::Toggle]
    );
    let running = CompanionClock {
        running: true,
        remaining: 60.0,
        ..CompanionClock::default()
    };
    assert_eq!(
        click("Pause", |ui| start_buttons(ui, &running, 420.0)),
        vec![ClockAction::Toggle]
    );
}

#[test]
fn the_timer_page_sets_a_fixed_time_and_asks_for_the_export() {
    let clock = CompanionClock::default();
    let (session, _) = click_on(
        "fixed 1:00",
        (session(), OpenCalculator::None),
        |ui, (session, open)| {
            timer_controls(ui, &clock, session, open);
        },
    );
    assert_eq!(session.0.time, TimeSetting::Fixed { seconds: 60 });
    let mut session = session;
    let mut open = OpenCalculator::None;
    assert_eq!(
        click("Export rosters (PNG)", |ui| {
            timer_controls(ui, &clock, &mut session, &mut open).then_some(())
        }),
        vec![()]
    );
}

/// The first army's roster sheet, nothing retiring, in white.
fn first_roster(ui: &mut egui::Ui, session: &mut CompanionSession) {
    let mut notices = Notices::default();
    roster_sheet(
        ui,
        session,
        0,
        egui::Color32::WHITE,
        &[],
        &mut notices,
        None,
    );
}

#[test]
fn a_roster_sheet_s_button_marks_a_casualty() {
    let mut one_unit = session();
    one_unit.0.armies[0].units.truncate(1);
    let unit = one_unit.0.armies[0].units[0];
    let after = click_on("−1", one_unit, first_roster);
    assert_eq!(
        after.0.armies[0].units[0].points_left(),
        unit.points_left() - 1
    );
}

#[test]
fn a_roster_sheet_s_retire_button_sends_the_unit_back_under_rule_8() {
    let mut one_unit = session();
    one_unit.0.armies[0].units.truncate(1);
    let number = one_unit.0.armies[0].units[0].number;
    let draw = first_roster;
    assert!(
        !crate::app::core::ui::panel_test::shows("Back", |ui| draw(ui, &mut session())),
        "no button reads like the way back"
    );
    let after = click_on(&retire(), one_unit, draw);
    assert!(
        after
            .0
            .retiring
            .iter()
            .any(|unit| unit.side == 0 && unit.number == number),
        "the unit retires"
    );
}

#[test]
fn with_a_calculator_open_the_wide_clock_keeps_only_what_a_fight_needs() {
    let clock = CompanionClock::default();
    let clock = &clock;
    let draw = |open: OpenCalculator| {
        move |ui: &mut egui::Ui| {
            let (mut session, mut open) = (session(), open);
            timer_controls(ui, clock, &mut session, &mut open);
        }
    };
    assert!(crate::app::core::ui::panel_test::shows(
        "fixed 1:00",
        draw(OpenCalculator::None)
    ));
    assert!(!crate::app::core::ui::panel_test::shows(
        "fixed 1:00",
        draw(OpenCalculator::Melee)
    ));
    assert!(crate::app::core::ui::panel_test::shows(
        "Undo last",
        draw(OpenCalculator::Melee)
    ));
}
