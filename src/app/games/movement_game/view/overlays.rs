//! Covers over the board: the hand-over between human players (their hands are face up, so
//! it only says whose turn it is) and the win.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::board::human_to_act;
use super::palette;
use super::selection::Picks;
use crate::app::core::screens::Screen;
use crate::app::games::movement_game::{MovementGameSession, MovementSeat};
use crate::rules::movement_game::state::Phase;

/// Whether the hand-over cover is up, and the human seat that acted last.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HandOver {
    pub covered: bool,
    pub last_human: Option<usize>,
}

pub(super) fn plugin(app: &mut App) {
    let on_board = in_state(Screen::MovementBoard).and_then(resource_exists::<MovementGameSession>);
    app.init_resource::<HandOver>()
        .add_systems(Update, watch_seat.run_if(on_board.clone()))
        .add_systems(
            EguiPrimaryContextPass,
            (draw_cover, draw_win)
                .after(super::BoardDrawn)
                .run_if(on_board),
        )
        .add_systems(
            OnExit(Screen::MovementBoard),
            |mut hand: ResMut<HandOver>| *hand = HandOver::default(),
        );
}

fn watch_seat(
    session: Res<MovementGameSession>,
    mut hand: ResMut<HandOver>,
    mut picks: ResMut<Picks>,
) {
    let Some(seat) = human_to_act(&session) else {
        return;
    };
    if Some(seat) == hand.last_human {
        return;
    }
    let humans = session
        .seats
        .iter()
        .filter(|seat| **seat == MovementSeat::Human)
        .count();
    if humans >= 2 && hand.last_human.is_some() {
        hand.covered = true;
    }
    *picks = Picks::default();
    hand.last_human = Some(seat);
}

fn draw_cover(
    mut contexts: EguiContexts,
    session: Res<MovementGameSession>,
    mut hand: ResMut<HandOver>,
) -> Result {
    if !hand.covered {
        return Ok(());
    }
    let Some(player) = session.state.acting() else {
        hand.covered = false;
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let side = session.state.players[player].side;
    egui::Area::new(egui::Id::new("movement hand over"))
        .order(egui::Order::Foreground)
        .fixed_pos(screen.min)
        .show(ctx, |ui| {
            let (rect, response) = ui.allocate_exact_size(screen.size(), egui::Sense::click());
            ui.painter()
                .rect_filled(rect, 0.0, egui::Color32::from_rgb(16, 18, 22));
            ui.painter().circle_filled(
                rect.center() - egui::vec2(0.0, 70.0),
                30.0,
                palette::side(side),
            );
            ui.painter().text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                format!(
                    "{}'s turn — press to continue",
                    session.state.players[player].name
                ),
                egui::FontId::proportional(34.0),
                egui::Color32::WHITE,
            );
            if response.clicked() {
                hand.covered = false;
            }
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
