//! Tests of the Sequence of Play, disruption timing, improved positions, breakdown,
//! cavalry dismounting and the wasps, each named after its rule and case.

use super::command::Command;
use super::crt::CombatResult;
use super::engine::Soldiers;
use super::error::RuleError;
use super::event::Event;
use super::flow::rally_phase;
use super::map::hex_at;
use super::outcome::Outcome;
use super::state::{FireStep, Location, PendingResult, Phase, Quality, Side, UnitId};
use super::test_support::{at, path, place, run, state};
use super::units::{Nation, UnitKind};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

fn fire_phase(mover: u8, step: FireStep) -> Phase {
    Phase::Fire {
        mover: Side(mover),
        step,
    }
}

/// A French company at 0101 and a German one at 0401, in range of each other: every fire
/// step has something to do (no charge step does: there is no cavalry).
fn facing_companies(state: &mut super::state::State) {
    place(state, 0, Nation::French, UnitKind::InfantryCompany, (1, 1));
    place(state, 1, Nation::German, UnitKind::InfantryCompany, (4, 1));
}

#[test]
fn sequence_of_play_a_to_e_and_the_mover_fires_first() {
    let mut state = state();
    facing_companies(&mut state);
    let mut dice = Dice::seeded(1);
    let mut seen = Vec::new();
    for _ in 0..8 {
        seen.push((state.turn, state.phase, state.acting_side()));
        let command = match state.phase {
            Phase::Movement { .. } => Command::EndMovement,
            _ => Command::EndFireStep,
        };
        run(&mut state, &mut dice, command);
    }
    assert_eq!(
        seen,
        vec![
            (1, Phase::Movement { mover: Side(0) }, Some(Side(0))),
            (1, fire_phase(0, FireStep::MoverFires), Some(Side(0))),
            (1, fire_phase(0, FireStep::OtherFires), Some(Side(1))),
            (1, Phase::Movement { mover: Side(1) }, Some(Side(1))),
            (1, fire_phase(1, FireStep::MoverFires), Some(Side(1))),
            (1, fire_phase(1, FireStep::OtherFires), Some(Side(0))),
            (2, Phase::Movement { mover: Side(0) }, Some(Side(0))),
            (2, fire_phase(0, FireStep::MoverFires), Some(Side(0))),
        ]
    );
}

#[test]
fn sequence_of_play_the_game_ends_after_the_last_turn() {
    let mut state = state();
    facing_companies(&mut state);
    state.edit_for_test().last_turn = 1;
    let mut dice = Dice::seeded(1);
    for command in [
        Command::EndMovement,
        Command::EndFireStep,
        Command::EndFireStep,
        Command::EndMovement,
        Command::EndFireStep,
    ] {
        run(&mut state, &mut dice, command);
    }
    let events = run(&mut state, &mut dice, Command::EndFireStep);
    assert!(
        events
            .iter()
            .any(|event| matches!(event, Event::GameOver { .. }))
    );
    assert_eq!(state.phase, Phase::Over);
    assert_eq!(
        Soldiers::check(&state, &Command::EndMovement),
        Err(RuleError::GameOver)
    );
}

#[test]
fn crt_disrupted_after_own_movement_rallies_at_the_end_of_the_next_friendly_movement() {
    let mut state = state();
    state.edit_for_test().phase = fire_phase(0, FireStep::MoverFires);
    // Turn 1 phase B (index 1): side 0's next movement phase is turn 2's A (index 4).
    assert_eq!(rally_phase(&state, Side(0), Quality::Regular), 4);
    // The enemy (side 1) disrupted now takes an enemy phase marker: lifted at the end of
    // side 0's next movement phase, also index 4.
    assert_eq!(rally_phase(&state, Side(1), Quality::Regular), 4);
    state.edit_for_test().phase = fire_phase(1, FireStep::OtherFires);
    // Turn 1 phase D (index 3): side 0 was fired on after the enemy's move: lifted at the
    // end of side 1's next movement phase (turn 2's C, index 6).
    assert_eq!(rally_phase(&state, Side(0), Quality::Regular), 6);
    assert_eq!(rally_phase(&state, Side(1), Quality::Regular), 6);
}

