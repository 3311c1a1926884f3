//! The title menu: the five modes, the settings, quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::MenuAction;
use crate::app::mode::{Availability, Mode};
use crate::app::screens::Menu;
use crate::app::ui::widgets::{big_button, menu_window};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_title_menu.run_if(in_state(Menu::Main)),
    );
}

fn draw_title_menu(mut contexts: EguiContexts, mut actions: MessageWriter<MenuAction>) -> Result {
    let ctx = contexts.ctx_mut()?;
    menu_window("Muster").show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(egui::RichText::new("MUSTER").size(64.0).strong());
            ui.label("Wargames for club night: one table, two players, one countdown.");
            ui.add_space(12.0);
        });
        for mode in Mode::ALL {
            let label = match mode.availability() {
                Availability::Opens { .. } => mode.title().to_string(),
                Availability::NotYet { .. } => format!("{}  (not built yet)", mode.title()),
            };
            if big_button(ui, &label).on_hover_text(mode.blurb()).clicked() {
                actions.write(MenuAction::OpenMode(mode));
            }
        }
        ui.add_space(12.0);
        ui.columns(3, |columns| {
            if big_button(&mut columns[0], "Settings").clicked() {
                actions.write(MenuAction::OpenSettings);
            }
            if big_button(&mut columns[1], "Controls").clicked() {
                actions.write(MenuAction::OpenControls);
            }
            if big_button(&mut columns[2], "Quit").clicked() {
                actions.write(MenuAction::Quit);
            }
        });
    });
    Ok(())
}
