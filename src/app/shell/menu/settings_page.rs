//! The settings page: fullscreen, UI scale, volume, colour-blind-safe sides, a bell to test,
//! and whether a second mouse drives player 2 (with a plain line saying when it cannot).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::core::audio::RingBell;
use crate::app::core::input::SecondMouse;
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::screens::Menu;
use crate::app::core::settings::{Settings, SettingsFile};
use crate::app::core::ui::palette::SidePalette;
use crate::app::core::ui::widgets::{big_button, show_menu};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_settings.run_if(in_state(Menu::Settings)),
    );
}

/// The UI scales offered, from a small window to a screen across a room.
const UI_SCALE_STEPS: [f32; 8] = [0.75, 1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0];

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
    show_menu(ctx, "Settings", |ui| {
        ui.heading("Settings");
        ui.checkbox(&mut edited.fullscreen, "Fullscreen (F11)");
        // Steps, not a slider: the page grows as the scale changes, so a slider would move
        // under the pointer that drags it (and jump to its ends).
        ui.horizontal_wrapped(|ui| {
            ui.label("UI scale");
            for step in UI_SCALE_STEPS {
                let chosen = (edited.ui_scale - step).abs() < 0.01;
                if ui.selectable_label(chosen, format!("{step}×")).clicked() {
                    edited.ui_scale = step;
                }
            }
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
        if let Some(second_mouse) = second_mouse.as_mut() {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ui_scale_steps_lie_in_the_allowed_range_and_rise() {
        assert!(
            UI_SCALE_STEPS
                .iter()
                .all(|step| Settings::UI_SCALE_RANGE.contains(step))
        );
        assert!(UI_SCALE_STEPS.windows(2).all(|pair| pair[0] < pair[1]));
        for wanted in [1.0, 2.0, 3.0] {
            assert!(UI_SCALE_STEPS.contains(&wanted), "{wanted}× is offered");
        }
    }
}
