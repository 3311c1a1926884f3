//! The operational planner on staged positions and the shipped scenarios: objectives read
//! from each kind of victory condition, routes by the engine's costs (through cover where
//! it arrives as soon), the schedule's leave-by turn, the defender's fall back, and the
//! General's planned steps legal and the same for the same seed.

use std::collections::HashSet;
use std::path::PathBuf;

use hexx::Hex;

use super::super::super::command::Command;
use super::super::super::engine::Soldiers;
use super::super::super::map::hex_at;
use super::super::super::movement::{path_cost, step_cost};
use super::super::super::state::{Phase, Side, State};
use super::super::super::tables::Tables;
use super::super::super::test_support::{place, state};
use super::super::super::units::{Nation, UnitKind};
use super::super::super::victory::{Area, Condition, Win};
use super::defence::{fall_back, position_will_fall};
use super::objectives::{Aim, Objective, objectives};
use super::routes::{CostField, moves_along, route};
use super::schedule::{Pace, leave_by, pace};
use super::{Operation, first_move};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::ladder::{Budget, Level};
use crate::rules::soldiers::ladder::Computer;
use crate::scenario::{self, Scenario, Start};

/// A shipped scenario's state before deployment.
fn shipped(file: &str) -> State {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../scenarios/soldiers")
        .join(file);
    let Ok(Scenario::Soldiers(loaded)) = scenario::load(&path) else {
        panic!("{file} is a Soldiers scenario");
    };
    scenario::soldiers::build_state(&loaded, Tables::shipped())
        .unwrap_or_else(|problem| panic!("{file}: {problem}"))
}

/// The hexes of the area a side's first way to win names in its `index`th condition.
fn area_of(state: &State, side: u8, index: usize) -> Vec<Hex> {
    let win = state
        .victory
        .wins
        .iter()
        .find(|win| win.side == side)
        .expect("a way to win");
    win.all[index]
        .areas()
        .first()
        .map(|area| area.hexes.clone())
        .unwrap_or_default()
}

fn with_aim(found: &[Objective], aim: Aim) -> Vec<&Objective> {
    found
        .iter()
        .filter(|objective| objective.aim == aim)
        .collect()
}

#[test]
fn objectives_elouges_exit_eight_by_roads_four_or_five_and_its_denial() {
    // Elouges: "the German player wins by exiting 8 units from roads 4 or 5", else the
    // British player.
    let state = shipped("04_elouges.ron");
    let roads = area_of(&state, 1, 0);
    let german = objectives(&state, Side(1));
    let exits = with_aim(&german, Aim::Exit);
    assert_eq!(exits.len(), 1);
    assert_eq!(exits[0].units, 8);
    assert_eq!(exits[0].hexes, roads);
    assert_eq!(exits[0].by_turn, 10);
    let british = objectives(&state, Side(0));
    assert_eq!(with_aim(&british, Aim::Hold)[0].hexes, roads);
    assert!(with_aim(&british, Aim::Exit).is_empty());
}

#[test]
fn objectives_schipdonck_bridgehead_of_four_is_the_bridges_and_the_hexes_beyond_within_four() {
    // Schipdonck: a friendly unit on a bridge and at least 4 friendly units north of the
    // canal within 4 hexes of it.
    let state = shipped("07_schipdonck.ron");
    let bridges = area_of(&state, 1, 0);
    let german = objectives(&state, Side(1));
    let take = with_aim(&german, Aim::Take);
    assert_eq!(take.len(), 1);
    assert_eq!(take[0].units, 5, "four beyond and one on the bridge");
    for bridge in &bridges {
        assert!(take[0].hexes.contains(bridge));
    }
    assert!(take[0].hexes.iter().all(|hex| {
        bridges.contains(hex) || bridges.iter().any(|bridge| bridge.distance_to(*hex) <= 4)
    }));
    let belgian = objectives(&state, Side(0));
    assert_eq!(with_aim(&belgian, Aim::Hold)[0].hexes, bridges);
}

