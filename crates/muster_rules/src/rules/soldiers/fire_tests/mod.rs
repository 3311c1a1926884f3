//! Tests of fire combat (cases H–S, the CRT, the odds preview), named after their rules and
//! cases; the cavalry, artillery and special rules in `special`, interdiction in
//! `interdiction`, interdiction allowances and observers' range in `allowances`.

mod allowances;
mod interdiction;
mod special;

use super::crt::CombatResult;
use super::error::RuleError;
use super::event::{Event, FireReport};
use super::fire::{FirePlan, Mode, check_fire, execute_fire, fire_options};
use super::los_tests::{FOE, ME, foe_at, map_of, state_on, unit};
use super::map::{ColRow, hex_at};
use super::outcome::Outcome;
use super::state::{Aim, State, Unit, UnitId};
use super::units::{Nation, UnitKind};
use crate::rules::dice::Dice;

pub(super) fn german(id: u32, kind: UnitKind, at: ColRow) -> Unit {
    unit(id, ME, Nation::German, kind, at)
}

pub(super) fn plan(
    state: &State,
    target: ColRow,
    firers: &[u32],
    aim: Aim,
) -> Result<FirePlan, RuleError> {
    let ids: Vec<UnitId> = firers.iter().map(|id| UnitId(*id)).collect();
    check_fire(state, ME, hex_at(target), &ids, aim)
}

pub(super) fn fire(
    state: &mut State,
    dice: &[u8],
    target: ColRow,
    firers: &[u32],
    aim: Aim,
) -> Vec<Event> {
    let mut roll = Dice::seeded(1);
    roll.script(dice.iter().copied());
    let ids: Vec<UnitId> = firers.iter().map(|id| UnitId(*id)).collect();
    let mut out = Outcome::new(state);
    execute_fire(&mut out, &mut roll, ME, hex_at(target), &ids, aim);
    out.into_events()
}

pub(super) fn report(events: &[Event]) -> FireReport {
    events
        .iter()
        .find_map(|event| match event {
            Event::Fired(report) => Some(report.clone()),
            _ => None,
        })
        .expect("an attack")
}

/// Two French companies (5 each) four hexes from a canal hex; a friend beside it observes.
pub(super) fn observed_setup(target: Unit) -> State {
    let units = vec![
        unit(1, ME, Nation::French, UnitKind::InfantryCompany, (3, 3)),
        unit(2, ME, Nation::French, UnitKind::InfantryCompany, (3, 3)),
        unit(3, ME, Nation::French, UnitKind::InfantryCompany, (4, 7)),
        target,
    ];
    state_on(map_of(10, &[((3, 7), '~')]), units)
}

#[test]
fn fire_case_j_infantry_not_through_occupied() {
    let units = || {
        vec![
            german(1, UnitKind::InfantryCompany, (3, 3)),
            foe_at(8, (3, 4)),
            foe_at(9, (3, 6)),
        ]
    };
    let state = state_on(map_of(10, &[]), units());
    assert_eq!(
        plan(&state, (3, 6), &[1], Aim::AllUnits),
        Err(RuleError::FirerCannotFire {
            unit: "German infantry 1".into(),
            hex: "0306".into(),
            why: "0304 is occupied: infantry and machine guns do not fire directly through other units (fire case J), and no friendly observer sees into 0306 within its range allowance (fire case F)".into(),
        })
    );
    // From a crest over the occupied lower hex it may.
    let state = state_on(map_of(10, &[((3, 3), '4')]), units());
    let ok = plan(&state, (3, 6), &[1], Aim::AllUnits).expect("over lower units");
    assert_eq!((ok.firers[0].mode, ok.attack), (Mode::Direct, 6));
}

#[test]
fn fire_case_k_artillery_through_occupied() {
    let units = vec![
        german(1, UnitKind::FieldGunBattery, (3, 3)),
        foe_at(8, (3, 4)),
        foe_at(9, (3, 6)),
    ];
    let state = state_on(map_of(10, &[]), units);
    let ok = plan(&state, (3, 6), &[1], Aim::AllUnits).expect("artillery fires through");
    assert_eq!(
        (ok.attack, ok.defense, ok.column.as_deref()),
        (12, 2, Some("6-1"))
    );
}

#[test]
fn fire_case_r_infantry_adjacent_doubles() {
    let units = vec![
        german(1, UnitKind::InfantryCompany, (3, 3)),
        foe_at(9, (3, 4)),
    ];
    let state = state_on(map_of(10, &[]), units);
    let ok = plan(&state, (3, 4), &[1], Aim::AllUnits).expect("adjacent");
    assert_eq!(ok.attack, 12);
    assert_eq!(ok.explanation[0], "German infantry 1: 6, adjacent ×2 = 12");
    assert_eq!(ok.explanation.last().map(String::as_str), Some("odds 6-1"));
}

