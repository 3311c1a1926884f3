//! Victory by exits: units leaving by an edge or a road, platoons not counting, and scenario 5's ride off and back.

use super::*;

#[test]
fn victory_scenario_1_five_units_exited_west_north_of_canal() {
    let mut state = open_state(["French", "German"]);
    state.edit_for_test().victory = Victory {
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
    state.edit_for_test().victory = Victory {
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
    state
        .edit_for_test()
        .unit_mut(german)
        .expect("placed")
        .disrupted_until = Some(12);
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
    state.edit_for_test().victory = Victory {
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
    state.edit_for_test().turn = 3;
    let road_6 = hex_at((1, 4));
    state.edit_for_test().special.exit_and_return = Some(ExitAndReturn {
        side: 1,
        from: vec![road_6],
        entry: vec![hex_at((1, 4)), hex_at((1, 5))],
        turns_off: 2,
    });
    state.edit_for_test().victory = Victory {
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
    state
        .edit_for_test()
        .unit_mut(rider)
        .expect("listed")
        .location = Location::OnMap(hex_at((9, 4)));
    assert_eq!(evaluate(&state).0, Some(Side(1)));
}
