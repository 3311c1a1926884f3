//! The clock bar's parts drawn headless: a side's main button and drawer toggles, the
//! clock's log toggle, and a side's orders drawer.

use super::*;
use crate::app::core::ui::panel_test::{click, click_on};
use crate::rules::free_move::UnitType;
use crate::rules::free_move::builder::Battlefield;

/// A battle of two stands at `phase`.
fn game_at(phase: Phase) -> FreeMoveGame {
    let state = Battlefield::new()
        .unit(Side::First, 1, UnitType::Archers, (10.0, 10.0), 0.0)
        .unit(
            Side::Second,
            2,
            UnitType::HeavyInfantry,
            (10.0, 30.0),
            180.0,
        )
        .at_phase(phase);
    FreeMoveGame::new(state, 7)
}

#[test]
fn a_side_s_ready_button_says_it_is_ready_and_its_toggles_open_its_drawers() {
    let game = game_at(Phase::Deployment);
    let countdown = Countdown::default();
    let colour = egui::Color32::WHITE;
    let asked = click("Ready", |ui| {
        let (mut orders, mut roster) = (false, false);
        side_controls(
            ui,
            Side::First,
            &game,
            &countdown,
            colour,
            (&mut orders, &mut roster),
        )
    });
    assert_eq!(asked, vec![SideAsked::Ready(Side::First)]);
    let (orders, roster) = click_on("Orders", (false, false), |ui, (orders, roster)| {
        side_controls(
            ui,
            Side::Second,
            &game,
            &countdown,
            colour,
            (orders, roster),
        );
    });
    assert!(
        orders && !roster,
        "the Orders toggle opens the orders drawer"
    );
}

#[test]
fn time_is_called_from_a_side_s_end_while_the_countdown_runs() {
    let game = game_at(Phase::TimedMove);
    let countdown = Countdown {
        running: true,
        remaining: 30.0,
        ..Countdown::default()
    };
    let asked = click("Time!", |ui| {
        let (mut orders, mut roster) = (false, false);
        let colour = egui::Color32::WHITE;
        side_controls(
            ui,
            Side::Second,
            &game,
            &countdown,
            colour,
            (&mut orders, &mut roster),
        )
    });
    assert_eq!(
        asked,
        vec![SideAsked::Command(Command::CallTime { side: Side::Second })]
    );
}

#[test]
fn the_clock_s_log_button_opens_the_log() {
    let game = game_at(Phase::TimedMove);
    let countdown = Countdown::default();
    let open = click_on("Log", false, |ui, open| {
        clock(ui, &game.state, &countdown, open);
    });
    assert!(open);
}

#[test]
fn the_orders_drawer_switches_the_empty_table_drag_to_a_box() {
    let game = game_at(Phase::TimedMove);
    let countdown = Countdown::default();
    let (_, drag) = click_on("box", (None, EmptyDrag::Tape), |ui, (seat, drag)| {
        orders_drawer(ui, Side::First, (seat, drag), &game.state, &countdown, None);
    });
    assert_eq!(drag, EmptyDrag::Box);
}
