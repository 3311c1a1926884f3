//! The panel's Armies and Deployment sections: per side its name, its army's total of
//! points, a roster file to load (the companion's army files), units added or removed by
//! type with the points each counts, its deployment zone drawn on the table, "Lay out in
//! lines", and the selected stand turned or removed.

use bevy_egui::egui;
use muster_text::t;

use super::actions::BuilderAction;
use super::builder_state::{BattleBuilder, Tool};
use super::files::{BuilderFolders, army_files};
use crate::rules::free_move::UnitType;
use crate::scenario::free_move_builder::LayoutError;

pub fn armies_section(
    ui: &mut egui::Ui,
    builder: &mut BattleBuilder,
    folders: &BuilderFolders,
    asked: &mut Vec<BuilderAction>,
) {
    ui.label(egui::RichText::new(t!("editor-free-move-armies")).strong());
    let totals = builder.draft.army_totals();
    let files = army_files(folders);
    for (side, total) in totals.into_iter().enumerate() {
        ui.push_id(("army", side), |ui| {
            let own = builder.draft.scenario().sides[side].clone();
            let mut name = own.name.clone();
            ui.horizontal(|ui| {
                let words = ui.label(t!("editor-free-move-army-name", side = side + 1));
                let field = ui
                    .add(egui::TextEdit::singleline(&mut name).desired_width(f32::INFINITY))
                    .labelled_by(words.id);
                if field.changed() {
                    builder.draft.set_side_name(side, &name);
                }
            });
            ui.label(t!(
                "editor-free-move-army-total",
                points = total,
                count = own.units.len()
            ));
            egui::CollapsingHeader::new(t!("editor-free-move-load-roster"))
                .id_salt(("roster", side))
                .show(ui, |ui| {
                    for file in &files {
                        let name = file
                            .file_name()
                            .map(|name| name.to_string_lossy().to_string())
                            .unwrap_or_default();
                        if ui.selectable_label(false, name).clicked() {
                            asked.push(BuilderAction::LoadArmy {
                                side,
                                file: file.clone(),
                            });
                        }
                    }
                });
            for unit_type in UnitType::ALL {
                let count = own
                    .units
                    .iter()
                    .filter(|unit| unit.unit_type == unit_type)
                    .count();
                let last = own
                    .units
                    .iter()
                    .rev()
                    .find(|unit| unit.unit_type == unit_type)
                    .map(|unit| unit.number);
                ui.horizontal(|ui| {
                    let add = ui
                        .button("+")
                        .on_hover_text(t!("editor-free-move-add-unit", kind = unit_type.title()));
                    if add.clicked() {
                        builder.draft.add_unit(side, unit_type);
                    }
                    let remove = ui
                        .add_enabled(last.is_some(), egui::Button::new("−"))
                        .on_hover_text(t!(
                            "editor-free-move-remove-unit",
                            kind = unit_type.title()
                        ));
                    if remove.clicked()
                        && let Some(number) = last
                    {
                        builder.selected = None;
                        builder.draft.remove_unit(side, number);
                    }
                    ui.add(
                        egui::Label::new(t!(
                            "editor-free-move-type-line",
                            kind = unit_type.title(),
                            points = unit_type.points().0,
                            count = count
                        ))
                        .wrap(),
                    );
                });
            }
        });
        ui.add_space(4.0);
    }
}

pub fn deployment_section(ui: &mut egui::Ui, builder: &mut BattleBuilder) {
    ui.label(egui::RichText::new(t!("editor-free-move-deployment")).strong());
    ui.label(t!("editor-free-move-deployment-hint"));
    for side in 0..2 {
        ui.push_id(("zone", side), |ui| {
            let name = builder.draft.scenario().sides[side].name.clone();
            let drawing = builder.tool == Tool::Zone(side);
            if ui
                .selectable_label(
                    drawing,
                    t!("editor-free-move-draw-zone", army = name.as_str()),
                )
                .clicked()
            {
                builder.tool = if drawing {
                    Tool::Select
                } else {
                    Tool::Zone(side)
                };
            }
            if ui
                .button(t!("editor-free-move-lay-out", army = name.as_str()))
                .on_hover_text(t!("editor-free-move-lay-out-hover"))
                .clicked()
            {
                lay_out(builder, side, ui);
            }
        });
    }
    if let Some(why) = &builder.layout_refused {
        ui.colored_label(egui::Color32::from_rgb(240, 140, 110), why);
    }
}

fn lay_out(builder: &mut BattleBuilder, side: usize, ui: &mut egui::Ui) {
    if let Err(LayoutError::NoRoom { room, units }) = builder.draft.lay_out_in_lines(side) {
        builder.layout_refused = Some(t!(
            "editor-free-move-lay-out-no-room",
            room = room,
            units = units
        ));
    } else {
        builder.layout_refused = None;
    }
    ui.ctx().request_repaint();
}
