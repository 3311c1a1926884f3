//! The settings page: fullscreen, UI scale, volume, colour-blind-safe sides, a bell to test,
//! and whether a second mouse drives player 2 (with a plain line saying when it cannot).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::MenuAction;
use crate::app::audio::RingBell;
use crate::app::input::SecondMouse;
use crate::app::screens::Menu;
use crate::app::settings::{Settings, SettingsFile};
use crate::app::ui::palette::SidePalette;
use crate::app::ui::widgets::{big_button, menu_window};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_settings.run_if(in_state(Menu::Settings)),
    );
}

fn draw_settings(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    file: Res<SettingsFile>,
    palette: Res<SidePalette>,
    mut actions: MessageWriter<MenuAction>,
    mut bell: MessageWriter<RingBell>,
    mut second_mouse: Option<ResMut<SecondMouse>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Edit a copy so that Settings only counts as changed (and is saved) when a value moves.
    let mut edited = settings.clone();
    menu_window("Settings").show(ctx, |ui| {
        ui.heading("Settings");
        ui.checkbox(&mut edited.fullscreen, "Fullscreen (F11)");
        ui.horizontal(|ui| {
            ui.label("UI scale");
            ui.add(egui::Slider::new(&mut edited.ui_scale, Settings::UI_SCALE_RANGE).step_by(0.05));
        });
        ui.label(egui::RichText::new("Raise it for a big screen seen across the room.").small());
        ui.horizontal(|ui| {
            ui.label("Volume");
            ui.add(egui::Slider::new(&mut edited.volume, 0.0..=1.0).step_by(0.05));
            if ui.button("Ring the bell").clicked() {
                bell.write(RingBell);
            }
        });
        ui.checkbox(
            &mut edited.colour_blind_safe,
            "Colour-blind-safe side colours",
        );
        ui.horizontal(|ui| {
            for side in 0..2 {
                ui.label(
                    egui::RichText::new(format!("  Side {}  ", side + 1))
                        .background_color(palette.egui(side))
                        .color(egui::Color32::WHITE)
                        .strong(),
                );
            }
        });
        if let Some(second_mouse) = second_mouse.as_deref_mut() {
            ui.add_space(6.0);
            ui.add_enabled(
                second_mouse.available(),
                egui::Checkbox::new(&mut edited.second_mouse, "A second mouse for Player 2"),
            );
            ui.label(egui::RichText::new(second_mouse.status()).small());
            if second_mouse.player_two_mouse().is_some() && ui.button("Swap the two mice").clicked()
            {
                second_mouse.swap();
            }
        }
        ui.add_space(6.0);
        ui.label(
            egui::RichText::new(format!(
                "Saved to {}. Key bindings: bindings.ron in the same folder.",
                file.0.display()
            ))
            .small(),
        );
        ui.add_space(6.0);
        if big_button(ui, "Back").clicked() {
            actions.write(MenuAction::Back);
        }
    });
    settings.set_if_neq(edited.clamped());
    Ok(())
}
