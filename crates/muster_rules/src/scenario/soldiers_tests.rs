//! Soldiers scenario files: loading, misspelt places, zones on small maps, building the
//! state, and every shipped scenario on the shipped map.

use std::path::PathBuf;
use std::sync::Arc;

use super::soldiers::{SoldiersScenario, Zone, build_state, map_problems};
use super::*;
use crate::rules::soldiers::map::{
    BridgeKind, BridgeSpec, ColRow, HillSpec, Map, MapSpec, NumberedHex, col_row, hex_at,
};
use crate::rules::soldiers::source::Source;
use crate::rules::soldiers::state::{Location, Quality, Side};
use crate::rules::soldiers::tables::Tables;

/// 8 × 6: town A (0202–0303), wood P on the railroad (column 6), the canal on row 4 with
/// a road bridge (0304) and the railroad bridge (0604), town B at 0805, hill 60 at 0101.
fn small_map() -> Map {
    Map::from_spec(MapSpec {
        name: "small".into(),
        source: Source::Assumed,
        columns: 8,
        rows: 6,
        terrain: vec![
            "6:......".into(),
            ".AA..PP.".into(),
            ".AA..PP.".into(),
            "~~=~~~~~".into(),
            ".......B".into(),
            "........".into(),
        ],
        hills: vec![HillSpec {
            name: 60,
            crest: '6',
            crest_altitude: 60,
            peak_altitude: None,
        }],
        roads: vec![vec![(3, 1), (3, 2), (3, 3), (3, 4), (3, 5), (3, 6)]],
        railroad: vec![vec![(6, 6), (6, 5), (6, 4), (6, 3), (6, 2), (6, 1)]],
        bridges: vec![
            BridgeSpec {
                hex: (3, 4),
                kind: BridgeKind::Road,
                town: None,
            },
            BridgeSpec {
                hex: (6, 4),
                kind: BridgeKind::Railroad,
                town: None,
            },
        ],
        numbered: vec![
            NumberedHex {
                number: 4,
                hex: (3, 6),
            },
            NumberedHex {
                number: 8,
                hex: (3, 5),
            },
        ],
    })
    .expect("the small map draws")
}

fn zone(text: &str) -> Vec<ColRow> {
    let zone: Zone = ron::from_str(text).expect("a zone");
    zone.resolve(&small_map())
        .into_iter()
        .map(col_row)
        .collect()
}

fn columns(cols: &[i32], rows: std::ops::RangeInclusive<i32>) -> Vec<ColRow> {
    cols.iter()
        .flat_map(|col| rows.clone().map(move |row| (*col, row)))
        .collect()
}

#[test]
fn zone_west_of_town_a_inclusive_reaches_its_eastern_column() {
    assert_eq!(
        zone("West(Town('A'), Inclusive)"),
        columns(&[1, 2, 3], 1..=6)
    );
    assert_eq!(zone("West(Town('A'), Exclusive)"), columns(&[1], 1..=6));
}

#[test]
fn zone_north_of_the_canal_exclusive_and_east_of_the_railroad_exclusive() {
    assert_eq!(
        zone("North(Canal, Exclusive)"),
        columns(&[1, 2, 3, 4, 5, 6, 7, 8], 1..=3)
    );
    assert_eq!(zone("East(Railroad, Exclusive)"), columns(&[7, 8], 1..=6));
    assert_eq!(
        zone("All([Canal, West(RailroadBridge, Exclusive)])"),
        vec![(1, 4), (2, 4), (3, 4), (4, 4), (5, 4)]
    );
}

#[test]
fn zone_on_the_railroad_from_the_south_edge_to_wood_p_inclusive() {
    assert_eq!(
        zone("OnRailroad(Edge(South), Woods('P'))"),
        vec![(6, 2), (6, 3), (6, 4), (6, 5), (6, 6)]
    );
}

