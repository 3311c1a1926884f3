//! The link's word on screen during a network game: why the game is held (with a button to
//! try again at once, or to play on here without the other machine), and another
//! machine's request to undo, with Allow and Refuse.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::guest::{GuestLink, ReconnectNow};
use super::reconnect::ReconnectTry;
use super::undo_consent::{AnswerUndo, UndoQuestion};
use super::{LinkHold, NetAction, NetGame, NetRole};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (show_hold, show_undo_question)
            .run_if(resource_exists::<NetRole>.and_then(resource_exists::<NetGame>)),
    );
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn show_hold(
    mut contexts: EguiContexts,
    hold: Res<LinkHold>,
    link: Option<Res<GuestLink>>,
    game: Res<NetGame>,
    attempt: Option<Res<ReconnectTry>>,
    time: Res<Time<Real>>,
    mut reconnect: MessageWriter<ReconnectNow>,
    mut actions: MessageWriter<NetAction>,
) -> Result {
    let Some(why) = &hold.0 else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(t!("app-link-title"))
        .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
        .collapsible(false)
        .resizable(false)
        .title_bar(false)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_max_width(520.0);
            ui.heading(t!("app-link-game-held"));
            ui.add(egui::Label::new(why).wrap());
            ui.horizontal(|ui| {
                if link.as_ref().is_some_and(|link| link.refused.is_none())
                    && ui.button(t!("app-link-reconnect-now")).clicked()
                {
                    reconnect.write(ReconnectNow);
                }
                if game.hidden && game.me != 0 {
                    ui.label(t!("app-link-host-keeps-the-game"));
                    if ui.button(t!("app-lobby-leave")).clicked() {
                        actions.write(NetAction::Leave);
                    }
                } else if ui
                    .button(t!("app-link-play-on-here"))
                    .on_hover_text(t!("app-link-play-on-here-hover"))
                    .clicked()
                {
                    actions.write(NetAction::Leave);
                }
            });
            if let Some(attempt) = &attempt {
                ui.label(attempt.words(time.elapsed()));
            }
        });
    Ok(())
}

fn show_undo_question(
    mut contexts: EguiContexts,
    question: Option<Res<UndoQuestion>>,
    mut answers: MessageWriter<AnswerUndo>,
) -> Result {
    let Some(question) = question else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(t!("app-undo-question-title"))
        .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
        .collapsible(false)
        .resizable(false)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.label(t!("app-undo-question", name = question.name.as_str()));
            ui.horizontal(|ui| {
                if ui.button(t!("app-undo-allow")).clicked() {
                    answers.write(AnswerUndo(true));
                }
                if ui.button(t!("app-undo-refuse")).clicked() {
                    answers.write(AnswerUndo(false));
                }
            });
        });
    Ok(())
}