#[test]
fn objectives_lvidsgov_each_side_holds_road_eight_loses_at_most_ten_and_denies_the_other() {
    // Lvidsgov: each side wins by occupying road 8 having lost no more than 10 units.
    let state = shipped("12_lvidsgov.ron");
    let road = area_of(&state, 0, 0);
    for side in [Side(0), Side(1)] {
        let found = objectives(&state, side);
        assert_eq!(with_aim(&found, Aim::Take)[0].hexes, road);
        assert_eq!(with_aim(&found, Aim::Take)[0].units, 1);
        assert_eq!(with_aim(&found, Aim::Preserve)[0].units, 10);
        assert_eq!(with_aim(&found, Aim::Hold)[0].hexes, road);
        assert_eq!(
            with_aim(&found, Aim::Destroy)[0].units,
            11,
            "the enemy may lose at most 10"
        );
    }
}

#[test]
fn objectives_markova_more_points_is_destroying_units_for_both_sides() {
    let state = shipped("13_markova.ron");
    for side in [Side(0), Side(1)] {
        let found = objectives(&state, side);
        assert!(!with_aim(&found, Aim::Destroy).is_empty());
        assert!(with_aim(&found, Aim::Take).is_empty());
        assert!(with_aim(&found, Aim::Exit).is_empty());
    }
}

#[test]
fn objectives_tsingtao_five_on_the_crest_including_a_field_gun_battery() {
    let state = shipped("08_tsingtao.ron");
    let found = objectives(&state, Side(0));
    let take = with_aim(&found, Aim::Take);
    assert_eq!(take[0].units, 5);
    assert_eq!(take[0].including, Some(UnitKind::FieldGunBattery));
    assert_eq!(take[0].hexes, area_of(&state, 0, 0));
}

#[test]
fn objectives_morhange_clearing_town_c_is_taking_it_and_the_defender_keeps_one_there() {
    // "No undisrupted German units in town C": fewer than 1.
    let state = shipped("02_morhange.ron");
    let town = area_of(&state, 0, 0);
    let french = objectives(&state, Side(0));
    let take = with_aim(&french, Aim::Take);
    assert!(take[0].hexes.iter().all(|hex| town.contains(hex)));
    assert!(take[0].units >= 1);
    let german = objectives(&state, Side(1));
    let hold = with_aim(&german, Aim::Hold);
    assert_eq!(hold[0].hexes, town);
    assert_eq!(hold[0].units, 1);
}

#[test]
fn objectives_cerizy_bringing_one_back_is_first_leaving_by_the_way_out() {
    let state = shipped("05_cerizy.ron");
    let out = state
        .special
        .exit_and_return
        .as_ref()
        .map(|rule| rule.from.clone())
        .expect("Cerizy's exit and return");
    let found = objectives(&state, Side(1));
    let exit = with_aim(&found, Aim::Exit);
    assert_eq!(exit[0].hexes, out);
    assert_eq!(exit[0].units, 1);
}

#[test]
fn objectives_le_cateau_exit_fifteen_and_destroy_twelve_and_the_defender_preserves_eleven() {
    let state = shipped("03_le_cateau.ron");
    let german = objectives(&state, Side(1));
    assert_eq!(with_aim(&german, Aim::Exit)[0].units, 15);
    assert_eq!(with_aim(&german, Aim::Destroy)[0].units, 12);
    let british = objectives(&state, Side(0));
    assert_eq!(
        with_aim(&british, Aim::Preserve)[0].units,
        11,
        "losing 12 lets the German win"
    );
}

#[test]
fn objectives_fromelles_occupying_the_road_bridge_takes_one_unit() {
    let state = shipped("10_fromelles.ron");
    let german = objectives(&state, Side(1));
    let take = with_aim(&german, Aim::Take);
    assert_eq!(take[0].units, 1);
    assert_eq!(take[0].hexes, area_of(&state, 1, 0));
}