#[test]
fn eastern_front_case_a_russians_stay_disrupted_twice_as_long() {
    let mut state = state();
    state.edit_for_test().phase = fire_phase(0, FireStep::MoverFires);
    // Two friendly phase markers: the second own movement phase after (turn 3's A).
    assert_eq!(rally_phase(&state, Side(0), Quality::SlowToRally), 8);
    assert_eq!(rally_phase(&state, Side(1), Quality::Czech), 6);
}

#[test]
fn crt_disruption_lost_movement_then_rallied_at_the_phase_end() {
    let mut state = state();
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    let mut dice = Dice::seeded(1);
    run(&mut state, &mut dice, Command::EndMovement);
    state.edit_for_test().record.pending.push(PendingResult {
        unit: company,
        result: CombatResult::D,
        by_mounted_cavalry: false,
        horses: false,
    });
    // The German step has nothing to do: it is skipped and the results are taken.
    run(&mut state, &mut dice, Command::EndFireStep);
    assert_eq!(
        state.unit(company).and_then(|unit| unit.disrupted_until),
        Some(4)
    );
    // Through side 1's phases (nobody can fire in D) and into turn 2: still disrupted,
    // may not move.
    run(&mut state, &mut dice, Command::EndMovement);
    assert_eq!(state.phase, Phase::Movement { mover: Side(0) });
    assert!(
        Soldiers::check(
            &state,
            &Command::Move {
                unit: company,
                path: path(&[(3, 7)]),
                exit: false
            }
        )
        .is_err()
    );
    let events = run(&mut state, &mut dice, Command::EndMovement);
    assert!(events.contains(&Event::Rallied { unit: company }));
}

#[test]
fn crt_elimination_leaves_a_marker_until_the_next_movement_phase_ends() {
    let mut state = state();
    let company = place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    // A French company out of the Germans' range: the French step is played (it may
    // interdict), the German one skipped.
    place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (9, 1),
    );
    let mut dice = Dice::seeded(1);
    run(&mut state, &mut dice, Command::EndMovement);
    state.edit_for_test().record.pending.push(PendingResult {
        unit: company,
        result: CombatResult::E,
        by_mounted_cavalry: false,
        horses: false,
    });
    run(&mut state, &mut dice, Command::EndFireStep);
    assert_eq!(state.phase, Phase::Movement { mover: Side(1) });
    assert!(matches!(
        state.unit(company).map(|unit| &unit.location),
        Some(Location::Eliminated { .. })
    ));
    assert!(state.has_eliminated_marker(hex_at((2, 7))));
    let events = run(&mut state, &mut dice, Command::EndMovement);
    assert!(events.contains(&Event::EliminatedMarkerRemoved {
        hex: hex_at((2, 7))
    }));
}

#[test]
fn cavalry_case_d_disrupted_by_fire_dismounts_but_not_by_cavalry() {
    let mut state = state();
    let lancers = place(
        &mut state,
        0,
        Nation::British,
        UnitKind::CavalryMounted,
        (2, 7),
    );
    let hussars = place(
        &mut state,
        0,
        Nation::British,
        UnitKind::CavalryMounted,
        (4, 7),
    );
    state.edit_for_test().phase = fire_phase(1, FireStep::OtherFires);
    let mut out = Outcome::new(&mut state);
    for (unit, by_mounted_cavalry) in [(lancers, false), (hussars, true)] {
        out.emit(Event::ResultPending(PendingResult {
            unit,
            result: CombatResult::D,
            by_mounted_cavalry,
            horses: false,
        }));
    }
    super::flow::take_results(&mut out);
    assert_eq!(
        state.unit(lancers).map(|unit| unit.kind),
        Some(UnitKind::CavalryDismounted)
    );
    assert_eq!(
        state.unit(hussars).map(|unit| unit.kind),
        Some(UnitKind::CavalryMounted)
    );
}

