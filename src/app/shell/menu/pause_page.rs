//! The pause menu over a game: resume, save (quick, or as a named save), load, watch the
//! replay, the view (captions and the big-screen layout), settings, back to the title.
//!
//! The view's two toggles are here rather than on the Settings page: they are about the game
//! on screen now (a room starts watching, a projector is plugged in), Esc is the first thing
//! a player at a club presses mid-game, and they last for this session only; F9 and F10 do
//! the same without a menu.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::input::input_prompts::{PAUSE, Prompts};
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::ui::view_keys::{BIG_SCREEN_KEY, CAPTIONS_KEY};
use crate::app::core::ui::view_options::ViewOptions;
use crate::app::core::ui::widgets::{big_button, show_menu};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_pause_menu.run_if(in_state(Menu::Pause)),
    );
}

/// Whether the game under the pause menu keeps a command log to save and replay: every
/// game does; the companion (a real table's timer and rosters) saves its armies on its own
/// page instead.
fn has_saves_and_replays(screen: Screen) -> bool {
    match screen {
        Screen::Playing(_) => true,
        Screen::Companion | Screen::Title | Screen::SetUp(_) => false,
    }
}

fn draw_pause_menu(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    mut actions: MessageWriter<MenuAction>,
    mut view: ResMut<ViewOptions>,
    prompts: Prompts,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let resume_key = prompts.shared(&PAUSE);
    let saves = has_saves_and_replays(*screen.get());
    let mut chosen = *view;
    if let Some(action) = show_menu(ctx, "Paused", |ui| {
        pause_menu(ui, saves, &resume_key, &mut chosen)
    })
    .flatten()
    {
        actions.write(action);
    }
    view.set_if_neq(chosen);
    Ok(())
}

/// A key's name as the player reads it on the keyboard ("F9").
fn key_name(key: KeyCode) -> String {
    format!("{key:?}")
}

/// The view's two toggles side by side: captions and the big-screen layout, each naming its
/// key.
fn view_toggles(ui: &mut egui::Ui, view: &mut ViewOptions) {
    ui.columns(2, |columns| {
        columns[0]
            .checkbox(
                &mut view.captions,
                t!("view-captions", key = key_name(CAPTIONS_KEY)),
            )
            .on_hover_text(t!("view-captions-hint"));
        columns[1]
            .checkbox(
                &mut view.big_screen,
                t!("view-big-screen", key = key_name(BIG_SCREEN_KEY)),
            )
            .on_hover_text(t!("view-big-screen-hint"));
    });
}

