//! The panel's players and victory: 2–4 players, each with their CO (from the CO table) and
//! a person or the computer in the seat (2.4, CO Powers), the starting player (2.6), and the
//! victory condition with its number to reach (2.7, 4.0).

use bevy_egui::egui;
use muster_text::t;

use super::editor::TableSetup;
use super::palette;
use crate::app::games::skirmish::SkirmishSeat;
use crate::app::games::skirmish::view::players_ui::co_names;
use crate::rules::seat::PlayerId;
use crate::rules::skirmish::state::Victory;

pub fn players_section(ui: &mut egui::Ui, setup: &mut TableSetup) {
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(t!("skirmish-setup-players")).strong());
        for count in 2..=4 {
            let chosen = setup.layout.players.len() == count;
            if ui.selectable_label(chosen, count.to_string()).clicked() && !chosen {
                setup.set_player_count(count);
            }
        }
    });
    let cos = co_names(&setup.tables.cos);
    for seat in 0..setup.layout.players.len() {
        let player = setup.layout.players[seat].clone();
        ui.horizontal_wrapped(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
            ui.painter()
                .rect_filled(rect, 3.0, palette::army(player.colour));
            ui.label(egui::RichText::new(&player.name).strong());
            let mut person = setup.seats.get(seat) == Some(&SkirmishSeat::Human);
            if ui
                .checkbox(&mut person, t!("skirmish-setup-a-person"))
                .changed()
                && let Some(choice) = setup.seats.get_mut(seat)
            {
                *choice = if person {
                    SkirmishSeat::Human
                } else {
                    SkirmishSeat::Veteran
                };
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label(t!("skirmish-setup-co"));
            let shown = player
                .co
                .clone()
                .unwrap_or_else(|| t!("skirmish-setup-co-none"));
            let mut co = player.co.clone();
            egui::ComboBox::from_id_salt(("skirmish setup co", seat))
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut co, None, t!("skirmish-setup-co-none"));
                    for name in &cos {
                        ui.selectable_value(&mut co, Some(name.clone()), name);
                    }
                })
                .response
                .labelled_by(label.id);
            if co != player.co {
                setup.layout.players[seat].co = co;
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("skirmish-setup-moves-first"));
        let names = setup.player_names();
        for (seat, name) in names.iter().enumerate() {
            ui.selectable_value(&mut setup.layout.starting_player, PlayerId(seat), name);
        }
    });
}

/// Which of the three victory conditions, for the choice's buttons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Conquest,
    Medals,
    Cities,
}

pub fn victory_section(ui: &mut egui::Ui, setup: &mut TableSetup) {
    ui.label(egui::RichText::new(t!("skirmish-setup-victory")).strong());
    let (mut kind, mut count) = match setup.layout.victory {
        Victory::Conquest => (Kind::Conquest, 0),
        Victory::Medals(count) => (Kind::Medals, count),
        Victory::Cities(count) => (Kind::Cities, count),
    };
    ui.horizontal_wrapped(|ui| {
        ui.selectable_value(&mut kind, Kind::Conquest, t!("skirmish-setup-conquest"))
            .on_hover_text(t!("skirmish-setup-conquest-hover"));
        ui.selectable_value(&mut kind, Kind::Medals, t!("skirmish-setup-medals"))
            .on_hover_text(t!("skirmish-setup-medals-hover"));
        ui.selectable_value(&mut kind, Kind::Cities, t!("skirmish-setup-cities"))
            .on_hover_text(t!("skirmish-setup-cities-hover"));
    });
    if kind != Kind::Conquest {
        if count == 0 {
            count = if kind == Kind::Medals { 6 } else { 3 };
        }
        ui.horizontal(|ui| {
            let label = ui.label(if kind == Kind::Medals {
                t!("skirmish-setup-units-to-eliminate")
            } else {
                t!("skirmish-setup-cities-to-own")
            });
            ui.add(egui::DragValue::new(&mut count).range(0..=99))
                .labelled_by(label.id);
        });
    }
    setup.layout.victory = match kind {
        Kind::Conquest => Victory::Conquest,
        Kind::Medals => Victory::Medals(count),
        Kind::Cities => Victory::Cities(count),
    };
}