#[test]
fn zone_within_hexes_of_a_hill_off_the_roads() {
    assert_eq!(zone("Hill(60)"), vec![(1, 1), (2, 1)]);
    assert_eq!(
        zone("All([Within(1, HillCrest(60)), Not(Roads)])"),
        vec![(1, 1), (1, 2), (2, 1), (2, 2)]
    );
}

#[test]
fn zone_edge_between_two_places_exclusive_and_numbered_roads() {
    assert_eq!(
        zone("All([Edge(East), BetweenRows(Town('A'), Town('B'), Exclusive)])"),
        vec![(8, 4)]
    );
    assert_eq!(zone("Any([Road(4), Road(8)])"), vec![(3, 5), (3, 6)]);
    assert_eq!(
        zone("NearEdge(South, 2)"),
        columns(&[1, 2, 3, 4, 5, 6, 7, 8], 5..=6)
    );
}

#[test]
fn zone_extreme_hexes_and_directly_south_of_a_town() {
    assert_eq!(zone("Extreme(NorthEast, Town('A'))"), vec![(3, 2)]);
    assert_eq!(zone("Extreme(NorthWest, Town('A'))"), vec![(2, 2)]);
    assert_eq!(zone("Extreme(North, Town('A'))"), vec![(2, 2)]);
    assert_eq!(zone("DirectlySouth(1, Town('A'))"), vec![(2, 4), (3, 4)]);
    assert_eq!(zone("DirectlySouth(4, Town('B'))"), vec![(8, 6)]);
}

fn scenario_text(french_zone: &str, german_extra: &str) -> String {
    format!(
        r#"Soldiers((
    name: "Test",
    date: "1914",
    sides: [
        (name: "French", nation: Some(French), forces: [
            (count: 3, kind: InfantryCompany, at: Deploy({french_zone})),
            (count: 2, kind: CavalryMounted, at: Arrive(turn: 3, entry: Road(4))),
        ]),
        (name: "Russian", nation: Some(Russian), forces: [
            (count: 2, kind: InfantryCompany, starts_improved: true, at: Placed(zone: Town('A'), per_hex: 1)),
            (count: 1, kind: CavalryMounted, cossack: true, at: Deploy(Woods('P'))),{german_extra}
        ]),
    ],
    move_first: 1,
    deploy_first: Some(0),
    turns: 12,
    eastern_front: true,
    special: (
        trenches: Some((count: 1, zone: Town('A'))),
        wasps: Some(DirectlySouth(1, Town('A'))),
        ends_after_first_fire_of_turn: Some(12),
    ),
    victory: (wins: [(side: 1, all: [Occupies(within: Road(8))])], otherwise: Some(0)),
))"#
    )
}

fn parse_soldiers(text: &str) -> SoldiersScenario {
    match parse(text, "test.ron") {
        Ok(Scenario::Soldiers(scenario)) => scenario,
        other => panic!("a Soldiers scenario, got {other:?}"),
    }
}

fn small_tables() -> Arc<Tables> {
    Arc::new(Tables {
        map: small_map(),
        ..(*Tables::shipped()).clone()
    })
}

