//! Covers over the board: the hand-over between human players (their hands are face up, so
//! it only says whose turn it is) and the win.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::palette;
use super::selection::Picks;
use crate::app::core::screens::Screen;
use crate::app::games::movement_game::{MovementGameSession, MovementTurns};
use crate::app::session::view::BoardDrawn;
use crate::app::session::view::hand_over::{self, TurnPassed};
use crate::rules::movement_game::state::Phase;

/// Whether the hand-over cover is up, and the human seat that acted last.
pub type HandOver = hand_over::HandOver<MovementTurns>;

pub(super) fn plugin(app: &mut App) {
    let on_board = in_state(Screen::MovementBoard).and_then(resource_exists::<MovementGameSession>);
    app.add_systems(Update, drop_picks.run_if(on_board.clone()))
        .add_systems(
            EguiPrimaryContextPass,
            (draw_cover, draw_win).after(BoardDrawn).run_if(on_board),
        );
}

/// Another player's turn: the previous player's picks go.
fn drop_picks(mut passed: MessageReader<TurnPassed>, mut picks: ResMut<Picks>) {
    if passed.read().count() > 0 {
        *picks = Picks::default();
    }
}

fn draw_cover(
    mut contexts: EguiContexts,
    session: Res<MovementGameSession>,
    mut hand: ResMut<HandOver>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    hand_over::draw_cover(ctx, &session, &mut hand, |player| {
        let player = &session.state.players[player];
        (
            format!("{}'s turn — press to continue", player.name),
            egui::Color32::WHITE,
            Some(palette::side(player.side)),
        )
    });
    Ok(())
}

fn draw_win(mut contexts: EguiContexts, session: Res<MovementGameSession>) -> Result {
    let Phase::Over { winner } = session.state.phase else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let player = &session.state.players[winner];
    egui::Window::new("Winner")
        .title_bar(false)
        .anchor(egui::Align2::CENTER_TOP, [-180.0, 40.0])
        .resizable(false)
        .show(ctx, |ui| {
            ui.label(
                egui::RichText::new(format!(
                    "{} wins after {} turns",
                    player.name, session.state.turns
                ))
                .size(34.0)
                .strong()
                .color(palette::side(player.side)),
            );
            ui.label("All four tokens are home. Escape for the menu.");
        });
    Ok(())
}
