//! Deployment: the units still to place, one chosen at a time and placed by a click on a
//! hex of its zone (the zone is highlighted), dug in or dismounted where the scenario
//! allows; or the rest placed by the computer's own deployment.

use bevy::prelude::*;
use bevy_egui::egui;
use hexx::Hex;
use muster_text::t;

use crate::app::core::ui::scroll_viewports::show_scrolled;

use super::overlay::outline;
use super::selection::ChosenUnit;
use crate::app::core::screens::Screen;
use crate::app::games::soldiers::SoldiersSession;
use crate::rules::soldiers::ai::deploy::plan_deployment;
use crate::rules::soldiers::ai::goals::goal_for;
use crate::rules::soldiers::command::Command;
use crate::rules::soldiers::map::label;
use crate::rules::soldiers::state::{Location, Phase, State, UnitId};

/// How the next unit is placed.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DeployDraft {
    pub improved: bool,
    pub dismounted: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DeployDraft>().add_systems(
        Update,
        draw_zone.run_if(in_state(Screen::Soldiers).and_then(resource_exists::<SoldiersSession>)),
    );
}

/// The units of the deploying side still to place.
pub fn to_place(state: &State) -> Vec<UnitId> {
    let Phase::Deployment { deploying } = state.phase else {
        return Vec::new();
    };
    state
        .units
        .iter()
        .filter(|unit| unit.side == deploying && matches!(unit.location, Location::ToDeploy { .. }))
        .map(|unit| unit.id)
        .collect()
}

/// The zone a unit still to place may go to.
fn zone_of(state: &State, unit: UnitId) -> Option<&Vec<Hex>> {
    match &state.unit(unit)?.location {
        Location::ToDeploy { zone, .. } => Some(zone),
        _ => None,
    }
}

/// The placement a click on `hex` asks for, if the chosen unit may go there.
/// The trench markers the side deploying still has to place, and where (scenario 4).
pub fn trenches_left(state: &State) -> Option<(u32, &Vec<Hex>)> {
    let Phase::Deployment { deploying } = state.phase else {
        return None;
    };
    state
        .special
        .trenches_to_place
        .as_ref()
        .filter(|placing| placing.side == deploying && placing.count > 0)
        .map(|placing| (placing.count, &placing.zone))
}

/// What a click on `hex` asks for in deployment: a trench marker while any are left to
/// place, else the chosen unit.
pub fn deployment_click(
    state: &State,
    chosen: Option<UnitId>,
    hex: Hex,
    draft: &DeployDraft,
) -> Option<Command> {
    if let Some((_, zone)) = trenches_left(state) {
        return zone.contains(&hex).then_some(Command::PlaceTrench { hex });
    }
    chosen.and_then(|unit| deploy_command(state, unit, hex, draft))
}

pub fn deploy_command(
    state: &State,
    unit: UnitId,
    hex: Hex,
    draft: &DeployDraft,
) -> Option<Command> {
    let Location::ToDeploy {
        zone,
        may_dig_in,
        may_dismount,
    } = &state.unit(unit)?.location
    else {
        return None;
    };
    if !zone.contains(&hex) {
        return None;
    }
    let must = state.special.must_start_improved.contains(&unit);
    Some(Command::Deploy {
        unit,
        hex,
        improved: must || (*may_dig_in && draft.improved),
        dismounted: *may_dismount && draft.dismounted,
    })
}

/// The deployment part of the panel; the placements asked for go into `asked`.
pub fn deployment_section(
    ui: &mut egui::Ui,
    state: &State,
    chosen: &mut ChosenUnit,
    draft: &mut DeployDraft,
    asked: &mut Vec<Command>,
) {
    if let Some((count, _)) = trenches_left(state) {
        ui.label(t!("soldiers-deploy-trenches-first", count = count));
        auto_place(ui, state, asked);
        return;
    }
    let left = to_place(state);
    if left.is_empty() {
        ui.label(t!("soldiers-deploy-all-placed"));
        return;
    }
    if chosen.0.is_none_or(|id| !left.contains(&id)) {
        chosen.0 = left.first().copied();
    }
    ui.label(t!("soldiers-deploy-to-place", count = left.len()));
    show_scrolled(
        ui,
        egui::ScrollArea::vertical()
            .id_salt("to place")
            .max_height(160.0),
        |ui| {
            for id in &left {
                let Some(unit) = state.unit(*id) else {
                    continue;
                };
                let zone = zone_of(state, *id).map_or(0, Vec::len);
                let text = t!(
                    "soldiers-deploy-unit-zone",
                    unit = unit.name.as_str(),
                    count = zone
                );
                if ui.selectable_label(chosen.0 == Some(*id), text).clicked() {
                    chosen.0 = Some(*id);
                }
            }
        },
    );
    if let Some(Location::ToDeploy {
        may_dig_in,
        may_dismount,
        ..
    }) = chosen.0.and_then(|id| state.unit(id)).map(|u| &u.location)
    {
        if *may_dig_in {
            ui.checkbox(&mut draft.improved, t!("soldiers-deploy-dug-in"));
        }
        if *may_dismount {
            ui.checkbox(&mut draft.dismounted, t!("soldiers-deploy-dismounted"));
        }
    }
    if let Some(zone) = chosen.0.and_then(|id| zone_of(state, id))
        && let Some(first) = zone.first()
    {
        ui.small(t!(
            "soldiers-deploy-zone",
            count = zone.len(),
            first = label(*first)
        ));
    }
    auto_place(ui, state, asked);
}

