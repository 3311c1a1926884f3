//! The demo's captions: what just happened, in a sentence, under the name of the rule that
//! made it happen ("Shock: heavy cavalry kill one before the melee"), big enough to read
//! from across a room. Each ruleset's `captions::rule_of` names the rule of an event; the
//! sentence is the game's own log line for it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::DemoMode;
use crate::app::core::rule_captions::RuleShown;
use crate::app::core::screens::PausableSystems;
use crate::app::core::system_sets::AppSystems;

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
        take_captions
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

/// The games' rules as they happen: a big moment shows at once, the rest wait until the
/// caption on screen has been read.
fn take_captions(
    time: Res<Time>,
    mut shown: MessageReader<RuleShown>,
    mut caption: ResMut<Caption>,
) {
    caption.age += time.delta_secs();
    for rule in shown.read() {
        if rule.big || caption.age >= READ_SECONDS {
            caption.set(rule.rule.clone(), rule.line.clone());
        }
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
        .show(ctx, |ui| caption_contents(ui, &caption));
    Ok(())
}

/// The caption's words: the rule, big, what happened under it, and how to take over.
fn caption_contents(ui: &mut egui::Ui, caption: &Caption) {
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
            egui::RichText::new(t!("walkthrough-demo-take-over"))
                .size(16.0)
                .weak(),
        );
    });
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::shows;

    /// The caption has no control: the test reads it (any key takes over, in `hand_over`).
    #[test]
    fn the_caption_shows_the_rule_over_what_happened() {
        let mut caption = Caption::default();
        caption.set("Shock", "Heavy cavalry kill one before the melee.");
        for text in [
            "Shock",
            "Heavy cavalry kill one before the melee.",
            "DEMO  ·  press any key or touch the screen to play",
        ] {
            assert!(shows(text, |ui| caption_contents(ui, &caption)), "{text}");
        }
    }
}
