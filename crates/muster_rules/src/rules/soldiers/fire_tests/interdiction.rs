//! Fire tests of interdicting fire, named after the rule.

use super::super::crt::CombatResult;
use super::super::error::RuleError;
use super::super::event::Event;
use super::super::fire::{check_interdict, execute_interdict, resolve_interdiction_at};
use super::super::los_tests::{FOE, ME, foe_at, map_of, state_on};
use super::super::map::hex_at;
use super::super::moving::execute_move;
use super::super::outcome::Outcome;
use super::super::state::{Aim, Phase, State, Unit, UnitId};
use super::super::units::UnitKind;
use super::{german, plan, report};
use crate::rules::dice::Dice;

fn interdiction_setup() -> State {
    let units = vec![
        german(1, UnitKind::MachineGunSection, (3, 3)),
        foe_at(8, (3, 10)),
        foe_at(9, (4, 10)),
    ];
    let mut state = state_on(map_of(12, &[]), units);
    let hexes = [hex_at((3, 6)), hex_at((3, 7))];
    let three = [hex_at((3, 6)), hex_at((3, 7)), hex_at((3, 8))];
    assert_eq!(
        check_interdict(&state, ME, &three, &[UnitId(1)]),
        Err(RuleError::CannotInterdict {
            why: "these units interdict at most 2 contiguous hexes together (Interdicting Fire)"
                .into()
        })
    );
    assert_eq!(check_interdict(&state, ME, &hexes, &[UnitId(1)]), Ok(()));
    let mut out = Outcome::new(&mut state);
    execute_interdict(&mut out, ME, &hexes, &[UnitId(1)]);
    assert!(
        plan(&state, (3, 10), &[1], Aim::AllUnits).is_err(),
        "interdictors do not also fire"
    );
    state.edit_for_test().phase = Phase::Movement { mover: FOE };
    state.edit_for_test().record = Default::default();
    state
}

#[test]
fn interdiction_stops_and_fires() {
    let mut state = interdiction_setup();
    let mut dice = Dice::seeded(1);
    // 6 at four hexes (the weaker hex of the pair) against clear 2: 3-1; a 3 disrupts.
    dice.script([3]);
    let path = [hex_at((3, 9)), hex_at((3, 8)), hex_at((3, 7))];
    let mut out = Outcome::new(&mut state);
    execute_move(&mut out, &mut dice, UnitId(8), &path, false);
    let events = out.into_events();
    assert_eq!(report(&events).column.as_deref(), Some("3-1"));
    assert!(events.contains(&Event::StoppedByInterdiction {
        unit: UnitId(8),
        hex: hex_at((3, 7))
    }));
    assert!(state.unit(UnitId(8)).is_some_and(Unit::is_disrupted));
    // Fired at 0306, three hexes off, the machine gun doubles.
    let (_, events) =
        resolve_interdiction_at(&state, &mut Dice::seeded(2), UnitId(9), 0, hex_at((3, 6)));
    assert_eq!(report(&events).attack, 12);
}

#[test]
fn interdiction_no_effect_lets_others_pass() {
    let mut state = interdiction_setup();
    let mut dice = Dice::seeded(1);
    dice.script([5]);
    let path = [hex_at((3, 9)), hex_at((3, 8)), hex_at((3, 7))];
    let mut out = Outcome::new(&mut state);
    execute_move(&mut out, &mut dice, UnitId(8), &path, false);
    assert!(out.events().contains(&Event::InterdictionResolved {
        index: 0,
        result: CombatResult::N
    }));
    assert_eq!(
        state.unit(UnitId(8)).and_then(Unit::hex),
        Some(hex_at((3, 7)))
    );
    let path = [hex_at((4, 9)), hex_at((3, 8)), hex_at((3, 7))];
    let mut out = Outcome::new(&mut state);
    execute_move(&mut out, &mut dice, UnitId(9), &path, false);
    assert!(!out.events().iter().any(|e| matches!(e, Event::Fired(_))));
    assert_eq!(
        state.unit(UnitId(9)).and_then(Unit::hex),
        Some(hex_at((3, 7)))
    );
}

#[test]
fn interdiction_only_clear_empty_hexes() {
    let units = vec![
        german(1, UnitKind::InfantryCompany, (3, 3)),
        foe_at(9, (3, 5)),
    ];
    let state = state_on(map_of(10, &[((3, 6), 'w')]), units);
    assert_eq!(
        check_interdict(&state, ME, &[hex_at((3, 5))], &[UnitId(1)]),
        Err(RuleError::CannotInterdict {
            why: "0305 is occupied".into()
        })
    );
    assert_eq!(
        check_interdict(&state, ME, &[hex_at((3, 6))], &[UnitId(1)]),
        Err(RuleError::CannotInterdict {
            why: "0306 is not a clear terrain hex".into()
        })
    );
}