#[test]
fn cavalry_case_c_horses_lost_on_disruption() {
    let mut state = state();
    let squadron = place(
        &mut state,
        0,
        Nation::British,
        UnitKind::CavalryDismounted,
        (3, 7),
    );
    if let Some(unit) = state.edit_for_test().unit_mut(squadron) {
        unit.horses = Some(hex_at((2, 7)));
        unit.may_remount = true;
    }
    state.edit_for_test().phase = fire_phase(1, FireStep::OtherFires);
    let mut out = Outcome::new(&mut state);
    out.emit(Event::ResultPending(PendingResult {
        unit: squadron,
        result: CombatResult::D,
        by_mounted_cavalry: false,
        horses: true,
    }));
    super::flow::take_results(&mut out);
    let unit = state.unit(squadron).expect("still there");
    assert_eq!(unit.horses, None);
    assert!(!unit.is_disrupted());
}

#[test]
fn cavalry_case_c_dismount_and_remount_take_the_whole_allowance() {
    let mut state = state();
    let squadron = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::CavalryMounted,
        (2, 7),
    );
    let mut dice = Dice::seeded(1);
    run(&mut state, &mut dice, Command::Dismount { unit: squadron });
    let unit = state.unit(squadron).expect("placed");
    assert_eq!(unit.kind, UnitKind::CavalryDismounted);
    assert_eq!(unit.horses, Some(hex_at((2, 7))));
    // The dismounted marker counts nothing; its horses count 4 where they stand.
    assert_eq!(state.stacking_in(hex_at((2, 7))), 4);
    assert!(
        Soldiers::check(
            &state,
            &Command::Move {
                unit: squadron,
                path: path(&[(3, 7)]),
                exit: false
            }
        )
        .is_err()
    );
    // Next friendly movement phase: remount, spending the whole allowance.
    state.edit_for_test().record = Default::default();
    run(&mut state, &mut dice, Command::Remount { unit: squadron });
    assert_eq!(
        state.unit(squadron).map(|unit| (unit.kind, unit.horses)),
        Some((UnitKind::CavalryMounted, None))
    );
}

#[test]
fn cavalry_case_c_remount_only_with_the_horses() {
    let mut state = state();
    let squadron = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::CavalryDismounted,
        (3, 7),
    );
    if let Some(unit) = state.edit_for_test().unit_mut(squadron) {
        unit.horses = Some(hex_at((2, 7)));
        unit.may_remount = true;
    }
    assert!(matches!(
        Soldiers::check(&state, &Command::Remount { unit: squadron }),
        Err(RuleError::NotAllowed { .. })
    ));
}

#[test]
fn improved_positions_roll_to_enter_and_may_not_move() {
    let mut state = state();
    let lucky = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    let unlucky = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (4, 7),
    );
    let mut dice = Dice::seeded(1);
    // French enter on 1-3 (assumed table).
    dice.script([3, 4]);
    run(
        &mut state,
        &mut dice,
        Command::DeclareImprovedPositions {
            enter: vec![lucky, unlucky],
            leave: vec![],
        },
    );
    assert!(state.unit(lucky).is_some_and(|unit| unit.improved));
    assert!(state.unit(unlucky).is_some_and(|unit| !unit.improved));
    assert!(
        Soldiers::check(
            &state,
            &Command::Move {
                unit: unlucky,
                path: path(&[(5, 7)]),
                exit: false
            }
        )
        .is_err()
    );
    assert_eq!(
        Soldiers::check(
            &state,
            &Command::DeclareImprovedPositions {
                enter: vec![],
                leave: vec![]
            }
        ),
        Err(RuleError::TooLateForImprovedPositions)
    );
}

