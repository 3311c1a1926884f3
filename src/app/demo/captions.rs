//! The demo's captions: what just happened, in a sentence, under the name of the rule that
//! made it happen ("Shock: heavy cavalry kill one before the melee"), big enough to read
//! from across a room. Free Move names its rules event by event; the grid rulesets caption
//! each line of their game's log.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::DemoMode;
use crate::app::free_move::combat_log::log_line;
use crate::app::free_move::{FreeMoveGame, GameEvent};
use crate::app::movement_game::MovementGameSession;
use crate::app::skirmish::SkirmishGame;
use crate::app::soldiers::SoldiersGame;
use crate::app::system_sets::AppSystems;
use crate::rules::free_move::event::{Cause, Event};

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

/// The rule behind a Free Move event worth a caption, in the words of the text.
pub fn free_move_rule(event: &Event) -> Option<&'static str> {
    Some(match event {
        Event::TimedMoveBegan { .. } => {
            "The timed move: both armies move at once against the clock"
        }
        Event::BellRang => "The bell: all movement ceases",
        Event::Contact { .. } => "Contact: stands that touch an enemy freeze in melee",
        Event::SquareFormed { .. } => "Squares: infantry in square turn cavalry away",
        Event::FireAndChargeCalled { .. } => {
            "Fire and Charge: heavy infantry throw javelins before they close"
        }
        Event::VolleyResolved { .. } => "Missile fire",
        Event::Casualties {
            cause: Cause::Shock,
            ..
        } => "Shock: heavy cavalry kill one before the melee",
        Event::Casualties {
            cause: Cause::ReturnFire,
            ..
        } => "Return fire",
        Event::MeleeRound(_) => "Melee: the front ranks fight",
        Event::MeleeEnded { .. } => "The melee is decided",
        Event::PulledOut { .. } => "Pull-out: after a first-move melee a side may withdraw",
        Event::Retired { .. } => "Morale: beaten troops retire",
        Event::MoraleChanged { .. } => "Recovery: retiring troops roll to rally",
        Event::BonusMoveGranted { .. } => "Bonus move: the victors may move on",
        Event::TimeCalled { .. } => "Time! The move halts; no combat until the next",
        Event::Victory(_) => "Victory",
        _ => return None,
    })
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Caption>().add_systems(
        Update,
        (caption_free_move, caption_grid_logs)
            .in_set(AppSystems::Update)
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
        let (Some(rule), Some(line)) = (free_move_rule(event), log_line(&game.state, event)) else {
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

/// The grid rulesets: each new line of the game's log, under the ruleset's name.
fn caption_grid_logs(
    soldiers: Option<Res<SoldiersGame>>,
    skirmish: Option<Res<SkirmishGame>>,
    movement: Option<Res<MovementGameSession>>,
    mut seen: Local<usize>,
    mut caption: ResMut<Caption>,
) {
    let (ruleset, log) = if let Some(game) = &soldiers {
        ("Soldiers", &game.log)
    } else if let Some(game) = &skirmish {
        ("Skirmish Wars", &game.log)
    } else if let Some(game) = &movement {
        ("The Untitled Movement Game", &game.log)
    } else {
        *seen = 0;
        return;
    };
    if log.len() < *seen {
        *seen = 0;
    }
    if log.len() > *seen && caption.age >= READ_SECONDS {
        if let Some(line) = log.last() {
            caption.set(ruleset, line.clone());
        }
        *seen = log.len();
    }
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
