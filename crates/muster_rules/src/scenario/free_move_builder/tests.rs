//! The builder's model: a battle built from an empty table by its operations alone loads
//! and is played to its end by two computer Generals; every shipped battle opens and saves
//! back unchanged; each check quotes its rule, with a twin that passes; lay-out-in-lines.

use super::*;
use crate::rules::free_move::ai::battle::fight;
use crate::rules::free_move::ai::{Budget, Hand, Level, RealTimeAi};
use crate::rules::free_move::geometry::{Pose, Tray};
use crate::rules::free_move::roster::Side as RosterSide;
use crate::rules::free_move::state::{Phase, State};
use crate::scenario;

fn built_battle() -> BattleDraft {
    let mut draft = BattleDraft::empty();
    draft.set_name("Ford of the two hills");
    draft.set_table(72.0, 48.0);
    draft.add_terrain(TerrainKind::Hill, (20.0, 24.0));
    draft.add_terrain(TerrainKind::Woods, (55.0, 20.0));
    draft.add_terrain(TerrainKind::Road, (36.0, 30.0));
    draft.set_zone(0, (10.0, 2.0), (62.0, 12.0));
    draft.set_zone(1, (62.0, 46.0), (10.0, 36.0));
    for unit_type in [
        UnitType::HeavyInfantry,
        UnitType::HeavyInfantry,
        UnitType::LightInfantry,
        UnitType::Archers,
        UnitType::HeavyCavalry,
    ] {
        draft.add_unit(0, unit_type);
        draft.add_unit(1, unit_type);
    }
    draft.lay_out_in_lines(0).expect("room in the zone");
    draft.lay_out_in_lines(1).expect("room in the zone");
    draft.set_victory(VictoryConditions {
        moves: Some(6),
        ..VictoryConditions::default()
    });
    draft
}

#[test]
fn a_battle_built_from_an_empty_table_loads_and_two_generals_play_it_to_its_end() {
    let draft = built_battle();
    assert_eq!(draft.problems(), Vec::new());
    let text = ron::ser::to_string_pretty(&draft.as_scenario(), Default::default())
        .expect("the battle writes as RON");
    let Ok(Scenario::FreeMove(loaded)) = scenario::parse(&text, "ford.ron") else {
        panic!("the saved battle loads");
    };
    assert_eq!(loaded, draft.to_scenario());
    assert_eq!(loaded.terrain.len(), 3);
    let budget = Budget::default().with_rollouts(2);
    let mut ais = [RosterSide::First, RosterSide::Second].map(|side| {
        RealTimeAi::new(side, Level::General, Hand::with_stick_pause(0.4), 3).with_budget(budget)
    });
    let (report, commands) =
        fight(State::from_scenario(&loaded), 3, &mut ais, 6).expect("legal play");
    assert!(report.timed_moves >= 1);
    assert!(!commands.is_empty());
    let mut state = State::from_scenario(&loaded);
    let mut dice = crate::rules::dice::Dice::seeded(3);
    for command in commands {
        <crate::rules::free_move::engine::FreeMove as crate::rules::engine::RulesEngine>::execute(
            &mut state, command, &mut dice,
        )
        .expect("the log replays");
    }
    assert_eq!(state.phase, Phase::GameOver, "played to its end");
}

#[test]
fn every_shipped_battle_opens_in_the_builder_and_saves_back_unchanged() {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios/free_move");
    let mut opened = 0;
    for entry in std::fs::read_dir(folder).expect("the shipped battles") {
        let path = entry.expect("a file").path();
        let Ok(Scenario::FreeMove(battle)) = scenario::load(&path) else {
            panic!("{} loads", path.display());
        };
        let draft = BattleDraft::from_scenario(battle.clone());
        assert_eq!(draft.to_scenario(), battle, "{}", path.display());
        assert_eq!(draft.problems(), Vec::new(), "{}", path.display());
        let text =
            ron::ser::to_string_pretty(&draft.as_scenario(), Default::default()).expect("writes");
        assert_eq!(
            scenario::parse(&text, "again.ron").ok(),
            Some(Scenario::FreeMove(battle))
        );
        opened += 1;
    }
    assert_eq!(opened, 4);
}

