//! The playability checks scenario files and layouts share, at the file's level: what
//! `muster check` refuses, naming the square, each beside a file it accepts.

use super::catalogue::{scenarios_root, shipped};
use super::skirmish::SkirmishScenario;
use super::skirmish_playable::{Unplayable, unplayable};
use super::{Problem, Scenario, ScenarioError, load, parse};
use crate::rules::skirmish::map::Pos;
use crate::rules::skirmish::tables::Tables;
use crate::rules::skirmish::terrain::Terrain;
use crate::ruleset::Ruleset;

/// A map with `rows`, Orange's HQ and factory at (0, 0) and (0, 1), Blue's HQ at the last
/// square, a Blue infantry at (3, 3) and `victory`.
fn file(rows: &[&str], owners: &str, victory: &str) -> String {
    let rows: Vec<String> = rows.iter().map(|row| format!("\"{row}\"")).collect();
    format!(
        r#"Skirmish((
    name: "Test",
    players: [(name: "Orange", colour: Orange), (name: "Blue", colour: Blue)],
    terrain: [{}],
    owners: [{owners}],
    units: [(at: (3, 3), kind: Infantry, owner: 1)],
    victory: {victory},
))"#,
        rows.join(", ")
    )
}

fn skirmish(text: &str) -> SkirmishScenario {
    let scenario: Scenario = ron::from_str(text).unwrap();
    let Scenario::Skirmish(skirmish) = scenario else {
        panic!("a Skirmish file");
    };
    skirmish
}

fn refused(text: &str) -> Vec<Problem> {
    match parse(text, "test.ron") {
        Err(ScenarioError::Invalid { problems, .. }) => problems,
        other => panic!("not refused: {other:?}"),
    }
}

const OWNERS: &str = "(at: (0, 0), owner: 0), (at: (0, 1), owner: 0), (at: (4, 3), owner: 1)";
/// A neutral factory at (3, 1) with sea on all four sides.
const ISLAND: [&str; 4] = ["H.~~~", "X.~X~", "..~~~", "....H"];

/// The shipped tables, except that copters may not fly over sea.
fn no_flying_over_sea() -> Tables {
    let mut tables = (*Tables::shipped()).clone();
    let sea = Terrain::Sea as usize;
    tables.terrain.terrain[sea].costs.air = None;
    tables
}

#[test]
fn playable_a_factory_no_unit_it_builds_can_leave_is_refused_naming_its_square() {
    // 3.5 places a bought unit on the factory; if no unit could move off it (3.3b), the
    // factory is a trap. With copters kept off the sea, nothing leaves the island.
    let scenario = skirmish(&file(&ISLAND, OWNERS, "Conquest"));
    let tables = no_flying_over_sea();
    let map = scenario.map_with(&tables);
    assert_eq!(
        unplayable(&scenario, &map, &tables),
        vec![Unplayable::FactoryShutIn { at: Pos::new(3, 1) }]
    );
    assert_eq!(
        scenario.problems_with(&tables),
        vec![Problem::new(
            "terrain row 2 column 4 (D2)",
            "no unit could leave this factory: every square next to it is off the map or closed to every unit"
        )]
    );
}

#[test]
fn playable_a_factory_some_unit_it_builds_can_leave_is_accepted() {
    // The twin: with the shipped cards a copter bought there flies off over the sea.
    let text = file(&ISLAND, OWNERS, "Conquest");
    assert!(matches!(
        parse(&text, "test.ron"),
        Ok(Scenario::Skirmish(_))
    ));
}

#[test]
fn playable_conquest_refuses_hqs_no_foot_unit_can_walk_between() {
    // 4.0 Conquest is won "capturing the enemies HQ", and only foot units capture (3.4b).
    let rows = ["H...~", "X...~", "~~~~~", "....H"];
    let problems = refused(&file(&rows, OWNERS, "Conquest"));
    assert_eq!(
        problems,
        vec![Problem::new(
            "terrain row 1 column 1 (A1)",
            "Conquest is won by capturing an HQ and only foot units capture, but no foot unit can walk from Orange's HQ here to Blue's HQ at row 4 column 5 (E4)"
        )]
    );
}

#[test]
fn playable_conquest_accepts_hqs_joined_across_a_river_and_other_victories_need_no_path() {
    // Foot units wade rivers and climb mountains (the terrain table), so these join.
    let rows = ["H...~", "X...~", "RRMRR", "....H"];
    assert!(parse(&file(&rows, OWNERS, "Conquest"), "test.ron").is_ok());
    let cut = ["H...~", "X...~", "~~~~~", "....H"];
    assert!(parse(&file(&cut, OWNERS, "Medals(3)"), "test.ron").is_ok());
}

#[test]
fn playable_a_player_with_no_units_and_no_factory_is_refused() {
    let rows = ["H....", "X....", ".....", "....H"];
    let text = file(&rows, OWNERS, "Conquest").replace(
        "units: [(at: (3, 3), kind: Infantry, owner: 1)]",
        "units: []",
    );
    assert_eq!(
        refused(&text),
        vec![Problem::new(
            "players[1]",
            "Blue has no units and no factory: they could never act"
        )]
    );
}

#[test]
fn playable_a_player_with_a_factory_and_no_units_is_accepted() {
    let rows = ["H....", "X....", ".....", "...XH"];
    let text = file(
        &rows,
        &format!("{OWNERS}, (at: (3, 3), owner: 1)"),
        "Conquest",
    )
    .replace(
        "units: [(at: (3, 3), kind: Infantry, owner: 1)]",
        "units: []",
    );
    assert!(parse(&text, "test.ron").is_ok(), "{text}");
}

#[test]
fn playable_every_shipped_skirmish_map_and_the_lesson_map_pass_the_checks() {
    let maps = shipped(Ruleset::Skirmish).expect("the shipped maps load");
    assert!(maps.len() >= 4);
    let lesson = scenarios_root().join("walkthroughs/lessons/skirmish.ron");
    assert!(
        matches!(load(&lesson), Ok(Scenario::Skirmish(_))),
        "{:?}",
        load(&lesson)
    );
}
