//! The title menu: the five modes, the settings, quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::core::menu_actions::MenuAction;
use crate::app::core::mode::{Availability, Mode};
use crate::app::core::screens::Menu;
use crate::app::core::ui::notices::Notices;
use crate::app::core::ui::widgets::{big_button, show_menu};
use crate::app::games::free_move::save::{AutosaveFile, read_autosave};

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

fn read_resumable(
    mut resumable: ResMut<Resumable>,
    file: Res<AutosaveFile>,
    mut notices: ResMut<Notices>,
) {
    resumable.0 = match read_autosave(&file) {
        Ok(save) => {
            save.map(|save| format!("Resume: {}, move {}", save.title, save.move_number.max(1)))
        }
        Err(problem) => {
            notices.push(problem);
            None
        }
    };
}

fn draw_title_menu(
    mut contexts: EguiContexts,
    resumable: Res<Resumable>,
    games: Res<super::saved_games::ResumableGames>,
    saved: Res<super::saved_games::SavedGames>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    show_menu(ctx, "Muster", |ui| {
        ui.vertical_centered(|ui| {
            ui.label(egui::RichText::new("MUSTER").size(64.0).strong());
            ui.label("Wargames for club night: one table, two players, one countdown.");
            ui.add_space(12.0);
        });
        if let Some(label) = &resumable.0
            && big_button(ui, label).clicked()
        {
            actions.write(MenuAction::ResumeBattle);
        }
        for (ruleset, label) in &games.0 {
            if big_button(ui, label).clicked() {
                actions.write(MenuAction::ResumeGame(*ruleset));
            }
        }
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
        if big_button(ui, "Demo: the computer plays every ruleset")
            .on_hover_text("For a club night: full screen, captions naming each rule; any key hands the game to you")
            .clicked()
        {
            actions.write(MenuAction::StartDemo(Vec::new()));
        }
        if !saved.0.is_empty() && big_button(ui, "Saved games and replays").clicked() {
            actions.write(MenuAction::OpenSavedGames);
        }
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
