//! A layout's way to the table: layout → scenario → RON text → the loader → a game the
//! computer plays to its end; and `muster check` refusing an unplayable layout's file.

use super::generate::balanced;
use super::model::PropertyKind;
use super::symmetry::Seats;
use super::test_support::*;
use super::tiles::Rotation;
use crate::rules::skirmish::simulate::{DAY_LIMIT, play};
use crate::rules::skirmish::state::Phase;
use crate::scenario::skirmish::build_state;
use crate::scenario::{Scenario, ScenarioError, load, parse};

#[test]
fn round_trip_a_balanced_layout_becomes_a_scenario_file_that_loads_and_plays_to_an_end() {
    for (seed, seats) in [(3, Seats::Two), (8, Seats::Four)] {
        let layout = balanced(seed, seats, &tiles(), &tables());
        let text = layout.to_ron(&tiles(), &tables()).unwrap();
        let path =
            std::env::temp_dir().join(format!("muster-layout-{}-{seed}.ron", std::process::id()));
        std::fs::write(&path, &text).unwrap();
        let loaded = load(&path);
        std::fs::remove_file(&path).ok();
        let Ok(Scenario::Skirmish(scenario)) = loaded else {
            panic!("{loaded:?}\n{text}");
        };
        assert_eq!(scenario, layout.to_scenario(&tiles(), &tables()));
        let (report, state, _) = play(build_state(&scenario, None), seed, DAY_LIMIT)
            .unwrap_or_else(|error| panic!("seed {seed}: {error}"));
        assert!(
            matches!(state.phase, Phase::Over { winner: Some(_) }),
            "seed {seed}, {seats:?}: the game did not end: {report:?}"
        );
    }
}

#[test]
fn round_trip_muster_check_refuses_an_unplayable_layouts_file_naming_the_place() {
    // The layout's own check would refuse it; written out anyway, the loader refuses it
    // too, naming Orange's HQ's square.
    let mut layout = two_fields();
    layout.tiles = vec![
        tile(0, 0, "Grassland", Rotation::R0),
        tile(0, 1, "Coast", Rotation::R0),
        tile(0, 2, "Grassland", Rotation::R0),
    ];
    layout.properties = vec![
        property(1, 1, PropertyKind::Hq, Some(0)),
        property(2, 1, PropertyKind::Factory, Some(0)),
        property(3, 13, PropertyKind::Hq, Some(1)),
        property(2, 13, PropertyKind::Factory, Some(1)),
    ];
    let text = layout.to_ron(&tiles(), &tables()).unwrap();
    let Err(ScenarioError::Invalid { problems, .. }) = parse(&text, "layout.ron") else {
        panic!("accepted:\n{text}");
    };
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].place, "terrain row 2 column 2 (B2)");
    assert_eq!(
        problems[0].message,
        "Conquest is won by capturing an HQ and only foot units capture, but no foot unit can walk from Orange Star's HQ here to Blue Moon's HQ at row 14 column 4 (D14)"
    );
    // The twin: a grassland tile in between, and the file loads.
    layout.tiles[1] = tile(0, 1, "Grassland", Rotation::R0);
    let text = layout.to_ron(&tiles(), &tables()).unwrap();
    assert!(matches!(
        parse(&text, "layout.ron"),
        Ok(Scenario::Skirmish(_))
    ));
}
