//! The panel's Table and Terrain sections: the table's size, the palette of the seven
//! kinds of terrain (click the table to place one), and the selected piece's label, turn,
//! size, width and Delete.

use bevy_egui::egui;
use muster_text::t;

use super::actions::BuilderAction;
use super::builder_state::{BattleBuilder, Tool};
use crate::scenario::free_move::{Shape, TerrainKind};
use crate::scenario::free_move_builder::{Picked, TABLE_INCHES};

/// The seven kinds, in the palette's order.
pub const KINDS: [TerrainKind; 7] = [
    TerrainKind::Hill,
    TerrainKind::Woods,
    TerrainKind::BrokenGround,
    TerrainKind::Wall,
    TerrainKind::River,
    TerrainKind::Road,
    TerrainKind::House,
];

/// A kind's name on the palette.
pub fn kind_name(kind: TerrainKind) -> String {
    match kind {
        TerrainKind::Hill => t!("editor-free-move-kind-hill"),
        TerrainKind::Woods => t!("editor-free-move-kind-woods"),
        TerrainKind::BrokenGround => t!("editor-free-move-kind-rough"),
        TerrainKind::Wall => t!("editor-free-move-kind-wall"),
        TerrainKind::River => t!("editor-free-move-kind-river"),
        TerrainKind::Road => t!("editor-free-move-kind-road"),
        TerrainKind::House => t!("editor-free-move-kind-house"),
    }
}

pub fn table_section(ui: &mut egui::Ui, builder: &mut BattleBuilder) {
    ui.label(egui::RichText::new(t!("editor-free-move-table")).strong());
    let table = builder.draft.scenario().table;
    let (mut width, mut depth) = (table.width, table.depth);
    ui.horizontal_wrapped(|ui| {
        let range = TABLE_INCHES;
        let a = ui.label(t!("editor-free-move-table-width"));
        let wide = ui
            .add(
                egui::DragValue::new(&mut width)
                    .range(range.clone())
                    .suffix("\""),
            )
            .labelled_by(a.id);
        let b = ui.label(t!("editor-free-move-table-depth"));
        let deep = ui
            .add(egui::DragValue::new(&mut depth).range(range).suffix("\""))
            .labelled_by(b.id);
        if (wide.changed() || deep.changed()) && (width, depth) != (table.width, table.depth) {
            builder.draft.set_table(width, depth);
        }
    });
}

pub fn terrain_section(
    ui: &mut egui::Ui,
    builder: &mut BattleBuilder,
    asked: &mut Vec<BuilderAction>,
) {
    ui.label(egui::RichText::new(t!("editor-free-move-terrain")).strong());
    ui.label(t!("editor-free-move-terrain-hint"));
    ui.horizontal_wrapped(|ui| {
        let selecting = builder.tool == Tool::Select;
        if ui
            .selectable_label(selecting, t!("editor-free-move-tool-select"))
            .on_hover_text(t!("editor-free-move-tool-select-hover"))
            .clicked()
        {
            builder.tool = Tool::Select;
        }
        for kind in KINDS {
            let chosen = builder.tool == Tool::Place(kind);
            if ui.selectable_label(chosen, kind_name(kind)).clicked() {
                builder.tool = Tool::Place(kind);
            }
        }
    });
    let Some(Picked::Terrain(index)) = builder.selected else {
        return;
    };
    let Some(piece) = builder.draft.scenario().terrain.get(index).cloned() else {
        return;
    };
    ui.label(t!(
        "editor-free-move-piece-selected",
        kind = kind_name(piece.kind)
    ));
    let mut label = piece.label.clone().unwrap_or_default();
    ui.horizontal(|ui| {
        let words = ui.label(t!("editor-free-move-piece-label"));
        let field = ui
            .add(egui::TextEdit::singleline(&mut label).desired_width(f32::INFINITY))
            .labelled_by(words.id);
        if field.lost_focus() {
            builder.draft.set_terrain_label(index, &label);
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button(t!("editor-free-move-turn-left")).clicked() {
            builder.draft.turn_terrain(index, -15.0);
        }
        if ui.button(t!("editor-free-move-turn-right")).clicked() {
            builder.draft.turn_terrain(index, 15.0);
        }
        if ui.button(t!("editor-free-move-smaller")).clicked() {
            builder.draft.resize_terrain(index, 0.8);
        }
        if ui.button(t!("editor-free-move-larger")).clicked() {
            builder.draft.resize_terrain(index, 1.25);
        }
        if ui
            .button(t!("editor-free-move-delete"))
            .on_hover_text(t!("editor-free-move-delete-hover"))
            .clicked()
        {
            asked.push(BuilderAction::DeleteSelected);
        }
    });
    if let Shape::Path { width, .. } = piece.shape {
        let mut wide = width;
        ui.horizontal(|ui| {
            let words = ui.label(t!("editor-free-move-path-width"));
            let field = ui
                .add(
                    egui::DragValue::new(&mut wide)
                        .range(0.1..=12.0)
                        .speed(0.05)
                        .suffix("\""),
                )
                .labelled_by(words.id);
            if field.changed() && wide != width {
                builder.draft.set_path_width(index, wide);
            }
        });
    }
}
