//! Skirmish Wars scenario files: the shipped maps load, and a mistake is named with its place.

use super::catalogue::shipped;
use super::skirmish::build_state;
use super::{Scenario, parse};
use crate::rules::seat::PlayerId;
use crate::ruleset::Ruleset;

#[test]
fn at_least_four_maps_ship_one_of_them_for_four_players() {
    let scenarios: Vec<_> = shipped(Ruleset::Skirmish)
        .expect("the shipped maps load")
        .into_iter()
        .map(|(path, scenario)| match scenario {
            Scenario::Skirmish(scenario) => scenario,
            other => panic!("{}: {other:?}", path.display()),
        })
        .collect();
    assert!(scenarios.len() >= 4);
    assert!(scenarios.iter().any(|scenario| scenario.players.len() == 4));
    for scenario in &scenarios {
        let state = build_state(scenario, None);
        assert_eq!(state.current, PlayerId(0));
        assert!(
            state.players[0].money >= 5,
            "{}: the first turn's income is collected",
            scenario.name
        );
    }
}

const GOOD: &str = r#"Skirmish((
    name: "Small",
    players: [(name: "Orange", colour: Orange), (name: "Blue", colour: Blue)],
    terrain: [
        "H..X",
        "...H",
    ],
    owners: [(at: (0, 0), owner: 0), (at: (3, 1), owner: 1)],
    units: [(at: (1, 0), kind: Infantry, owner: 0), (at: (2, 1), kind: Infantry, owner: 1)],
    victory: Conquest,
))"#;

fn problems(text: &str) -> String {
    parse(text, "test.ron").unwrap_err().to_string()
}

#[test]
fn a_good_file_parses() {
    assert!(parse(GOOD, "test.ron").is_ok());
}

#[test]
fn an_unknown_terrain_letter_is_named_with_its_row_and_column() {
    let text = GOOD.replace("\"...H\"", "\"..QH\"");
    let error = problems(&text);
    assert!(
        error.contains("terrain row 2 column 3") && error.contains("'Q'"),
        "{error}"
    );
}

#[test]
fn rows_of_different_lengths_are_refused() {
    let error = problems(&GOOD.replace("\"...H\"", "\"....H\""));
    assert!(
        error.contains("terrain row 2") && error.contains("5 squares"),
        "{error}"
    );
}

#[test]
fn a_unit_off_the_map_or_on_impassable_terrain_is_refused() {
    let error =
        problems(&GOOD.replace("(at: (1, 0), kind: Infantry", "(at: (9, 0), kind: Infantry"));
    assert!(
        error.contains("units[0]") && error.contains("off the 4×2 map"),
        "{error}"
    );
    let text = GOOD.replace("\"H..X\"", "\"H~.X\"");
    let error = problems(&text);
    assert!(error.contains("cannot stand on sea"), "{error}");
}

#[test]
fn an_owner_on_a_square_that_is_not_a_property_is_refused() {
    let error = problems(&GOOD.replace("(at: (3, 1), owner: 1)", "(at: (2, 1), owner: 1)"));
    assert!(
        error.contains("owners[1]") && error.contains("not a city, factory or HQ"),
        "{error}"
    );
}

#[test]
fn conquest_needs_one_hq_per_player() {
    let text = GOOD
        .replace("\"...H\"", "\"....\"")
        .replace(", (at: (3, 1), owner: 1)", "");
    let error = problems(&text);
    assert!(error.contains("Blue owns 0"), "{error}");
}

#[test]
fn a_misspelt_unit_kind_is_a_syntax_error_with_its_line() {
    let error = problems(&GOOD.replace("kind: Infantry", "kind: Infantrie"));
    assert!(error.contains("test.ron:9"), "{error}");
}

#[test]
fn an_unknown_co_is_named() {
    let error = problems(&GOOD.replace(
        "(name: \"Blue\", colour: Blue)",
        "(name: \"Blue\", colour: Blue, co: Some(\"Nobody\"))",
    ));
    assert!(error.contains("no CO called \"Nobody\""), "{error}");
}

#[test]
fn two_to_four_players_in_distinct_colours() {
    let error = problems(&GOOD.replace("colour: Blue", "colour: Orange"));
    assert!(error.contains("Orange is already taken"), "{error}");
}
