//! The purchase panel: at an empty friendly factory, every unit with its price, greyed out
//! with the reason when it cannot be bought (3.5).

use bevy::prelude::*;
use bevy_egui::egui;

use super::selection::Selection;
use crate::app::games::skirmish::{SkirmishCommand, SkirmishGame};
use crate::rules::engine::RulesEngine;
use crate::rules::skirmish::command::Command;
use crate::rules::skirmish::engine::Skirmish;
use crate::rules::skirmish::units::UnitKind;

/// The purchase section for the chosen factory.
pub fn purchase_section(
    ui: &mut egui::Ui,
    game: &SkirmishGame,
    selection: &mut Selection,
    orders: &mut MessageWriter<SkirmishCommand>,
) {
    let Some(factory) = selection.factory else {
        return;
    };
    let state = &game.state;
    let Some(player) = state.acting() else {
        return;
    };
    ui.label(
        egui::RichText::new(format!(
            "Buy at the factory {factory} — ${} to spend (buying ends movement)",
            state.players[player].money
        ))
        .strong(),
    );
    egui::Grid::new("purchase").striped(true).show(ui, |ui| {
        for kind in UnitKind::ALL {
            let card = state.card(kind);
            let command = Command::Buy { factory, kind };
            let button = egui::Button::new(format!("{} ${}", card.name, card.price));
            match Skirmish::check(state, &command) {
                Ok(()) => {
                    if ui.add(button).clicked() {
                        orders.write(SkirmishCommand::new(command));
                        selection.factory = None;
                    }
                }
                Err(why) => {
                    ui.add_enabled(false, button)
                        .on_disabled_hover_text(why.to_string());
                }
            }
            ui.label(format!(
                "{} MP, range {}–{}, def {}",
                card.movement, card.range.0, card.range.1, card.defense
            ));
            ui.end_row();
        }
    });
    if ui.button("Close").clicked() {
        selection.factory = None;
    }
}
