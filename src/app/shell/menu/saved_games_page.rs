//! The saved-games page: every mode's quick save, autosave and named saves, each to play on
//! or to watch as a replay from its first command; a named save can be deleted (asked first).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::ui::scroll_viewports::show_scrolled;

use super::saved_games::{SavedGameEntry, SavedGames};
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::menu_actions::SaveSlot;
use crate::app::core::ruleset_door::RulesetId;
use crate::app::core::screens::Menu;
use crate::app::core::ui::widgets::{big_button, show_menu};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_saved_games.run_if(in_state(Menu::SavedGames)),
    );
}

/// The named save the page asks about deleting: its game and name.
type DeleteAsked = Option<(RulesetId, String)>;

fn draw_saved_games(
    mut contexts: EguiContexts,
    saved: Res<SavedGames>,
    mut actions: MessageWriter<MenuAction>,
    mut delete_asked: Local<DeleteAsked>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(action) = show_menu(ctx, "Saved games", |ui| {
        saved_games_page(ui, &saved.0, &mut delete_asked)
    })
    .flatten()
    {
        actions.write(action);
    }
    Ok(())
}

/// The saved-games page's contents, a row of buttons per save; what the player chose.
/// Delete on a named save asks first (`delete_asked` holds the question).
fn saved_games_page(
    ui: &mut egui::Ui,
    saved: &[SavedGameEntry],
    delete_asked: &mut DeleteAsked,
) -> Option<MenuAction> {
    let mut action = None;
    ui.heading(t!("menu-title-saved-games"));
    ui.label(t!("menu-saved-intro"));
    ui.add_space(8.0);
    if saved.is_empty() {
        ui.label(t!("menu-saved-none-yet"));
    }
    let height = ui.ctx().content_rect().height() * 0.6;
    show_scrolled(ui, egui::ScrollArea::vertical().max_height(height), |ui| {
        for entry in saved {
            ui.separator();
            let kind = match (&entry.slot, &entry.saved_at) {
                (SaveSlot::Saved, _) => t!("menu-saved-kind-quick"),
                (SaveSlot::Autosave, _) => t!("menu-saved-kind-autosave"),
                (SaveSlot::Named(_), Some(when)) => {
                    t!("menu-saved-kind-named-at", when = when.as_str())
                }
                (SaveSlot::Named(_), None) => t!("menu-saved-kind-named"),
            };
            ui.label(
                egui::RichText::new(format!("{} ({kind})", entry.ruleset.title()))
                    .size(16.0)
                    .weak(),
            );
            // A named save by the name the player gave it, then where its game stands.
            if let SaveSlot::Named(name) = &entry.slot {
                ui.label(
                    egui::RichText::new(format!("\u{201c}{name}\u{201d}"))
                        .size(20.0)
                        .strong(),
                );
                ui.label(egui::RichText::new(&entry.label).size(17.0));
            } else {
                ui.label(egui::RichText::new(&entry.label).size(20.0).strong());
            }
            let named = match &entry.slot {
                SaveSlot::Named(name) => Some(name.clone()),
                _ => None,
            };
            let asked = named
                .as_ref()
                .is_some_and(|name| *delete_asked == Some((entry.ruleset, name.clone())));
            if let (true, Some(name)) = (asked, &named) {
                ui.label(t!("menu-saved-delete-ask", name = name.as_str()));
                ui.columns(2, |columns| {
                    if big_button(&mut columns[0], &t!("menu-saved-delete-it")).clicked() {
                        action = Some(MenuAction::DeleteSave {
                            ruleset: entry.ruleset,
                            name: name.clone(),
                        });
                        *delete_asked = None;
                    }
                    if big_button(&mut columns[1], &t!("menu-saved-keep-it")).clicked() {
                        *delete_asked = None;
                    }
                });
                continue;
            }
            let buttons = if named.is_some() { 3 } else { 2 };
            ui.columns(buttons, |columns| {
                let choices = [
                    (0, t!("menu-saved-play-on"), false),
                    (1, t!("menu-saved-watch-replay"), true),
                ];
                for (column, text, watch) in choices {
                    if big_button(&mut columns[column], &text).clicked() {
                        action = Some(MenuAction::OpenSave {
                            ruleset: entry.ruleset,
                            slot: entry.slot.clone(),
                            watch,
                        });
                    }
                }
                if let Some(name) = &named
                    && big_button(&mut columns[2], &t!("menu-saved-delete")).clicked()
                {
                    *delete_asked = Some((entry.ruleset, name.clone()));
                }
            });
        }
    });
    ui.add_space(12.0);
    if big_button(ui, &t!("menu-back-esc")).clicked() {
        action = Some(MenuAction::Back);
    }
    action
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click, click_on};
    use crate::ruleset::Ruleset;

    #[test]
    fn a_saved_game_is_watched_as_a_replay_and_back_leaves() {
        let saved = [SavedGameEntry {
            ruleset: Ruleset::MovementGame.into(),
            slot: SaveSlot::Autosave,
            label: "Turn 3".to_string(),
            saved_at: None,
        }];
        assert_eq!(
            click("Watch replay", |ui| saved_games_page(ui, &saved, &mut None)),
            vec![MenuAction::OpenSave {
                ruleset: Ruleset::MovementGame.into(),
                slot: SaveSlot::Autosave,
                watch: true,
            }]
        );
        assert_eq!(
            click("Back (Esc)", |ui| saved_games_page(ui, &[], &mut None)),
            vec![MenuAction::Back]
        );
    }

    fn named(name: &str) -> SavedGameEntry {
        SavedGameEntry {
            ruleset: Ruleset::Skirmish.into(),
            slot: SaveSlot::Named(name.to_string()),
            label: "Hill Country, day 4".to_string(),
            saved_at: Some("27 Nov 2026, 16:40 UTC".to_string()),
        }
    }

    /// The page over `asked`, `label` clicked: the question left and what the page answered.
    fn clicking(
        label: &str,
        saved: &[SavedGameEntry],
        asked: DeleteAsked,
    ) -> (DeleteAsked, Vec<MenuAction>) {
        click_on(label, (asked, Vec::new()), |ui, (asked, answered)| {
            answered.extend(saved_games_page(ui, saved, asked));
        })
    }

    #[test]
    fn a_named_save_plays_on_by_its_name() {
        let saved = [named("Before the river")];
        assert_eq!(
            click("Play on", |ui| saved_games_page(ui, &saved, &mut None)),
            vec![MenuAction::OpenSave {
                ruleset: Ruleset::Skirmish.into(),
                slot: SaveSlot::Named("Before the river".into()),
                watch: false,
            }]
        );
    }

    #[test]
    fn delete_asks_first_and_only_the_answer_deletes() {
        let saved = [named("Before the river")];
        let (asked, answered) = clicking("Delete…", &saved, None);
        assert!(answered.is_empty(), "nothing deleted on the first click");
        assert_eq!(
            asked,
            Some((Ruleset::Skirmish.into(), "Before the river".to_string()))
        );
        let (kept, answered) = clicking("Keep it", &saved, asked.clone());
        assert!(answered.is_empty());
        assert_eq!(kept, None);
        let (_, answered) = clicking("Delete it", &saved, asked);
        assert_eq!(
            answered,
            vec![MenuAction::DeleteSave {
                ruleset: Ruleset::Skirmish.into(),
                name: "Before the river".into()
            }]
        );
    }

    #[test]
    fn a_quick_save_or_an_autosave_has_no_delete() {
        let saved = [SavedGameEntry {
            ruleset: Ruleset::Soldiers.into(),
            slot: SaveSlot::Saved,
            label: "Brunstatt, turn 2".to_string(),
            saved_at: None,
        }];
        assert!(!crate::app::core::ui::panel_test::shows("Delete…", |ui| {
            saved_games_page(ui, &saved, &mut None);
        }));
    }
}