#[test]
fn every_edit_undoes_and_redoes() {
    let mut draft = BattleDraft::empty();
    let empty = draft.to_scenario();
    let hill = draft.add_terrain(TerrainKind::Hill, (30.0, 20.0));
    draft.move_terrain(hill, (5.0, 0.0));
    let moved = draft.to_scenario();
    assert!(draft.undo());
    assert!(draft.undo());
    assert_eq!(draft.to_scenario(), empty);
    assert!(!draft.undo());
    assert!(draft.redo());
    assert!(draft.redo());
    assert_eq!(draft.to_scenario(), moved);
    assert!(!draft.can_redo());
}

#[test]
fn each_terrain_kind_gets_the_engines_shape_and_stays_on_the_table() {
    let mut draft = BattleDraft::empty();
    for kind in [
        TerrainKind::Hill,
        TerrainKind::Woods,
        TerrainKind::BrokenGround,
        TerrainKind::Wall,
        TerrainKind::River,
        TerrainKind::Road,
        TerrainKind::House,
    ] {
        // Placed at the very corner: moved onto the table.
        draft.add_terrain(kind, (0.0, 0.0));
    }
    let battle = draft.scenario();
    assert!(matches!(battle.terrain[0].shape, Shape::Polygon(ref points) if points.len() >= 6));
    assert!(matches!(battle.terrain[3].shape, Shape::Path { width, .. } if width < 1.0));
    assert!(matches!(battle.terrain[6].shape, Shape::Rect { .. }));
    let terrain_problems: Vec<_> = battle
        .problems()
        .into_iter()
        .filter(|problem| problem.place.starts_with("terrain"))
        .collect();
    assert_eq!(terrain_problems, Vec::new());
}

#[test]
fn a_piece_moves_turns_and_resizes_about_its_centre_and_is_deleted() {
    let mut draft = BattleDraft::empty();
    let farm = draft.add_terrain(TerrainKind::House, (30.0, 20.0));
    draft.move_terrain(farm, (2.0, -1.0));
    assert_eq!(
        shape_centre(&draft.scenario().terrain[farm].shape),
        (32.0, 19.0)
    );
    draft.turn_terrain(farm, 90.0);
    let Shape::Polygon(corners) = &draft.scenario().terrain[farm].shape else {
        panic!("a turned farm is a polygon");
    };
    // 4" wide east-west, turned a right angle: 4" north-south.
    let north_south = corners.iter().map(|p| p.1).fold(f32::MIN, f32::max)
        - corners.iter().map(|p| p.1).fold(f32::MAX, f32::min);
    assert!((north_south - 4.0).abs() < 1e-3);
    let centre = shape_centre(&draft.scenario().terrain[farm].shape);
    draft.resize_terrain(farm, 2.0);
    let after = shape_centre(&draft.scenario().terrain[farm].shape);
    assert!((after.0 - centre.0).abs() < 1e-3 && (after.1 - centre.1).abs() < 1e-3);
    assert!(shape_contains_point(
        &draft.scenario().terrain[farm].shape,
        (32.0, 22.5)
    ));
    draft.delete_terrain(farm);
    assert!(draft.scenario().terrain.is_empty());
}

#[test]
fn a_roster_file_becomes_an_army_with_its_points_total() {
    let text = include_str!("../../../../../scenarios/armies/rome.csv");
    let army = crate::companion::army::parse_csv(text, "rome.csv").expect("the sample roster");
    let mut draft = BattleDraft::empty();
    draft.set_zone(0, (0.0, 0.0), (72.0, 12.0));
    draft.load_army(0, &army);
    assert_eq!(draft.scenario().sides[0].name, "Rome");
    assert_eq!(draft.scenario().sides[0].units.len(), 11);
    // Six heavy infantry and a heavy cavalry at 8, four light units and archers at 4.
    assert_eq!(draft.army_totals(), [72, 0]);
    assert_eq!(
        draft
            .problems()
            .iter()
            .filter(|p| p.place.contains("units"))
            .count(),
        0
    );
    draft.add_unit(1, UnitType::HeavyCavalry);
    draft.add_unit(1, UnitType::Archers);
    assert_eq!(draft.army_totals(), [72, 12]);
    draft.remove_unit(1, 1);
    assert_eq!(draft.army_totals(), [72, 4]);
}

