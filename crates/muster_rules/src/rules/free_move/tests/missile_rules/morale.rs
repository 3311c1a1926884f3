//! Tests: rule 7, morale and missile fire (only between opposing bowmen).

use super::{fire, points, rolls, scripted, volleys};
use crate::rules::dice::Dice;
use crate::rules::free_move::builder::{Battlefield, blue, red};
use crate::rules::free_move::event::{Event, RetireReason, RollReason};
use crate::rules::free_move::{Morale, Phase, Side, State, UnitId, UnitType, UnitType::*};

/// Red 1 at (10, 24) facing up and Blue 1 at (10, 34) facing down: 8.25" apart.
fn duel(red_type: UnitType, blue_type: UnitType) -> Battlefield {
    Battlefield::new()
        .unit(Side::First, 1, red_type, (10.0, 24.0), 0.0)
        .unit(Side::Second, 1, blue_type, (10.0, 34.0), 180.0)
}

fn retired(events: &[Event]) -> Vec<(UnitId, u8, RetireReason)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Retired {
                unit,
                moves,
                reason,
                ..
            } => Some((*unit, *moves, *reason)),
            _ => None,
        })
        .collect()
}

fn y(state: &State, unit: UnitId) -> f32 {
    state.unit(unit).map_or(f32::NAN, |unit| unit.pose.y)
}

#[test]
fn rule_7_bowmen_morale_lower_total_retires_3_moves() {
    let mut state = duel(Archers, Archers).at_phase(Phase::MissileFire);
    // Both lose a point (3 left each); red rolls 2 (6), blue rolls 5 (15).
    let mut dice = scripted(&[2, 5]);
    let events = fire(
        &mut state,
        &mut dice,
        &[(red(1), blue(1)), (blue(1), red(1))],
    );
    assert_eq!(
        volleys(&events),
        vec![(red(1), blue(1), 1), (blue(1), red(1), 1)]
    );
    assert_eq!(
        rolls(&events),
        vec![(RollReason::BowmenMorale, 2), (RollReason::BowmenMorale, 5)]
    );
    assert_eq!(retired(&events), vec![(red(1), 3, RetireReason::Defeated)]);
    let red_unit = state.unit(red(1)).expect("red 1");
    assert!(matches!(red_unit.morale, Morale::Retiring { .. }));
    // Three archer moves (6") straight back, down the table.
    assert!(
        (y(&state, red(1)) - 6.0).abs() < 1e-3,
        "at {}",
        y(&state, red(1))
    );
    assert_eq!(
        state.unit(blue(1)).map(|unit| unit.morale),
        Some(Morale::Steady)
    );
    assert_eq!(y(&state, blue(1)), 34.0);
    let Some(Event::Rolled(second)) = events
        .iter()
        .filter(|event| matches!(event, Event::Rolled(_)))
        .nth(1)
    else {
        panic!("two morale dice");
    };
    assert_eq!(
        second.outcome,
        "5 × 3 points = 15 against 6: unit 1 retreats 3 moves"
    );
}

#[test]
fn rule_7_equal_totals_both_stand() {
    // Only red fires: blue drops to 3 points. Red 3 × 4 = 12, blue 4 × 3 = 12.
    let mut state = duel(Archers, LightCavalry).at_phase(Phase::MissileFire);
    let mut dice = scripted(&[3, 4]);
    let events = fire(&mut state, &mut dice, &[(red(1), blue(1))]);
    assert_eq!(points(&state, blue(1)), 3);
    assert_eq!(
        rolls(&events),
        vec![(RollReason::BowmenMorale, 3), (RollReason::BowmenMorale, 4)]
    );
    assert_eq!(retired(&events), vec![]);
    for unit in [red(1), blue(1)] {
        assert_eq!(state.unit(unit).map(|u| u.morale), Some(Morale::Steady));
    }
}

#[test]
fn rule_7_no_morale_when_light_infantry_exchange_javelins() {
    let mut state = Battlefield::new()
        .unit(Side::First, 1, LightInfantry, (10.0, 24.0), 0.0)
        .unit(Side::Second, 1, LightInfantry, (10.0, 31.0), 180.0)
        .at_phase(Phase::MissileFire);
    let mut dice = Dice::seeded(1);
    let events = fire(
        &mut state,
        &mut dice,
        &[(red(1), blue(1)), (blue(1), red(1))],
    );
    assert_eq!(
        volleys(&events),
        vec![(red(1), blue(1), 1), (blue(1), red(1), 1)]
    );
    assert_eq!(rolls(&events), vec![]);
    assert_eq!(retired(&events), vec![]);
}

#[test]
fn rule_7_no_morale_between_archers_and_light_infantry() {
    let mut state = duel(Archers, LightInfantry).at_phase(Phase::MissileFire);
    let mut dice = Dice::seeded(1);
    let events = fire(&mut state, &mut dice, &[(red(1), blue(1))]);
    assert_eq!(volleys(&events), vec![(red(1), blue(1), 1)]);
    assert_eq!(rolls(&events), vec![]);
    assert_eq!(retired(&events), vec![]);
}

#[test]
fn rule_7_no_morale_when_the_other_bowmen_are_already_retiring() {
    let mut state = duel(Archers, Archers)
        .morale(blue(1), Morale::Retiring { moves_to_stand: 1 })
        .at_phase(Phase::MissileFire);
    let mut dice = Dice::seeded(1);
    let events = fire(&mut state, &mut dice, &[(red(1), blue(1))]);
    assert_eq!(volleys(&events), vec![(red(1), blue(1), 1)]);
    assert_eq!(rolls(&events), vec![]);
    assert_eq!(retired(&events), vec![]);
}
