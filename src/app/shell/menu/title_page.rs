//! The title menu: the five modes, the settings, quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::saved_games::{SaveLocations, unfinished_game};
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::mode::{Availability, Mode};
use crate::app::core::screens::Menu;
use crate::app::core::ui::notices::Notices;
use crate::app::core::ui::widgets::{big_button, show_menu};
use crate::ruleset::Ruleset;

/// The battle the title menu offers to resume, read when the menu opens.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
struct Resumable(Option<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Resumable>()
        .add_systems(OnEnter(Menu::Main), read_resumable)
        .add_systems(
            EguiPrimaryContextPass,
            draw_title_menu.run_if(in_state(Menu::Main)),
        );
}

/// The battle's Resume button: the headline game's autosave, offered above the rest.
fn read_resumable(
    mut resumable: ResMut<Resumable>,
    locations: SaveLocations,
    mut notices: ResMut<Notices>,
) {
    resumable.0 = unfinished_game(&locations, Ruleset::FreeMove, &mut notices)
        .map(|label| format!("Resume: {label}"));
}

fn draw_title_menu(
    mut contexts: EguiContexts,
    resumable: Res<Resumable>,
    games: Res<super::saved_games::ResumableGames>,
    saved: Res<super::saved_games::SavedGames>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let view = TitleView {
        resumable: resumable.0.as_deref(),
        games: &games.0,
        any_saved: !saved.0.is_empty(),
    };
    if let Some(action) = show_menu(ctx, "Muster", |ui| title_menu(ui, &view)).flatten() {
        actions.write(action);
    }
    Ok(())
}

/// What the title menu offers besides the modes: what there is to resume.
struct TitleView<'a> {
    /// The autosaved Free Move battle's button, if there is one.
    resumable: Option<&'a str>,
    /// The turn-based games to resume, each with its button.
    games: &'a [(Ruleset, String)],
    /// Whether any game was saved (the saved-games page has something to show).
    any_saved: bool,
}

/// The title menu's contents, and what the player chose on it.
fn title_menu(ui: &mut egui::Ui, view: &TitleView) -> Option<MenuAction> {
    let mut action = None;
    ui.vertical_centered(|ui| {
        ui.label(egui::RichText::new("MUSTER").size(64.0).strong());
        ui.label("Wargames for club night: one table, two players, one countdown.");
        ui.add_space(12.0);
    });
    if let Some(label) = view.resumable
        && big_button(ui, label).clicked()
    {
        action = Some(MenuAction::ResumeBattle);
    }
    for (ruleset, label) in view.games {
        if big_button(ui, label).clicked() {
            action = Some(MenuAction::ResumeGame(*ruleset));
        }
    }
    for mode in Mode::ALL {
        let label = match mode.availability() {
            Availability::Opens { .. } => mode.title().to_string(),
            Availability::NotYet { .. } => format!("{}  (not built yet)", mode.title()),
        };
        if big_button(ui, &label).on_hover_text(mode.blurb()).clicked() {
            action = Some(MenuAction::OpenMode(mode));
        }
    }
    ui.add_space(12.0);
    if big_button(ui, "Demo: the computer plays every ruleset")
        .on_hover_text("For a club night: full screen, captions naming each rule; any key hands the game to you")
        .clicked()
    {
        action = Some(MenuAction::StartDemo(Vec::new()));
    }
    if big_button(ui, "Join a game on another machine")
        .on_hover_text("Play a game hosted on another machine: its address, or a recent host")
        .clicked()
    {
        action = Some(MenuAction::OpenJoin);
    }
    if view.any_saved && big_button(ui, "Saved games and replays").clicked() {
        action = Some(MenuAction::OpenSavedGames);
    }
    ui.columns(3, |columns| {
        if big_button(&mut columns[0], "Settings").clicked() {
            action = Some(MenuAction::OpenSettings);
        }
        if big_button(&mut columns[1], "Controls").clicked() {
            action = Some(MenuAction::OpenControls);
        }
        if big_button(&mut columns[2], "Quit").clicked() {
            action = Some(MenuAction::Quit);
        }
    });
    action
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click;

    #[test]
    fn the_title_menu_opens_a_mode_resumes_and_starts_the_demo() {
        let games = [(Ruleset::Soldiers, "Resume Soldiers: move 3".to_string())];
        let view = TitleView {
            resumable: Some("Resume: Hastings, move 2"),
            games: &games,
            any_saved: true,
        };
        let mode = Mode::ALL[0];
        let title = match mode.availability() {
            Availability::Opens { .. } => mode.title().to_string(),
            Availability::NotYet { .. } => format!("{}  (not built yet)", mode.title()),
        };
        let cases = [
            (title.as_str(), MenuAction::OpenMode(mode)),
            ("Resume: Hastings, move 2", MenuAction::ResumeBattle),
            (
                "Resume Soldiers: move 3",
                MenuAction::ResumeGame(Ruleset::Soldiers),
            ),
            (
                "Demo: the computer plays every ruleset",
                MenuAction::StartDemo(Vec::new()),
            ),
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
}
