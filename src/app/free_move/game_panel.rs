//! The game panel on the left of the table: the countdown (large, red in its last ten
//! seconds), why it is that long, the phase, and each side's buttons — Ready, Done, Time!,
//! undo in the rearrangement, pull out — big enough for a finger.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::box_select::{EmptyDrag, EmptyDrags};
use super::computer::FreeMoveSeats;
use super::countdown::{Countdown, SideReady};
use super::game::{FreeMoveGame, GameCommand};
use super::orders::draw_orders;
use super::overlay::PANEL_WIDTH;
use super::stand_drag::Selection;
use super::undo::UndoRearrangement;
use crate::app::screens::Screen;
use crate::app::ui::palette::SidePalette;
use crate::rules::free_move::ai::Level;
use crate::rules::free_move::{Command, Phase, Side, State};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_game_panel.run_if(in_state(Screen::Table).and_then(resource_exists::<FreeMoveGame>)),
    );
}

/// What the players are to do now, in a sentence.
fn instructions(state: &State, countdown: &Countdown) -> String {
    match state.phase {
        Phase::Deployment => "Place your stands in your deployment zone, then press Ready.".into(),
        Phase::TimedMove if countdown.running => {
            "Move! Grab a stand: its measuring stick shows how far one measure goes.".into()
        }
        Phase::TimedMove if state.combat_suspended => {
            "Time was called: no combat until this timed move has been played. Ready when the \
             situation is cleared up."
                .into()
        }
        Phase::TimedMove => "Both players press Ready to start the countdown.".into(),
        Phase::Rearrangement => {
            "Straighten your lines: sideways and backward only, not in melee or in enemy \
             missile range. Done when finished."
                .into()
        }
        Phase::MissileFire => {
            "Missile fire: click one of your missile units, then its target. Done when all \
             have aimed."
                .into()
        }
        Phase::PullOut => {
            "After a first-move melee either side may pull out (20% of its points, retire 4 \
             moves). Done to fight on."
                .into()
        }
        Phase::BonusMoves => {
            "Winners of a melee make one bonus move each; any melee it starts is fought at once."
                .into()
        }
        Phase::GameOver => "The battle is over.".into(),
    }
}

/// Who plays the side: a human, or the computer at one of its levels (switchable at any
/// time, to practise against it or to watch two computers).
fn seat_choice(ui: &mut egui::Ui, side: Side, seat: &mut Option<Level>) {
    let label = |seat: Option<Level>| match seat {
        None => "Human".to_string(),
        Some(level) => format!("Computer: {}", level.name()),
    };
    egui::ComboBox::from_id_salt(("free move seat", side.index()))
        .selected_text(label(*seat))
        .show_ui(ui, |ui| {
            ui.selectable_value(seat, None, label(None));
            for level in Level::ALL {
                ui.selectable_value(seat, Some(level), label(Some(level)));
            }
        });
}

fn side_button(ui: &mut egui::Ui, text: &str, colour: egui::Color32, enabled: bool) -> bool {
    ui.add_enabled(
        enabled,
        egui::Button::new(egui::RichText::new(text).size(20.0).color(colour))
            .min_size(egui::vec2(ui.available_width(), 48.0)),
    )
    .clicked()
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn draw_game_panel(
    mut contexts: EguiContexts,
    game: Res<FreeMoveGame>,
    countdown: Res<Countdown>,
    palette: Res<SidePalette>,
    mut ready: MessageWriter<SideReady>,
    mut commands: MessageWriter<GameCommand>,
    mut undo: MessageWriter<UndoRearrangement>,
    mut seats: ResMut<FreeMoveSeats>,
    selection: Res<Selection>,
    mut drags: ResMut<EmptyDrags>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let state = &game.state;
    egui::Window::new("Battle")
        .anchor(egui::Align2::LEFT_TOP, [8.0, 8.0])
        .title_bar(false)
        .resizable(false)
        .min_width(PANEL_WIDTH - 30.0)
        .max_width(PANEL_WIDTH - 30.0)
        .show(ctx, |ui| {
            ui.label(
                egui::RichText::new(format!(
                    "Move {} · {}",
                    state.move_number.max(1),
                    state.phase.title()
                ))
                .size(22.0)
                .strong(),
            );
            if state.phase == Phase::TimedMove {
                let colour = if countdown.warning() {
                    egui::Color32::from_rgb(255, 80, 60)
                } else {
                    egui::Color32::WHITE
                };
                ui.label(
                    egui::RichText::new(countdown.clock())
                        .size(72.0)
                        .strong()
                        .color(colour),
                );
                if countdown.warning() {
                    ui.label(
                        egui::RichText::new("Last ten seconds!")
                            .size(22.0)
                            .strong()
                            .color(colour),
                    );
                    // Keep the clock ticking on screen even with no input.
                    ui.ctx().request_repaint();
                }
                ui.label(&countdown.reason);
            }
            ui.label(instructions(state, &countdown));
            ui.add_space(6.0);
            for side in Side::BOTH {
                let colour = palette.egui_on_dark(side.index());
                let name = &state.side_names[side.index()];
                ui.separator();
                ui.horizontal(|ui| {
                    ui.label(egui::RichText::new(name).size(20.0).strong().color(colour));
                    seat_choice(ui, side, &mut seats.0[side.index()]);
                });
                match state.phase {
                    Phase::TimedMove if countdown.running => {
                        if side_button(ui, "Time!", colour, true) {
                            commands.write(GameCommand(Command::CallTime { side }));
                        }
                    }
                    Phase::TimedMove => {
                        let done = countdown.ready[side.index()];
                        let text = if done { "Ready ✔" } else { "Ready" };
                        if side_button(ui, text, colour, !done) {
                            ready.write(SideReady(side));
                        }
                    }
                    Phase::GameOver => {}
                    _ => {
                        let done = state.done[side.index()];
                        let text = match (state.phase, done) {
                            (Phase::Deployment, false) => "Ready",
                            (_, false) => "Done",
                            (_, true) => "Waiting for the other side",
                        };
                        if side_button(ui, text, colour, !done) {
                            ready.write(SideReady(side));
                        }
                    }
                }
                if state.phase == Phase::Rearrangement {
                    let undoable = game.rearrangement_undo(side).is_ok();
                    if side_button(ui, "Undo my last move", colour, undoable) {
                        undo.write(UndoRearrangement(side));
                    }
                }
                let mode = &mut drags.0[side.index()];
                ui.horizontal(|ui| {
                    ui.label("Empty-table drag:");
                    ui.selectable_value(mode, EmptyDrag::Tape, "tape");
                    ui.selectable_value(mode, EmptyDrag::Box, "box");
                });
                for order in draw_orders(ui, state, &countdown, selection.0[side.index()], side) {
                    commands.write(GameCommand(order));
                }
                if state.phase == Phase::PullOut && !state.done[side.index()] {
                    for melee in &state.melees {
                        let present = melee.units.iter().any(|unit| unit.side == side);
                        if melee.rounds_fought == 1
                            && present
                            && side_button(
                                ui,
                                &format!("Pull out of melee {}", melee.id),
                                colour,
                                true,
                            )
                        {
                            commands.write(GameCommand(Command::PullOut {
                                side,
                                melee: melee.id,
                            }));
                        }
                    }
                }
            }
            if let Some(result) = &state.result {
                ui.separator();
                ui.label(egui::RichText::new(&result.reason).size(20.0).strong());
            }
        });
    Ok(())
}