#[test]
fn improved_positions_case_b_british_infantry_need_no_roll() {
    let mut state = state();
    let tommies = place(
        &mut state,
        0,
        Nation::British,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    if let Some(unit) = state.edit_for_test().unit_mut(tommies) {
        unit.disrupted_until = Some(4);
    }
    let mut dice = Dice::seeded(1);
    let events = run(
        &mut state,
        &mut dice,
        Command::DeclareImprovedPositions {
            enter: vec![tommies],
            leave: vec![],
        },
    );
    assert!(
        !events
            .iter()
            .any(|event| matches!(event, Event::Rolled { .. }))
    );
    assert!(state.unit(tommies).is_some_and(|unit| unit.improved));
}

#[test]
fn improved_positions_case_a_disrupted_units_may_not_dig_in() {
    let mut state = state();
    let poilus = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    if let Some(unit) = state.edit_for_test().unit_mut(poilus) {
        unit.disrupted_until = Some(4);
    }
    assert!(matches!(
        Soldiers::check(
            &state,
            &Command::DeclareImprovedPositions {
                enter: vec![poilus],
                leave: vec![]
            }
        ),
        Err(RuleError::NotAllowed { .. })
    ));
}

#[test]
fn improved_positions_leaving_needs_the_roll() {
    let mut state = state();
    let stays = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    let goes = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (4, 7),
    );
    let reserve = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (6, 7),
    );
    for unit in [stays, goes, reserve] {
        if let Some(unit) = state.edit_for_test().unit_mut(unit) {
            unit.improved = true;
        }
    }
    if let Some(unit) = state.edit_for_test().unit_mut(reserve) {
        unit.reserve = true;
    }
    let mut dice = Dice::seeded(1);
    // Leave on 1-5 (assumed); French reserves on 1-4 (reserve rules case C).
    dice.script([6, 5, 5]);
    run(
        &mut state,
        &mut dice,
        Command::DeclareImprovedPositions {
            enter: vec![],
            leave: vec![stays, goes, reserve],
        },
    );
    let moving = |unit: UnitId| Command::Move {
        unit,
        path: path(&[(unit.0 as i32 * 2, 8)]),
        exit: false,
    };
    assert!(Soldiers::check(&state, &moving(stays)).is_err());
    assert!(Soldiers::check(&state, &moving(goes)).is_ok());
    assert!(Soldiers::check(&state, &moving(reserve)).is_err());
    run(&mut state, &mut dice, moving(goes));
    assert!(state.unit(goes).is_some_and(|unit| !unit.improved));
}

#[test]
fn unit_breakdown_german_machine_gun_company_into_three_platoons_and_back() {
    let mut state = state();
    let company = place(
        &mut state,
        0,
        Nation::German,
        UnitKind::MachineGunCompany,
        (2, 7),
    );
    let mut dice = Dice::seeded(1);
    run(&mut state, &mut dice, Command::BreakDown { unit: company });
    let platoons: Vec<UnitId> = state.units_in(hex_at((2, 7))).map(|unit| unit.id).collect();
    assert_eq!(platoons.len(), 3);
    assert!(
        state
            .units_in(hex_at((2, 7)))
            .all(|unit| unit.kind == UnitKind::MachineGunPlatoon)
    );
    assert_eq!(state.stacking_in(hex_at((2, 7))), 6);
    run(
        &mut state,
        &mut dice,
        Command::Recombine { units: platoons },
    );
    let whole: Vec<UnitKind> = state
        .units_in(hex_at((2, 7)))
        .map(|unit| unit.kind)
        .collect();
    assert_eq!(whole, vec![UnitKind::MachineGunCompany]);
}

#[test]
fn unit_breakdown_only_the_listed_units() {
    let mut state = state();
    let french = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::FieldGunBattery,
        (2, 7),
    );
    let russian = place(
        &mut state,
        0,
        Nation::Russian,
        UnitKind::GunBattalion,
        (4, 7),
    );
    assert!(Soldiers::check(&state, &Command::BreakDown { unit: french }).is_err());
    run(
        &mut state,
        &mut Dice::seeded(1),
        Command::BreakDown { unit: russian },
    );
    let batteries: Vec<UnitKind> = state
        .units_in(hex_at((4, 7)))
        .map(|unit| unit.kind)
        .collect();
    assert_eq!(batteries, vec![UnitKind::FieldGunBattery; 2]);
}

