//! The movement panel's list of reinforcements that may enter now (their turn has come;
//! they may also wait): choosing one shows the hexes it can reach from its entry hexes.

use bevy_egui::egui;
use muster_text::t;

use crate::app::core::ui::scroll_viewports::show_scrolled;

use super::selection::ChosenUnit;
use crate::rules::soldiers::map::label;
use crate::rules::soldiers::state::{Location, Phase, State, UnitId};

/// The acting side's units waiting off the map whose turn to enter has come.
pub fn may_enter(state: &State) -> Vec<UnitId> {
    let Phase::Movement { mover } = state.phase else {
        return Vec::new();
    };
    state
        .units
        .iter()
        .filter(|unit| unit.side == mover && !state.record.moved.contains(&unit.id))
        .filter(
            |unit| matches!(unit.location, Location::Waiting { turn, .. } if turn <= state.turn),
        )
        .map(|unit| unit.id)
        .collect()
}

/// The list, if any may enter: click one to choose it.
pub fn reinforcements_section(ui: &mut egui::Ui, state: &State, chosen: &mut ChosenUnit) {
    let waiting = may_enter(state);
    if waiting.is_empty() {
        return;
    }
    ui.label(egui::RichText::new(t!("soldiers-reinforcements", count = waiting.len())).strong());
    show_scrolled(
        ui,
        egui::ScrollArea::vertical()
            .id_salt("reinforcements")
            .max_height(120.0),
        |ui| {
            for id in waiting {
                let Some(unit) = state.unit(id) else {
                    continue;
                };
                let entry = match &unit.location {
                    Location::Waiting { entry, .. } => entry.first().map(|hex| label(*hex)),
                    _ => None,
                };
                let text = t!(
                    "soldiers-reinforcement-enters-at",
                    unit = unit.name.as_str(),
                    entry = entry.unwrap_or_default()
                );
                if ui.selectable_label(chosen.0 == Some(id), text).clicked() {
                    chosen.0 = Some(id);
                }
            }
        },
    );
    ui.separator();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games::soldiers::play::test_games::opened;
    use crate::rules::soldiers::state::{Side, StateData};

    /// Scenario 12 at the Russians' movement phase, as data to stage a turn on (a position is
    /// a new game made from edited data: only `apply` changes a game).
    pub(super) fn lvidsgov_moving() -> StateData {
        let mut data = StateData::clone(&opened("12_lvidsgov.ron").state);
        data.phase = Phase::Movement { mover: Side(0) };
        data
    }

    #[test]
    fn reinforcements_listed_on_their_turn_only() {
        let mut data = lvidsgov_moving();
        // Turn 1: the Russian first wave (9 units) may enter; groups A and B later.
        assert_eq!(may_enter(&State::from(data.clone())).len(), 9);
        data.turn = 5;
        assert_eq!(may_enter(&State::from(data)).len(), 19);
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;

    #[test]
    fn the_reinforcements_list_chooses_the_unit_clicked() {
        let state = State::from(super::tests::lvidsgov_moving());
        let first = may_enter(&state)[0];
        let unit = state.unit(first).expect("a reinforcement");
        let Location::Waiting { entry, .. } = &unit.location else {
            panic!("it waits off the map");
        };
        let words = format!("{} (enters at {})", unit.name, label(entry[0]));
        let chosen = click_on(&words, ChosenUnit(None), |ui, chosen| {
            reinforcements_section(ui, &state, chosen);
        });
        assert_eq!(chosen, ChosenUnit(Some(first)));
    }
}