fn one_stand_each(at: (f32, f32)) -> BattleDraft {
    let mut draft = BattleDraft::empty();
    draft.set_zone(0, (0.0, 0.0), (72.0, 10.0));
    draft.set_zone(1, (0.0, 38.0), (72.0, 48.0));
    draft.add_unit(0, UnitType::HeavyInfantry);
    draft.add_unit(1, UnitType::HeavyInfantry);
    draft.place_unit(0, 1, at, 0.0);
    draft
}

fn builder_messages(draft: &BattleDraft) -> Vec<String> {
    builder_problems(draft.scenario())
        .into_iter()
        .map(|problem| problem.to_string())
        .collect()
}

#[test]
fn a_stand_outside_its_zone_is_named_with_the_deployment_rule() {
    let draft = one_stand_each((30.0, 20.0));
    assert_eq!(
        builder_messages(&draft),
        vec![
            "sides[0] (First army).units[0] (unit 1): unit 1 stands outside its side's deployment zone (deployment: each side places its stands inside its own zone, and the table refuses a stand outside it)"
        ]
    );
    assert_eq!(
        picked_by(&draft.problems()[0].place),
        Some(Picked::Unit { side: 0, index: 0 })
    );
}

#[test]
fn a_stand_inside_its_zone_passes() {
    assert_eq!(
        builder_messages(&one_stand_each((30.0, 5.0))),
        Vec::<String>::new()
    );
}

#[test]
fn a_tray_over_the_table_edge_is_named_with_the_rule() {
    let draft = one_stand_each((0.5, 5.0));
    assert_eq!(
        builder_messages(&draft),
        vec![
            "sides[0] (First army).units[0] (unit 1): unit 1's tray hangs over the table's edge (deployment: a stand's whole tray stands on the table)"
        ]
    );
}

#[test]
fn a_tray_wholly_on_the_table_at_its_edge_passes() {
    assert_eq!(
        builder_messages(&one_stand_each((1.0, 5.0))),
        Vec::<String>::new()
    );
}

#[test]
fn zones_sharing_ground_are_named_with_the_rule() {
    let mut draft = one_stand_each((30.0, 5.0));
    draft.set_zone(1, (0.0, 8.0), (72.0, 48.0));
    let messages = builder_messages(&draft);
    assert_eq!(
        messages,
        vec![
            "sides[1] (Second army).deployment: this deployment zone shares ground with First army's (each army deploys in its own zone, apart from the enemy)"
        ]
    );
    assert_eq!(
        picked_by("sides[1] (Second army).deployment"),
        Some(Picked::Zone(1))
    );
}

#[test]
fn zones_apart_pass() {
    let mut draft = one_stand_each((30.0, 5.0));
    draft.set_zone(1, (0.0, 10.0), (72.0, 48.0));
    assert_eq!(builder_messages(&draft), Vec::<String>::new());
}

#[test]
fn the_scenarios_own_checks_come_first_with_their_places() {
    let mut draft = one_stand_each((30.0, 5.0));
    draft.place_unit(1, 1, (30.0, 5.5), 0.0);
    let problems = draft.problems();
    assert!(
        problems.iter().any(|p| p.message.contains("overlaps")),
        "{problems:?}"
    );
    draft.set_name("  ");
    assert_eq!(draft.problems()[0].place, "name");
    assert_eq!(picked_by("terrain[2] (Hill)"), Some(Picked::Terrain(2)));
    assert_eq!(picked_by("name"), None);
}

