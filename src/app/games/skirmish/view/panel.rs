//! The right-hand panel: the day and whose turn, the players (money, income, COs, seats),
//! the chosen unit's orders with the attack preview, the purchase panel, the unit card,
//! End moves / End turn / Undo / Save / Load, and the log at the bottom.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::core::ui::scroll_viewports::show_scrolled;

use super::board::human_to_act;
use super::orders_ui::orders_section;
use super::players_ui::players_section;
use super::purchase_ui::purchase_section;
use super::selection::Selection;
use super::unit_card::unit_card;
use super::{PANEL_WIDTH, PanelDrawn};
use crate::app::core::screens::Screen;
use crate::app::games::skirmish::save::{LoadRequest, SaveRequest};
use crate::app::games::skirmish::{SkirmishCommand, SkirmishGame, SkirmishUndo};
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

#[allow(clippy::too_many_arguments)]
fn draw_panel(
    mut contexts: EguiContexts,
    mut game: ResMut<SkirmishGame>,
    mut selection: ResMut<Selection>,
    mut orders: MessageWriter<SkirmishCommand>,
    mut undo: MessageWriter<SkirmishUndo>,
    mut save: MessageWriter<SaveRequest>,
    mut load: MessageWriter<LoadRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let width =
        crate::app::core::ui::widgets::side_panel_points(PANEL_WIDTH, ctx.content_rect().width());
    let height = ctx.content_rect().height();
    egui::Window::new("Skirmish Wars")
        .anchor(egui::Align2::RIGHT_TOP, [0.0, 0.0])
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .fixed_size([width - 16.0, height - 16.0])
        .max_width(width - 16.0)
        .show(ctx, |ui| {
            egui::Panel::bottom("skirmish log panel")
                .resizable(false)
                .exact_size(height * 0.17)
                .show(ui, |ui| draw_log(ui, &game.log));
            show_scrolled(
                ui,
                egui::ScrollArea::vertical()
                    .id_salt("skirmish panel")
                    .auto_shrink([false, false]),
                |ui| {
                    header(ui, &game);
                    players_section(ui, &mut game, &mut orders);
                    ui.separator();
                    buttons(
                        ui,
                        &game,
                        &mut selection,
                        &mut orders,
                        &mut undo,
                        &mut save,
                        &mut load,
                    );
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
        });
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
        let who = if human_to_act(game).is_some() {
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

#[allow(clippy::too_many_arguments)]
fn buttons(
    ui: &mut egui::Ui,
    game: &SkirmishGame,
    selection: &mut Selection,
    orders: &mut MessageWriter<SkirmishCommand>,
    undo: &mut MessageWriter<SkirmishUndo>,
    save: &mut MessageWriter<SaveRequest>,
    load: &mut MessageWriter<LoadRequest>,
) {
    let human = human_to_act(game).is_some();
    ui.horizontal_wrapped(|ui| {
        if human
            && game.state.phase == Phase::Orders
            && ui
                .button("End moves (buy)")
                .on_hover_text("Movement is over: go on to purchasing")
                .clicked()
        {
            orders.write(SkirmishCommand(Command::EndMoves));
            selection.cancel();
        }
        if human && ui.button("End turn").on_hover_text("Enter").clicked() {
            orders.write(SkirmishCommand(Command::EndTurn));
            selection.cancel();
        }
        if ui
            .add_enabled(game.can_undo(), egui::Button::new("Undo"))
            .on_hover_text("Ctrl+Z: back to the last die roll")
            .clicked()
        {
            undo.write(SkirmishUndo);
            selection.cancel();
        }
        if ui.button("Save").on_hover_text("Ctrl+S").clicked() {
            save.write(SaveRequest);
        }
        if ui.button("Load").clicked() {
            load.write(LoadRequest);
            selection.cancel();
        }
    });
    if human && selection.unit.is_none() && selection.factory.is_none() {
        ui.label("Click one of your units to move it, or one of your empty factories to buy.");
    }
}

fn draw_log(ui: &mut egui::Ui, log: &[String]) {
    ui.label(egui::RichText::new("Log").strong());
    show_scrolled(
        ui,
        egui::ScrollArea::vertical()
            .id_salt("skirmish log")
            .stick_to_bottom(true)
            .auto_shrink([false, false]),
        |ui| {
            for line in log {
                let text = egui::RichText::new(line).size(13.0);
                if line.contains(" fires ") {
                    ui.label(text.color(egui::Color32::from_rgb(255, 220, 140)));
                } else {
                    ui.label(text);
                }
            }
        },
    );
}
