//! The pause menu over a game: resume, save (quick, or as a named save), load, watch the
//! replay, settings, back to the title.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::input::input_prompts::{PAUSE, Prompts};
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::screens::{Menu, Screen};
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
    prompts: Prompts,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let resume_key = prompts.shared(&PAUSE);
    let saves = has_saves_and_replays(*screen.get());
    if let Some(action) =
        show_menu(ctx, "Paused", |ui| pause_menu(ui, saves, &resume_key)).flatten()
    {
        actions.write(action);
    }
    Ok(())
}

/// The pause menu's contents (save, load and replay where the game has them), and what the
/// player chose on it. Resume names the key (or the pad's button) that resumes too.
pub(super) fn pause_menu(ui: &mut egui::Ui, saves: bool, resume_key: &str) -> Option<MenuAction> {
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
            click("Resume (Esc)", |ui| pause_menu(ui, true, "Esc")),
            vec![MenuAction::Resume]
        );
        assert_eq!(
            click("Save game", |ui| pause_menu(ui, true, "Esc")),
            vec![MenuAction::SaveGame]
        );
        assert_eq!(
            click("Save as…", |ui| pause_menu(ui, true, "Esc")),
            vec![MenuAction::OpenSaveAs]
        );
        assert_eq!(
            click("Quit to title", |ui| pause_menu(ui, false, "Esc")),
            vec![MenuAction::QuitToTitle]
        );
        assert!(!shows("Save game", |ui| {
            pause_menu(ui, false, "Esc");
        }));
    }

    #[test]
    fn the_pause_menu_after_a_ui_scale_round_trip_is_laid_out_as_at_a_fresh_start() {
        use crate::app::core::ui::panel_test::{laid_out_after_scales, rects_of};
        let draw = |ctx: &egui::Context| {
            show_menu(ctx, "Paused", |ui| pause_menu(ui, true, "Esc"));
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
