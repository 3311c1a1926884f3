//! The replay bar at the top of a game screen: where the replay stands, step and jump
//! buttons, play and pause, a slider over every command, the speed, "continue from here"
//! and close. Big enough to use by touch; it can be dragged off whatever it covers.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{Replay, ReplayControl, ReplayableGame, SPEEDS};

/// The replay bar of the game `G`.
pub fn plugin<G: ReplayableGame>(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_bar::<G>.run_if(
            in_state(G::SCREEN)
                .and_then(resource_exists::<G>)
                .and_then(resource_exists::<Replay<G>>),
        ),
    );
}

fn draw_bar<G: ReplayableGame>(
    mut contexts: EguiContexts,
    game: Res<G>,
    replay: Res<Replay<G>>,
    mut controls: MessageWriter<ReplayControl>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let total = replay.commands.len();
    let centre = ctx.content_rect().center().x;
    // At the top by default; drag it anywhere to see what it covers.
    egui::Window::new("Replay")
        .pivot(egui::Align2::CENTER_TOP)
        .default_pos([centre, 6.0])
        .movable(true)
        .order(egui::Order::Foreground)
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.spacing_mut().button_padding = egui::vec2(10.0, 7.0);
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new("REPLAY").strong().size(18.0));
                ui.label(
                    egui::RichText::new(format!(
                        "command {} of {total}: {}",
                        replay.at,
                        game.whereabouts()
                    ))
                    .size(16.0),
                );
            });
            ui.label(
                egui::RichText::new("Watching: the game's buttons wait for Continue from here. Drag the bar to move it.")
                    .size(13.0)
                    .weak(),
            );
            ui.horizontal(|ui| {
                let mut button = |ui: &mut egui::Ui, text: &str, hover: &str, control| {
                    if ui
                        .button(egui::RichText::new(text).size(18.0))
                        .on_hover_text(hover)
                        .clicked()
                    {
                        controls.write(control);
                    }
                };
                button(ui, "|<", "To the start", ReplayControl::Seek(0));
                button(ui, "<", "One command back", ReplayControl::Step(-1));
                if replay.playing {
                    button(ui, "Pause", "Stop playing", ReplayControl::Pause);
                } else {
                    button(ui, "Play", "Play at the chosen speed", ReplayControl::Play);
                }
                button(ui, ">", "One command forward", ReplayControl::Step(1));
                button(ui, ">|", "To the end", ReplayControl::Seek(total));
                let mut at = replay.at;
                ui.spacing_mut().slider_width = 170.0;
                if ui
                    .add(egui::Slider::new(&mut at, 0..=total).show_value(false))
                    .changed()
                {
                    controls.write(ReplayControl::Seek(at));
                }
            });
            ui.horizontal(|ui| {
                ui.spacing_mut().slider_width = 110.0;
                let mut speed = replay.speed;
                ui.label("Speed");
                if ui
                    .add(
                        egui::Slider::new(&mut speed, SPEEDS)
                            .logarithmic(true)
                            .max_decimals(1)
                            .suffix("/s"),
                    )
                    .changed()
                {
                    controls.write(ReplayControl::SetSpeed(speed));
                }
                if ui
                    .button(egui::RichText::new("Continue from here").size(18.0))
                    .on_hover_text("Play on from this point; the later commands are dropped")
                    .clicked()
                {
                    controls.write(ReplayControl::ContinueFromHere);
                }
                if ui
                    .button(egui::RichText::new("Close").size(18.0))
                    .on_hover_text("Back to the game as it was")
                    .clicked()
                {
                    controls.write(ReplayControl::Close);
                }
            });
        });
    Ok(())
}
