//! The sides: each one's name and nation, its groups by unit kind with their counts (a
//! group chosen shows its arrival below), and a row to add a group of a kind from the unit
//! table.

use bevy_egui::egui;
use muster_text::t;

use super::editor_state::SoldiersEditor;
use super::scenario_ui::text_field;
use super::words::{KINDS, NATIONS, kind_words, nation_words};
use crate::rules::soldiers::units::UnitKind;
use crate::scenario::soldiers::Arrival;
use crate::scenario::soldiers_editor::PaintTarget;

/// What the add-a-group row has chosen, per side.
#[derive(Debug, Clone, Copy)]
struct NewGroup {
    kind: UnitKind,
    count: u32,
}

/// Choose a group: the panel shows its arrival and the pointer paints its zone.
pub fn choose_group(editor: &mut SoldiersEditor, side: usize, group: usize) {
    editor.group = Some((side, group));
    let at = editor
        .draft
        .scenario()
        .sides
        .get(side)
        .and_then(|spec| spec.forces.get(group))
        .map(|found| found.at.clone());
    editor.painting = match at {
        Some(Arrival::Arrive { .. }) => Some(PaintTarget::Entry { side, group }),
        Some(_) => Some(PaintTarget::Deployment { side, group }),
        None => None,
    };
}

pub fn sides_section(ui: &mut egui::Ui, editor: &mut SoldiersEditor) {
    let sides = editor.draft.scenario().sides.len();
    for side in 0..sides {
        side_part(ui, editor, side);
        if side + 1 < sides {
            ui.add_space(6.0);
        }
    }
}

fn side_part(ui: &mut egui::Ui, editor: &mut SoldiersEditor, side: usize) {
    let Some(spec) = editor.draft.scenario().sides.get(side).cloned() else {
        return;
    };
    ui.label(
        egui::RichText::new(t!("editor-soldiers-side", number = side + 1))
            .strong()
            .color(super::overlay::side_colour(side)),
    );
    let salt = format!("soldiers editor side name {side}");
    text_field(
        ui,
        &salt,
        t!("editor-soldiers-side-name"),
        &spec.name,
        |name| editor.draft.set_side_name(side, name),
    );
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(t!("editor-soldiers-nation"));
        let shown = spec.nation.map(nation_words).unwrap_or_default();
        egui::ComboBox::from_id_salt(("soldiers editor nation", side))
            .selected_text(shown)
            .show_ui(ui, |ui| {
                for nation in NATIONS {
                    if ui
                        .selectable_label(spec.nation == Some(nation), nation_words(nation))
                        .clicked()
                    {
                        editor.draft.set_side_nation(side, nation);
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
    for (index, group) in spec.forces.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            let chosen = editor.group == Some((side, index));
            let words = t!(
                "editor-soldiers-group",
                count = group.count,
                kind = kind_words(group.kind)
            );
            let words = match group.at {
                Arrival::Arrive { turn, .. } => {
                    t!("editor-soldiers-group-arrives", group = words, turn = turn)
                }
                _ => words,
            };
            if ui.selectable_label(chosen, words).clicked() {
                choose_group(editor, side, index);
            }
            let mut count = group.count;
            if ui
                .add(egui::DragValue::new(&mut count).range(1..=99))
                .on_hover_text(t!("editor-soldiers-count-hover"))
                .changed()
            {
                editor.draft.set_count(side, index, count);
            }
            if ui.button(t!("editor-soldiers-remove")).clicked() {
                editor.draft.remove_group(side, index);
                editor.group = None;
                editor.painting = None;
            }
        });
    }
    add_group_row(ui, editor, side);
}

fn add_group_row(ui: &mut egui::Ui, editor: &mut SoldiersEditor, side: usize) {
    let id = egui::Id::new(("soldiers editor new group", side));
    let mut new = ui.data(|data| data.get_temp::<(usize, u32)>(id)).map_or(
        NewGroup {
            kind: UnitKind::InfantryCompany,
            count: 4,
        },
        |(kind, count)| NewGroup {
            kind: KINDS
                .get(kind)
                .copied()
                .unwrap_or(UnitKind::InfantryCompany),
            count,
        },
    );
    ui.horizontal_wrapped(|ui| {
        egui::ComboBox::from_id_salt(("soldiers editor new kind", side))
            .selected_text(kind_words(new.kind))
            .height(600.0)
            .show_ui(ui, |ui| {
                for kind in KINDS {
                    if ui
                        .selectable_label(new.kind == kind, kind_words(kind))
                        .clicked()
                    {
                        new.kind = kind;
                    }
                }
            })
            .response
            .on_hover_text(t!("editor-soldiers-kind-hover"));
        ui.add(egui::DragValue::new(&mut new.count).range(1..=99))
            .on_hover_text(t!("editor-soldiers-count-hover"));
        if ui
            .button(t!("editor-soldiers-add-group"))
            .on_hover_text(t!("editor-soldiers-add-group-hover"))
            .clicked()
            && let Some(index) = editor.draft.add_group(side, new.kind, new.count)
        {
            choose_group(editor, side, index);
        }
    });
    let kind = KINDS.iter().position(|kind| *kind == new.kind).unwrap_or(0);
    ui.data_mut(|data| data.insert_temp(id, (kind, new.count)));
}
