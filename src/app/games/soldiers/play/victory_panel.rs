//! The end of a Soldiers game: the winner and why, each condition's progress, and the way
//! back to the title.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::core::menu_actions::MenuAction;
use crate::app::core::screens::Screen;
use crate::app::core::ui::widgets::big_button;
use crate::app::games::soldiers::SoldiersGame;
use crate::rules::soldiers::state::Phase;
use crate::rules::soldiers::victory::{evaluate, progress};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_victory.run_if(in_state(Screen::HexBoard).and_then(resource_exists::<SoldiersGame>)),
    );
}

fn draw_victory(
    mut contexts: EguiContexts,
    game: Res<SoldiersGame>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let state = &game.state;
    if state.phase != Phase::Over {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let (winner, reason) = evaluate(state);
    let headline = match winner {
        Some(side) => format!("Victory: {}", state.players[side.index()]),
        None => "No victory".to_string(),
    };
    egui::Window::new("The game is over")
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .default_width(520.0)
        .show(ctx, |ui| {
            ui.label(egui::RichText::new(headline).size(34.0).strong());
            ui.label(egui::RichText::new(reason).size(18.0));
            ui.add_space(8.0);
            ui.label(format!(
                "{} game-turns played.",
                state.last_turn.min(state.turn)
            ));
            for line in progress(state) {
                ui.label(line);
            }
            ui.add_space(8.0);
            if big_button(ui, "Back to the title menu").clicked() {
                actions.write(MenuAction::QuitToTitle);
            }
        });
    Ok(())
}