#[test]
fn lay_out_in_lines_puts_every_unit_in_the_zone_without_overlaps() {
    let mut draft = BattleDraft::empty();
    draft.set_zone(1, (10.0, 36.0), (40.0, 48.0));
    for _ in 0..6 {
        for unit_type in UnitType::ALL {
            draft.add_unit(1, unit_type);
        }
    }
    draft.lay_out_in_lines(1).expect("room for thirty");
    let battle = draft.scenario();
    let tray = Tray::new(battle.stand);
    let poses: Vec<Pose> = battle.sides[1]
        .units
        .iter()
        .map(|unit| Pose::new(unit.at.0, unit.at.1, unit.facing))
        .collect();
    assert_eq!(poses.len(), 30);
    for (index, pose) in poses.iter().enumerate() {
        assert_eq!(pose.facing, 180.0, "the north zone faces south");
        for corner in tray.corners(pose) {
            assert!((10.0..=40.0).contains(&corner.x) && (36.0..=48.0).contains(&corner.y));
        }
        assert!(
            poses[..index]
                .iter()
                .all(|other| !tray.overlapping(pose, other))
        );
    }
    // Heavy infantry in the front line, nearest the enemy.
    let front = battle.sides[1]
        .units
        .iter()
        .map(|u| u.at.1)
        .fold(f32::MAX, f32::min);
    assert!(
        battle.sides[1]
            .units
            .iter()
            .filter(|u| u.at.1 == front)
            .all(|u| u.unit_type == UnitType::HeavyInfantry
                || u.unit_type == UnitType::LightInfantry)
    );
    assert_eq!(builder_problems(battle), Vec::new());
}

#[test]
fn lay_out_in_lines_refuses_a_zone_too_small_and_moves_nothing() {
    let mut draft = BattleDraft::empty();
    draft.set_zone(0, (0.0, 0.0), (5.0, 5.0));
    for _ in 0..5 {
        draft.add_unit(0, UnitType::LightCavalry);
    }
    let before = draft.to_scenario();
    assert_eq!(
        draft.lay_out_in_lines(0),
        Err(LayoutError::NoRoom { room: 4, units: 5 })
    );
    assert_eq!(draft.to_scenario(), before);
    draft.remove_unit(0, 5);
    assert_eq!(draft.lay_out_in_lines(0), Ok(()));
}

#[test]
fn the_time_is_set_or_calibrated_from_a_full_move() {
    let mut draft = BattleDraft::empty();
    draft.calibrate_time(240.0);
    assert_eq!(draft.scenario().primary_time_seconds, 120);
    draft.set_time(TimeSetting::Primary { seconds: 90 });
    assert_eq!(draft.scenario().primary_time_seconds, 90);
}

#[test]
fn bad_numbers_never_panic_and_change_nothing_harmful() {
    let mut draft = BattleDraft::empty();
    draft.set_table(f32::NAN, -5.0);
    assert_eq!(draft.scenario().table.width, 24.0);
    draft.move_terrain(7, (1.0, 1.0));
    draft.turn_terrain(7, f32::INFINITY);
    draft.place_unit(0, 99, (f32::NAN, 0.0), 0.0);
    draft.set_zone(5, (0.0, 0.0), (1.0, 1.0));
    let hill = draft.add_terrain(TerrainKind::Hill, (f32::NAN, 3.0));
    draft.resize_terrain(hill, f32::NAN);
    assert!(draft.lay_out_in_lines(9).is_ok());
}

#[test]
fn a_press_picks_the_stand_on_top_else_the_piece_under_it() {
    let mut draft = one_stand_each((30.0, 5.0));
    draft.add_terrain(TerrainKind::Hill, (30.0, 24.0));
    draft.add_terrain(TerrainKind::Road, (30.0, 24.0));
    let battle = draft.scenario();
    assert_eq!(
        stand_at(battle, (30.9, 5.8)),
        Some(Picked::Unit { side: 0, index: 0 })
    );
    assert_eq!(stand_at(battle, (32.0, 5.0)), None);
    // The road lies on the hill: the road is picked where both are.
    assert_eq!(piece_at(battle, (30.0, 25.5)), Some(Picked::Terrain(1)));
    assert_eq!(piece_at(battle, (27.0, 21.0)), Some(Picked::Terrain(0)));
    assert_eq!(piece_at(battle, (70.0, 47.0)), None);
}
