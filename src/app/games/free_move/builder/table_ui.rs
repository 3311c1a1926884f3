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
    selection_section(ui, builder, asked);
}

/// What is selected, always the same rows (so the panel never jumps as the selection
/// changes): its name, its label, turn, size and delete, and a line's width; the rows that
/// do not apply are greyed.
fn selection_section(
    ui: &mut egui::Ui,
    builder: &mut BattleBuilder,
    asked: &mut Vec<BuilderAction>,
) {
    let battle = builder.draft.scenario();
    let piece = match builder.selected {
        Some(Picked::Terrain(index)) => battle.terrain.get(index).cloned().map(|p| (index, p)),
        _ => None,
    };
    let stand = match builder.selected {
        Some(Picked::Unit { side, index }) => battle
            .sides
            .get(side)
            .and_then(|own| own.units.get(index))
            .cloned()
            .map(|unit| (side, unit)),
        _ => None,
    };
    let zone = match builder.selected {
        Some(Picked::Zone(side)) => battle.sides.get(side).map(|own| own.name.clone()),
        _ => None,
    };
    let title = match (&piece, &stand, &zone) {
        (Some((_, piece)), _, _) => t!(
            "editor-free-move-piece-selected",
            kind = kind_name(piece.kind)
        ),
        (_, Some((_, unit)), _) => t!(
            "editor-free-move-stand-selected",
            number = unit.number,
            kind = unit.unit_type.title()
        ),
        (_, _, Some(army)) => t!("editor-free-move-zone-selected", army = army.as_str()),
        _ => t!("editor-free-move-nothing-selected"),
    };
    ui.label(egui::RichText::new(title).italics());
    let mut label = piece
        .as_ref()
        .and_then(|(_, piece)| piece.label.clone())
        .unwrap_or_default();
    ui.horizontal(|ui| {
        let words = ui.label(t!("editor-free-move-piece-label"));
        let field = ui
            .add_enabled(
                piece.is_some(),
                egui::TextEdit::singleline(&mut label).desired_width(f32::INFINITY),
            )
            .labelled_by(words.id);
        if let Some((index, _)) = &piece
            && field.lost_focus()
        {
            builder.draft.set_terrain_label(*index, &label);
        }
    });
    let turnable = piece.is_some() || stand.is_some();
    ui.horizontal_wrapped(|ui| {
        let mut turn = |ui: &mut egui::Ui, words: String, degrees: f32| {
            if ui.add_enabled(turnable, egui::Button::new(words)).clicked() {
                if let Some((index, _)) = &piece {
                    builder.draft.turn_terrain(*index, degrees / 3.0);
                }
                if let Some((side, unit)) = &stand {
                    builder
                        .draft
                        .place_unit(*side, unit.number, unit.at, unit.facing + degrees);
                }
            }
        };
        turn(ui, t!("editor-free-move-turn-left"), -45.0);
        turn(ui, t!("editor-free-move-turn-right"), 45.0);
        let mut size = |ui: &mut egui::Ui, words: String, factor: f32| {
            if ui
                .add_enabled(piece.is_some(), egui::Button::new(words))
                .clicked()
                && let Some((index, _)) = &piece
            {
                builder.draft.resize_terrain(*index, factor);
            }
        };
        size(ui, t!("editor-free-move-smaller"), 0.8);
        size(ui, t!("editor-free-move-larger"), 1.25);
        if ui
            .add_enabled(
                builder.selected.is_some(),
                egui::Button::new(t!("editor-free-move-delete")),
            )
            .on_hover_text(t!("editor-free-move-delete-hover"))
            .clicked()
        {
            asked.push(BuilderAction::DeleteSelected);
        }
    });
    let path = piece.as_ref().and_then(|(index, piece)| match piece.shape {
        Shape::Path { width, .. } => Some((*index, width)),
        _ => None,
    });
    let mut wide = path.map_or(0.0, |(_, width)| width);
    ui.horizontal(|ui| {
        let words = ui.label(t!("editor-free-move-path-width"));
        let field = ui
            .add_enabled(
                path.is_some(),
                egui::DragValue::new(&mut wide)
                    .range(0.1..=12.0)
                    .speed(0.05)
                    .suffix("\""),
            )
            .labelled_by(words.id);
        if let Some((index, width)) = path
            && field.changed()
            && wide != width
        {
            builder.draft.set_path_width(index, wide);
        }
    });
}
