//! Fire tests of the cavalry, artillery, improved position, trench, reserve and Eastern
//! Front rules, named after their cases.

use super::super::crt::CombatResult;
use super::super::error::RuleError;
use super::super::event::Event;
use super::super::fire::Mode;
use super::super::flow::take_results;
use super::super::los_tests::{FOE, ME, foe_at, map_of, state_on, unit};
use super::super::map::hex_at;
use super::super::outcome::Outcome;
use super::super::state::{Aim, FireStep, Phase, Quality, UnitId};
use super::super::units::{Nation, UnitKind};
use super::{fire, german, plan, report};

#[test]
fn cavalry_case_b_fire_at_mounted_doubled() {
    let units = vec![
        german(1, UnitKind::InfantryCompany, (3, 3)),
        german(2, UnitKind::CavalryMounted, (4, 4)),
        unit(9, FOE, Nation::French, UnitKind::CavalryMounted, (3, 4)),
    ];
    let state = state_on(map_of(10, &[]), units);
    let ok = plan(&state, (3, 4), &[1], Aim::AllUnits).expect("adjacent");
    assert_eq!(ok.attack, 24);
    assert_eq!(
        ok.explanation[0],
        "German infantry 1: 6, adjacent ×2, at mounted cavalry ×2 = 24"
    );
    // Mounted cavalry is not doubled against mounted cavalry, and may fire in step 1.
    let cavalry = plan(&state, (3, 4), &[2], Aim::AllUnits).expect("cavalry at cavalry");
    assert_eq!((cavalry.attack, cavalry.by_mounted_cavalry), (2, true));
}

#[test]
fn cavalry_case_a_charge_only_after_no_effect() {
    let units = vec![
        german(1, UnitKind::CavalryMounted, (3, 3)),
        foe_at(9, (3, 4)),
    ];
    let mut state = state_on(map_of(10, &[]), units);
    assert!(matches!(
        plan(&state, (3, 4), &[1], Aim::AllUnits),
        Err(RuleError::FirerCannotFire { why, .. }) if why.contains("only in the charge steps")
    ));
    state.edit_for_test().phase = Phase::Fire {
        mover: ME,
        step: FireStep::MoverCharges,
    };
    state.edit_for_test().record.hit.push(UnitId(1));
    assert!(matches!(
        plan(&state, (3, 4), &[1], Aim::AllUnits),
        Err(RuleError::FirerCannotFire { why, .. }) if why.contains("took a result")
    ));
    state.edit_for_test().record.hit.clear();
    assert_eq!(
        plan(&state, (3, 4), &[1], Aim::AllUnits).map(|p| p.attack),
        Ok(2)
    );
    state
        .edit_for_test()
        .record
        .attacked
        .push((hex_at((3, 4)), Aim::AllUnits));
    assert!(matches!(
        plan(&state, (3, 4), &[1], Aim::AllUnits),
        Err(RuleError::CannotFire { why, .. }) if why.contains("may not charge a hex already attacked")
    ));
}

#[test]
fn cavalry_case_d_disruption_dismounts() {
    let units = vec![
        german(1, UnitKind::InfantryCompany, (3, 3)),
        unit(9, FOE, Nation::French, UnitKind::CavalryMounted, (3, 4)),
    ];
    let mut state = state_on(map_of(10, &[]), units);
    // 24 against 2: 6-1; a 6 disrupts.
    let events = fire(&mut state, &[6], (3, 4), &[1], Aim::AllUnits);
    assert_eq!(report(&events).result, CombatResult::D);
    let mut out = Outcome::new(&mut state);
    take_results(&mut out);
    assert!(
        out.into_events()
            .contains(&Event::ForcedToDismount { unit: UnitId(9) })
    );
    assert_eq!(
        state.unit(UnitId(9)).map(|u| u.kind),
        Some(UnitKind::CavalryDismounted)
    );
}

