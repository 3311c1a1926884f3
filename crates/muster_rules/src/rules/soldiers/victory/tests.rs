//! Victory conditions evaluated on hand-made states.

use std::sync::Arc;

use hexx::Hex;

use super::*;
use crate::rules::soldiers::apply::apply;
use crate::rules::soldiers::event::Event;
use crate::rules::soldiers::map::{Map, MapSpec, hex_at};
use crate::rules::soldiers::source::Source;
use crate::rules::soldiers::state::{Location, Quality, Side, State, Unit, UnitId};
use crate::rules::soldiers::tables::Tables;
use crate::rules::soldiers::units::{Nation, UnitKind};

fn open_state(players: [&str; 2]) -> State {
    let map = Map::from_spec(MapSpec {
        name: "open".into(),
        source: Source::Assumed,
        columns: 12,
        rows: 12,
        terrain: vec![".".repeat(12); 12],
        hills: vec![],
        roads: vec![],
        railroad: vec![],
        bridges: vec![],
        numbered: vec![],
    })
    .expect("an open map");
    let tables = Arc::new(Tables {
        map,
        ..(*Tables::shipped()).clone()
    });
    State::new(
        tables,
        [players[0].to_string(), players[1].to_string()],
        Side(0),
        Side(0),
        10,
        Vec::new(),
    )
}

fn add(state: &mut State, side: u8, kind: UnitKind, location: Location) -> UnitId {
    let id = UnitId(state.units.len() as u32 + 1);
    state.units.push(Unit {
        id,
        side: Side(side),
        nation: if side == 0 {
            Nation::French
        } else {
            Nation::German
        },
        kind,
        name: format!("unit {}", id.0),
        location,
        disrupted_until: None,
        improved: false,
        reserve: false,
        quality: Quality::Regular,
        cossack: false,
        horses: None,
        may_remount: true,
        movement_override: None,
        range_override: None,
    });
    id
}

fn area(name: &str, hexes: &[(i32, i32)]) -> Area {
    Area {
        name: name.into(),
        hexes: hexes.iter().map(|at| hex_at(*at)).collect(),
    }
}

fn exited(hex: Hex) -> Location {
    Location::Exited { turn: 3, hex }
}

fn west_edge_north_of_canal() -> Area {
    area(
        "the west edge north of the canal",
        &[(1, 1), (1, 2), (1, 3)],
    )
}

#[test]
fn victory_scenario_1_five_units_exited_west_north_of_canal() {
    let mut state = open_state(["French", "German"]);
    state.victory = Victory {
        wins: vec![Win {
            side: 1,
            all: vec![Condition::Exited {
                at_least: 5,
                from: west_edge_north_of_canal(),
            }],
        }],
        otherwise: None,
        points: vec![],
    };
    for _ in 0..4 {
        add(
            &mut state,
            1,
            UnitKind::InfantryCompany,
            exited(hex_at((1, 2))),
        );
    }
    // South of the canal: does not count.
    add(
        &mut state,
        1,
        UnitKind::InfantryCompany,
        exited(hex_at((1, 9))),
    );
    assert_eq!(
        evaluate(&state),
        (
            None,
            "A draw: neither player met the victory conditions.".to_string()
        )
    );
    add(
        &mut state,
        1,
        UnitKind::CavalryMounted,
        exited(hex_at((1, 1))),
    );
    assert_eq!(
        evaluate(&state),
        (
            Some(Side(1)),
            "The German player wins: German units exited from the west edge north of the canal: 5 of 5."
                .to_string()
        )
    );
}

#[test]
fn victory_artillery_platoons_do_not_count_for_exits() {
    let mut state = open_state(["French", "German"]);
    let condition = Condition::Exited {
        at_least: 2,
        from: west_edge_north_of_canal(),
    };
    add(
        &mut state,
        1,
        UnitKind::FieldGunPlatoon,
        exited(hex_at((1, 1))),
    );
    add(
        &mut state,
        1,
        UnitKind::MachineGunPlatoon,
        exited(hex_at((1, 1))),
    );
    add(
        &mut state,
        1,
        UnitKind::FieldGunBattery,
        exited(hex_at((1, 1))),
    );
    let (met, text) = status(&state, Side(1), &condition);
    assert!(!met);
    assert_eq!(
        text,
        "German units exited from the west edge north of the canal: 1 of 2"
    );
    add(
        &mut state,
        1,
        UnitKind::MachineGunSection,
        exited(hex_at((1, 2))),
    );
    assert!(status(&state, Side(1), &condition).0);
}