#[test]
fn fire_case_r_machine_gun_three_hexes() {
    let units = vec![
        german(1, UnitKind::MachineGunSection, (3, 3)),
        foe_at(8, (3, 6)),
        foe_at(9, (5, 7)),
    ];
    let state = state_on(map_of(10, &[]), units);
    assert_eq!(
        plan(&state, (3, 6), &[1], Aim::AllUnits).map(|p| p.attack),
        Ok(12)
    );
    assert_eq!(
        plan(&state, (5, 7), &[1], Aim::AllUnits).map(|p| p.attack),
        Ok(6)
    );
}

#[test]
fn fire_case_s_observed_halves_the_total() {
    let target = unit(9, FOE, Nation::German, UnitKind::InfantryCompany, (3, 7));
    let state = observed_setup(target);
    let ok = plan(&state, (3, 7), &[1, 2], Aim::AllUnits).expect("observed fire");
    assert_eq!(ok.firers[0].mode, Mode::Observed);
    // 5 + 5 = 10, halved: 5 (each halved alone would be 2 + 2).
    assert_eq!(ok.attack, 5);
    assert!(
        ok.explanation
            .contains(&"observed: half of 10 = 5".to_string())
    );
    assert_eq!(ok.defense, 1);
}

#[test]
fn fire_doubling_before_halving() {
    let cavalry = unit(9, FOE, Nation::German, UnitKind::CavalryMounted, (3, 7));
    let state = observed_setup(cavalry);
    let ok = plan(&state, (3, 7), &[1], Aim::AllUnits).expect("observed fire");
    // 5 doubled at mounted cavalry = 10, then halved = 5 (halving first gives 4).
    assert_eq!(ok.attack, 5);
    assert_eq!(
        ok.explanation[0],
        "French infantry 1: 5, at mounted cavalry ×2 = 10 (observed)"
    );
}

#[test]
fn fire_case_n_one_attack_per_hex() {
    let units = vec![
        german(1, UnitKind::InfantryCompany, (3, 3)),
        german(2, UnitKind::InfantryCompany, (4, 3)),
        foe_at(9, (3, 4)),
    ];
    let mut state = state_on(map_of(10, &[]), units);
    fire(&mut state, &[6], (3, 4), &[1], Aim::AllUnits);
    assert_eq!(
        plan(&state, (3, 4), &[2], Aim::AllUnits),
        Err(RuleError::CannotFire {
            hex: "0304".into(),
            why: "it has already been attacked this fire phase (fire case N)".into()
        })
    );
}

#[test]
fn fire_case_o_each_unit_fires_once() {
    let units = vec![
        german(1, UnitKind::InfantryCompany, (3, 3)),
        foe_at(8, (3, 4)),
        foe_at(9, (4, 3)),
    ];
    let mut state = state_on(map_of(10, &[]), units);
    fire(&mut state, &[6], (3, 4), &[1], Aim::AllUnits);
    assert!(matches!(
        plan(&state, (4, 3), &[1], Aim::AllUnits),
        Err(RuleError::FirerCannotFire { why, .. }) if why.contains("fire case O")
    ));
}

#[test]
fn fire_case_h_firing_from_woods_is_observed() {
    let units = vec![
        german(1, UnitKind::InfantryCompany, (3, 3)),
        foe_at(9, (3, 4)),
    ];
    let mut state = state_on(map_of(10, &[((3, 3), 'w')]), units);
    let events = fire(&mut state, &[6], (3, 4), &[1], Aim::AllUnits);
    assert_eq!(
        events[0],
        Event::Observed {
            hex: hex_at((3, 3)),
            side: ME
        }
    );
    assert_eq!(state.observed, vec![(hex_at((3, 3)), ME)]);
    // The enemy may now fire observed on the woods with no observer of its own.
}

#[test]
fn fire_case_h_observed_marker_allows_observed_fire() {
    let units = vec![
        german(1, UnitKind::InfantryCompany, (3, 3)),
        foe_at(9, (3, 7)),
    ];
    let mut state = state_on(map_of(10, &[((3, 7), 'w')]), units);
    assert!(plan(&state, (3, 7), &[1], Aim::AllUnits).is_err());
    state.edit_for_test().observed.push((hex_at((3, 7)), FOE));
    let ok = plan(&state, (3, 7), &[1], Aim::AllUnits).expect("observed marker");
    assert_eq!(
        (ok.firers[0].mode, ok.attack, ok.defense),
        (Mode::Observed, 3, 4)
    );
}

#[test]
fn fire_movement_case_i_face_down_units_do_not_fire() {
    let units = vec![
        german(1, UnitKind::InfantryCompany, (3, 3)),
        foe_at(9, (3, 4)),
    ];
    let mut state = state_on(map_of(10, &[]), units);
    state.edit_for_test().record.face_down.push(UnitId(1));
    assert!(matches!(
        plan(&state, (3, 4), &[1], Aim::AllUnits),
        Err(RuleError::FirerCannotFire { why, .. }) if why.contains("Movement case I")
    ));
}

