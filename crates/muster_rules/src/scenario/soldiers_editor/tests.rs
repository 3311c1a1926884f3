//! The editor's model: the shipped scenarios open and write back unchanged, a scenario
//! built from nothing by the model's operations alone loads and is played to its end by
//! two computer players, painting and undo.

use std::path::PathBuf;

use super::*;
use crate::rules::ladder::{Budget, Level};
use crate::rules::soldiers::map::{ColRow, Edge};
use crate::rules::soldiers::units::UnitKind;
use crate::scenario::Scenario;
use crate::scenario::soldiers::zone::TownLetter;
use crate::scenario::soldiers::{Arrival, Zone, map_problems};

fn draft() -> ScenarioDraft {
    ScenarioDraft::empty(Tables::shipped())
}

fn shipped_files() -> Vec<PathBuf> {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/soldiers");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .expect("the Soldiers scenario folder")
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    files.sort();
    files
}

pub(super) fn shipped_scenarios() -> Vec<(PathBuf, SoldiersScenario)> {
    shipped_files()
        .into_iter()
        .map(|file| match crate::scenario::load(&file) {
            Ok(Scenario::Soldiers(scenario)) => (file, scenario),
            other => panic!("{}: {other:?}", file.display()),
        })
        .collect()
}

/// The hexes of a zone on the shipped map.
fn hexes(zone: Zone) -> Vec<ColRow> {
    draft().zone_hexes(&zone)
}

#[test]
fn soldiers_editor_every_shipped_scenario_opens_and_writes_back_an_equal_scenario() {
    let scenarios = shipped_scenarios();
    assert_eq!(scenarios.len(), 14);
    for (file, scenario) in scenarios {
        let opened = ScenarioDraft::from_scenario(scenario.clone(), Tables::shipped());
        let written = opened.to_scenario();
        assert_eq!(written, scenario, "{}", file.display());
        let text = ron::to_string(&Scenario::Soldiers(written)).expect("written as RON");
        let again = crate::scenario::parse(&text, "again.ron").expect("read back");
        assert_eq!(again, Scenario::Soldiers(scenario), "{}", file.display());
    }
}

/// A scenario made by the model's operations alone: a name, infantry and artillery on
/// each side in painted zones, a reinforcement on turn 3 through north-edge hexes, 8
/// turns, and town A to hold.
pub(super) fn built_from_nothing() -> ScenarioDraft {
    let mut draft = draft();
    draft.set_name("Club night at the canal");
    draft.set_date("Somewhere, autumn 1914");
    draft.set_turns(8);
    draft.set_move_first(1);
    for (side, edge) in [(0, Edge::West), (1, Edge::East)] {
        draft.add_group(side, UnitKind::InfantryCompany, 4);
        draft.add_group(side, UnitKind::FieldGunBattery, 1);
        let zone = hexes(Zone::NearEdge(edge, 2));
        draft.paint(
            PaintTarget::Deployment { side, group: 0 },
            &zone[..12],
            true,
        );
    }
    let reinforcement = draft
        .add_group(0, UnitKind::InfantryCompany, 2)
        .expect("side 0 exists");
    draft.set_arrival(0, reinforcement, ArrivalKind::Arrive);
    draft.set_arrival_turn(0, reinforcement, 3);
    let north: Vec<ColRow> = hexes(Zone::Edge(Edge::North)).into_iter().take(3).collect();
    draft.paint(
        PaintTarget::Entry {
            side: 0,
            group: reinforcement,
        },
        &north,
        true,
    );
    let win = draft.add_win(0, ConditionKind::Hold);
    let town = hexes(Zone::Town(TownLetter('A')));
    draft.paint(PaintTarget::Victory { win, condition: 0 }, &town, true);
    draft.set_otherwise(Some(1));
    draft
}

#[test]
fn soldiers_editor_a_scenario_built_from_nothing_loads_and_two_computers_play_it_to_its_end() {
    let draft = built_from_nothing();
    assert_eq!(draft.problems(), Vec::new());
    let scenario = draft.to_scenario();
    assert_eq!(scenario.sides[0].forces.len(), 3);
    assert!(matches!(
        scenario.sides[0].forces[2].at,
        Arrival::Arrive { turn: 3, .. }
    ));
    let text = ron::ser::to_string_pretty(
        &Scenario::Soldiers(scenario.clone()),
        ron::ser::PrettyConfig::default(),
    )
    .expect("written as RON");
    let Ok(Scenario::Soldiers(loaded)) = crate::scenario::parse(&text, "club.ron") else {
        panic!("the built scenario parses");
    };
    assert_eq!(map_problems(&loaded, &Tables::shipped()), Vec::new());
    let played = crate::tournament::soldiers::play(
        &loaded,
        [Level::Recruit, Level::Recruit],
        7,
        Budget::default(),
    )
    .expect("played to its end");
    let _ = played.result;
}

