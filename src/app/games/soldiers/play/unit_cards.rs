//! The selected hex's stack as compact cards, one row each: name, Attack–Range–Movement,
//! its state (disrupted, in an improved position, face-down, moved, fired), a click
//! chooses it; and the buttons
//! that change a unit (dismount, remount, break down, recombine) when the rules allow.

use bevy_egui::egui;
use hexx::Hex;
use muster_text::t;

use super::selection::ChosenUnit;
use crate::rules::engine::RulesEngine;
use crate::rules::soldiers::command::Command;
use crate::rules::soldiers::engine::Soldiers;
use crate::rules::soldiers::fire::range_of;
use crate::rules::soldiers::map::label;
use crate::rules::soldiers::movement::allowance;
use crate::rules::soldiers::state::{State, Unit, UnitId};
use crate::rules::soldiers::terrain_effects::Terrain;

/// What a card says of a unit's state.
pub fn unit_state_words(state: &State, unit: &Unit) -> Vec<String> {
    let record = &state.record;
    let mut words = Vec::new();
    if unit.is_disrupted() {
        words.push(t!("soldiers-state-disrupted"));
    }
    if unit.improved {
        words.push(t!("soldiers-state-improved"));
    }
    if record.face_down.contains(&unit.id) {
        words.push(t!("soldiers-state-face-down"));
    }
    if record.moved.contains(&unit.id) {
        words.push(t!("soldiers-state-moved"));
    }
    if record.fired.contains(&unit.id) {
        words.push(t!("soldiers-state-fired"));
    }
    if unit.kind == crate::rules::soldiers::units::UnitKind::CavalryDismounted {
        words.push(t!("soldiers-state-dismounted"));
    }
    words
}

/// A hex's terrain in words.
fn terrain_words(terrain: Terrain) -> String {
    match terrain {
        Terrain::Clear => t!("soldiers-terrain-clear"),
        Terrain::Slope => t!("soldiers-terrain-slope"),
        Terrain::Crest => t!("soldiers-terrain-crest"),
        Terrain::Woods => t!("soldiers-terrain-woods"),
        Terrain::Town => t!("soldiers-terrain-town"),
        Terrain::Canal => t!("soldiers-terrain-canal"),
    }
}

/// The cards of the units in `hex`, leaving out `hidden`; a click on one chooses it, the
/// commands its buttons ask for go into `asked`.
pub fn unit_cards(
    ui: &mut egui::Ui,
    state: &State,
    hex: Hex,
    hidden: &[UnitId],
    chosen: &mut ChosenUnit,
    asked: &mut Vec<Command>,
) {
    let info = state.tables.map.info(hex);
    let heading = match info {
        Some(info) => {
            let terrain = terrain_words(info.terrain);
            match &info.name {
                Some(name) => t!(
                    "soldiers-hex-named",
                    hex = label(hex),
                    terrain = terrain,
                    name = name.to_string()
                ),
                None => t!("soldiers-hex-terrain", hex = label(hex), terrain = terrain),
            }
        }
        None => t!("soldiers-hex", hex = label(hex)),
    };
    ui.label(egui::RichText::new(heading).strong());
    let units: Vec<&Unit> = state
        .units_in(hex)
        .filter(|unit| !hidden.contains(&unit.id))
        .collect();
    if units.is_empty() {
        ui.small(t!("soldiers-no-units-seen"));
        return;
    }
    for unit in &units {
        card(ui, state, unit, chosen, asked);
    }
    let own: Vec<UnitId> = units
        .iter()
        .filter(|unit| Some(unit.side) == state.acting_side())
        .map(|unit| unit.id)
        .collect();
    let recombine = Command::Recombine { units: own };
    if Soldiers::check(state, &recombine).is_ok() && ui.button(t!("soldiers-recombine")).clicked() {
        asked.push(recombine);
    }
}

fn card(
    ui: &mut egui::Ui,
    state: &State,
    unit: &Unit,
    chosen: &mut ChosenUnit,
    asked: &mut Vec<Command>,
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
    // One compact row a unit (name, values, state), so a whole stack shows at once.
    let frame = egui::Frame::group(ui.style())
        .inner_margin(egui::Margin::symmetric(6, 2))
        .fill(if picked {
            egui::Color32::from_rgb(50, 70, 90)
        } else {
            egui::Color32::from_gray(32)
        });
    let response = frame
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing.y = 0.0;
                ui.label(egui::RichText::new(&unit.name).strong());
                ui.label(egui::RichText::new(values).monospace());
                if !words.is_empty() {
                    ui.small(words);
                }
            });
            if picked && Some(unit.side) == state.acting_side() {
                actions(ui, state, unit.id, asked);
            }
        })
        .response;
    // Only a card not yet chosen takes clicks: sensing them, the card lies over its own
    // buttons and would take theirs.
    let response = if picked {
        response
    } else {
        response.interact(egui::Sense::click())
    };
    // Told to screen readers (and found by tests) as a choice named after the unit.
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::WidgetType::SelectableLabel, true, picked, &unit.name)
    });
    if response.clicked() {
        chosen.0 = Some(unit.id);
    }
}

