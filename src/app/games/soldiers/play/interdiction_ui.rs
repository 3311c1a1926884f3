//! Interdiction, at the start of the mover's fire step: tick the firers, click the clear,
//! empty hexes they will fire into next enemy movement phase, see whether the rules allow
//! it, then place it.

use bevy_egui::egui;
use muster_text::t;

use crate::app::core::ui::scroll_viewports::show_scrolled;

use super::fire_ui::FireDraft;
use crate::rules::soldiers::command::Command;
use crate::rules::soldiers::fire::{check_interdict, interdiction_allowance};
use crate::rules::soldiers::map::label;
use crate::rules::soldiers::state::State;

/// The interdiction part of the fire panel; the interdiction placed goes into `asked`.
pub fn interdiction_section(
    ui: &mut egui::Ui,
    state: &State,
    draft: &mut FireDraft,
    asked: &mut Vec<Command>,
) {
    let Some(side) = state.acting_side() else {
        return;
    };
    ui.checkbox(&mut draft.interdicting, t!("soldiers-interdict-first"));
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
                let text = t!(
                    "soldiers-interdict-firer",
                    unit = unit.name.as_str(),
                    count = interdiction_allowance(unit)
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
    ui.label(t!("soldiers-interdict-hexes", hexes = hexes.join(", ")));
    if draft.interdict_hexes.is_empty() || draft.interdict_firers.is_empty() {
        ui.small(t!("soldiers-interdict-how"));
        return;
    }
    match check_interdict(state, side, &draft.interdict_hexes, &draft.interdict_firers) {
        Ok(()) => {
            if ui.button(t!("soldiers-interdict")).clicked() {
                asked.push(Command::Interdict {
                    hexes: std::mem::take(&mut draft.interdict_hexes),
                    firers: std::mem::take(&mut draft.interdict_firers),
                });
                draft.interdicting = false;
            }
        }
        Err(why) => {
            ui.colored_label(egui::Color32::from_rgb(255, 120, 100), why.to_string());
        }
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click_on, tick};
    use crate::app::games::soldiers::play::test_games::played_until;
    use crate::rules::soldiers::state::{FireStep, Phase};

    fn mover_fires(state: &State) -> bool {
        matches!(
            state.phase,
            Phase::Fire {
                step: FireStep::MoverFires,
                ..
            }
        ) && state.record.attacked.is_empty()
    }

    fn section(state: &State) -> impl FnMut(&mut egui::Ui, &mut (FireDraft, Vec<Command>)) + '_ {
        move |ui, (draft, asked)| interdiction_section(ui, state, draft, asked)
    }

    #[test]
    fn the_interdiction_box_turns_clicks_to_picking_hexes() {
        let game = played_until("01_brunstatt.ron", mover_fires);
        let (draft, asked) = tick(
            "Place interdiction first (clicks pick hexes)",
            (FireDraft::default(), Vec::new()),
            section(&game.state),
        );
        assert!(draft.interdicting);
        assert!(asked.is_empty());
    }

    #[test]
    fn the_interdiction_panel_places_it_when_interdict_is_clicked() {
        let game = played_until("01_brunstatt.ron", mover_fires);
        let state = &game.state;
        let side = state.acting_side().expect("the mover fires");
        let (firer, hex) = state
            .units
            .iter()
            .filter(|unit| unit.side == side)
            .filter_map(|unit| Some((unit.id, unit.hex()?)))
            .find_map(|(id, at)| {
                state
                    .tables
                    .map
                    .all_hexes()
                    .filter(|hex| hex.unsigned_distance_to(at) <= 6)
                    .find(|hex| check_interdict(state, side, &[*hex], &[id]).is_ok())
                    .map(|hex| (id, hex))
            })
            .expect("some unit of the mover can interdict some hex");
        let draft = FireDraft {
            interdicting: true,
            interdict_hexes: vec![hex],
            interdict_firers: vec![firer],
            ..FireDraft::default()
        };
        let (draft, asked) = click_on("Interdict", (draft, Vec::new()), section(state));
        assert_eq!(
            asked,
            vec![Command::Interdict {
                hexes: vec![hex],
                firers: vec![firer],
            }]
        );
        assert!(!draft.interdicting, "placed, clicks pick targets again");
    }
}
