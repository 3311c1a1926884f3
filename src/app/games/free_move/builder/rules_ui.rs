//! The panel's Time and Victory sections: the primary time (or calibrated from a full
//! move the players timed), and the victory conditions the engine knows — the share of its
//! points at which an army breaks, a number of timed moves, and a place to hold.

use bevy_egui::egui;
use muster_text::t;

use super::builder_state::BattleBuilder;
use crate::rules::free_move::time_factor::TimeSetting;
use crate::rules::free_move::victory::Objective;
use crate::scenario::free_move::Shape;

pub fn time_section(ui: &mut egui::Ui, builder: &mut BattleBuilder) {
    ui.label(egui::RichText::new(t!("editor-free-move-time")).strong());
    let mut seconds = builder.draft.scenario().primary_time_seconds;
    ui.horizontal_wrapped(|ui| {
        let words = ui.label(t!("editor-free-move-primary-time"));
        let field = ui
            .add(
                egui::DragValue::new(&mut seconds)
                    .range(15..=900)
                    .suffix(" s"),
            )
            .labelled_by(words.id);
        if field.changed() {
            builder.draft.set_time(TimeSetting::Primary { seconds });
        }
    });
    let words = ui.label(t!("editor-free-move-full-move"));
    ui.horizontal_wrapped(|ui| {
        ui.add(
            egui::DragValue::new(&mut builder.full_move_seconds)
                .range(0.0..=1800.0)
                .suffix(" s"),
        )
        .labelled_by(words.id);
        let timed = builder.full_move_seconds >= 30.0;
        if ui
            .add_enabled(timed, egui::Button::new(t!("editor-free-move-calibrate")))
            .on_hover_text(t!("editor-free-move-calibrate-hover"))
            .clicked()
        {
            let full = builder.full_move_seconds;
            builder.draft.calibrate_time(full);
        }
    });
}

pub fn victory_section(ui: &mut egui::Ui, builder: &mut BattleBuilder) {
    ui.label(egui::RichText::new(t!("editor-free-move-victory")).strong());
    let before = builder.draft.scenario().victory.clone();
    let mut victory = before.clone();
    ui.horizontal_wrapped(|ui| {
        let words = ui.label(t!("editor-free-move-breaks-at"));
        ui.add(
            egui::DragValue::new(&mut victory.army_breaks_at_percent)
                .range(1..=99)
                .suffix("%"),
        )
        .labelled_by(words.id);
    });
    let mut limited = victory.moves.is_some();
    ui.checkbox(&mut limited, t!("editor-free-move-moves-limit"));
    let mut moves = victory.moves.unwrap_or(10);
    if limited {
        ui.add(egui::DragValue::new(&mut moves).range(1..=99));
    }
    victory.moves = limited.then_some(moves);
    let table = builder.draft.scenario().table;
    let mut hold = victory.hold.is_some();
    ui.checkbox(&mut hold, t!("editor-free-move-hold"))
        .on_hover_text(t!("editor-free-move-hold-hover"));
    victory.hold = match (hold, victory.hold.take()) {
        (true, Some(objective)) => Some(objective),
        (true, None) => {
            let (x, y) = (table.width / 2.0, table.depth / 2.0);
            Some(Objective {
                name: t!("editor-free-move-hold-default-name"),
                shape: Shape::Rect {
                    min: (x - 5.0, y - 4.0),
                    max: (x + 5.0, y + 4.0),
                },
            })
        }
        (false, _) => None,
    };
    if let Some(objective) = &mut victory.hold {
        ui.horizontal(|ui| {
            let words = ui.label(t!("editor-free-move-hold-name"));
            ui.add(egui::TextEdit::singleline(&mut objective.name).desired_width(f32::INFINITY))
                .labelled_by(words.id);
        });
    }
    if victory != before {
        builder.draft.set_victory(victory);
    }
}
