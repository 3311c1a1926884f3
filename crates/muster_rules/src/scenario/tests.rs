//! Scenario loading: good files load, bad ones name file, line, column and what was expected.

use super::*;

const GOOD: &str = r#"FreeMove((
    name: "Two stands",
    sides: [
        (name: "Rome", units: [(number: 1, type: HeavyInfantry, at: (10.0, 5.0))]),
        (name: "Carthage", units: [(number: 1, type: LightCavalry, at: (10.0, 40.0), facing: 180.0)]),
    ],
))"#;

#[test]
fn a_minimal_scenario_loads_with_the_rules_defaults() {
    let Ok(Scenario::FreeMove(scenario)) = parse(GOOD, "good.ron") else {
        panic!("a Free Move scenario");
    };
    assert_eq!(scenario.name, "Two stands");
    assert_eq!((scenario.table.width, scenario.table.depth), (72.0, 48.0));
    assert_eq!((scenario.stand.width, scenario.stand.depth), (2.0, 1.75));
    assert_eq!(
        scenario.primary_time_seconds, 120,
        "the rules' primary time of 2 minutes"
    );
    assert_eq!(scenario.starting_points(0), 8);
    assert_eq!(scenario.starting_points(1), 4);
}

#[test]
fn an_unknown_unit_type_names_the_line_column_and_the_types_that_exist() {
    let text = GOOD.replace("HeavyInfantry", "HevyInfantry");
    let error = parse(&text, "typo.ron").unwrap_err();
    let ScenarioError::Syntax {
        file,
        line,
        column,
        message,
    } = &error
    else {
        panic!("expected a syntax error, got {error:?}");
    };
    assert_eq!(file, "typo.ron");
    assert_eq!(*line, 4);
    let line_text = text.lines().nth(3).unwrap();
    let typo_column = line_text.find("HevyInfantry").unwrap() + 1;
    assert!(
        (typo_column..=typo_column + "HevyInfantry".len()).contains(column),
        "column {column} should point at the typo (starts at {typo_column})"
    );
    for expected in [
        "HevyInfantry",
        "HeavyInfantry",
        "LightInfantry",
        "Archers",
        "HeavyCavalry",
        "LightCavalry",
    ] {
        assert!(
            message.contains(expected),
            "{message:?} should mention {expected}"
        );
    }
    assert!(
        error
            .to_string()
            .starts_with(&format!("typo.ron:4:{column}: "))
    );
}

#[test]
fn a_missing_field_is_named() {
    let text = GOOD.replace("name: \"Two stands\",", "");
    let error = parse(&text, "missing.ron").unwrap_err().to_string();
    assert!(error.contains("name"), "{error}");
    assert!(error.starts_with("missing.ron:"), "{error}");
}

#[test]
fn an_unknown_field_lists_the_fields_that_exist() {
    let text = GOOD.replace(
        "name: \"Two stands\",",
        "name: \"Two stands\", tabel: (width: 60.0, depth: 40.0),",
    );
    let error = parse(&text, "field.ron").unwrap_err().to_string();
    assert!(
        error.contains("tabel") && error.contains("table"),
        "{error}"
    );
}

#[test]
fn a_syntax_error_gives_line_and_column() {
    let text = GOOD.replace("(10.0, 5.0)", "(10.0 5.0)");
    let error = parse(&text, "comma.ron").unwrap_err();
    assert!(
        matches!(error, ScenarioError::Syntax { line: 4, .. }),
        "{error}"
    );
}

#[test]
fn an_unknown_ruleset_lists_the_rulesets() {
    let text = GOOD.replacen("FreeMove", "FreeMoov", 1);
    let error = parse(&text, "ruleset.ron").unwrap_err().to_string();
    assert!(
        error.contains("FreeMoov") && error.contains("FreeMove"),
        "{error}"
    );
    assert!(error.starts_with("ruleset.ron:1:"), "{error}");
}

#[test]
fn a_unit_off_the_table_is_named_by_side_and_number() {
    let text = GOOD.replace("(10.0, 40.0)", "(10.0, 50.0)");
    let error = parse(&text, "off.ron").unwrap_err().to_string();
    assert!(
        error.contains("sides[1] (Carthage).units[0] (unit 1)"),
        "{error}"
    );
    assert!(
        error.contains("(10, 50) is off the 72 × 48 inch table"),
        "{error}"
    );
}

#[test]
fn two_units_of_a_side_may_not_share_a_flag_number() {
    let text = GOOD.replace(
        "[(number: 1, type: HeavyInfantry, at: (10.0, 5.0))]",
        "[(number: 1, type: HeavyInfantry, at: (10.0, 5.0)), (number: 1, type: Archers, at: (14.0, 5.0))]",
    );
    let error = parse(&text, "dup.ron").unwrap_err().to_string();
    assert!(
        error.contains("units[1] (unit 1): unit number 1 is already used by units[0]"),
        "{error}"
    );
}

