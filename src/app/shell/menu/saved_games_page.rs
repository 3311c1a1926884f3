//! The saved-games page: every mode's save and autosave, each to play on or to watch as a
//! replay from its first command.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::core::ui::scroll_viewports::show_scrolled;

use super::saved_games::SavedGames;
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::menu_actions::SaveSlot;
use crate::app::core::screens::Menu;
use crate::app::core::ui::widgets::{big_button, show_menu};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_saved_games.run_if(in_state(Menu::SavedGames)),
    );
}

fn draw_saved_games(
    mut contexts: EguiContexts,
    saved: Res<SavedGames>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    show_menu(ctx, "Saved games", |ui| {
        ui.heading("Saved games and replays");
        ui.label(
            "Play a saved game on, or watch it from its first command: forwards, backwards, at \
             any speed, and play on from any point.",
        );
        ui.add_space(8.0);
        if saved.0.is_empty() {
            ui.label("No saved games yet: Save game is on the pause menu (Esc) of every game.");
        }
        let height = ui.ctx().content_rect().height() * 0.6;
        show_scrolled(ui, egui::ScrollArea::vertical().max_height(height), |ui| {
            for entry in &saved.0 {
                ui.separator();
                let kind = match entry.slot {
                    SaveSlot::Saved => "saved",
                    SaveSlot::Autosave => "autosave",
                };
                ui.label(
                    egui::RichText::new(format!("{} ({kind})", entry.ruleset.title()))
                        .size(16.0)
                        .weak(),
                );
                ui.label(egui::RichText::new(&entry.label).size(20.0).strong());
                ui.columns(2, |columns| {
                    if big_button(&mut columns[0], "Play on").clicked() {
                        actions.write(MenuAction::OpenSave {
                            ruleset: entry.ruleset,
                            slot: entry.slot,
                            watch: false,
                        });
                    }
                    if big_button(&mut columns[1], "Watch replay").clicked() {
                        actions.write(MenuAction::OpenSave {
                            ruleset: entry.ruleset,
                            slot: entry.slot,
                            watch: true,
                        });
                    }
                });
            }
        });
        ui.add_space(12.0);
        if big_button(ui, "Back (Esc)").clicked() {
            actions.write(MenuAction::Back);
        }
    });
    Ok(())
}