/// The button that places everything left by the computer's deployment.
fn auto_place(ui: &mut egui::Ui, state: &State, asked: &mut Vec<Command>) {
    if ui
        .add_sized(
            [ui.available_width(), 36.0],
            egui::Button::new(t!("soldiers-deploy-auto")),
        )
        .clicked()
        && let Some(side) = state.acting_side()
    {
        let plan = plan_deployment(state, side, &goal_for(state, side));
        asked.extend(placements_only(plan));
    }
}

/// The placements of a deployment plan, without its ending: the player sees where the
/// units went (and may move them) before pressing End deployment.
pub fn placements_only(plan: Vec<Command>) -> Vec<Command> {
    plan.into_iter()
        .filter(|command| !matches!(command, Command::EndDeployment))
        .collect()
}

fn draw_zone(game: Res<SoldiersSession>, chosen: Res<ChosenUnit>, mut gizmos: Gizmos) {
    if !matches!(game.state.phase, Phase::Deployment { .. }) {
        return;
    }
    if let Some((_, zone)) = trenches_left(&game.state) {
        for hex in zone {
            outline(&mut gizmos, *hex, 0.9, Color::srgba(1.0, 0.6, 0.2, 0.9));
        }
        return;
    }
    let Some(zone) = chosen.0.and_then(|id| zone_of(&game.state, id)) else {
        return;
    };
    for hex in zone {
        outline(&mut gizmos, *hex, 0.9, Color::srgba(0.3, 0.8, 1.0, 0.85));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::soldiers::tables::Tables;
    use crate::scenario::{self, Scenario};

    #[test]
    fn deployment_click_places_scenario_4_trenches_before_units() {
        let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("scenarios/soldiers/04_elouges.ron");
        let Ok(Scenario::Soldiers(loaded)) = scenario::load(&file) else {
            panic!("scenario 4 ships");
        };
        let state = scenario::soldiers::build_state(&loaded, Tables::shipped()).expect("builds");
        let (count, zone) = trenches_left(&state).expect("the British place three trenches");
        assert_eq!(count, 3);
        let inside = zone[0];
        let unit = to_place(&state).first().copied();
        assert_eq!(
            deployment_click(&state, unit, inside, &DeployDraft::default()),
            Some(Command::PlaceTrench { hex: inside })
        );
        let outside = crate::rules::soldiers::map::hex_at((1, 1));
        assert_eq!(
            deployment_click(&state, unit, outside, &DeployDraft::default()),
            None
        );
    }

    #[test]
    fn placing_the_rest_automatically_leaves_ending_the_deployment_to_the_player() {
        let hex = Hex::new(1, 1);
        let place = Command::Deploy {
            unit: UnitId(1),
            hex,
            improved: false,
            dismounted: false,
        };
        let plan = vec![place.clone(), Command::EndDeployment];
        assert_eq!(placements_only(plan), vec![place]);
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;
    use crate::app::games::soldiers::play::test_games::opened;

    type Drafts = (ChosenUnit, DeployDraft, Vec<Command>);

    fn section(state: &State) -> impl FnMut(&mut egui::Ui, &mut Drafts) + '_ {
        move |ui, (chosen, draft, asked)| deployment_section(ui, state, chosen, draft, asked)
    }

    #[test]
    fn the_deployment_panel_places_the_rest_when_place_the_rest_automatically_is_clicked() {
        let game = opened("01_brunstatt.ron");
        let state = &game.state;
        let left = to_place(state);
        let drafts = (ChosenUnit(None), DeployDraft::default(), Vec::new());
        let (_, _, asked) = click_on("Place the rest automatically", drafts, section(state));
        let placed: Vec<UnitId> = asked
            .iter()
            .map(|command| match command {
                Command::Deploy { unit, .. } => *unit,
                other => panic!("only placements, not {other:?}"),
            })
            .collect();
        assert_eq!(placed.len(), left.len(), "every unit left is placed");
        assert!(placed.iter().all(|unit| left.contains(unit)));
    }

    #[test]
    fn the_deployment_panel_chooses_the_unit_clicked_in_its_list() {
        let game = opened("01_brunstatt.ron");
        let state = &game.state;
        let second = to_place(state)[1];
        let unit = state.unit(second).expect("a unit to place");
        let zone = zone_of(state, second).map_or(0, Vec::len);
        let drafts = (ChosenUnit(None), DeployDraft::default(), Vec::new());
        let (chosen, _, asked) = click_on(
            &format!("{} ({zone} hexes)", unit.name),
            drafts,
            section(state),
        );
        assert_eq!(chosen, ChosenUnit(Some(second)));
        assert!(asked.is_empty());
    }
}
