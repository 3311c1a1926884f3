//! The editor's right-hand panel, all in one scroll area so every control can be reached
//! at any window size and UI scale: the buttons (New, Open, Save, Play, Back, Undo, Redo),
//! the scenario, the sides and their groups, the selected group's arrival,
//! the victory conditions and the trenches, then Check balance. Also the panel's width, which the map keeps
//! clear of.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::actions::EditorAction;
use super::editor_state::{SoldiersEditor, scenario_being_edited};
use super::{group_ui, open_ui, scenario_ui, sides_ui, victory_ui};
use crate::app::core::club_scenarios::playable;
use crate::app::core::screens::Screen;
use crate::app::core::ui::editor_panel::{editor_controls, editor_window};
use crate::app::core::ui::widgets::side_panel_points;
use crate::app::session::balance_check::{BalanceCheck, balance_check_ui};

/// The panel's width in points, where the screen has room.
pub const PANEL_WIDTH: f32 = 480.0;

/// The panel is drawn after the map's overlay.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PanelDrawn;

/// The checks' strip along the top of the map, in points: a sixth of the screen's
/// height, within bounds.
pub fn strip_height(screen_height: f32) -> f32 {
    (screen_height * 0.16).clamp(60.0, 120.0)
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_panel
            .in_set(PanelDrawn)
            .run_if(in_state(Screen::SoldiersEditor)),
    );
}

fn draw_panel(
    mut contexts: EguiContexts,
    mut editor: ResMut<SoldiersEditor>,
    mut actions: MessageWriter<EditorAction>,
    mut check: ResMut<BalanceCheck>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let width = side_panel_points(PANEL_WIDTH, screen.width());
    let editor = editor.as_mut();
    editor_window(
        ctx,
        "Soldiers scenario editor",
        "soldiers editor panel",
        width,
        |ui| {
            // The buttons stay in view whatever is scrolled below them.
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            scenario_ui::buttons(ui, editor, &mut actions);
            editor_controls(ui, "soldiers editor controls", |ui| {
                // Long words (German's) wrap inside the panel rather than widen it.
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                ui.set_max_width(ui.available_width() - 12.0);
                if editor.opening {
                    ui.separator();
                    open_ui::open_section(ui, editor, &mut actions);
                }
                ui.separator();
                scenario_ui::scenario_section(ui, editor);
                ui.separator();
                sides_ui::sides_section(ui, editor);
                ui.separator();
                group_ui::group_section(ui, editor);
                ui.separator();
                victory_ui::victory_section(ui, editor);
                ui.separator();
                victory_ui::trenches_section(ui, editor);
                ui.separator();
                // The shared Check balance: the General against the General on the
                // scenario being edited, once it has no problems.
                balance_check_ui(ui, &mut check, || playable(scenario_being_edited(editor)));
            });
        },
    );
    editor.keep_selection_valid();
    Ok(())
}
