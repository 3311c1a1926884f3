//! Messages for the player (a bad scenario, a settings file that could not be read), shown
//! in a banner until dismissed.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Notices waiting to be read, oldest first.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Notices(Vec<String>);

impl Notices {
    pub fn push(&mut self, notice: impl Into<String>) {
        self.0.push(notice.into());
    }

    pub fn all(&self) -> &[String] {
        &self.0
    }

    pub fn dismiss(&mut self, index: usize) {
        if index < self.0.len() {
            self.0.remove(index);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notices>()
        .add_systems(EguiPrimaryContextPass, show_notices);
}

fn show_notices(mut contexts: EguiContexts, mut notices: ResMut<Notices>) -> Result {
    if notices.all().is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut dismissed = None;
    egui::Window::new("Notices")
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -16.0])
        // Above every screen's windows and boards: a notice is never hidden.
        .order(egui::Order::Foreground)
        .collapsible(false)
        .resizable(false)
        .title_bar(false)
        .frame(egui::Frame::window(&ctx.global_style()).fill(egui::Color32::from_rgb(90, 30, 30)))
        .show(ctx, |ui| {
            for (index, notice) in notices.all().iter().enumerate() {
                ui.horizontal(|ui| {
                    ui.label(egui::RichText::new(notice).color(egui::Color32::WHITE));
                    if ui.button("OK").clicked() {
                        dismissed = Some(index);
                    }
                });
            }
        });
    if let Some(index) = dismissed {
        notices.dismiss(index);
    }
    Ok(())
}