#[test]
fn fire_disrupted_units_do_not_fire() {
    let mut firer = german(1, UnitKind::InfantryCompany, (3, 3));
    firer.disrupted_until = Some(4);
    let state = state_on(map_of(10, &[]), vec![firer, foe_at(9, (3, 4))]);
    assert!(matches!(
        plan(&state, (3, 4), &[1], Aim::AllUnits),
        Err(RuleError::FirerCannotFire { why, .. }) if why.contains("disrupted")
    ));
}

#[test]
fn crt_odds_rounded_for_the_defender() {
    let units = vec![
        unit(1, ME, Nation::French, UnitKind::InfantryCompany, (3, 3)),
        unit(2, ME, Nation::French, UnitKind::MachineGunSection, (3, 3)),
        unit(9, FOE, Nation::German, UnitKind::InfantryCompany, (3, 7)),
    ];
    let state = state_on(map_of(10, &[((3, 7), '4')]), units);
    let ok = plan(&state, (3, 7), &[1, 2], Aim::AllUnits).expect("up the crest");
    // 5 + 6 = 11 against a crest from below, 4: 2-1, not 3-1.
    assert_eq!(
        (ok.attack, ok.defense, ok.column.as_deref()),
        (11, 4, Some("2-1"))
    );
    assert!(
        ok.explanation
            .contains(&"defense: crest, fired on from below 4".to_string())
    );
}

#[test]
fn fire_options_list_each_firer_and_target() {
    let units = vec![
        german(1, UnitKind::InfantryCompany, (3, 3)),
        german(2, UnitKind::MachineGunSection, (3, 2)),
        foe_at(9, (3, 4)),
    ];
    let state = state_on(map_of(10, &[]), units);
    let options = fire_options(&state, ME);
    // The machine gun may not fire directly through 0303, but observed with the company
    // there as its observer (case J).
    let found: Vec<(UnitId, Mode, u32)> = options
        .iter()
        .map(|option| (option.unit, option.mode, option.strength))
        .collect();
    assert_eq!(
        found,
        vec![
            (UnitId(1), Mode::Direct, 12),
            (UnitId(2), Mode::Observed, 6)
        ]
    );
    assert!(options.iter().all(|option| option.target == hex_at((3, 4))));
    assert!(fire_options(&state, FOE).is_empty());
}

#[test]
fn fire_results_wait_for_the_end_of_the_step() {
    let units = vec![
        german(1, UnitKind::InfantryCompany, (3, 3)),
        foe_at(9, (3, 4)),
    ];
    let mut state = state_on(map_of(10, &[]), units);
    // 12 against 2: 6-1; a 1 eliminates, but only when results are taken.
    let events = fire(&mut state, &[1], (3, 4), &[1], Aim::AllUnits);
    assert_eq!(report(&events).result, CombatResult::E);
    assert!(state.unit(UnitId(9)).is_some_and(Unit::on_map));
    assert_eq!(state.record.pending.len(), 1);
}

#[test]
fn fire_the_fewest_firers_that_reach_the_best_column_are_offered_first() {
    // Eight German companies can fire on one French company: together they reach the
    // CRT's last column, 6-1, which fewer of them reach already. The screen ticks the
    // fewest (strongest first), not all eight.
    let around = [
        (3, 5),
        (2, 5),
        (4, 5),
        (2, 6),
        (4, 6),
        (3, 6),
        (2, 8),
        (4, 8),
    ];
    let mut units: Vec<Unit> = around
        .iter()
        .enumerate()
        .map(|(index, at)| german(index as u32 + 1, UnitKind::InfantryCompany, *at))
        .collect();
    units.push(foe_at(20, (3, 7)));
    let state = state_on(map_of(10, &[]), units);
    let all: Vec<UnitId> = (1..=8).map(UnitId).collect();
    let target = hex_at((3, 7));
    let best = check_fire(&state, ME, target, &all, Aim::AllUnits)
        .expect("all eight may fire")
        .column;
    assert_eq!(best.as_deref(), Some("6-1"));
    let fewest = super::fire::fewest_for_best_column(&state, ME, target, &all, Aim::AllUnits);
    assert!(fewest.len() < all.len(), "{fewest:?}");
    let column = |group: &[UnitId]| {
        check_fire(&state, ME, target, group, Aim::AllUnits)
            .ok()
            .and_then(|plan| plan.column)
    };
    assert_eq!(
        column(&fewest).as_deref(),
        Some("6-1"),
        "the best odds still"
    );
    // One fewer would not reach it.
    assert_ne!(column(&fewest[..fewest.len() - 1]).as_deref(), Some("6-1"));
}
