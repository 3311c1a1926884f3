//! The saved-games page: every mode's save and autosave, each to play on or to watch as a
//! replay from its first command.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::core::ui::scroll_viewports::show_scrolled;

use super::saved_games::{SavedGameEntry, SavedGames};
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
    if let Some(action) =
        show_menu(ctx, "Saved games", |ui| saved_games_page(ui, &saved.0)).flatten()
    {
        actions.write(action);
    }
    Ok(())
}

/// The saved-games page's contents, a pair of buttons per save; what the player chose.
fn saved_games_page(ui: &mut egui::Ui, saved: &[SavedGameEntry]) -> Option<MenuAction> {
    let mut action = None;
    ui.heading("Saved games and replays");
    ui.label(
        "Play a saved game on, or watch it from its first command: forwards, backwards, at \
         any speed, and play on from any point.",
    );
    ui.add_space(8.0);
    if saved.is_empty() {
        ui.label("No saved games yet: Save game is on the pause menu (Esc) of every game.");
    }
    let height = ui.ctx().content_rect().height() * 0.6;
    show_scrolled(ui, egui::ScrollArea::vertical().max_height(height), |ui| {
        for entry in saved {
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
                for (column, text, watch) in [(0, "Play on", false), (1, "Watch replay", true)] {
                    if big_button(&mut columns[column], text).clicked() {
                        action = Some(MenuAction::OpenSave {
                            ruleset: entry.ruleset,
                            slot: entry.slot,
                            watch,
                        });
                    }
                }
            });
        }
    });
    ui.add_space(12.0);
    if big_button(ui, "Back (Esc)").clicked() {
        action = Some(MenuAction::Back);
    }
    action
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click;
    use crate::ruleset::Ruleset;

    #[test]
    fn a_saved_game_is_watched_as_a_replay_and_back_leaves() {
        let saved = [SavedGameEntry {
            ruleset: Ruleset::MovementGame,
            slot: SaveSlot::Autosave,
            label: "Turn 3".to_string(),
        }];
        assert_eq!(
            click("Watch replay", |ui| saved_games_page(ui, &saved)),
            vec![MenuAction::OpenSave {
                ruleset: Ruleset::MovementGame,
                slot: SaveSlot::Autosave,
                watch: true,
            }]
        );
        assert_eq!(
            click("Back (Esc)", |ui| saved_games_page(ui, &[])),
            vec![MenuAction::Back]
        );
    }
}