#[test]
fn artillery_case_b_howitzer_observed_beyond_25() {
    let units = vec![
        german(1, UnitKind::HowitzerBattery, (3, 1)),
        german(2, UnitKind::InfantryCompany, (4, 30)),
        foe_at(8, (3, 20)),
        foe_at(9, (3, 30)),
    ];
    let state = state_on(map_of(40, &[((3, 29), 'w')]), units);
    let far = plan(&state, (3, 30), &[1], Aim::AllUnits).expect("observed over the woods");
    assert_eq!((far.firers[0].mode, far.attack), (Mode::Observed, 8));
    // Within 25 hexes it fires directly.
    let near = plan(&state, (3, 20), &[1], Aim::AllUnits).expect("direct");
    assert_eq!((near.firers[0].mode, near.attack), (Mode::Direct, 16));
}

#[test]
fn artillery_case_c_shrapnel_in_woods() {
    let units = vec![
        unit(1, ME, Nation::French, UnitKind::FieldGunBattery, (3, 3)),
        unit(9, FOE, Nation::German, UnitKind::InfantryCompany, (3, 4)),
    ];
    let mut state = state_on(map_of(10, &[((3, 4), 'w')]), units);
    let ok = plan(&state, (3, 4), &[1], Aim::AllUnits).expect("adjacent woods");
    assert_eq!((ok.attack, ok.defense, ok.modifier), (14, 4, -1));
    let events = fire(&mut state, &[5], (3, 4), &[1], Aim::AllUnits);
    let fired = report(&events);
    assert_eq!((fired.die, fired.modified_die), (5, 4));
    // German guns get no shrapnel modifier.
    let units = vec![
        german(1, UnitKind::FieldGunBattery, (3, 3)),
        foe_at(9, (3, 4)),
    ];
    let state = state_on(map_of(10, &[((3, 4), 'w')]), units);
    assert_eq!(
        plan(&state, (3, 4), &[1], Aim::AllUnits).map(|p| p.modifier),
        Ok(0)
    );
}

#[test]
fn artillery_case_d_bridge_destroyed() {
    let units = vec![
        german(1, UnitKind::FieldGunBattery, (3, 3)),
        german(2, UnitKind::FieldGunBattery, (3, 3)),
        german(3, UnitKind::InfantryCompany, (4, 3)),
        foe_at(9, (3, 6)),
    ];
    let mut state = state_on(map_of(10, &[((3, 6), '=')]), units);
    assert!(matches!(
        plan(&state, (3, 6), &[3], Aim::Bridge),
        Err(RuleError::FirerCannotFire { why, .. }) if why.contains("only artillery")
    ));
    let ok = plan(&state, (3, 6), &[1, 2], Aim::Bridge).expect("at the bridge");
    assert_eq!(
        (ok.attack, ok.defense, ok.column.as_deref()),
        (24, 10, Some("2-1"))
    );
    let events = fire(&mut state, &[1], (3, 6), &[1, 2], Aim::Bridge);
    assert!(events.contains(&Event::BridgeDestroyed {
        hex: hex_at((3, 6))
    }));
    assert!(events.iter().any(|e| matches!(e, Event::ResultPending(p)
        if p.unit == UnitId(9) && p.result == CombatResult::E)));
    assert_eq!(state.destroyed_bridges, vec![hex_at((3, 6))]);
}

#[test]
fn artillery_case_d_bridge_no_e_no_effect() {
    let units = vec![
        german(1, UnitKind::FieldGunBattery, (3, 3)),
        foe_at(9, (3, 6)),
    ];
    let mut state = state_on(map_of(10, &[((3, 6), '=')]), units);
    // 12 against 10 is 1-1; a 1 is only "D": the bridge stands and its units are untouched.
    let events = fire(&mut state, &[1], (3, 6), &[1], Aim::Bridge);
    assert_eq!(report(&events).result, CombatResult::D);
    assert!(events.iter().any(|e| matches!(e, Event::ResultPending(p)
        if p.result == CombatResult::N)));
    assert!(state.destroyed_bridges.is_empty());
}