#[test]
fn build_state_names_units_and_resolves_zones_entries_and_special_rules() {
    let scenario = parse_soldiers(&scenario_text("North(Canal, Exclusive)", ""));
    let state = build_state(&scenario, small_tables()).expect("it fits the small map");
    let names: Vec<&str> = state.units.iter().map(|unit| unit.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "French infantry 1",
            "French infantry 2",
            "French infantry 3",
            "French cavalry 1",
            "French cavalry 2",
            "Russian infantry 1",
            "Russian infantry 2",
            "Russian cossacks 1",
        ]
    );
    let Location::ToDeploy {
        zone,
        may_dig_in,
        may_dismount,
    } = &state.units[0].location
    else {
        panic!("the French infantry deploy");
    };
    assert_eq!((zone.len(), *may_dig_in, *may_dismount), (24, false, false));
    assert_eq!(
        state.units[3].location,
        Location::Waiting {
            turn: 3,
            entry: vec![hex_at((3, 6))]
        }
    );
    // Set up one to a hex, west to east, improved; Russians slow to rally.
    assert_eq!(state.units[5].location, Location::OnMap(hex_at((2, 2))));
    assert_eq!(state.units[6].location, Location::OnMap(hex_at((2, 3))));
    assert!(state.units[5].improved);
    assert_eq!(state.units[7].quality, Quality::SlowToRally);
    assert_eq!(state.units[0].quality, Quality::Regular);
    assert!(state.units[7].cossack);
    assert_eq!((state.first_player, state.last_turn), (Side(1), 12));
    assert_eq!(state.trenches, vec![hex_at((2, 2))]);
    assert_eq!(
        state.special.wasp_hexes,
        vec![hex_at((2, 4)), hex_at((3, 4))]
    );
    assert_eq!(state.special.ends_after_phase, Some(45));
    assert_eq!(state.victory.wins[0].all.len(), 1);
}

#[test]
fn build_state_refuses_an_empty_zone_naming_the_group() {
    // Hill 40 is not on the small map.
    let scenario = parse_soldiers(&scenario_text("Hill(40)", ""));
    let problem = build_state(&scenario, small_tables()).unwrap_err();
    assert_eq!(problem.place, "sides[0].forces[0].at");
    assert_eq!(problem.message, "hill 40 has no hexes on this map");
}

#[test]
fn build_state_refuses_a_zone_too_small_for_its_units_at_8_points_a_hex() {
    let scenario = parse_soldiers(&scenario_text("Road(8)", ""));
    let problem = build_state(&scenario, small_tables()).unwrap_err();
    assert_eq!(
        problem.to_string(),
        "sides[0].forces[0].at: crossroads 8 has 1 hexes, room for 8 stacking points; its units need 12"
    );
}

#[test]
fn scenario_misspelt_wood_names_file_line_and_the_woods_that_exist() {
    let text = scenario_text("Woods('X')", "");
    let error = parse(&text, "typo.ron").unwrap_err();
    assert_eq!(
        error.to_string(),
        "typo.ron:6:66: there is no wood 'X' on the Soldiers map; the woods are E, H, K, L, M, P, Q, R, S, T, U, V"
    );
}

#[test]
fn scenario_misspelt_unit_kind_lists_the_kinds_that_exist() {
    let text = scenario_text(
        "Town('A')",
        "\n            (count: 1, kind: Howitser, at: Deploy(Town('B'))),",
    );
    let ScenarioError::Syntax { line, message, .. } = parse(&text, "typo.ron").unwrap_err() else {
        panic!("a syntax error");
    };
    assert_eq!(line, 12);
    assert!(
        message.contains("`Howitser`") && message.contains("`HowitzerBattery`"),
        "{message}"
    );
}

