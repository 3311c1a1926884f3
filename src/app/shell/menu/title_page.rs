//! The title menu: the five modes, the settings, quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use muster_text::t;

use crate::app::core::menu_actions::MenuAction;
use crate::app::core::mode::Mode;
use crate::app::core::registry::GameRegistry;
use crate::app::core::ruleset_door::RulesetId;
use crate::app::core::screens::Menu;
use crate::app::core::ui::widgets::{big_button, show_menu};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_title_menu.run_if(in_state(Menu::Main)),
    );
}

fn draw_title_menu(
    mut contexts: EguiContexts,
    games: Res<super::saved_games::ResumableGames>,
    saved: Res<super::saved_games::SavedGames>,
    registry: Res<GameRegistry>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let view = TitleView {
        modes: registry.modes(),
        games: &games.0,
        any_saved: !saved.0.is_empty(),
    };
    if let Some(action) = show_menu(ctx, "Muster", |ui| title_menu(ui, &view)).flatten() {
        actions.write(action);
    }
    Ok(())
}

/// What the title menu offers besides the modes: what there is to resume.
pub(super) struct TitleView<'a> {
    /// The modes, in the registry's order.
    pub(super) modes: Vec<Mode>,
    /// The games to resume (each game's autosave, in the rulesets' order), each with its
    /// button.
    pub(super) games: &'a [(RulesetId, String)],
    /// Whether any game was saved (the saved-games page has something to show).
    pub(super) any_saved: bool,
}

/// A Resume button: a game left unfinished, a line (two for a long scenario name) in a
/// smaller type than the modes', so that four of them leave the rest of the menu in view.
fn resume_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add(
        egui::Button::new(egui::RichText::new(text).size(18.0))
            .wrap()
            .min_size(egui::vec2(ui.available_width(), 40.0)),
    )
}

/// A mode's label on the title menu.
pub(super) fn mode_label(mode: Mode) -> String {
    mode.title().to_string()
}

