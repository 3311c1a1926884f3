//! The settings page: the language, fullscreen, UI scale, volume, colour-blind-safe sides, a
//! bell to test, and whether a second mouse drives player 2 (with a plain line saying when
//! it cannot).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::{Language, t};

use crate::app::core::audio::RingBell;
use crate::app::core::input::SecondMouse;
use crate::app::core::language::SystemLanguage;
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

// A bevy system: each resource the page reads or writes is one argument.
#[allow(clippy::too_many_arguments)]
fn draw_settings(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    file: Res<SettingsFile>,
    palette: Res<SidePalette>,
    system_language: Res<SystemLanguage>,
    mut actions: MessageWriter<MenuAction>,
    mut bell: MessageWriter<RingBell>,
    mut second_mouse: Option<ResMut<SecondMouse>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Edit a copy so that Settings only counts as changed (and is saved) when a value moves.
    let mut edited = settings.clone();
    let asked = show_menu(ctx, "Settings", |ui| {
        settings_page(
            ui,
            &mut edited,
            *system_language,
            &palette,
            &file.0,
            second_mouse.as_deref_mut(),
        )
    })
    .flatten();
    match asked {
        Some(Asked::RingBell) => {
            bell.write(RingBell);
        }
        Some(Asked::Back) => {
            actions.write(MenuAction::Back);
        }
        None => {}
    }
    settings.set_if_neq(edited.clamped());
    Ok(())
}

/// What the settings page asks beyond editing the settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Asked {
    RingBell,
    Back,
}

/// The settings page's contents: edits `edited`; the second mouse's part only where the
/// input knows of mice (`second_mouse`); saved to `file`.
fn settings_page(
    ui: &mut egui::Ui,
    edited: &mut Settings,
    system_language: SystemLanguage,
    palette: &SidePalette,
    file: &std::path::Path,
    second_mouse: Option<&mut SecondMouse>,
) -> Option<Asked> {
    let mut asked = None;
    ui.heading(t!("menu-settings-title"));
    language_choice(ui, &mut edited.language, system_language);
    ui.checkbox(&mut edited.fullscreen, t!("menu-settings-fullscreen"));
    // Steps, not a slider: the page grows as the scale changes, so a slider would move
    // under the pointer that drags it (and jump to its ends).
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("menu-settings-ui-scale"));
        for step in UI_SCALE_STEPS {
            let chosen = (edited.ui_scale - step).abs() < 0.01;
            if ui.selectable_label(chosen, format!("{step}×")).clicked() {
                edited.ui_scale = step;
            }
        }
    });
    ui.label(egui::RichText::new(t!("menu-settings-ui-scale-hint")).small());
    // Wrapped: on a narrow menu (a big UI scale) the bell goes under the slider rather
    // than past the menu's edge.
    ui.horizontal_wrapped(|ui| {
        // Named by its own text, which egui gives the slider and its number field both (a
        // screen reader reads "Volume" for each).
        ui.add(
            egui::Slider::new(&mut edited.volume, 0.0..=1.0)
                .step_by(0.05)
                .text(t!("menu-settings-volume")),
        );
        if ui.button(t!("menu-settings-ring-the-bell")).clicked() {
            asked = Some(Asked::RingBell);
        }
    });
    ui.checkbox(
        &mut edited.colour_blind_safe,
        t!("menu-settings-colour-blind-safe"),
    );
    ui.horizontal(|ui| {
        for side in 0..2 {
            ui.label(
                egui::RichText::new(format!("  {}  ", t!("common-side", side = side + 1)))
                    .background_color(palette.egui(side))
                    .color(egui::Color32::WHITE)
                    .strong(),
            );
        }
    });
    if let Some(second_mouse) = second_mouse {
        ui.add_space(6.0);
        ui.add_enabled(
            second_mouse.available(),
            egui::Checkbox::new(&mut edited.second_mouse, t!("menu-settings-second-mouse")),
        );
        ui.label(egui::RichText::new(second_mouse.status()).small());
        if second_mouse.player_two_mouse().is_some()
            && ui.button(t!("menu-settings-swap-mice")).clicked()
        {
            second_mouse.swap();
        }
    }
    ui.add_space(6.0);
    ui.label(
        egui::RichText::new(t!(
            "menu-settings-saved-to",
            file = file.display().to_string()
        ))
        .small(),
    );
    ui.add_space(6.0);
    if big_button(ui, &t!("common-back")).clicked() {
        asked = Some(Asked::Back);
    }
    asked
}