#[test]
fn every_shipped_scenario_is_valid() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios");
    let mut checked = 0;
    for ruleset in crate::ruleset::Ruleset::ALL {
        for entry in catalogue::list(&root, ruleset) {
            if let Err(error) = &entry.outcome {
                panic!("{error}");
            }
            checked += 1;
        }
    }
    assert!(checked >= 1, "at least the standard battle ships");
}

#[test]
fn an_unreadable_file_is_named() {
    let error = load(std::path::Path::new("/no/such/scenario.ron")).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("/no/such/scenario.ron: cannot read the file")
    );
}

#[test]
fn victory_conditions_load_and_default_to_an_army_broken_at_half_its_points() {
    let Ok(Scenario::FreeMove(scenario)) = parse(GOOD, "good.ron") else {
        panic!("a Free Move scenario");
    };
    assert_eq!(scenario.victory.army_breaks_at_percent, 50);
    assert_eq!(scenario.victory.moves, None);
    let text = GOOD.replace(
        "    ],\n))",
        "    ],\n    victory: (army_breaks_at_percent: 30, moves: Some(8), hold: Some((name: \"the ford\", shape: Circle(centre: (36.0, 24.0), radius: 4.0)))),\n))",
    );
    let Ok(Scenario::FreeMove(scenario)) = parse(&text, "victory.ron") else {
        panic!("a Free Move scenario");
    };
    assert_eq!(scenario.victory.army_breaks_at_percent, 30);
    assert_eq!(scenario.victory.moves, Some(8));
    assert_eq!(
        scenario.victory.hold.map(|place| place.name),
        Some("the ford".to_string())
    );
}

#[test]
fn impossible_victory_conditions_name_the_field() {
    let text = GOOD.replace(
        "    ],\n))",
        "    ],\n    victory: (army_breaks_at_percent: 120, moves: Some(0), hold: Some((name: \"the ford\", shape: Circle(centre: (136.0, 24.0), radius: 4.0)))),\n))",
    );
    let error = parse(&text, "victory.ron").unwrap_err();
    let message = error.to_string();
    for expected in [
        "victory.army_breaks_at_percent: must be between 1 and 99, found 120",
        "victory.moves: must be at least 1 timed move",
        "victory.hold.shape: (136, 24) is off the 72 × 48 inch table",
    ] {
        assert!(
            message.contains(expected),
            "{message} should say {expected:?}"
        );
    }
}

#[test]
fn stands_placed_on_top_of_one_another_are_named() {
    let text = GOOD.replace(
        "at: (10.0, 40.0), facing: 180.0",
        "at: (10.5, 5.5), facing: 180.0",
    );
    let message = parse(&text, "crowded.ron").unwrap_err().to_string();
    assert!(
        message.contains("sides[1] (Carthage).units[0] (unit 1): its tray overlaps sides[0] (Rome).units[0] (unit 1)"),
        "{message}"
    );
}

const REGISTERED: &str = r#"Registered((
    ruleset: "race",
    name: "Race to ten",
    seats: ["Left", "Right"],
    settings: (goal: 10),
))"#;

#[test]
fn a_registered_ruleset_s_scenario_loads_with_its_seats_and_its_own_settings() {
    let scenario = parse(REGISTERED, "race.ron").expect("it loads");
    assert_eq!(scenario.ruleset(), None, "no engine of this crate's");
    assert_eq!(scenario.ruleset_name(), "race");
    assert_eq!(scenario.name(), "Race to ten");
    assert_eq!(scenario.seat_names(), ["Left", "Right"]);
    let Scenario::Registered(registered) = scenario else {
        panic!("a registered scenario");
    };
    #[derive(serde::Deserialize)]
    struct Race {
        goal: u32,
    }
    let race: Race = registered.settings.into_rust().expect("its settings");
    assert_eq!(race.goal, 10);
}

#[test]
fn a_registered_scenario_without_a_seat_or_a_ruleset_is_refused_by_name() {
    let text = REGISTERED
        .replace(r#"["Left", "Right"]"#, "[]")
        .replace(r#""race""#, r#""  ""#);
    let Err(ScenarioError::Invalid { problems, .. }) = parse(&text, "race.ron") else {
        panic!("refused");
    };
    let places: Vec<&str> = problems
        .iter()
        .map(|problem| problem.place.as_str())
        .collect();
    assert_eq!(places, ["ruleset", "seats"]);
}
