//! Interdicting fire: placing it at the start of the fire phase after one's own movement,
//! and firing it on the first enemy unit to enter.

use hexx::Hex;
use muster_text::t;

use super::super::crt::CombatResult;
use super::super::error::RuleError;
use super::super::event::Event;
use super::super::los::sight;
use super::super::map::label;
use super::super::outcome::Outcome;
use super::super::state::{Aim, FireStep, Interdiction, Phase, Side, State, Unit, UnitId};
use super::super::terrain_effects::Terrain;
use super::super::units::{Nation, UnitKind};
use super::eligibility::{self, HOWITZER_DIRECT_RANGE, Mode};
use super::{FirePlan, czech_orders, reckon, roll};
use crate::rules::dice::Dice;

fn refuse(why: impl Into<String>) -> RuleError {
    RuleError::CannotInterdict { why: why.into() }
}

/// How many contiguous hexes one unit may interdict: "Artillery batteries (and battalions)
/// and Machine Gun sections may \"Interdict\" two contiguous hexes ... German Machine Gun
/// companies (17-3's) may \"Interdict\" three contiguous hexes." Only the units named:
/// field gun and howitzer batteries, gun battalions and machine-gun sections 2, German
/// machine-gun companies 3; everything else 1 (the general rule's single hex), platoons a
/// battery or company breaks down into and other nations' machine-gun companies included.
pub fn interdiction_allowance(unit: &Unit) -> usize {
    match unit.kind {
        UnitKind::MachineGunCompany if unit.nation == Nation::German => 3,
        UnitKind::FieldGunBattery
        | UnitKind::HowitzerBattery
        | UnitKind::GunBattalion
        | UnitKind::MachineGunSection => 2,
        _ => 1,
    }
}

/// Why `unit` may not fire directly on `hex` as interdiction.
fn why_not_on(state: &State, unit: &Unit, hex: Hex) -> Option<String> {
    let from = unit.hex()?;
    let distance = from.distance_to(hex);
    let range = eligibility::range_of(state, unit);
    if distance > range {
        return Some(t!(
            "rules-soldiers-hexes-from-range",
            hex = label(hex).to_string(),
            unit = unit.name.to_string(),
            distance = distance.to_string(),
            range = range.to_string()
        ));
    }
    if unit.is_howitzer() && distance > HOWITZER_DIRECT_RANGE {
        return Some(t!(
            "rules-soldiers-beyond-hexes-howitzers-fire-directly-no",
            hex = label(hex).to_string(),
            HOWITZER_DIRECT_RANGE = HOWITZER_DIRECT_RANGE.to_string()
        ));
    }
    let seen = sight(state, from, hex, unit.side);
    if !seen.into_hex {
        return Some(t!(
            "rules-soldiers-cannot-see-into",
            unit = unit.name.to_string(),
            hex = label(hex).to_string(),
            value2 = seen.reason.into_owned().to_string()
        ));
    }
    eligibility::through_occupied(state, unit, from, hex).map(|why| {
        t!(
            "rules-soldiers-cannot-fire",
            unit = unit.name.to_string(),
            hex = label(hex).to_string(),
            why = why.to_string()
        )
    })
}

