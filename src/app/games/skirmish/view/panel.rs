//! The right-hand panel: the day and whose turn, the players (money, income, COs, seats),
//! the chosen unit's orders with the attack preview, the purchase panel, the unit card,
//! End moves / End turn / Undo / Save / Load, and the log at the bottom.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::orders_ui::orders_section;
use super::players_ui::players_section;
use super::purchase_ui::purchase_section;
use super::selection::Selection;
use super::unit_card::unit_card;
use super::{PANEL_WIDTH, PanelDrawn};
use crate::app::core::screens::Screen;
use crate::app::games::skirmish::{SkirmishCommand, SkirmishGame};
use crate::app::session::view::buttons::{SessionRequests, session_buttons};
use crate::app::session::view::side_panel::{LogRoom, side_panel};
use crate::rules::skirmish::command::Command;
use crate::rules::skirmish::state::{Phase, Victory};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_panel
            .in_set(PanelDrawn)
            .run_if(in_state(Screen::SquareBoard).and_then(resource_exists::<SkirmishGame>)),
    );
}

/// The game's goal in words.
pub fn victory_words(victory: Victory, max_days: Option<u32>) -> String {
    let goal = match victory {
        Victory::Conquest => {
            "Conquest: capture an enemy HQ or eliminate every enemy unit".to_string()
        }
        Victory::Medals(medals) => format!("Victory Medals: eliminate {medals} enemy units"),
        Victory::Cities(cities) => format!("City Conquest: own {cities} cities"),
    };
    match max_days {
        Some(days) => format!("{goal}; after day {days}, most cities wins"),
        None => goal,
    }
}

fn draw_panel(
    mut contexts: EguiContexts,
    mut game: ResMut<SkirmishGame>,
    mut selection: ResMut<Selection>,
    mut orders: MessageWriter<SkirmishCommand>,
    mut requests: SessionRequests,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let room = LogRoom {
        share: 0.17,
        resizable: false,
    };
    let log = game.log.clone();
    side_panel(
        ctx,
        "Skirmish Wars",
        PANEL_WIDTH,
        room,
        false,
        |ui| draw_log(ui, &log),
        |ui| {
            header(ui, &game);
            players_section(ui, &mut game, &mut orders);
            ui.separator();
            buttons(ui, &game, &mut selection, &mut orders, &mut requests);
            ui.separator();
            orders_section(ui, &game, &mut selection, &mut orders);
            purchase_section(ui, &game, &mut selection, &mut orders);
            let shown = selection
                .unit
                .or(selection.inspected)
                .and_then(|id| game.state.unit(id))
                .cloned();
            if let Some(unit) = shown {
                unit_card(ui, &game.state, &unit);
            }
        },
    );
    Ok(())
}

fn header(ui: &mut egui::Ui, game: &SkirmishGame) {
    let state = &game.state;
    ui.label(
        egui::RichText::new(format!("{} — day {}", state.name, state.day))
            .size(22.0)
            .strong(),
    );
    let phase = match state.phase {
        Phase::Orders => "move and attack",
        Phase::Purchase => "purchase",
        Phase::Over { .. } => "the game is over",
    };
    if let Some(player) = state.acting() {
        let who = if game.human_to_act().is_some() {
            ""
        } else {
            " (computer)"
        };
        ui.label(
            egui::RichText::new(format!(
                "{}'s turn{who}: {phase}",
                state.players[player].name
            ))
            .size(17.0),
        );
    }
    ui.label(egui::RichText::new(victory_words(state.victory, state.max_days)).italics());
}

fn buttons(
    ui: &mut egui::Ui,
    game: &SkirmishGame,
    selection: &mut Selection,
    orders: &mut MessageWriter<SkirmishCommand>,
    requests: &mut SessionRequests,
) {
    let human = game.human_to_act().is_some();
    ui.horizontal_wrapped(|ui| {
        if human
            && game.state.phase == Phase::Orders
            && ui
                .button("End moves (buy)")
                .on_hover_text("Movement is over: go on to purchasing")
                .clicked()
        {
            orders.write(SkirmishCommand::new(Command::EndMoves));
            selection.cancel();
        }
        if human && ui.button("End turn").on_hover_text("Enter").clicked() {
            orders.write(SkirmishCommand::new(Command::EndTurn));
            selection.cancel();
        }
        if session_buttons(ui, game.can_undo(), requests, egui::Vec2::ZERO) {
            selection.cancel();
        }
    });
    if human && selection.unit.is_none() && selection.factory.is_none() {
        ui.label("Click one of your units to move it, or one of your empty factories to buy.");
    }
}

/// The log, every shot in gold.
fn draw_log(ui: &mut egui::Ui, log: &[String]) {
    crate::app::session::view::log_panel::draw_log(ui, "skirmish log", log, |_, line, text| {
        if line.contains(" fires ") {
            text.color(egui::Color32::from_rgb(255, 220, 140))
        } else {
            text
        }
    });
}