#[test]
fn scenario_9_wasps_disrupt_on_a_one() {
    let mut state = state();
    let stung = place(
        &mut state,
        0,
        Nation::British,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    let spared = place(
        &mut state,
        0,
        Nation::British,
        UnitKind::InfantryCompany,
        (4, 7),
    );
    state.edit_for_test().special.wasp_hexes = vec![hex_at((2, 7)), hex_at((4, 7))];
    let mut dice = Dice::seeded(1);
    dice.script([1, 2]);
    run(
        &mut state,
        &mut dice,
        Command::Move {
            unit: stung,
            path: path(&[(3, 7)]),
            exit: false,
        },
    );
    run(
        &mut state,
        &mut dice,
        Command::Move {
            unit: spared,
            path: path(&[(5, 7)]),
            exit: false,
        },
    );
    assert_eq!(at(&state, stung), Some((2, 7)));
    assert!(state.unit(stung).is_some_and(|unit| unit.is_disrupted()));
    assert_eq!(at(&state, spared), Some((5, 7)));
}

#[test]
fn scenario_9_the_game_can_end_after_a_fire_phase() {
    let mut state = state();
    state.edit_for_test().special.ends_after_phase = Some(1);
    let mut dice = Dice::seeded(1);
    // Nobody on the map: the fire steps are skipped, and the game ends after phase B.
    run(&mut state, &mut dice, Command::EndMovement);
    assert_eq!(state.phase, Phase::Over);
}

#[test]
fn cavalry_case_e_dismounted_cavalry_digs_in_as_infantry() {
    let mut state = state();
    let troopers = place(
        &mut state,
        0,
        Nation::British,
        UnitKind::CavalryDismounted,
        (2, 7),
    );
    let events = run(
        &mut state,
        &mut Dice::seeded(1),
        Command::DeclareImprovedPositions {
            enter: vec![troopers],
            leave: vec![],
        },
    );
    // British infantry need no roll, and so neither do British dismounted cavalry.
    assert!(
        !events
            .iter()
            .any(|event| matches!(event, Event::Rolled { .. }))
    );
    assert!(state.unit(troopers).is_some_and(|unit| unit.improved));
}

#[test]
fn deployment_scenario_4_the_british_place_three_trenches() {
    use super::state::TrenchesToPlace;
    let mut state = state();
    state.edit_for_test().phase = Phase::Deployment { deploying: Side(0) };
    state.edit_for_test().special.trenches_to_place = Some(TrenchesToPlace {
        side: Side(0),
        count: 2,
        zone: vec![hex_at((2, 7)), hex_at((3, 7)), hex_at((4, 7))],
    });
    let mut dice = Dice::seeded(1);
    // Outside the zone: refused; finishing with markers left: refused.
    assert!(
        Soldiers::check(
            &state,
            &Command::PlaceTrench {
                hex: hex_at((6, 7))
            }
        )
        .is_err()
    );
    assert!(Soldiers::check(&state, &Command::EndDeployment).is_err());
    run(
        &mut state,
        &mut dice,
        Command::PlaceTrench {
            hex: hex_at((2, 7)),
        },
    );
    assert!(
        Soldiers::check(
            &state,
            &Command::PlaceTrench {
                hex: hex_at((2, 7))
            }
        )
        .is_err()
    );
    run(
        &mut state,
        &mut dice,
        Command::PlaceTrench {
            hex: hex_at((3, 7)),
        },
    );
    assert_eq!(state.trenches, vec![hex_at((2, 7)), hex_at((3, 7))]);
    assert!(
        Soldiers::check(
            &state,
            &Command::PlaceTrench {
                hex: hex_at((4, 7))
            }
        )
        .is_err()
    );
    assert!(Soldiers::check(&state, &Command::EndDeployment).is_ok());
}
