//! The replay bar at the top of a game screen: where the replay stands, step and jump
//! buttons, play and pause, a slider over every command, the speed, "continue from here"
//! and close. Big enough to use by touch; it can be dragged off whatever it covers. Seen as
//! one seat ("since your last turn") it counts steps and closes back to the game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::{Replay, ReplayControl, ReplayableGame, SPEEDS};
use crate::app::core::ui::access_names::named;

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
    let view = BarView {
        at: replay.at,
        total: replay.end(),
        whereabouts: game.whereabouts(),
        playing: replay.playing,
        speed: replay.speed,
        since: replay.since.is_some(),
    };
    let centre = ctx.content_rect().center().x;
    // At the top by default; drag it anywhere to see what it covers. Seen as one seat, a
    // narrower bar at the top left, clear of the game's panel (its words are longer).
    let window = if view.since {
        egui::Window::new("Since your last turn")
            .pivot(egui::Align2::LEFT_TOP)
            .default_pos([6.0, 6.0])
            .max_width(SINCE_BAR_WIDTH)
    } else {
        egui::Window::new("Replay")
            .pivot(egui::Align2::CENTER_TOP)
            .default_pos([centre, 6.0])
    };
    let asked = window
        .movable(true)
        .order(egui::Order::Foreground)
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| bar_contents(ui, &view))
        .and_then(|shown| shown.inner);
    if let Some(control) = asked.flatten() {
        controls.write(control);
    }
    Ok(())
}

/// The widest the bar seen as one seat grows, in points.
const SINCE_BAR_WIDTH: f32 = 540.0;

/// Where the replay stands, as the bar shows it.
struct BarView {
    /// Commands played so far, of `total`.
    at: usize,
    total: usize,
    /// The game's own words for where it stands ("turn 3, Blue").
    whereabouts: String,
    playing: bool,
    /// Commands a second while playing.
    speed: f32,
    /// Seen as one seat, since its last turn: steps, and back to the game.
    since: bool,
}

