//! The pause menu over a game: resume, save, load, watch the replay, settings, back to the
//! title.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::MenuAction;
use crate::app::screens::Menu;
use crate::app::ui::widgets::{big_button, show_menu};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_pause_menu.run_if(in_state(Menu::Pause)),
    );
}

fn draw_pause_menu(mut contexts: EguiContexts, mut actions: MessageWriter<MenuAction>) -> Result {
    let ctx = contexts.ctx_mut()?;
    show_menu(ctx, "Paused", |ui| {
        ui.vertical_centered(|ui| ui.heading("Paused"));
        if big_button(ui, "Resume (Esc)").clicked() {
            actions.write(MenuAction::Resume);
        }
        ui.columns(2, |columns| {
            if big_button(&mut columns[0], "Save game").clicked() {
                actions.write(MenuAction::SaveGame);
            }
            if big_button(&mut columns[1], "Load saved game").clicked() {
                actions.write(MenuAction::LoadGame);
            }
        });
        if big_button(ui, "Watch the replay of this game")
            .on_hover_text("From the first command: forwards, backwards, at any speed")
            .clicked()
        {
            actions.write(MenuAction::WatchReplay);
        }
        if big_button(ui, "Settings").clicked() {
            actions.write(MenuAction::OpenSettings);
        }
        if big_button(ui, "Controls").clicked() {
            actions.write(MenuAction::OpenControls);
        }
        if big_button(ui, "Rules reference").clicked() {
            actions.write(MenuAction::OpenRules);
        }
        if big_button(ui, "Quit to title").clicked() {
            actions.write(MenuAction::QuitToTitle);
        }
    });
    Ok(())
}
