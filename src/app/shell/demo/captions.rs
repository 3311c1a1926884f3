//! The demo's captions: what just happened, in a sentence, under the name of the rule that
//! made it happen ("Shock: heavy cavalry kill one before the melee"), big enough to read
//! from across a room. Each ruleset's `captions::rule_of` names the rule of an event; the
//! sentence is the game's own log line for it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::DemoMode;
use super::captioned::CaptionedGame;
use crate::app::core::screens::PausableSystems;
use crate::app::core::system_sets::AppSystems;
use crate::app::games::free_move::combat_log::log_line;
use crate::app::games::free_move::{FreeMoveGame, GameEvent};
use crate::app::games::movement_game::MovementGameSession;
use crate::app::games::skirmish::SkirmishGame;
use crate::app::games::soldiers::SoldiersGame;
use crate::rules::free_move;
use crate::rules::free_move::event::Event;

/// The caption on screen: the rule and what happened.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct Caption {
    pub rule: String,
    pub text: String,
    /// Seconds it has been up.
    pub age: f32,
    /// How many captions the demo has shown.
    pub shown: usize,
}

impl Caption {
    fn set(&mut self, rule: impl Into<String>, text: impl Into<String>) {
        self.rule = rule.into();
        self.text = text.into();
        self.age = 0.0;
        self.shown += 1;
    }
}

/// Seconds a caption stays at least, so the next one does not wipe it unread.
const READ_SECONDS: f32 = 2.5;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Caption>().add_systems(
        Update,
        (
            caption_free_move,
            caption_turn_based::<SoldiersGame>,
            caption_turn_based::<SkirmishGame>,
            caption_turn_based::<MovementGameSession>,
        )
            .in_set(AppSystems::Update)
            .in_set(PausableSystems)
            .run_if(resource_exists::<DemoMode>),
    );
}

pub(super) fn draw_plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_caption.run_if(resource_exists::<DemoMode>),
    );
}

fn caption_free_move(
    time: Res<Time>,
    mut events: MessageReader<GameEvent>,
    game: Option<Res<FreeMoveGame>>,
    mut caption: ResMut<Caption>,
) {
    caption.age += time.delta_secs();
    let Some(game) = game else {
        events.clear();
        return;
    };
    for GameEvent(event) in events.read() {
        let (Some(rule), Some(line)) = (
            free_move::captions::rule_of(event),
            log_line(&game.state, event),
        ) else {
            continue;
        };
        // The rule's big moments always show; the rest wait until the last is read.
        let big = matches!(
            event,
            Event::Victory(_) | Event::BellRang | Event::TimedMoveBegan { .. }
        );
        if big || caption.age >= READ_SECONDS {
            caption.set(rule, line);
        }
    }
}

/// Caption the first event of a batch that shows a rule, with its log line.
fn caption_first<E>(
    caption: &mut Caption,
    events: impl Iterator<Item = E>,
    rule_of: impl Fn(&E) -> Option<&'static str>,
    line_of: impl Fn(&E) -> Option<String>,
) {
    if caption.age < READ_SECONDS {
        return;
    }
    for event in events {
        if let (Some(rule), Some(line)) = (rule_of(&event), line_of(&event)) {
            caption.set(rule, line);
            return;
        }
    }
}

/// Caption a turn-based game's events: the first of each batch that shows a rule.
fn caption_turn_based<G: CaptionedGame>(
    mut events: MessageReader<G::Message>,
    game: Option<Res<G>>,
    mut caption: ResMut<Caption>,
) {
    let Some(game) = game else {
        events.clear();
        return;
    };
    caption_first(
        &mut caption,
        events.read().map(G::event),
        |event| G::rule_of(event),
        |event| game.line_of(event),
    );
}

fn draw_caption(mut contexts: EguiContexts, caption: Res<Caption>) -> Result {
    if caption.text.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let width = ctx.content_rect().width() * 0.8;
    egui::Window::new("Demo caption")
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -24.0])
        .order(egui::Order::Foreground)
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .fixed_size([width, 0.0])
        .frame(
            egui::Frame::window(&ctx.global_style())
                .fill(egui::Color32::from_rgba_unmultiplied(10, 10, 14, 235)),
        )
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(
                    egui::RichText::new(&caption.rule)
                        .size(34.0)
                        .strong()
                        .color(egui::Color32::from_rgb(255, 210, 90)),
                );
                ui.label(
                    egui::RichText::new(&caption.text)
                        .size(28.0)
                        .color(egui::Color32::WHITE),
                );
                ui.label(
                    egui::RichText::new("DEMO  ·  press any key or touch the screen to play")
                        .size(16.0)
                        .weak(),
                );
            });
        });
    Ok(())
}