#[test]
fn route_arrival_equals_the_engines_costs_along_it() {
    // Movement: a unit spends its allowance (infantry 3, in half points 6) on the costs of
    // the Terrain Effects Chart, a road ½.
    let mut state = state();
    let unit = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (1, 1),
    );
    let target = [hex_at((9, 3))];
    let found = state.unit(unit).unwrap().clone();
    let field = CostField::towards(&state, &found, &target, false);
    let from = hex_at((1, 1));
    let planned = route(&state, &found, from, &field, &HashSet::new(), false).unwrap();
    let engine = path_cost(&state, &found, &planned.path, false).unwrap();
    assert_eq!(
        Some(engine),
        field.from(from),
        "the field is the engine's cost"
    );
    assert_eq!(planned.path.last(), target.last());
    // Walked phase by phase: a step that does not fit waits for the next phase.
    let mut phases = 1;
    let mut spent = 0;
    let mut here = from;
    for &hex in &planned.path {
        let step = step_cost(&state, &found, Some(here), hex).unwrap();
        if spent + step > 6 {
            phases += 1;
            spent = 0;
        }
        spent += step;
        here = hex;
    }
    assert_eq!(planned.moves, phases);
    assert_eq!(
        moves_along(&state, &found, from, &planned.path, false),
        Some(phases)
    );
}

#[test]
fn route_prefers_cover_when_a_covered_route_arrives_in_as_few_moves() {
    // Rows 6 to 2 of column 3 lie open to the enemy; a route round them through column 2
    // or 4 arrives in the same two moves.
    let mut state = state();
    let unit = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (3, 8),
    );
    let found = state.unit(unit).unwrap().clone();
    let target = [hex_at((3, 6))];
    let field = CostField::towards(&state, &found, &target, false);
    let from = hex_at((3, 8));
    let direct = route(&state, &found, from, &field, &HashSet::new(), false).unwrap();
    let exposed: HashSet<Hex> = direct.path[..direct.path.len() - 1]
        .iter()
        .copied()
        .collect();
    assert!(!exposed.is_empty());
    let covered = route(&state, &found, from, &field, &exposed, false).unwrap();
    assert!(covered.path.iter().all(|hex| !exposed.contains(hex)));
    assert_eq!(covered.moves, direct.moves);
    assert_ne!(covered.path, direct.path);
}

#[test]
fn route_with_no_covered_way_as_fast_takes_the_direct_one() {
    // Every hex but the target is open to the enemy: no route is covered, so the direct one.
    let mut state = state();
    let unit = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (3, 8),
    );
    let found = state.unit(unit).unwrap().clone();
    let target = [hex_at((3, 6))];
    let field = CostField::towards(&state, &found, &target, false);
    let from = hex_at((3, 8));
    let direct = route(&state, &found, from, &field, &HashSet::new(), false).unwrap();
    let exposed: HashSet<Hex> = state
        .tables
        .map
        .all_hexes()
        .filter(|hex| !target.contains(hex))
        .collect();
    let planned = route(&state, &found, from, &field, &exposed, false).unwrap();
    assert_eq!(planned, direct);
}

#[test]
fn schedule_leave_by_is_worked_back_from_the_last_turn() {
    // Five movement phases to go, the last turn 10: the first move by turn 6 at the latest.
    assert_eq!(leave_by(10, 5), Some(6));
    assert_eq!(leave_by(10, 1), Some(10));
    assert_eq!(leave_by(4, 5), None, "too far to arrive even from turn 1");
    assert_eq!(pace(6, 5, 10), Pace::OnTime);
    assert_eq!(pace(4, 5, 10), Pace::Ahead(2));
    assert_eq!(pace(8, 5, 10), Pace::Late(2));
    assert!(pace(8, 5, 10).all_out());
    assert!(pace(6, 5, 10).all_out());
    assert!(
        !pace(1, 5, 10).all_out(),
        "five turns to spare: it may take cover"
    );
}