#[test]
fn victory_scenario_2_no_undisrupted_enemy_in_town_c() {
    let mut state = open_state(["French", "German"]);
    state.victory = Victory {
        wins: vec![Win {
            side: 0,
            all: vec![Condition::FewerUndisrupted {
                fewer_than: 1,
                within: area("town C", &[(5, 5), (5, 6)]),
            }],
        }],
        otherwise: Some(1),
        points: vec![],
    };
    let german = add(
        &mut state,
        1,
        UnitKind::InfantryCompany,
        Location::OnMap(hex_at((5, 5))),
    );
    assert_eq!(
        evaluate(&state),
        (
            Some(Side(1)),
            "The German player wins: the French player did not meet the victory conditions."
                .to_string()
        )
    );
    state.unit_mut(german).expect("placed").disrupted_until = Some(12);
    assert_eq!(
        evaluate(&state),
        (
            Some(Side(0)),
            "The French player wins: undisrupted German units in town C: 0 (none wanted)."
                .to_string()
        )
    );
}

#[test]
fn victory_scenario_3_needs_both_exits_and_british_destroyed() {
    let mut state = open_state(["British", "German"]);
    state.victory = Victory {
        wins: vec![Win {
            side: 1,
            all: vec![
                Condition::Exited {
                    at_least: 2,
                    from: area("the west edge", &[(1, 1), (1, 2)]),
                },
                Condition::Destroyed { at_least: 2 },
            ],
        }],
        otherwise: Some(0),
        points: vec![],
    };
    add(
        &mut state,
        1,
        UnitKind::InfantryCompany,
        exited(hex_at((1, 1))),
    );
    add(
        &mut state,
        1,
        UnitKind::InfantryCompany,
        exited(hex_at((1, 2))),
    );
    add(
        &mut state,
        0,
        UnitKind::InfantryCompany,
        Location::Eliminated { turn: 2 },
    );
    assert_eq!(evaluate(&state).0, Some(Side(0)));
    add(
        &mut state,
        0,
        UnitKind::MachineGunSection,
        Location::Eliminated { turn: 4 },
    );
    assert_eq!(evaluate(&state).0, Some(Side(1)));
    assert_eq!(
        progress(&state),
        vec![
            "German: German units exited from the west edge: 2 of 2 (met)".to_string(),
            "German: British units destroyed: 2 of 2 (met)".to_string(),
        ]
    );
}

#[test]
fn victory_scenario_5_exit_by_road_6_returns_two_turns_later_and_counts_east_of_railroad() {
    let mut state = open_state(["British", "German"]);
    state.turn = 3;
    let road_6 = hex_at((1, 4));
    state.special.exit_and_return = Some(ExitAndReturn {
        side: 1,
        from: vec![road_6],
        entry: vec![hex_at((1, 4)), hex_at((1, 5))],
        turns_off: 2,
    });
    state.victory = Victory {
        wins: vec![Win {
            side: 1,
            all: vec![Condition::Returned {
                at_least: 1,
                now_in: area("east of the railroad (exclusive)", &[(9, 4)]),
            }],
        }],
        otherwise: Some(0),
        points: vec![],
    };
    let rider = add(
        &mut state,
        1,
        UnitKind::CavalryMounted,
        Location::OnMap(road_6),
    );
    let other = add(
        &mut state,
        1,
        UnitKind::CavalryMounted,
        Location::OnMap(hex_at((1, 8))),
    );
    apply(
        &mut state,
        &Event::Exited {
            unit: rider,
            hex: road_6,
        },
    );
    apply(
        &mut state,
        &Event::Exited {
            unit: other,
            hex: hex_at((1, 8)),
        },
    );
    assert_eq!(
        state.unit(rider).map(|unit| unit.location.clone()),
        Some(Location::Waiting {
            turn: 5,
            entry: vec![hex_at((1, 4)), hex_at((1, 5))]
        })
    );
    assert_eq!(
        state.unit(other).map(|unit| unit.location.clone()),
        Some(Location::Exited {
            turn: 3,
            hex: hex_at((1, 8))
        })
    );
    assert_eq!(state.special.returned, vec![rider]);
    assert_eq!(evaluate(&state).0, Some(Side(0)));
    state.unit_mut(rider).expect("listed").location = Location::OnMap(hex_at((9, 4)));
    assert_eq!(evaluate(&state).0, Some(Side(1)));
}

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
    state.victory = Victory {
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
    state.victory = Victory {
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
    state.victory = Victory {
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
