//! The chosen group: how it comes into play (deployed in a zone painted on the map, or
//! arriving on a turn through entry hexes painted on a map edge), its own nation, and the
//! rules that matter for it (reserve, improved positions, dismounting).

use bevy_egui::egui;
use muster_text::t;

use super::editor_state::SoldiersEditor;
use super::sides_ui::choose_group;
use super::words::{NATIONS, kind_words, nation_words};
use crate::rules::soldiers::units::UnitKind;
use crate::scenario::soldiers::Arrival;
use crate::scenario::soldiers_editor::{ArrivalKind, GroupFlag};

pub fn group_section(ui: &mut egui::Ui, editor: &mut SoldiersEditor) {
    let Some((side, index)) = editor.group else {
        ui.label(egui::RichText::new(t!("editor-soldiers-group-none")).italics());
        return;
    };
    let Some(group) = editor
        .draft
        .scenario()
        .sides
        .get(side)
        .and_then(|spec| spec.forces.get(index))
        .cloned()
    else {
        return;
    };
    ui.label(
        egui::RichText::new(t!(
            "editor-soldiers-group",
            count = group.count,
            kind = kind_words(group.kind)
        ))
        .strong(),
    );
    let kind = ArrivalKind::of(&group.at);
    ui.horizontal_wrapped(|ui| {
        if ui
            .radio(kind == ArrivalKind::Deploy, t!("editor-soldiers-deploys"))
            .clicked()
        {
            editor.draft.set_arrival(side, index, ArrivalKind::Deploy);
            choose_group(editor, side, index);
        }
        if ui
            .radio(kind == ArrivalKind::Arrive, t!("editor-soldiers-arrives"))
            .clicked()
        {
            editor.draft.set_arrival(side, index, ArrivalKind::Arrive);
            choose_group(editor, side, index);
        }
    });
    match group.at {
        Arrival::Arrive { turn, .. } => {
            ui.horizontal_wrapped(|ui| {
                let label = ui.label(t!("editor-soldiers-arrival-turn"));
                let mut turn = turn;
                if ui
                    .add(egui::DragValue::new(&mut turn).range(1..=99))
                    .labelled_by(label.id)
                    .changed()
                {
                    editor.draft.set_arrival_turn(side, index, turn);
                }
            });
            paint_hint(ui, editor, side, index, t!("editor-soldiers-paint-entry"));
        }
        Arrival::Deploy(_) | Arrival::Placed { .. } => {
            paint_hint(ui, editor, side, index, t!("editor-soldiers-paint-zone"));
        }
    }
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(t!("editor-soldiers-group-nation"));
        let shown = group
            .nation
            .map_or_else(|| t!("editor-soldiers-nation-of-side"), nation_words);
        egui::ComboBox::from_id_salt("soldiers editor group nation")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                if ui
                    .selectable_label(group.nation.is_none(), t!("editor-soldiers-nation-of-side"))
                    .clicked()
                {
                    editor.draft.set_group_nation(side, index, None);
                }
                for nation in NATIONS {
                    if ui
                        .selectable_label(group.nation == Some(nation), nation_words(nation))
                        .clicked()
                    {
                        editor.draft.set_group_nation(side, index, Some(nation));
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
    let mut flag = |ui: &mut egui::Ui, which: GroupFlag, on: bool, words: String, hover: String| {
        let mut ticked = on;
        if ui
            .checkbox(&mut ticked, words)
            .on_hover_text(hover)
            .changed()
        {
            editor.draft.set_flag(side, index, which, ticked);
        }
    };
    flag(
        ui,
        GroupFlag::Reserve,
        group.reserve,
        t!("editor-soldiers-flag-reserve"),
        t!("editor-soldiers-flag-reserve-hover"),
    );
    flag(
        ui,
        GroupFlag::MayDigIn,
        group.may_dig_in,
        t!("editor-soldiers-flag-may-dig-in"),
        t!("editor-soldiers-flag-may-dig-in-hover"),
    );
    flag(
        ui,
        GroupFlag::StartsImproved,
        group.starts_improved,
        t!("editor-soldiers-flag-starts-improved"),
        t!("editor-soldiers-flag-starts-improved-hover"),
    );
    if group.kind == UnitKind::CavalryMounted {
        flag(
            ui,
            GroupFlag::MayDismount,
            group.may_dismount,
            t!("editor-soldiers-flag-may-dismount"),
            t!("editor-soldiers-flag-may-dismount-hover"),
        );
    }
}

/// Whether the pointer paints this group's zone, and a button to make it so.
fn paint_hint(
    ui: &mut egui::Ui,
    editor: &mut SoldiersEditor,
    side: usize,
    index: usize,
    words: String,
) {
    let painting = editor.group == Some((side, index))
        && editor.painting.is_some_and(|target| {
            matches!(
                target,
                crate::scenario::soldiers_editor::PaintTarget::Deployment { .. }
                    | crate::scenario::soldiers_editor::PaintTarget::Entry { .. }
            )
        });
    let hexes = editor
        .painting
        .filter(|_| painting)
        .map_or(0, |target| editor.draft.hexes_of(target).len());
    if painting {
        ui.label(t!(
            "editor-soldiers-painting-hexes",
            what = words,
            count = hexes
        ));
    } else if ui.button(words).clicked() {
        choose_group(editor, side, index);
    }
}