/// Whether the interdiction is legal.
pub fn check_interdict(
    state: &State,
    side: Side,
    hexes: &[Hex],
    firers: &[UnitId],
) -> Result<(), RuleError> {
    let Phase::Fire { mover, step } = state.phase else {
        return Err(refuse(t!(
            "rules-soldiers-interdiction-placed-start-fire-phase"
        )));
    };
    if step != FireStep::MoverFires || side != mover {
        return Err(refuse(t!(
            "rules-soldiers-only-side-has-just-moved-interdicts"
        )));
    }
    if !state.record.attacked.is_empty() {
        return Err(refuse(t!(
            "rules-soldiers-interdiction-placed-before-any-unit-fires"
        )));
    }
    if hexes.is_empty() || firers.is_empty() {
        return Err(refuse(t!("rules-soldiers-name-hexes-units-fire-them")));
    }
    let mut units = Vec::new();
    for (index, id) in firers.iter().enumerate() {
        let unit = state.unit(*id).ok_or(RuleError::NoSuchUnit(id.0))?;
        if firers[..index].contains(id) {
            return Err(refuse(t!(
                "rules-soldiers-named-twice-2",
                unit = unit.name.to_string()
            )));
        }
        if let Some(why) = eligibility::why_not_firing(state, side, unit) {
            return Err(refuse(format!("{}: {why}", unit.name)));
        }
        units.push(unit);
    }
    let allowance = units
        .iter()
        .map(|unit| interdiction_allowance(unit))
        .min()
        .unwrap_or(1);
    if hexes.len() > allowance {
        return Err(refuse(t!(
            "rules-soldiers-these-units-interdict-most-contiguous-hexes",
            allowance = allowance.to_string()
        )));
    }
    for (index, hex) in hexes.iter().enumerate() {
        let map = &state.tables.map;
        if !map.contains(*hex) {
            return Err(refuse(t!(
                "rules-soldiers-off-map-2",
                hex = label(*hex).to_string()
            )));
        }
        if hexes[..index].contains(hex) {
            return Err(refuse(t!(
                "rules-soldiers-named-twice-3",
                hex = label(*hex).to_string()
            )));
        }
        if index > 0 && hexes[index - 1].distance_to(*hex) != 1 {
            return Err(refuse(t!(
                "rules-soldiers-does-not-touch-interdicted-hexes-contiguous",
                hex = label(*hex).to_string(),
                hexes = label(hexes[index - 1]).to_string()
            )));
        }
        if map.terrain(*hex) != Terrain::Clear || state.trenches.contains(hex) {
            return Err(refuse(t!(
                "rules-soldiers-not-clear-terrain-hex",
                hex = label(*hex).to_string()
            )));
        }
        if state.occupant(*hex).is_some() {
            return Err(refuse(format!("{} is occupied", label(*hex))));
        }
        if state
            .interdictions
            .iter()
            .any(|placed| placed.side == side && placed.hexes.contains(hex))
        {
            return Err(refuse(t!(
                "rules-soldiers-already-interdicted",
                hex = label(*hex).to_string()
            )));
        }
        for unit in &units {
            if let Some(why) = why_not_on(state, unit, *hex) {
                return Err(refuse(why));
            }
        }
    }
    Ok(())
}

/// Place a checked interdiction.
pub fn execute_interdict(out: &mut Outcome, side: Side, hexes: &[Hex], firers: &[UnitId]) {
    out.emit(Event::Interdicted(Interdiction {
        side,
        hexes: hexes.to_vec(),
        firers: firers.to_vec(),
        result: None,
    }));
}

/// The plan of the interdicting group's fire on `unit` entering `hex`: the firers still
/// on the map and undisrupted, direct at full strength.
fn interdiction_plan(state: &State, unit: &Unit, hex: Hex, firers: &[UnitId]) -> FirePlan {
    let units: Vec<(&Unit, Mode)> = firers
        .iter()
        .filter_map(|id| state.unit(*id))
        .filter(|firer| firer.on_map() && !firer.is_disrupted())
        .map(|firer| (firer, Mode::Direct))
        .collect();
    reckon::reckon(state, &units, hex, &[unit], Vec::new(), Aim::AllUnits)
}

/// The interdicting units fire on `unit` entering `hex` of interdiction `index`: the
/// result and the events reporting the attack.
pub fn resolve_interdiction_at(
    state: &State,
    dice: &mut Dice,
    unit: UnitId,
    index: usize,
    hex: Hex,
) -> (CombatResult, Vec<Event>) {
    let (Some(interdiction), Some(entering)) = (state.interdictions.get(index), state.unit(unit))
    else {
        return (CombatResult::N, Vec::new());
    };
    let (firing, mut events) = czech_orders(state, dice, &interdiction.firers);
    let plan = interdiction_plan(state, entering, hex, &firing);
    if plan.firers.is_empty() {
        return (CombatResult::N, events);
    }
    let report = roll(state, dice, interdiction.side, hex, &plan);
    let result = report.result;
    events.push(Event::Fired(report));
    (result, events)
}

/// The interdicting units fire on the first unit into interdiction `index`: the result
/// and the events reporting the attack. The hex entered is not passed in, so the fire is
/// reckoned against the hex of the group where it is weakest (Muster's reading).
pub fn resolve_interdiction(
    state: &State,
    dice: &mut Dice,
    unit: UnitId,
    index: usize,
) -> (CombatResult, Vec<Event>) {
    let (Some(interdiction), Some(entering)) = (state.interdictions.get(index), state.unit(unit))
    else {
        return (CombatResult::N, Vec::new());
    };
    let weakest = interdiction.hexes.iter().copied().min_by_key(|hex| {
        let plan = interdiction_plan(state, entering, *hex, &interdiction.firers);
        (plan.attack, plan.attack / plan.defense.max(1))
    });
    match weakest {
        Some(hex) => resolve_interdiction_at(state, dice, unit, index, hex),
        None => (CombatResult::N, Vec::new()),
    }
}