#[test]
fn soldiers_editor_a_zone_stays_as_written_until_painted_then_is_its_hexes() {
    let (_, brunstatt) = shipped_scenarios().remove(0);
    let mut draft = ScenarioDraft::from_scenario(brunstatt.clone(), Tables::shipped());
    let target = PaintTarget::Deployment { side: 0, group: 0 };
    let before = draft.hexes_of(target);
    assert!(matches!(target.zone(draft.scenario()), Some(Zone::All(_))));
    let outside = hexes(Zone::Edge(Edge::East))[0];
    assert!(!before.contains(&outside));
    draft.paint(target, &[outside], true);
    let Some(Zone::Hexes(painted)) = target.zone(draft.scenario()) else {
        panic!("painted zones are written as hexes");
    };
    assert_eq!(painted.len(), before.len() + 1);
    assert!(painted.contains(&outside));
    // The French groups shared the zone, and still do.
    let second = PaintTarget::Deployment { side: 0, group: 3 };
    assert_eq!(draft.hexes_of(second), painted.clone());
    // The Germans' zone is their own.
    assert_eq!(
        draft.scenario().sides[1].forces[0].at,
        brunstatt.sides[1].forces[0].at
    );
    draft.paint(target, &[outside], false);
    assert_eq!(draft.hexes_of(target), before);
}

#[test]
fn soldiers_editor_paint_leaves_out_hexes_off_the_map() {
    let mut draft = draft();
    draft.add_group(0, UnitKind::InfantryCompany, 2);
    let target = PaintTarget::Deployment { side: 0, group: 0 };
    draft.paint(target, &[(0, 0), (-4, 9), (500, 2), (2, 2)], true);
    assert_eq!(draft.hexes_of(target), vec![(2, 2)]);
}

#[test]
fn soldiers_editor_undo_and_redo_step_through_the_operations() {
    let mut draft = draft();
    assert!(!draft.can_undo());
    draft.set_name("First");
    draft.add_group(1, UnitKind::CavalryMounted, 3);
    draft.set_count(1, 0, 5);
    assert_eq!(draft.scenario().sides[1].forces[0].count, 5);
    assert!(draft.undo());
    assert_eq!(draft.scenario().sides[1].forces[0].count, 3);
    assert!(draft.undo());
    assert!(draft.scenario().sides[1].forces.is_empty());
    assert!(draft.redo());
    assert_eq!(draft.scenario().sides[1].forces.len(), 1);
    draft.remove_group(1, 0);
    assert!(!draft.can_redo(), "a new change ends what could be redone");
    assert_eq!(draft.scenario().name, "First");
}

#[test]
fn soldiers_editor_group_flags_nation_and_arrival_are_written_into_the_group() {
    let mut draft = draft();
    draft.add_group(0, UnitKind::InfantryCompany, 3);
    draft.set_flag(0, 0, GroupFlag::Reserve, true);
    draft.set_flag(0, 0, GroupFlag::MayDigIn, true);
    draft.set_group_nation(0, 0, Some(crate::rules::soldiers::units::Nation::Belgian));
    draft.set_arrival(0, 0, ArrivalKind::Arrive);
    let group = &draft.scenario().sides[0].forces[0];
    assert!(group.reserve && group.may_dig_in && !group.starts_improved);
    assert_eq!(
        group.nation,
        Some(crate::rules::soldiers::units::Nation::Belgian)
    );
    assert!(matches!(group.at, Arrival::Arrive { turn: 2, .. }));
    draft.set_arrival(0, 0, ArrivalKind::Deploy);
    assert!(matches!(
        draft.scenario().sides[0].forces[0].at,
        Arrival::Deploy(_)
    ));
}

#[test]
fn soldiers_editor_trenches_points_and_otherwise_are_kept() {
    let mut draft = draft();
    draft.set_trenches(true);
    draft.set_trench_count(2);
    draft.set_trench_placer(Some(1));
    draft.paint(PaintTarget::Trenches, &[(5, 5), (5, 6)], true);
    let trenches = draft.scenario().special.trenches.clone().expect("trenches");
    assert_eq!(
        (trenches.count, trenches.placed_by, trenches.zone),
        (2, Some(1), Zone::Hexes(vec![(5, 5), (5, 6)]))
    );
    let win = draft.add_win(1, ConditionKind::Points);
    assert_eq!(draft.scenario().victory.points.len(), 2);
    draft.set_points(1, UnitKind::FieldGunBattery, 3);
    draft.set_points(0, UnitKind::InfantryCompany, 0);
    assert_eq!(draft.scenario().victory.points.len(), 2);
    draft.add_condition(win, ConditionKind::Destroy);
    draft.set_condition_number(win, 1, 4);
    assert!(matches!(
        draft.scenario().victory.wins[win].all[1],
        crate::rules::soldiers::victory::Condition::Destroyed { at_least: 4 }
    ));
    draft.remove_condition(win, 0);
    draft.remove_condition(win, 0);
    assert!(draft.scenario().victory.wins.is_empty());
    draft.set_trenches(false);
    assert!(draft.scenario().special.trenches.is_none());
}
