//! The victory conditions the engine knows, each way to win a side's list of conditions
//! (hexes held and hexes exited from painted on the map, units destroyed, more points),
//! the side that wins otherwise (or a draw), the points table when points count; and the
//! trenches: how many, painted hexes, fixed or placed by a side.

use bevy_egui::egui;
use muster_text::t;

use super::editor_state::SoldiersEditor;
use super::scenario_ui::side_name;
use super::words::{KINDS, condition_kind_words, condition_words, kind_words};
use crate::rules::soldiers::victory::Condition;
use crate::scenario::soldiers_editor::{ConditionKind, PaintTarget};

/// A button that chooses `target` to paint, or says it is being painted.
fn paint_button(ui: &mut egui::Ui, editor: &mut SoldiersEditor, target: PaintTarget) {
    let hexes = editor.draft.hexes_of(target).len();
    if editor.painting == Some(target) {
        ui.label(t!(
            "editor-soldiers-painting-hexes",
            what = t!("editor-soldiers-paint-hexes"),
            count = hexes
        ));
    } else if ui
        .button(t!("editor-soldiers-paint-hexes-count", count = hexes))
        .clicked()
    {
        editor.painting = Some(target);
    }
}

pub fn victory_section(ui: &mut egui::Ui, editor: &mut SoldiersEditor) {
    ui.label(egui::RichText::new(t!("editor-soldiers-victory")).strong());
    let victory = editor.draft.scenario().victory.clone();
    let names = [side_name(editor, 0), side_name(editor, 1)];
    for (w, win) in victory.wins.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("editor-soldiers-wins-if"));
            for (side, name) in names.iter().enumerate() {
                if ui
                    .radio(usize::from(win.side) == side, name.as_str())
                    .clicked()
                {
                    editor.draft.set_win_side(w, side as u8);
                }
            }
        });
        for (c, condition) in win.all.iter().enumerate() {
            ui.add(egui::Label::new(condition_words(condition)).wrap());
            ui.horizontal_wrapped(|ui| {
                let number = match condition {
                    Condition::AtLeast { at_least, .. }
                    | Condition::Exited { at_least, .. }
                    | Condition::Destroyed { at_least } => Some(*at_least),
                    _ => None,
                };
                if let Some(mut number) = number
                    && ui
                        .add(egui::DragValue::new(&mut number).range(1..=999))
                        .on_hover_text(t!("editor-soldiers-condition-number-hover"))
                        .changed()
                {
                    editor.draft.set_condition_number(w, c, number);
                }
                if !condition.areas().is_empty() {
                    paint_button(
                        ui,
                        editor,
                        PaintTarget::Victory {
                            win: w,
                            condition: c,
                        },
                    );
                }
                if ui.button(t!("editor-soldiers-remove")).clicked() {
                    editor.draft.remove_condition(w, c);
                    editor.painting = None;
                }
            });
        }
        ui.add_space(4.0);
    }
    add_win_row(ui, editor, &names);
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("editor-soldiers-otherwise"));
        if ui
            .radio(
                victory.otherwise.is_none(),
                t!("editor-soldiers-otherwise-draw"),
            )
            .clicked()
        {
            editor.draft.set_otherwise(None);
        }
        for (side, name) in names.iter().enumerate() {
            if ui
                .radio(victory.otherwise == Some(side as u8), name.as_str())
                .clicked()
            {
                editor.draft.set_otherwise(Some(side as u8));
            }
        }
    });
    if !victory.points.is_empty() {
        ui.label(t!("editor-soldiers-points-table"));
        for row in &victory.points {
            ui.horizontal_wrapped(|ui| {
                let scorer = names
                    .get(usize::from(row.scorer))
                    .cloned()
                    .unwrap_or_default();
                ui.label(t!(
                    "editor-soldiers-points-row",
                    side = scorer,
                    kind = kind_words(row.kind)
                ));
                let mut points = row.points;
                if ui
                    .add(egui::DragValue::new(&mut points).range(0..=99))
                    .on_hover_text(t!("editor-soldiers-points-hover"))
                    .changed()
                {
                    editor.draft.set_points(row.scorer, row.kind, points);
                }
            });
        }
        ui.horizontal_wrapped(|ui| {
            for (side, name) in names.iter().enumerate() {
                egui::ComboBox::from_id_salt(("soldiers editor points kind", side))
                    .selected_text(t!("editor-soldiers-points-add", side = name.as_str()))
                    .show_ui(ui, |ui| {
                        for kind in KINDS {
                            if ui.selectable_label(false, kind_words(kind)).clicked() {
                                editor.draft.set_points(side as u8, kind, 1);
                            }
                        }
                    });
            }
        });
    }
}

fn add_win_row(ui: &mut egui::Ui, editor: &mut SoldiersEditor, names: &[String; 2]) {
    ui.label(t!("editor-soldiers-add-condition"));
    ui.horizontal_wrapped(|ui| {
        for (side, name) in names.iter().enumerate() {
            egui::ComboBox::from_id_salt(("soldiers editor add win", side))
                .selected_text(name.as_str())
                .show_ui(ui, |ui| {
                    for kind in ConditionKind::ALL {
                        if ui
                            .selectable_label(false, condition_kind_words(kind))
                            .clicked()
                        {
                            let win = editor.draft.add_win(side as u8, kind);
                            if matches!(kind, ConditionKind::Hold | ConditionKind::Exit) {
                                editor.painting = Some(PaintTarget::Victory { win, condition: 0 });
                            }
                        }
                    }
                })
                .response
                .on_hover_text(t!("editor-soldiers-add-condition-hover"));
        }
    });
}

pub fn trenches_section(ui: &mut egui::Ui, editor: &mut SoldiersEditor) {
    ui.label(egui::RichText::new(t!("editor-soldiers-trenches")).strong());
    let trenches = editor.draft.scenario().special.trenches.clone();
    let mut on = trenches.is_some();
    if ui
        .checkbox(&mut on, t!("editor-soldiers-trenches-on"))
        .on_hover_text(t!("editor-soldiers-trenches-hover"))
        .changed()
    {
        editor.draft.set_trenches(on);
        editor.painting = on.then_some(PaintTarget::Trenches);
    }
    let Some(trenches) = trenches else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(t!("editor-soldiers-trench-count"));
        let mut count = trenches.count;
        if ui
            .add(egui::DragValue::new(&mut count).range(1..=99))
            .labelled_by(label.id)
            .changed()
        {
            editor.draft.set_trench_count(count);
        }
        paint_button(ui, editor, PaintTarget::Trenches);
    });
    let names = [side_name(editor, 0), side_name(editor, 1)];
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("editor-soldiers-trenches-placed-by"));
        if ui
            .radio(
                trenches.placed_by.is_none(),
                t!("editor-soldiers-trenches-fixed"),
            )
            .clicked()
        {
            editor.draft.set_trench_placer(None);
        }
        for (side, name) in names.iter().enumerate() {
            if ui
                .radio(trenches.placed_by == Some(side as u8), name.as_str())
                .clicked()
            {
                editor.draft.set_trench_placer(Some(side as u8));
            }
        }
    });
}