fn actions(ui: &mut egui::Ui, state: &State, unit: UnitId, asked: &mut Vec<Command>) {
    let offers = [
        (t!("soldiers-dismount"), Command::Dismount { unit }),
        (t!("soldiers-remount"), Command::Remount { unit }),
        (t!("soldiers-break-down"), Command::BreakDown { unit }),
    ];
    ui.horizontal_wrapped(|ui| {
        for (words, command) in offers {
            if Soldiers::check(state, &command).is_ok() && ui.button(words).clicked() {
                asked.push(command);
            }
        }
    });
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;
    use crate::app::games::soldiers::play::test_games::played_until;
    use crate::rules::soldiers::state::Phase;

    /// Draw the cards of `hex`, keeping the chosen unit and the commands asked for.
    fn cards(
        state: &State,
        hex: Hex,
    ) -> impl FnMut(&mut egui::Ui, &mut (ChosenUnit, Vec<Command>)) + '_ {
        move |ui, (chosen, asked)| unit_cards(ui, state, hex, &[], chosen, asked)
    }

    /// The first unit that may break down now, if any.
    fn battery(state: &State) -> Option<&Unit> {
        state
            .units
            .iter()
            .find(|unit| Soldiers::check(state, &Command::BreakDown { unit: unit.id }).is_ok())
    }

    #[test]
    fn a_unit_card_breaks_the_chosen_battery_down_when_break_down_is_clicked() {
        let game = played_until("01_brunstatt.ron", |state| {
            matches!(state.phase, Phase::Movement { .. })
                && state.record.improved_positions_declared
                && battery(state).is_some()
        });
        let state = &game.state;
        let battery = battery(state).expect("a battery to break down");
        let hex = battery.hex().expect("on the map");
        let chosen = ChosenUnit(Some(battery.id));
        let (_, asked) = click_on("Break down", (chosen, Vec::new()), cards(state, hex));
        assert_eq!(asked, vec![Command::BreakDown { unit: battery.id }]);
    }

    #[test]
    fn clicking_a_unit_card_chooses_that_unit() {
        let game = played_until("01_brunstatt.ron", |state| {
            matches!(state.phase, Phase::Movement { .. })
        });
        let state = &game.state;
        let unit = state
            .units
            .iter()
            .find(|unit| unit.on_map() && state.units_in(unit.hex().unwrap()).count() == 1)
            .expect("a unit alone in its hex");
        let hex = unit.hex().expect("on the map");
        let (chosen, asked) = click_on(
            &unit.name,
            (ChosenUnit(None), Vec::new()),
            cards(state, hex),
        );
        assert_eq!(chosen, ChosenUnit(Some(unit.id)));
        assert!(asked.is_empty());
    }

    #[test]
    fn a_stacks_unit_cards_are_one_compact_row_each() {
        use crate::app::core::ui::panel_test::harness;
        use egui_kittest::kittest::Queryable;
        let game = played_until("01_brunstatt.ron", |state| {
            matches!(state.phase, Phase::Movement { .. })
                && state
                    .units
                    .iter()
                    .filter_map(Unit::hex)
                    .any(|hex| state.units_in(hex).count() >= 2)
        });
        let state = &game.state;
        let hex = state
            .units
            .iter()
            .filter_map(Unit::hex)
            .find(|hex| state.units_in(*hex).count() >= 2)
            .expect("a stack");
        let names: Vec<String> = state.units_in(hex).map(|unit| unit.name.clone()).collect();
        let harness = harness((ChosenUnit(None), Vec::new()), cards(state, hex));
        let tops: Vec<f32> = names
            .iter()
            .map(|name| {
                harness
                    .query_all_by_label(name)
                    .next()
                    .unwrap_or_else(|| panic!("{name} shows"))
                    .rect()
                    .top()
            })
            .collect();
        // Each further unit a single row (about 30 points) below the one before it, so a
        // stack of two or three fits above the phase's controls.
        for pair in tops.windows(2) {
            let step = pair[1] - pair[0];
            assert!(
                step > 0.0 && step <= 32.0,
                "cards {step} points apart: {tops:?}"
            );
        }
    }
}
