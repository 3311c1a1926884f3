//! Victory by holding places (towns, crests, bridges, crossroads), units lost, and scenario 13's points.

use super::*;

#[test]
fn victory_scenario_7_bridge_held_with_four_units_north_within_four_hexes() {
    let mut state = open_state(["Belgian", "German"]);
    let condition = Condition::Bridgehead {
        bridges: area("a bridge", &[(5, 6)]),
        beyond: area(
            "north of the canal (exclusive)",
            &[(5, 5), (5, 4), (5, 3), (5, 1), (6, 5)],
        ),
        within: 4,
        at_least: 4,
    };
    add(
        &mut state,
        1,
        UnitKind::InfantryCompany,
        Location::OnMap(hex_at((5, 6))),
    );
    for at in [(5, 5), (5, 4), (5, 3)] {
        add(
            &mut state,
            1,
            UnitKind::InfantryCompany,
            Location::OnMap(hex_at(at)),
        );
    }
    // Five hexes from the bridge: too far.
    add(
        &mut state,
        1,
        UnitKind::InfantryCompany,
        Location::OnMap(hex_at((5, 1))),
    );
    assert_eq!(
        status(&state, Side(1), &condition),
        (
            false,
            "German units hold a bridge (0506) with 3 of 4 units north of the canal (exclusive) within 4 hexes"
                .to_string()
        )
    );
    add(
        &mut state,
        1,
        UnitKind::MachineGunCompany,
        Location::OnMap(hex_at((6, 5))),
    );
    assert!(status(&state, Side(1), &condition).0);
}

#[test]
fn victory_scenario_8_five_units_on_the_crest_with_a_field_gun_battery() {
    let mut state = open_state(["Allied", "Central Powers"]);
    let condition = Condition::AtLeast {
        at_least: 5,
        within: area("the crest of hill 60", &[(6, 6), (6, 7), (7, 6)]),
        including: Some(UnitKind::FieldGunBattery),
    };
    for at in [(6, 6), (6, 6), (6, 7), (6, 7), (7, 6)] {
        add(
            &mut state,
            0,
            UnitKind::InfantryCompany,
            Location::OnMap(hex_at(at)),
        );
    }
    assert_eq!(
        status(&state, Side(0), &condition),
        (
            false,
            "Allied units in the crest of hill 60: 5 of 5, a FieldGunBattery among them: no"
                .to_string()
        )
    );
    add(
        &mut state,
        0,
        UnitKind::FieldGunBattery,
        Location::OnMap(hex_at((7, 6))),
    );
    assert!(status(&state, Side(0), &condition).0);
}

#[test]
fn victory_scenario_10_germans_hold_the_central_road_bridge() {
    let mut state = open_state(["British", "German"]);
    state.edit_for_test().victory = Victory {
        wins: vec![Win {
            side: 1,
            all: vec![Condition::Occupies {
                within: area("the central road bridge", &[(17, 22)]),
            }],
        }],
        otherwise: Some(0),
        points: vec![],
    };
    assert_eq!(evaluate(&state).0, Some(Side(0)));
    // The hex is off the 12 × 12 test map, but occupation is by location alone.
    add(
        &mut state,
        1,
        UnitKind::InfantryCompany,
        Location::OnMap(hex_at((17, 22))),
    );
    assert_eq!(
        evaluate(&state),
        (
            Some(Side(1)),
            "The German player wins: German units hold the central road bridge (1722).".to_string()
        )
    );
}

#[test]
fn victory_scenario_12_crossroads_holder_wins_unless_more_than_ten_lost_then_draw() {
    let mut state = open_state(["Russian", "German"]);
    let crossroads = || area("crossroads 8", &[(6, 6)]);
    state.edit_for_test().victory = Victory {
        wins: [0, 1]
            .into_iter()
            .map(|side| Win {
                side,
                all: vec![
                    Condition::Occupies {
                        within: crossroads(),
                    },
                    Condition::LostAtMost { at_most: 10 },
                ],
            })
            .collect(),
        otherwise: None,
        points: vec![],
    };
    assert_eq!(evaluate(&state).0, None);
    add(
        &mut state,
        1,
        UnitKind::CavalryMounted,
        Location::OnMap(hex_at((6, 6))),
    );
    for _ in 0..10 {
        add(
            &mut state,
            1,
            UnitKind::InfantryCompany,
            Location::Eliminated { turn: 5 },
        );
    }
    assert_eq!(evaluate(&state).0, Some(Side(1)));
    add(
        &mut state,
        1,
        UnitKind::InfantryCompany,
        Location::Eliminated { turn: 6 },
    );
    assert_eq!(
        evaluate(&state),
        (
            None,
            "A draw: neither player met the victory conditions.".to_string()
        )
    );
}

#[test]
fn victory_scenario_13_points_per_kind_destroyed() {
    let mut state = open_state(["Russian", "Austro-Hungarian"]);
    let entry = |scorer, kind, points| Points {
        scorer,
        kind,
        points,
    };
    state.edit_for_test().victory = Victory {
        wins: vec![
            Win {
                side: 1,
                all: vec![Condition::MorePoints],
            },
            Win {
                side: 0,
                all: vec![Condition::MorePoints],
            },
        ],
        otherwise: None,
        points: vec![
            entry(1, UnitKind::InfantryCompany, 2),
            entry(1, UnitKind::GunBattalion, 8),
            entry(0, UnitKind::InfantryCompany, 1),
            entry(0, UnitKind::FieldGunBattery, 7),
        ],
    };
    let gone = || Location::Eliminated { turn: 2 };
    // Russian losses (side 0): a gun battalion and an infantry company: 10 points.
    add(&mut state, 0, UnitKind::GunBattalion, gone());
    add(&mut state, 0, UnitKind::InfantryCompany, gone());
    // A kind the table does not list scores nothing.
    add(&mut state, 0, UnitKind::MachineGunSection, gone());
    // Austro-Hungarian losses (side 1): three companies and the battery: 10 points.
    for _ in 0..3 {
        add(&mut state, 1, UnitKind::InfantryCompany, gone());
    }
    add(&mut state, 1, UnitKind::FieldGunBattery, gone());
    assert_eq!((points(&state, Side(1)), points(&state, Side(0))), (10, 10));
    assert_eq!(evaluate(&state).0, None);
    add(&mut state, 1, UnitKind::InfantryCompany, gone());
    assert_eq!(
        evaluate(&state),
        (
            Some(Side(0)),
            "The Russian player wins: victory points: Russian 11, Austro-Hungarian 10.".to_string()
        )
    );
}