/// The pause menu's contents (save, load and replay where the game has them), and what the
/// player chose on it. Resume names the key (or the pad's button) that resumes too; the
/// view's toggles change `view` in place.
pub(super) fn pause_menu(
    ui: &mut egui::Ui,
    saves: bool,
    resume_key: &str,
    view: &mut ViewOptions,
) -> Option<MenuAction> {
    let mut action = None;
    ui.vertical_centered(|ui| ui.heading(t!("menu-pause-title")));
    if big_button(ui, &t!("menu-pause-resume", key = resume_key)).clicked() {
        action = Some(MenuAction::Resume);
    }
    if saves {
        ui.columns(2, |columns| {
            if big_button(&mut columns[0], &t!("menu-pause-save"))
                .on_hover_text(t!("menu-pause-save-hint"))
                .clicked()
            {
                action = Some(MenuAction::SaveGame);
            }
            if big_button(&mut columns[1], &t!("menu-pause-load"))
                .on_hover_text(t!("menu-pause-load-hint"))
                .clicked()
            {
                action = Some(MenuAction::LoadGame);
            }
        });
        if big_button(ui, &t!("menu-pause-save-as"))
            .on_hover_text(t!("menu-pause-save-as-hint"))
            .clicked()
        {
            action = Some(MenuAction::OpenSaveAs);
        }
        if big_button(ui, &t!("menu-pause-replay"))
            .on_hover_text(t!("menu-pause-replay-hint"))
            .clicked()
        {
            action = Some(MenuAction::WatchReplay);
        }
    }
    view_toggles(ui, view);
    if big_button(ui, &t!("menu-title-settings")).clicked() {
        action = Some(MenuAction::OpenSettings);
    }
    if big_button(ui, &t!("menu-title-controls")).clicked() {
        action = Some(MenuAction::OpenControls);
    }
    if big_button(ui, &t!("menu-picker-rules-reference")).clicked() {
        action = Some(MenuAction::OpenRules);
    }
    if big_button(ui, &t!("menu-pause-quit-to-title")).clicked() {
        action = Some(MenuAction::QuitToTitle);
    }
    action
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_companion_s_pause_menu_offers_no_save_or_replay_and_the_games_do() {
        assert!(!has_saves_and_replays(Screen::Companion));
        for ruleset in crate::app::games::RULESETS {
            let game = ruleset.screen();
            assert!(has_saves_and_replays(game), "{game:?}");
        }
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click, shows};

    #[test]
    fn the_pause_menu_resumes_and_saves_and_the_companion_s_has_no_save() {
        assert_eq!(
            click("Resume (Esc)", |ui| pause_menu(
                ui,
                true,
                "Esc",
                &mut ViewOptions::default()
            )),
            vec![MenuAction::Resume]
        );
        assert_eq!(
            click("Save game", |ui| pause_menu(
                ui,
                true,
                "Esc",
                &mut ViewOptions::default()
            )),
            vec![MenuAction::SaveGame]
        );
        assert_eq!(
            click("Save as…", |ui| pause_menu(
                ui,
                true,
                "Esc",
                &mut ViewOptions::default()
            )),
            vec![MenuAction::OpenSaveAs]
        );
        assert_eq!(
            click("Quit to title", |ui| pause_menu(
                ui,
                false,
                "Esc",
                &mut ViewOptions::default()
            )),
            vec![MenuAction::QuitToTitle]
        );
        assert!(!shows("Save game", |ui| {
            pause_menu(ui, false, "Esc", &mut ViewOptions::default());
        }));
    }

    #[test]
    fn the_pause_menu_s_view_toggles_turn_captions_and_the_big_screen_on_and_off() {
        use crate::app::core::ui::panel_test::tick;
        let captions = tick("Captions (F9)", ViewOptions::default(), |ui, view| {
            pause_menu(ui, true, "Esc", view);
        });
        assert_eq!(
            captions,
            ViewOptions {
                captions: true,
                big_screen: false
            }
        );
        let big = tick("Big screen (F10)", ViewOptions::default(), |ui, view| {
            pause_menu(ui, true, "Esc", view);
        });
        assert_eq!(
            big,
            ViewOptions {
                captions: false,
                big_screen: true
            }
        );
        // The twin: ticked again, off again.
        let off = tick("Big screen (F10)", big, |ui, view| {
            pause_menu(ui, true, "Esc", view);
        });
        // (`tick` fails on any control on the menu with no name.)
        assert_eq!(off, ViewOptions::default());
    }

    #[test]
    fn the_pause_menu_after_a_ui_scale_round_trip_is_laid_out_as_at_a_fresh_start() {
        use crate::app::core::ui::panel_test::{laid_out_after_scales, rects_of};
        let draw = |ctx: &egui::Context| {
            show_menu(ctx, "Paused", |ui| {
                pause_menu(ui, true, "Esc", &mut ViewOptions::default())
            });
        };
        let screen = egui::vec2(1280.0, 800.0);
        let fresh = laid_out_after_scales(screen, &[1.0], draw);
        let round_trip = laid_out_after_scales(screen, &[1.0, 2.0, 1.0], draw);
        assert_eq!(rects_of(&round_trip), rects_of(&fresh));
        // And nothing on it needs a scroll: "Quit to title" shows whole.
        for widget in round_trip.widgets.iter().filter(|widget| widget.clickable) {
            assert!(
                widget.visible.expand(1.0).contains_rect(widget.rect),
                "{:?}",
                widget.label
            );
        }
    }
}
