//! Tests of Stacking during movement: "Stacking limitations apply at all times including
//! during the Friendly Movement Phase", so a unit may pass through friends (Movement case
//! G) only where the hex stays within eight points, and the path search and the computer
//! players route round full hexes.

use super::ai::{general, goals};
use super::command::Command;
use super::engine::Soldiers;
use super::error::RuleError;
use super::map::hex_at;
use super::movement::{costs_within, reachable};
use super::moving::stacking_holds;
use super::state::{Side, UnitId};
use super::test_support::{at, path, place, run, state};
use super::units::{Nation, UnitKind};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

fn mv(unit: UnitId, hexes: &[(i32, i32)]) -> Command {
    Command::Move {
        unit,
        path: path(hexes),
        exit: false,
    }
}

/// A French company at 0207 and `companies` French companies at 0307.
fn with_companies_at_0307(companies: usize) -> (super::state::State, UnitId) {
    let mut state = state();
    let mover = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    for _ in 0..companies {
        place(
            &mut state,
            0,
            Nation::French,
            UnitKind::InfantryCompany,
            (3, 7),
        );
    }
    (state, mover)
}

#[test]
fn stacking_limitations_apply_at_all_times_including_during_the_friendly_movement_phase() {
    // 0307 holds 8 points: a company (4) passing through would make it 12.
    let (state, company) = with_companies_at_0307(2);
    assert_eq!(
        Soldiers::check(&state, &mv(company, &[(3, 7), (4, 7)])),
        Err(RuleError::OverstackedOnTheWay {
            unit: state.unit(company).expect("placed").name.clone(),
            hex: "0307".into(),
            points: 12,
        })
    );
    let error = Soldiers::check(&state, &mv(company, &[(3, 7), (4, 7)]))
        .expect_err("refused")
        .to_string();
    assert!(
        error.contains("0307") && error.contains("limit of 8"),
        "{error}"
    );
    // Even a section (1 point) may not squeeze through.
    let mut state = state;
    let section = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::MachineGunSection,
        (2, 7),
    );
    assert_eq!(
        Soldiers::check(&state, &mv(section, &[(3, 7), (4, 7)])),
        Err(RuleError::OverstackedOnTheWay {
            unit: state.unit(section).expect("placed").name.clone(),
            hex: "0307".into(),
            points: 9,
        })
    );
}

#[test]
fn stacking_limitations_apply_at_all_times_passing_through_friends_within_the_limit_works() {
    // Movement case G: "Friendly units may pass through or onto other Friendly units".
    // 0307 holds 4 points: a company passing through makes 8, within the limit.
    let (mut state, company) = with_companies_at_0307(1);
    assert_eq!(
        Soldiers::check(&state, &mv(company, &[(3, 7), (4, 7)])),
        Ok(())
    );
    run(
        &mut state,
        &mut Dice::seeded(1),
        mv(company, &[(3, 7), (4, 7)]),
    );
    assert_eq!(at(&state, company), Some((4, 7)));
}

#[test]
fn stacking_limitations_apply_at_all_times_leaving_the_map_passes_through_the_edge_hex() {
    // Leaving the map enters the edge hex on the way out: it too must stay within 8.
    let mut state = state();
    let company = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (2, 7),
    );
    for _ in 0..2 {
        place(
            &mut state,
            0,
            Nation::French,
            UnitKind::InfantryCompany,
            (1, 7),
        );
    }
    let leave = Command::Move {
        unit: company,
        path: path(&[(1, 7)]),
        exit: true,
    };
    assert_eq!(
        Soldiers::check(&state, &leave),
        Err(RuleError::OverstackedOnTheWay {
            unit: state.unit(company).expect("placed").name.clone(),
            hex: "0107".into(),
            points: 12,
        })
    );
    let by_an_open_edge_hex = Command::Move {
        unit: company,
        path: path(&[(1, 6)]),
        exit: true,
    };
    assert_eq!(Soldiers::check(&state, &by_an_open_edge_hex), Ok(()));
}

#[test]
fn stacking_limitations_apply_at_all_times_the_path_search_routes_round_a_full_hex() {
    let (state, company) = with_companies_at_0307(2);
    let unit = state.unit(company).expect("placed");
    let reach = reachable(&state, unit);
    let beyond = reach
        .get(&(4, 7))
        .expect("0407 is still reachable round 0307");
    assert!(!beyond.path.contains(&hex_at((3, 7))));
    assert!(!reach.contains_key(&(3, 7)));
    // Every path the search offers is a legal move.
    for (end, found) in &reach {
        let command = Command::Move {
            unit: company,
            path: found.path.clone(),
            exit: false,
        };
        assert_eq!(Soldiers::check(&state, &command), Ok(()), "to {end:?}");
    }
    // The doctrine's measure of distance routes round it as well.
    let costs = costs_within(&state, unit, 8);
    assert!(!costs.contains_key(&hex_at((3, 7))));
    assert!(costs.contains_key(&hex_at((4, 7))));
}

#[test]
fn stacking_limitations_apply_at_all_times_the_computer_players_move_legally() {
    // Four French companies behind a full hex, the Germans beyond: every move the general
    // AI plans, taken in order, is legal, and it does move.
    let (mut state, _) = with_companies_at_0307(2);
    for at in [(2, 6), (2, 8), (1, 7)] {
        place(&mut state, 0, Nation::French, UnitKind::InfantryCompany, at);
    }
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (8, 8),
    );
    let goal = goals::goal_for(&state, Side(0));
    let planned = general::plan(&state, Side(0), &goal);
    let mut dice = Dice::seeded(3);
    let mut moves = 0;
    for command in planned {
        assert_eq!(Soldiers::check(&state, &command), Ok(()), "{command:?}");
        moves += usize::from(matches!(command, Command::Move { .. }));
        run(&mut state, &mut dice, command);
        assert_eq!(stacking_holds(&state), Ok(()));
    }
    assert!(moves > 0, "the AI still finds paths");
}