#[test]
fn improved_positions_case_d_separate_attacks() {
    let mut dug = foe_at(8, (3, 4));
    dug.improved = true;
    let units = vec![
        german(1, UnitKind::InfantryCompany, (3, 3)),
        german(2, UnitKind::InfantryCompany, (4, 3)),
        dug,
        foe_at(9, (3, 4)),
    ];
    let mut state = state_on(map_of(10, &[]), units);
    assert!(matches!(
        plan(&state, (3, 4), &[1], Aim::AllUnits),
        Err(RuleError::CannotFire { why, .. }) if why.contains("attacked separately")
    ));
    let improved = plan(&state, (3, 4), &[1], Aim::Improved).expect("the dug-in unit");
    assert_eq!(
        (improved.defense, improved.targets.clone()),
        (4, vec![UnitId(8)])
    );
    assert!(
        improved
            .explanation
            .contains(&"defense: clear 2, improved position ×2 = 4".to_string())
    );
    fire(&mut state, &[6], (3, 4), &[1], Aim::Improved);
    let open = plan(&state, (3, 4), &[2], Aim::Unimproved).expect("the other one too");
    assert_eq!((open.defense, open.targets), (2, vec![UnitId(9)]));
    assert!(plan(&state, (3, 4), &[2], Aim::Improved).is_err());
}

#[test]
fn trenches_defend_at_20() {
    let units = vec![
        german(1, UnitKind::InfantryCompany, (3, 3)),
        foe_at(9, (3, 4)),
    ];
    let mut state = state_on(map_of(10, &[]), units);
    state.edit_for_test().trenches.push(hex_at((3, 4)));
    let ok = plan(&state, (3, 4), &[1], Aim::AllUnits).expect("at the trench");
    // 12 against 20: 1-2.
    assert_eq!((ok.defense, ok.column.as_deref()), (20, Some("1-2")));
    assert!(ok.explanation.contains(&"defense: trench 20".to_string()));
}

#[test]
fn reserve_units_add_one() {
    let mut reserve = german(1, UnitKind::InfantryCompany, (3, 3));
    reserve.reserve = true;
    let mut british = unit(2, ME, Nation::British, UnitKind::InfantryCompany, (4, 3));
    british.reserve = true;
    let units = vec![reserve, british, foe_at(8, (3, 4)), foe_at(9, (5, 4))];
    let mut state = state_on(map_of(10, &[]), units);
    assert_eq!(
        plan(&state, (3, 4), &[1], Aim::AllUnits).map(|p| p.modifier),
        Ok(1)
    );
    assert_eq!(
        plan(&state, (5, 4), &[2], Aim::AllUnits).map(|p| p.modifier),
        Ok(2)
    );
    let fired = report(&fire(&mut state, &[3], (3, 4), &[1], Aim::AllUnits));
    assert_eq!((fired.die, fired.modified_die), (3, 4));
    let fired = report(&fire(&mut state, &[6], (5, 4), &[2], Aim::AllUnits));
    assert_eq!((fired.die, fired.modified_die), (6, 6));
}

#[test]
fn czech_mutiny_refuses_on_4_to_6() {
    let czech = |id, at| {
        let mut czech = unit(
            id,
            ME,
            Nation::AustroHungarian,
            UnitKind::InfantryCompany,
            at,
        );
        czech.quality = Quality::Czech;
        czech
    };
    let units = vec![czech(1, (3, 3)), czech(2, (4, 3)), foe_at(9, (3, 4))];
    let mut state = state_on(map_of(10, &[]), units);
    let events = fire(&mut state, &[4, 3, 2], (3, 4), &[1, 2], Aim::AllUnits);
    assert!(events.contains(&Event::RefusedToFire { unit: UnitId(1) }));
    let fired = report(&events);
    assert_eq!((fired.firers.clone(), fired.die), (vec![UnitId(2)], 2));
    assert!(state.record.fired.contains(&UnitId(1)));
}
