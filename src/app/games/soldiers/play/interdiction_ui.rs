//! Interdiction, at the start of the mover's fire step: tick the firers, click the clear,
//! empty hexes they will fire into next enemy movement phase, see whether the rules allow
//! it, then place it.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::core::ui::scroll_viewports::show_scrolled;

use super::fire_ui::FireDraft;
use crate::app::games::soldiers::SoldiersCommand;
use crate::rules::soldiers::command::Command;
use crate::rules::soldiers::fire::{check_interdict, interdiction_allowance};
use crate::rules::soldiers::map::label;
use crate::rules::soldiers::state::State;

/// The interdiction part of the fire panel.
pub fn interdiction_section(
    ui: &mut egui::Ui,
    state: &State,
    draft: &mut FireDraft,
    commands: &mut MessageWriter<SoldiersCommand>,
) {
    let Some(side) = state.acting_side() else {
        return;
    };
    ui.checkbox(
        &mut draft.interdicting,
        "Place interdiction first (clicks pick hexes)",
    );
    if !draft.interdicting {
        return;
    }
    let candidates = state.units.iter().filter(|unit| {
        unit.side == side
            && unit.on_map()
            && !unit.is_disrupted()
            && !state.record.fired.contains(&unit.id)
    });
    show_scrolled(
        ui,
        egui::ScrollArea::vertical()
            .id_salt("interdiction firers")
            .max_height(140.0),
        |ui| {
            for unit in candidates {
                let mut ticked = draft.interdict_firers.contains(&unit.id);
                let text = format!(
                    "{} (up to {} hex(es))",
                    unit.name,
                    interdiction_allowance(unit)
                );
                if ui.checkbox(&mut ticked, text).changed() {
                    draft.interdict_firers.retain(|id| *id != unit.id);
                    if ticked {
                        draft.interdict_firers.push(unit.id);
                    }
                }
            }
        },
    );
    let hexes: Vec<String> = draft
        .interdict_hexes
        .iter()
        .map(|hex| label(*hex))
        .collect();
    ui.label(format!("Hexes: {}", hexes.join(", ")));
    if draft.interdict_hexes.is_empty() || draft.interdict_firers.is_empty() {
        ui.small("Tick firers and click hexes on the board.");
        return;
    }
    match check_interdict(state, side, &draft.interdict_hexes, &draft.interdict_firers) {
        Ok(()) => {
            if ui.button("Interdict").clicked() {
                commands.write(SoldiersCommand::new(Command::Interdict {
                    hexes: std::mem::take(&mut draft.interdict_hexes),
                    firers: std::mem::take(&mut draft.interdict_firers),
                }));
                draft.interdicting = false;
            }
        }
        Err(why) => {
            ui.colored_label(egui::Color32::from_rgb(255, 120, 100), why.to_string());
        }
    }
}