/// The language row: the system's language first (named, so a player knows what it is),
/// then each language in its own name, so that a player lost in a language they cannot read
/// still finds theirs.
fn language_choice(ui: &mut egui::Ui, chosen: &mut Option<Language>, system: SystemLanguage) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("common-language"));
        let as_the_system = t!(
            "common-language-follows-system",
            language = system.0.unwrap_or(Language::English).own_name()
        );
        if ui
            .selectable_label(chosen.is_none(), as_the_system)
            .clicked()
        {
            *chosen = None;
        }
        for language in Language::ALL {
            if ui
                .selectable_label(*chosen == Some(language), language.own_name())
                .clicked()
            {
                *chosen = Some(language);
            }
        }
    });
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

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click, click_on};

    fn page(ui: &mut egui::Ui, edited: &mut Settings) -> Option<Asked> {
        let file = std::path::Path::new("settings.ron");
        settings_page(
            ui,
            edited,
            SystemLanguage(Some(Language::German)),
            &SidePalette::CLASSIC,
            file,
            None,
        )
    }

    #[test]
    fn the_settings_page_sets_the_ui_scale_and_rings_the_bell_and_goes_back() {
        let edited = click_on("2×", Settings::default(), |ui, edited| {
            page(ui, edited);
        });
        assert_eq!(edited.ui_scale, 2.0);
        let mut edited = Settings::default();
        assert_eq!(
            click("Ring the bell", |ui| page(ui, &mut edited)),
            vec![Asked::RingBell]
        );
        assert_eq!(click("Back", |ui| page(ui, &mut edited)), vec![Asked::Back]);
    }

    #[test]
    fn the_settings_page_chooses_a_language_by_its_own_name_and_goes_back_to_the_systems() {
        let edited = click_on("Français", Settings::default(), |ui, edited| {
            page(ui, edited);
        });
        assert_eq!(edited.language, Some(Language::French));
        let chosen = Settings {
            language: Some(Language::French),
            ..Settings::default()
        };
        let edited = click_on("As the system (Deutsch)", chosen, |ui, edited| {
            page(ui, edited);
        });
        assert_eq!(edited.language, None);
    }

    #[test]
    fn every_control_on_the_settings_page_has_a_name_a_screen_reader_reads() {
        use crate::app::core::input::MouseDevice;
        use crate::app::core::ui::panel_test::{controls_and_names, harness, unnamed_controls};
        use bevy_egui::egui::accesskit::Role;
        let mouse = |id, name: &str| MouseDevice {
            id,
            name: name.to_string(),
            floating: false,
        };
        let mut mice = SecondMouse {
            enabled: true,
            devices: vec![mouse(1, "Touchpad"), mouse(2, "USB mouse")],
            ..default()
        };
        let file = std::path::Path::new("settings.ron");
        let harness = harness(Settings::default(), |ui, edited| {
            settings_page(
                ui,
                edited,
                SystemLanguage(None),
                &SidePalette::CLASSIC,
                file,
                Some(&mut mice),
            );
        });
        assert_eq!(unnamed_controls(&harness), vec![]);
        let controls = controls_and_names(&harness);
        for named in [
            (Role::Slider, "Volume"),
            (Role::SpinButton, "Volume"),
            (Role::CheckBox, "A second mouse for Player 2"),
            (Role::CheckBox, "Fullscreen (F11)"),
        ] {
            assert!(
                controls.contains(&(named.0, Some(named.1.to_string()))),
                "{named:?} in {controls:?}"
            );
        }
    }
}