#[test]
fn schedule_first_move_is_this_turn_until_the_sides_movement_has_passed() {
    let mut state = state();
    // The test state: side 0 moves first, its movement phase under way in turn 1.
    assert_eq!(first_move(&state, Side(0)), 1);
    assert_eq!(first_move(&state, Side(1)), 1);
    state.edit_for_test().phase = Phase::Movement { mover: Side(1) };
    assert_eq!(first_move(&state, Side(0)), 2, "side 0 has moved this turn");
    assert_eq!(first_move(&state, Side(1)), 1);
}

/// The test map with the Germans (side 1) needing the road bridge at 0505 and the French
/// holding it; a French company at 0507 south of the canal.
fn bridge_defence() -> (State, super::super::super::state::UnitId) {
    let mut state = state();
    state.edit_for_test().victory.wins = vec![Win {
        side: 1,
        all: vec![Condition::Occupies {
            within: Area {
                name: "the road bridge".into(),
                hexes: vec![hex_at((5, 5))],
            },
        }],
    }];
    state.edit_for_test().victory.otherwise = Some(0);
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (5, 7),
    );
    state.edit_for_test().record.improved_positions_declared = true;
    (state, company)
}

#[test]
fn defence_an_outnumbered_position_falls_back_to_the_next_line_nearer_the_objective() {
    let (mut state, company) = bridge_defence();
    for at in [(4, 8), (5, 8), (6, 8)] {
        place(&mut state, 1, Nation::German, UnitKind::InfantryCompany, at);
    }
    let unit = state.unit(company).unwrap().clone();
    assert!(position_will_fall(&state, &unit));
    let operation = Operation::make(&state, Side(0));
    let field = &operation.theirs[0].field;
    let command = fall_back(&state, &unit, field).expect("a line to fall back to");
    let Command::Move { path, .. } = &command else {
        panic!("a move: {command:?}");
    };
    let to = *path.last().unwrap();
    assert!(field.from(to).unwrap() + 2 <= field.from(hex_at((5, 7))).unwrap());
    assert!(Soldiers::check(&state, &command).is_ok());
}

#[test]
fn defence_a_position_not_outnumbered_holds() {
    let (mut state, company) = bridge_defence();
    place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (4, 7),
    );
    for at in [(4, 8), (5, 8)] {
        place(&mut state, 1, Nation::German, UnitKind::InfantryCompany, at);
    }
    let unit = state.unit(company).unwrap().clone();
    assert!(!position_will_fall(&state, &unit));
}

/// The General's first commands of a shipped scenario against the Veteran, on a budget of
/// play-outs alone (no clock).
fn general_game(file: &str, seed: u64, commands: usize) -> Vec<Command> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../scenarios/soldiers")
        .join(file);
    let Ok(Scenario::Soldiers(loaded)) = scenario::load(&path) else {
        panic!("{file} is a Soldiers scenario");
    };
    let (mut state, mut dice): (State, Dice) =
        Soldiers::start(&loaded, seed).expect("the scenario starts");
    let budget = Budget {
        per_turn: std::time::Duration::from_secs(3600),
        rollouts: 1,
    };
    let mut computers = [
        Computer::new(Side(0), Level::Veteran, seed).with_budget(budget),
        Computer::new(Side(1), Level::General, seed ^ 1).with_budget(budget),
    ];
    let mut played = Vec::new();
    while played.len() < commands && state.phase != Phase::Over {
        let side = state.acting_side().expect("a side acts");
        let command = computers[side.index()]
            .next_command(&state)
            .expect("a command");
        Soldiers::execute(&mut state, command.clone(), &mut dice)
            .unwrap_or_else(|error| panic!("{command:?} is legal: {error}"));
        played.push(command);
    }
    played
}

#[test]
fn general_planned_commands_are_legal_and_the_same_seed_plays_the_same_game() {
    let first = general_game("04_elouges.ron", 3, 400);
    let again = general_game("04_elouges.ron", 3, 400);
    assert_eq!(first, again);
    assert!(
        first
            .iter()
            .any(|command| matches!(command, Command::Move { .. })),
        "the General moved"
    );
}