/// The title menu's contents, and what the player chose on it: the games to resume on top,
/// then the modes and the demo two to a row, then joining and the saved games, then the
/// settings, the controls and quitting.
pub(super) fn title_menu(ui: &mut egui::Ui, view: &TitleView) -> Option<MenuAction> {
    let mut action = None;
    ui.vertical_centered(|ui| {
        ui.label(egui::RichText::new("MUSTER").size(64.0).strong());
        ui.label(t!("menu-title-tagline"));
    });
    ui.add_space(8.0);
    for (ruleset, label) in view.games {
        if resume_button(ui, label).clicked() {
            action = Some(MenuAction::ResumeGame(*ruleset));
        }
    }
    if !view.games.is_empty() {
        ui.add_space(8.0);
    }
    let mut choices: Vec<(String, String, MenuAction)> = view
        .modes
        .iter()
        .copied()
        .map(|mode| (mode_label(mode), mode.blurb(), MenuAction::OpenMode(mode)))
        .collect();
    choices.push((
        t!("menu-title-watch-demo"),
        t!("menu-title-watch-demo-hint"),
        MenuAction::StartDemo(Vec::new()),
    ));
    choices.push((
        t!("menu-title-join"),
        t!("menu-title-join-hint"),
        MenuAction::OpenJoin,
    ));
    if view.any_saved {
        choices.push((
            t!("menu-title-saved-games"),
            t!("menu-title-saved-games-hint"),
            MenuAction::OpenSavedGames,
        ));
    }
    // Two to a row; an odd one out takes its row's whole width.
    for row in choices.chunks(2) {
        ui.columns(row.len(), |columns| {
            for ((label, blurb, chosen), column) in row.iter().zip(columns.iter_mut()) {
                if big_button(column, label)
                    .on_hover_text(blurb.as_str())
                    .clicked()
                {
                    action = Some(chosen.clone());
                }
            }
        });
    }
    ui.add_space(8.0);
    ui.columns(3, |columns| {
        if big_button(&mut columns[0], &t!("menu-title-settings")).clicked() {
            action = Some(MenuAction::OpenSettings);
        }
        if big_button(&mut columns[1], &t!("menu-title-controls")).clicked() {
            action = Some(MenuAction::OpenControls);
        }
        if big_button(&mut columns[2], &t!("menu-title-quit")).clicked() {
            action = Some(MenuAction::Quit);
        }
    });
    action
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click;
    use crate::ruleset::Ruleset;

    #[test]
    fn the_title_menu_opens_a_mode_resumes_and_starts_the_demo() {
        let games = [
            (
                Ruleset::FreeMove.into(),
                "Resume the battle: Hastings, move 2".to_string(),
            ),
            (
                Ruleset::Soldiers.into(),
                "Resume Soldiers: move 3".to_string(),
            ),
        ];
        let view = TitleView {
            modes: modes(),
            games: &games,
            any_saved: true,
        };
        let mode = modes()[0];
        let title = mode_label(mode);
        let cases = [
            (title.as_str(), MenuAction::OpenMode(mode)),
            (
                "Resume the battle: Hastings, move 2",
                MenuAction::ResumeGame(Ruleset::FreeMove.into()),
            ),
            (
                "Resume Soldiers: move 3",
                MenuAction::ResumeGame(Ruleset::Soldiers.into()),
            ),
            ("Watch a demo", MenuAction::StartDemo(Vec::new())),
            ("Join a game…", MenuAction::OpenJoin),
            ("Saved games and replays", MenuAction::OpenSavedGames),
            ("Settings", MenuAction::OpenSettings),
            ("Quit", MenuAction::Quit),
        ];
        for (label, wanted) in cases {
            assert_eq!(
                click(label, |ui| title_menu(ui, &view)),
                vec![wanted],
                "{label}"
            );
        }
    }

    /// The modes of the shipped rulesets.
    fn modes() -> Vec<Mode> {
        let mut registry = GameRegistry::default();
        for entry in crate::app::games::RULESETS {
            registry.add_ruleset(entry);
        }
        registry.modes()
    }

    /// The title menu with every game left unfinished, as `--saved-games 4` stages it.
    fn four_saved_games() -> Vec<(RulesetId, String)> {
        vec![
            (
                Ruleset::FreeMove.into(),
                "Resume the battle: Defence of the hill and the walled farm, move 12".to_string(),
            ),
            (
                Ruleset::Soldiers.into(),
                "Resume Soldiers: 2. Morhange: the Plan 17 attack, turn 11".to_string(),
            ),
            (
                Ruleset::Skirmish.into(),
                "Resume Skirmish Wars: Four Corners, day 14".to_string(),
            ),
            (
                Ruleset::MovementGame.into(),
                "Resume the movement game: Print and play (d6 and playing cards), turn 23"
                    .to_string(),
            ),
        ]
    }

    fn draw_over<'a>(view: &'a TitleView<'a>) -> impl FnMut(&egui::Context) + 'a {
        |ctx| {
            show_menu(ctx, "Muster", |ui| title_menu(ui, view));
        }
    }

    #[test]
    fn the_title_menu_with_four_saved_games_fits_1280_by_800_without_a_scroll() {
        use crate::app::core::ui::fit_check::fit_problems;
        use crate::app::core::ui::panel_test::laid_out_after_scales;
        let games = four_saved_games();
        let view = TitleView {
            modes: modes(),
            games: &games,
            any_saved: true,
        };
        let pass = laid_out_after_scales(egui::vec2(1280.0, 800.0), &[1.0], draw_over(&view));
        let buttons: Vec<_> = pass.widgets.iter().filter(|w| w.clickable).collect();
        // egui records which widgets are buttons only in a debug build.
        if cfg!(debug_assertions) {
            assert!(
                buttons.len() >= 15,
                "4 Resume, 8 choices, 3 below: {}",
                buttons.len()
            );
        }
        for button in &buttons {
            assert!(
                button.visible.expand(1.0).contains_rect(button.rect),
                "{:?} at {:?} is scrolled out of sight (shows {:?})",
                button.label,
                button.rect,
                button.visible
            );
        }
        assert_eq!(fit_problems(&pass), vec![]);
    }

    #[test]
    fn the_title_menu_grows_with_a_bigger_window() {
        use crate::app::core::ui::panel_test::laid_out_after_scales;
        let view = TitleView {
            modes: modes(),
            games: &[],
            any_saved: false,
        };
        let width = |pixels| {
            let pass = laid_out_after_scales(pixels, &[1.0], draw_over(&view));
            // The menu's window, not the backdrop under it (the whole screen).
            let menu = pass.menu.expect("the title menu is shown");
            let (_, rect) = pass
                .areas
                .iter()
                .find(|(layer, _)| *layer == menu)
                .expect("the menu's window among the areas");
            rect.width()
        };
        assert!(
            width(egui::vec2(1920.0, 1080.0)) > width(egui::vec2(1280.0, 800.0)) + 100.0,
            "wider on a bigger screen"
        );
    }

    #[test]
    fn the_title_menu_after_a_ui_scale_round_trip_is_laid_out_as_at_a_fresh_start() {
        use crate::app::core::ui::panel_test::{laid_out_after_scales, rects_of};
        let games = four_saved_games();
        let view = TitleView {
            modes: modes(),
            games: &games,
            any_saved: true,
        };
        let screen = egui::vec2(1280.0, 800.0);
        let fresh = rects_of(&laid_out_after_scales(screen, &[1.0], draw_over(&view)));
        let round_trip = rects_of(&laid_out_after_scales(
            screen,
            &[1.0, 2.0, 1.0],
            draw_over(&view),
        ));
        assert!(fresh.len() > 15, "{fresh:?}");
        assert_eq!(round_trip, fresh);
    }
}