#[test]
fn scenario_problems_name_the_group_arriving_after_the_last_turn() {
    let text = scenario_text("Town('A')", "").replace("Arrive(turn: 3", "Arrive(turn: 13");
    let error = parse(&text, "late.ron").unwrap_err();
    assert_eq!(
        error.to_string(),
        "late.ron: sides[0].forces[1]: arrives on turn 13, outside the game's 1 to 12"
    );
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

#[test]
fn scenario_every_soldiers_file_loads() {
    let files = shipped_files();
    assert_eq!(files.len(), 14);
    for file in files {
        let scenario = load(&file).unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(scenario.ruleset(), Some(crate::ruleset::Ruleset::Soldiers));
    }
}

#[test]
fn scenario_every_soldiers_file_fits_the_shipped_map() {
    let tables = Tables::shipped();
    for file in shipped_files() {
        let Ok(Scenario::Soldiers(scenario)) = load(&file) else {
            panic!("{} is a Soldiers scenario", file.display());
        };
        let problems = map_problems(&scenario, &tables);
        assert!(problems.is_empty(), "{}: {problems:?}", file.display());
        let state = build_state(&scenario, tables.clone())
            .unwrap_or_else(|problem| panic!("{}: {problem}", file.display()));
        for unit in &state.units {
            let hexes = match &unit.location {
                Location::ToDeploy { zone, .. } => zone.len(),
                Location::Waiting { entry, .. } => entry.len(),
                Location::OnMap(_) => 1,
                other => panic!("{}: {} starts {other:?}", file.display(), unit.name),
            };
            assert!(
                hexes > 0,
                "{}: {} has nowhere to go",
                file.display(),
                unit.name
            );
        }
    }
}

#[test]
fn scenario_check_refuses_a_zone_empty_on_the_map() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/soldiers/12_lvidsgov.ron");
    let text = std::fs::read_to_string(path).expect("scenario 12 ships");
    let broken = text.replacen(
        "(count: 4, kind: InfantryCompany, at: Arrive(turn: 5, entry: Road(2))),",
        "(count: 4, kind: InfantryCompany, at: Deploy(All([Town('A'), Town('B')]))),",
        1,
    );
    let file = std::env::temp_dir().join(format!("muster-broken-{}.ron", std::process::id()));
    std::fs::write(&file, broken).expect("a temporary file");
    let error = crate::scenario::load(&file).expect_err("an empty zone");
    let _ = std::fs::remove_file(&file);
    let message = error.to_string();
    assert!(message.contains("muster-broken"), "{message}");
    assert!(message.contains("no hex"), "{message}");
}

#[test]
fn scenario_13_russians_deploy_in_wood_q() {
    // Scenario 13: the Russians' "8 infantry companies, 3 gun battalions, 2 regular cavalry
    // squadrons, and 4 cossack cavalry squadrons. Deploy in wood \"Q.\"" — 80 stacking
    // points, which wood Q on Muster's map holds.
    use crate::rules::soldiers::deployment::check_deploy;
    use crate::rules::soldiers::error::RuleError;
    use crate::rules::soldiers::map::{Place, label};
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/soldiers/13_markova.ron");
    let Ok(Scenario::Soldiers(scenario)) = load(&path) else {
        panic!("scenario 13 is a Soldiers scenario");
    };
    let tables = Tables::shipped();
    let state = build_state(&scenario, tables.clone()).expect("scenario 13 builds");
    let mut wood: Vec<ColRow> = tables
        .map
        .place(Place::Woods('Q'))
        .into_iter()
        .map(col_row)
        .collect();
    wood.sort();
    let russians: Vec<_> = state
        .units
        .iter()
        .filter(|unit| unit.side == Side(0))
        .collect();
    let points: u32 = russians
        .iter()
        .filter_map(|unit| tables.units.values(unit.kind).map(|values| values.stacking))
        .sum();
    assert_eq!(points, 80);
    assert!(
        wood.len() as u32 * 8 >= points,
        "wood Q holds {}",
        wood.len()
    );
    for unit in &russians {
        let Location::ToDeploy { zone, .. } = &unit.location else {
            panic!("{} deploys", unit.name);
        };
        let mut zone: Vec<ColRow> = zone.iter().copied().map(col_row).collect();
        zone.sort();
        assert_eq!(zone, wood, "{}", unit.name);
    }
    // A Russian may deploy in the wood, not beside it.
    let company = russians[0];
    let inside = hex_at(wood[0]);
    assert_eq!(
        check_deploy(&state, Side(0), company.id, inside, false, false),
        Ok(())
    );
    let beside = tables
        .map
        .neighbours(inside)
        .find(|hex| !wood.contains(&col_row(*hex)))
        .expect("a hex beside wood Q");
    assert_eq!(
        check_deploy(&state, Side(0), company.id, beside, false, false),
        Err(RuleError::BadDeployment {
            unit: company.name.clone(),
            hex: label(beside),
            why: "it is outside the unit's deployment zone".into(),
        })
    );
}
