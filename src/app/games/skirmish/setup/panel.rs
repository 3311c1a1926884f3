//! The set-up screen's right-hand panel, all in one scroll area so every control can be
//! reached at any window size and UI scale: the table's name, Play / Save as scenario
//! (disabled while there are problems) / Back, the random balanced layout, the tools and
//! tiles, the players and the victory condition, Check balance. Also where the screen's three parts sit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::actions::SetupAction;
use super::balance_section::balance_section;
use super::editor::TableSetup;
use super::players_ui::{players_section, victory_section};
use super::tools_ui::{random_section, tiles_section, tools_section};
use crate::app::core::screens::Screen;
use crate::app::core::ui::editor_panel::{editor_controls, editor_window};
use crate::app::core::ui::widgets::side_panel_points;
use crate::app::session::balance_check::BalanceCheck;

/// The panel's width in points, where the screen has room (as the game screens' panels).
const PANEL_WIDTH: f32 = 500.0;

/// The panel is drawn first, so the table knows its room.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PanelDrawn;

/// The panel's width in points on a screen `screen` points big: never more than half of it.
pub fn panel_width(screen: egui::Rect) -> f32 {
    side_panel_points(PANEL_WIDTH, screen.width())
}

/// Where the table and the problems under it sit: left of the panel, the problems a strip
/// along the bottom (so the panel's controls never move as problems come and go).
pub fn table_and_problems(screen: egui::Rect) -> (egui::Rect, egui::Rect) {
    let right = (screen.max.x - panel_width(screen)).max(screen.min.x + 100.0);
    let strip = (screen.height() * 0.18).clamp(60.0, 130.0);
    let table = egui::Rect::from_min_max(screen.min, egui::pos2(right, screen.max.y - strip));
    let problems = egui::Rect::from_min_max(
        egui::pos2(screen.min.x, screen.max.y - strip),
        egui::pos2(right, screen.max.y),
    );
    (table, problems)
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_panel
            .in_set(PanelDrawn)
            .run_if(in_state(Screen::SkirmishSetup)),
    );
}

fn draw_panel(
    mut contexts: EguiContexts,
    mut setup: ResMut<TableSetup>,
    mut actions: MessageWriter<SetupAction>,
    mut balance: ResMut<BalanceCheck>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let width = panel_width(screen);
    editor_window(
        ctx,
        "Lay out a table",
        "skirmish setup panel",
        width,
        |ui| {
            editor_controls(ui, "skirmish setup controls", |ui| {
                header(ui, &mut setup, &mut actions);
                ui.separator();
                if let Some(action) = random_section(ui, &mut setup) {
                    actions.write(action);
                }
                ui.separator();
                tools_section(ui, &mut setup);
                tiles_section(ui, &mut setup);
                ui.separator();
                players_section(ui, &mut setup);
                ui.separator();
                victory_section(ui, &mut setup);
                ui.separator();
                balance_section(ui, &mut setup, &mut balance);
            });
        },
    );
    Ok(())
}

fn header(ui: &mut egui::Ui, setup: &mut TableSetup, actions: &mut MessageWriter<SetupAction>) {
    ui.label(
        egui::RichText::new(t!("skirmish-setup-heading"))
            .size(20.0)
            .strong(),
    );
    ui.horizontal(|ui| {
        let label = ui.label(t!("skirmish-setup-name"));
        ui.add(egui::TextEdit::singleline(&mut setup.layout.name).desired_width(f32::INFINITY))
            .labelled_by(label.id);
    });
    let ready = setup.ready();
    let why = t!("skirmish-setup-not-ready");
    ui.columns(2, |columns| {
        let play = columns[0].add_enabled(
            ready,
            egui::Button::new(egui::RichText::new(t!("skirmish-setup-play")).size(18.0))
                .min_size(egui::vec2(columns[0].available_width(), 36.0)),
        );
        if play
            .on_hover_text(t!("skirmish-setup-play-hover"))
            .on_disabled_hover_text(&why)
            .clicked()
        {
            actions.write(SetupAction::Play);
        }
        let save = columns[1].add_enabled(
            ready,
            egui::Button::new(egui::RichText::new(t!("skirmish-setup-save")).size(18.0))
                .min_size(egui::vec2(columns[1].available_width(), 36.0)),
        );
        if save
            .on_hover_text(t!("skirmish-setup-save-hover"))
            .on_disabled_hover_text(&why)
            .clicked()
        {
            actions.write(SetupAction::Save);
        }
    });
    if ui
        .add(
            egui::Button::new(t!("skirmish-setup-back"))
                .min_size(egui::vec2(ui.available_width(), 28.0)),
        )
        .clicked()
    {
        actions.write(SetupAction::Back);
    }
}
