//! Fire tests of what the text allows each unit beyond its own fire: how many hexes it
//! interdicts (Interdicting Fire) and where it may serve as an observer (the fire
//! procedure), named after the rule.

use super::super::error::RuleError;
use super::super::fire::{Mode, check_interdict, interdiction_allowance};
use super::super::los_tests::{ME, foe_at, map_of, state_on, unit};
use super::super::map::{ColRow, hex_at};
use super::super::state::{Aim, UnitId};
use super::super::units::{Nation, UnitKind};
use super::plan;

/// Whether one unit of `nation` and `kind` at 0303 may interdict the first `count` hexes
/// of the chain 0305, 0306, 0307, 0308.
fn interdict(nation: Nation, kind: UnitKind, count: usize) -> Result<(), RuleError> {
    let state = state_on(
        map_of(12, &[]),
        vec![unit(1, ME, nation, kind, (3, 3)), foe_at(9, (8, 10))],
    );
    let chain: Vec<_> = [(3, 5), (3, 6), (3, 7), (3, 8)]
        .into_iter()
        .take(count)
        .map(hex_at)
        .collect();
    check_interdict(&state, ME, &chain, &[UnitId(1)])
}

fn at_most(hexes: usize) -> Result<(), RuleError> {
    Err(RuleError::CannotInterdict {
        why: format!(
            "these units interdict at most {hexes} contiguous hexes together (Interdicting Fire)"
        ),
    })
}

#[test]
fn interdicting_fire_batteries_and_battalions_and_machine_gun_sections_two_hexes_german_mg_companies_three()
 {
    // "Artillery batteries (and battalions) and Machine Gun sections may \"Interdict\" two
    // contiguous hexes at any point along the Line of Sight. German Machine Gun companies
    // (17-3's) may \"Interdict\" three contiguous hexes."
    for (nation, kind) in [
        (Nation::German, UnitKind::FieldGunBattery),
        (Nation::French, UnitKind::FieldGunBattery),
        (Nation::German, UnitKind::HowitzerBattery),
        (Nation::Russian, UnitKind::GunBattalion),
        (Nation::German, UnitKind::MachineGunSection),
        (Nation::British, UnitKind::MachineGunSection),
    ] {
        assert_eq!(interdict(nation, kind, 2), Ok(()), "{nation:?} {kind:?}");
        assert_eq!(
            interdict(nation, kind, 3),
            at_most(2),
            "{nation:?} {kind:?}"
        );
    }
    assert_eq!(
        interdict(Nation::German, UnitKind::MachineGunCompany, 3),
        Ok(())
    );
    assert_eq!(
        interdict(Nation::German, UnitKind::MachineGunCompany, 4),
        at_most(3)
    );
}

#[test]
fn interdicting_fire_units_the_text_does_not_name_interdict_one_hex() {
    // The general rule lets "all units" interdict; only the units named above get more
    // than one hex. Platoons are not batteries or sections, and a machine-gun company that
    // is not German is not one of the "17-3's".
    for (nation, kind) in [
        (Nation::German, UnitKind::MachineGunPlatoon),
        (Nation::German, UnitKind::FieldGunPlatoon),
        (Nation::German, UnitKind::HowitzerPlatoon),
        (Nation::British, UnitKind::MachineGunCompany),
        (Nation::German, UnitKind::InfantryCompany),
        (Nation::German, UnitKind::CavalryDismounted),
    ] {
        assert_eq!(interdict(nation, kind, 1), Ok(()), "{nation:?} {kind:?}");
        assert_eq!(
            interdict(nation, kind, 2),
            at_most(1),
            "{nation:?} {kind:?}"
        );
    }
    let probe = unit(1, ME, Nation::German, UnitKind::CavalryMounted, (3, 3));
    assert_eq!(interdiction_allowance(&probe), 1);
}

/// A German company at 0303 that may not fire directly on the French at 0306 (the French
/// at 0304 stand in the way: fire case J), and a friend of `kind` at `observer`.
fn screened_firer_with(kind: UnitKind, observer: ColRow) -> super::super::state::State {
    state_on(
        map_of(20, &[]),
        vec![
            unit(1, ME, Nation::German, UnitKind::InfantryCompany, (3, 3)),
            unit(2, ME, Nation::German, kind, observer),
            foe_at(8, (3, 4)),
            foe_at(9, (3, 6)),
        ],
    )
}

#[test]
fn fire_procedure_observers_see_into_the_target_within_their_range_allowance() {
    // "Units which have a Line of Sight \"into\" a Target Hex within their Range
    // Allowance may fire on it directly and may also serve as \"observers\"": an infantry
    // company (range 4) 11 hexes from the target sees into it but does not observe.
    let state = screened_firer_with(UnitKind::InfantryCompany, (3, 17));
    assert_eq!(
        plan(&state, (3, 6), &[1], Aim::AllUnits),
        Err(RuleError::FirerCannotFire {
            unit: "German infantry 1".into(),
            hex: "0306".into(),
            why: "0304 is occupied: infantry and machine guns do not fire directly through other units (fire case J), and no friendly observer sees into 0306 within its range allowance (fire case F)".into(),
        })
    );
}

#[test]
fn fire_procedure_observers_within_their_range_allowance_direct_observed_fire() {
    // The same company three hexes from the target observes.
    let state = screened_firer_with(UnitKind::InfantryCompany, (3, 9));
    let ok = plan(&state, (3, 6), &[1], Aim::AllUnits).expect("observed through a friend");
    assert_eq!((ok.firers[0].mode, ok.attack), (Mode::Observed, 3));
    // A field gun battery (range 30) 11 hexes from the target observes too.
    let state = screened_firer_with(UnitKind::FieldGunBattery, (3, 17));
    let ok = plan(&state, (3, 6), &[1], Aim::AllUnits).expect("observed through the guns");
    assert_eq!(ok.firers[0].mode, Mode::Observed);
}
