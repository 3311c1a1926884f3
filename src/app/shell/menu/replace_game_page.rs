//! The question before a new game replaces the ruleset's unfinished one: asked wherever
//! the new game was chosen (a mode's page, the Skirmish Wars set-up screen).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::flow::{ConfirmNewGame, NewGameOverUnfinished};
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::ui::widgets::{big_button, show_menu};
use crate::ruleset::Ruleset;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_question.run_if(|confirm: Res<ConfirmNewGame>| confirm.0.is_some()),
    );
}

fn draw_question(
    mut contexts: EguiContexts,
    mut confirm: ResMut<ConfirmNewGame>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(pending) = confirm.0.clone() else {
        return Ok(());
    };
    let back = show_menu(ctx, "An unfinished game", |ui| {
        ask_before_replacing(ui, &pending, &mut actions)
    });
    if back == Some(true) {
        confirm.0 = None;
    }
    Ok(())
}

/// Say what would be replaced and offer both; true when the player goes back instead.
fn ask_before_replacing(
    ui: &mut egui::Ui,
    pending: &NewGameOverUnfinished,
    actions: &mut MessageWriter<MenuAction>,
) -> bool {
    ui.heading("An unfinished game");
    ui.label(format!(
        "You have an unfinished game of {}: {}. Starting {} replaces it: the title menu's \
         Resume will then offer the new game. (A game you saved with Save game is kept.)",
        pending.ruleset.title(),
        pending.unfinished,
        pending.title
    ));
    ui.add_space(8.0);
    if big_button(ui, &format!("Start {}", pending.title)).clicked() {
        actions.write(MenuAction::PlayAnyway(pending.path.clone()));
    }
    if big_button(ui, &format!("Resume {}", pending.unfinished)).clicked() {
        actions.write(match pending.ruleset {
            Ruleset::FreeMove => MenuAction::ResumeBattle,
            ruleset => MenuAction::ResumeGame(ruleset),
        });
    }
    big_button(ui, "Back").clicked()
}
