//! The selected hex's stack as cards: name, Attack–Range–Movement, its state (disrupted,
//! in an improved position, face-down, moved, fired), a click chooses it; and the buttons
//! that change a unit (dismount, remount, break down, recombine) when the rules allow.

use bevy::prelude::*;
use bevy_egui::egui;
use hexx::Hex;

use super::selection::ChosenUnit;
use crate::app::games::soldiers::SoldiersCommand;
use crate::rules::engine::RulesEngine;
use crate::rules::soldiers::command::Command;
use crate::rules::soldiers::engine::Soldiers;
use crate::rules::soldiers::fire::range_of;
use crate::rules::soldiers::map::label;
use crate::rules::soldiers::movement::allowance;
use crate::rules::soldiers::state::{State, Unit, UnitId};

/// What a card says of a unit's state.
pub fn unit_state_words(state: &State, unit: &Unit) -> Vec<&'static str> {
    let record = &state.record;
    let mut words = Vec::new();
    if unit.is_disrupted() {
        words.push("disrupted");
    }
    if unit.improved {
        words.push("improved position");
    }
    if record.face_down.contains(&unit.id) {
        words.push("face-down");
    }
    if record.moved.contains(&unit.id) {
        words.push("moved");
    }
    if record.fired.contains(&unit.id) {
        words.push("fired");
    }
    if unit.kind == crate::rules::soldiers::units::UnitKind::CavalryDismounted {
        words.push("dismounted");
    }
    words
}

/// The cards of the units in `hex`, leaving out `hidden`.
pub fn unit_cards(
    ui: &mut egui::Ui,
    state: &State,
    hex: Hex,
    hidden: &[UnitId],
    chosen: &mut ChosenUnit,
    commands: &mut MessageWriter<SoldiersCommand>,
) {
    let info = state.tables.map.info(hex);
    let place = info
        .map(|info| match info.name {
            Some(name) => format!(" — {:?} {name}", info.terrain),
            None => format!(" — {:?}", info.terrain),
        })
        .unwrap_or_default();
    ui.label(egui::RichText::new(format!("Hex {}{place}", label(hex))).strong());
    let units: Vec<&Unit> = state
        .units_in(hex)
        .filter(|unit| !hidden.contains(&unit.id))
        .collect();
    if units.is_empty() {
        ui.small("No units seen here.");
        return;
    }
    for unit in &units {
        card(ui, state, unit, chosen, commands);
    }
    let own: Vec<UnitId> = units
        .iter()
        .filter(|unit| Some(unit.side) == state.acting_side())
        .map(|unit| unit.id)
        .collect();
    let recombine = Command::Recombine { units: own };
    if Soldiers::check(state, &recombine).is_ok() && ui.button("Recombine").clicked() {
        commands.write(SoldiersCommand::new(recombine));
    }
}

fn card(
    ui: &mut egui::Ui,
    state: &State,
    unit: &Unit,
    chosen: &mut ChosenUnit,
    commands: &mut MessageWriter<SoldiersCommand>,
) {
    let attack = state
        .tables
        .units
        .attack(unit.kind, unit.nation)
        .unwrap_or(0);
    let values = format!(
        "{}-{}-{}",
        attack,
        range_of(state, unit),
        allowance(state, unit)
    );
    let words = unit_state_words(state, unit).join(", ");
    let picked = chosen.0 == Some(unit.id);
    let frame = egui::Frame::group(ui.style()).fill(if picked {
        egui::Color32::from_rgb(50, 70, 90)
    } else {
        egui::Color32::from_gray(32)
    });
    let response = frame
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(&unit.name).strong());
                ui.label(egui::RichText::new(values).monospace());
            });
            if !words.is_empty() {
                ui.small(words);
            }
            if picked && Some(unit.side) == state.acting_side() {
                actions(ui, state, unit.id, commands);
            }
        })
        .response
        .interact(egui::Sense::click());
    if response.clicked() {
        chosen.0 = Some(unit.id);
    }
}

fn actions(
    ui: &mut egui::Ui,
    state: &State,
    unit: UnitId,
    commands: &mut MessageWriter<SoldiersCommand>,
) {
    let offers = [
        ("Dismount", Command::Dismount { unit }),
        ("Remount", Command::Remount { unit }),
        ("Break down", Command::BreakDown { unit }),
    ];
    ui.horizontal_wrapped(|ui| {
        for (words, command) in offers {
            if Soldiers::check(state, &command).is_ok() && ui.button(words).clicked() {
                commands.write(SoldiersCommand::new(command));
            }
        }
    });
}
