//! The builder's panel on the right, all in one scroll area so every control can be reached
//! at any window size and UI scale: the battle's name, Play (two players, or against the
//! computer), Save, Open, New, Back, Undo and Redo, then the table and its terrain, the
//! armies, their zones and stands, the time and victory, the checks, and a place for
//! Check balance.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::actions::BuilderAction;
use super::armies_ui::{armies_section, deployment_section};
use super::builder_state::BattleBuilder;
use super::checks_ui::checks_section;
use super::files::{BuilderFolders, battle_files};
use super::rules_ui::{time_section, victory_section};
use super::table_ui::{table_section, terrain_section};
use crate::app::core::club_scenarios::playable;
use crate::app::core::screens::Screen;
use crate::app::core::ui::editor_panel::{editor_controls, editor_window};
use crate::app::core::ui::widgets::side_panel_points;
use crate::app::session::balance_check::{BalanceCheck, balance_check_ui};

/// The panel's width in points, where the screen has room.
pub const PANEL_WIDTH: f32 = 460.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_panel.run_if(in_state(Screen::FreeMoveBuilder)),
    );
}

fn draw_panel(
    mut contexts: EguiContexts,
    mut builder: ResMut<BattleBuilder>,
    folders: Res<BuilderFolders>,
    mut actions: MessageWriter<BuilderAction>,
    mut check: ResMut<BalanceCheck>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let width = side_panel_points(PANEL_WIDTH, screen.width());
    let mut asked = Vec::new();
    editor_window(
        ctx,
        "Build a battle",
        "free move builder panel",
        width,
        |ui| {
            editor_controls(ui, "free move builder controls", |ui| {
                header(ui, &mut builder, &mut asked);
                open_section(ui, &mut builder, &folders, &mut asked);
                ui.separator();
                table_section(ui, &mut builder);
                terrain_section(ui, &mut builder, &mut asked);
                ui.separator();
                armies_section(ui, &mut builder, &folders, &mut asked);
                ui.separator();
                deployment_section(ui, &mut builder);
                ui.separator();
                time_section(ui, &mut builder);
                ui.separator();
                victory_section(ui, &mut builder);
                ui.separator();
                checks_section(ui, &mut builder);
                ui.separator();
                check_balance_section(ui, &builder, &mut check);
            });
        },
    );
    actions.write_batch(asked);
    Ok(())
}

/// The shared Check balance panel: the General against the General on the battle being
/// built ([`BattleBuilder::battle_as_scenario`]), once it has no problems.
fn check_balance_section(ui: &mut egui::Ui, builder: &BattleBuilder, check: &mut BalanceCheck) {
    balance_check_ui(ui, check, || playable(builder.battle_as_scenario()));
}

fn header(ui: &mut egui::Ui, builder: &mut BattleBuilder, asked: &mut Vec<BuilderAction>) {
    ui.label(
        egui::RichText::new(t!("editor-free-move-heading"))
            .size(20.0)
            .strong(),
    );
    let mut name = builder.draft.scenario().name.clone();
    ui.horizontal(|ui| {
        let label = ui.label(t!("editor-free-move-name"));
        let field = ui
            .add(egui::TextEdit::singleline(&mut name).desired_width(f32::INFINITY))
            .labelled_by(label.id);
        if field.changed() {
            builder.draft.set_name(&name);
        }
    });
    let ready = builder.draft.problems().is_empty();
    let why = t!("editor-free-move-not-ready");
    ui.columns(2, |columns| {
        let two = columns[0].add_enabled(
            ready,
            egui::Button::new(egui::RichText::new(t!("editor-free-move-play-two")).size(17.0))
                .min_size(egui::vec2(columns[0].available_width(), 34.0)),
        );
        if two
            .on_hover_text(t!("editor-free-move-play-two-hover"))
            .on_disabled_hover_text(&why)
            .clicked()
        {
            asked.push(BuilderAction::Play {
                against_computer: false,
            });
        }
        let computer = columns[1].add_enabled(
            ready,
            egui::Button::new(egui::RichText::new(t!("editor-free-move-play-computer")).size(17.0))
                .min_size(egui::vec2(columns[1].available_width(), 34.0)),
        );
        if computer
            .on_hover_text(t!("editor-free-move-play-computer-hover"))
            .on_disabled_hover_text(&why)
            .clicked()
        {
            asked.push(BuilderAction::Play {
                against_computer: true,
            });
        }
    });
    ui.horizontal_wrapped(|ui| {
        let button = |ui: &mut egui::Ui, enabled: bool, text: String, hover: String| {
            ui.add_enabled(
                enabled,
                egui::Button::new(text).min_size(egui::vec2(60.0, 30.0)),
            )
            .on_hover_text(hover)
            .on_disabled_hover_text(t!("editor-free-move-not-ready"))
            .clicked()
        };
        if button(
            ui,
            ready,
            t!("editor-free-move-save"),
            t!("editor-free-move-save-hover"),
        ) {
            asked.push(BuilderAction::Save);
        }
        let (can_undo, can_redo) = (builder.draft.can_undo(), builder.draft.can_redo());
        if button(
            ui,
            can_undo,
            t!("editor-free-move-undo"),
            t!("editor-free-move-undo-hover"),
        ) {
            asked.push(BuilderAction::Undo);
        }
        if button(
            ui,
            can_redo,
            t!("editor-free-move-redo"),
            t!("editor-free-move-redo-hover"),
        ) {
            asked.push(BuilderAction::Redo);
        }
        if button(
            ui,
            true,
            t!("editor-free-move-new"),
            t!("editor-free-move-new-hover"),
        ) {
            asked.push(BuilderAction::New);
        }
        if button(
            ui,
            true,
            t!("editor-free-move-back"),
            t!("editor-free-move-back-hover"),
        ) {
            asked.push(BuilderAction::Back);
        }
    });
}

/// Open: the shipped battles and the club's in a list, or a path typed.
fn open_section(
    ui: &mut egui::Ui,
    builder: &mut BattleBuilder,
    folders: &BuilderFolders,
    asked: &mut Vec<BuilderAction>,
) {
    egui::CollapsingHeader::new(t!("editor-free-move-open"))
        .id_salt("free move builder open")
        .show(ui, |ui| {
            for file in battle_files(folders) {
                let name = file
                    .file_stem()
                    .map(|stem| stem.to_string_lossy().to_string())
                    .unwrap_or_default();
                if ui.selectable_label(false, name).clicked() {
                    asked.push(BuilderAction::Open(file.clone()));
                }
            }
        });
    let label = ui.label(t!("editor-free-move-open-path"));
    let row = egui::vec2(ui.available_width(), 26.0);
    ui.allocate_ui_with_layout(
        row,
        egui::Layout::right_to_left(egui::Align::Center),
        |ui| {
            let typed = !builder.typed_path.trim().is_empty();
            let open = ui.add_enabled(typed, egui::Button::new(t!("editor-free-move-open-typed")));
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut builder.typed_path)
                        .desired_width(ui.available_width()),
                )
                .labelled_by(label.id);
            let enter = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            if open.clicked() || (enter && typed) {
                asked.push(BuilderAction::Open(builder.typed_path.trim().into()));
            }
        },
    );
}