/// The bar's contents; what the viewer asked.
fn bar_contents(ui: &mut egui::Ui, view: &BarView) -> Option<ReplayControl> {
    let mut asked = None;
    ui.spacing_mut().button_padding = egui::vec2(10.0, 7.0);
    let whereabouts = if view.since {
        // The heading above its step: the step's words run long in German.
        ui.label(egui::RichText::new(t!("since-heading")).strong().size(18.0));
        ui.add(
            egui::Label::new(
                egui::RichText::new(t!(
                    "since-step-of",
                    at = view.at,
                    total = view.total,
                    whereabouts = view.whereabouts.as_str()
                ))
                .size(16.0),
            )
            .wrap(),
        )
    } else {
        ui.horizontal(|ui| {
            ui.label(
                egui::RichText::new(t!("session-replay-heading"))
                    .strong()
                    .size(18.0),
            );
            ui.label(
                egui::RichText::new(t!(
                    "session-replay-command-of",
                    at = view.at,
                    total = view.total,
                    whereabouts = view.whereabouts.as_str()
                ))
                .size(16.0),
            )
        })
        .inner
    };
    let watching = if view.since {
        t!("since-watching")
    } else {
        t!("session-replay-watching")
    };
    ui.label(egui::RichText::new(watching).size(13.0).weak());
    ui.horizontal(|ui| {
        // A screen reader reads a symbol's button by its tooltip ("To the start"), not
        // as the symbol ("|<"); a word's by the word.
        let mut button = |ui: &mut egui::Ui, text: &str, hover: String, control| {
            let mut response = ui.button(egui::RichText::new(text).size(18.0));
            if !text.chars().any(char::is_alphabetic) {
                response = named(response, &hover);
            }
            if response.on_hover_text(hover).clicked() {
                asked = Some(control);
            }
        };
        button(
            ui,
            "|<",
            t!("session-replay-to-start"),
            ReplayControl::Seek(0),
        );
        button(
            ui,
            "<",
            t!("session-replay-step-back"),
            ReplayControl::Step(-1),
        );
        if view.playing {
            let pause = t!("session-replay-pause");
            button(
                ui,
                &pause,
                t!("session-replay-pause-hover"),
                ReplayControl::Pause,
            );
        } else {
            let play = t!("session-replay-play");
            button(
                ui,
                &play,
                t!("session-replay-play-hover"),
                ReplayControl::Play,
            );
        }
        button(
            ui,
            ">",
            t!("session-replay-step-forward"),
            ReplayControl::Step(1),
        );
        button(
            ui,
            ">|",
            t!("session-replay-to-end"),
            ReplayControl::Seek(view.total),
        );
        let mut at = view.at;
        ui.spacing_mut().slider_width = 170.0;
        if ui
            .add(egui::Slider::new(&mut at, 0..=view.total).show_value(false))
            .labelled_by(whereabouts.id)
            .changed()
        {
            asked = Some(ReplayControl::Seek(at));
        }
    });
    ui.horizontal(|ui| {
        ui.spacing_mut().slider_width = 110.0;
        let mut speed = view.speed;
        if ui
            .add(
                egui::Slider::new(&mut speed, SPEEDS)
                    .logarithmic(true)
                    .max_decimals(1)
                    .suffix("/s")
                    // Its own text names the slider and its number field for a screen
                    // reader.
                    .text(t!("session-replay-speed")),
            )
            .changed()
        {
            asked = Some(ReplayControl::SetSpeed(speed));
        }
        if view.since {
            if ui
                .button(egui::RichText::new(t!("since-back-to-the-game")).size(18.0))
                .on_hover_text(t!("since-back-to-the-game-hover"))
                .clicked()
            {
                asked = Some(ReplayControl::Close);
            }
            return;
        }
        if ui
            .button(egui::RichText::new(t!("session-replay-continue")).size(18.0))
            .on_hover_text(t!("session-replay-continue-hover"))
            .clicked()
        {
            asked = Some(ReplayControl::ContinueFromHere);
        }
        if ui
            .button(egui::RichText::new(t!("session-replay-close")).size(18.0))
            .on_hover_text(t!("session-replay-close-hover"))
            .clicked()
        {
            asked = Some(ReplayControl::Close);
        }
    });
    asked
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click;

    #[test]
    fn the_replay_bar_plays_steps_and_continues_from_here() {
        let view = BarView {
            at: 2,
            total: 5,
            whereabouts: "turn 1".to_string(),
            playing: false,
            speed: 2.0,
            since: false,
        };
        let bar = |ui: &mut egui::Ui| bar_contents(ui, &view);
        assert_eq!(click("Play", bar), vec![ReplayControl::Play]);
        assert_eq!(
            click("One command forward", bar),
            vec![ReplayControl::Step(1)]
        );
        assert_eq!(click("To the end", bar), vec![ReplayControl::Seek(5)]);
        assert_eq!(
            click("Continue from here", bar),
            vec![ReplayControl::ContinueFromHere]
        );
    }

    #[test]
    fn since_your_last_turn_the_bar_goes_back_to_the_game_and_cuts_nothing() {
        use crate::app::core::ui::panel_test::shows;
        let view = BarView {
            at: 1,
            total: 4,
            whereabouts: "turn 2".to_string(),
            playing: false,
            speed: 2.0,
            since: true,
        };
        let bar = |ui: &mut egui::Ui| bar_contents(ui, &view);
        assert_eq!(click("Back to the game", bar), vec![ReplayControl::Close]);
        assert_eq!(
            click("One command forward", bar),
            vec![ReplayControl::Step(1)]
        );
        let drawn = |ui: &mut egui::Ui| {
            bar_contents(ui, &view);
        };
        assert!(shows("SINCE YOUR LAST TURN", drawn));
        assert!(
            !shows("Continue from here", drawn),
            "the others' turn is not cut"
        );
    }
}
