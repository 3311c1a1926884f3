//! Changing what a counter is during its movement phase: Unit Breakdown and recombining,
//! and cavalry dismounting and remounting (cavalry case C).

use super::error::RuleError;
use super::event::Event;
use super::outcome::Outcome;
use super::state::{Location, Side, State, Unit, UnitId};
use super::units::{Nation, UnitKind};
use muster_text::t;

/// What a unit breaks down into, if it may: "German, British, Belgian, and
/// Austro-Hungarian Artillery batteries may be broken down into three platoon-sized (two
/// Stacking Points) units per battery" — field gun and howitzer batteries alike; German
/// machine gun companies into three platoons; Russian gun battalions into two batteries.
pub fn parts(unit: &Unit) -> Option<(UnitKind, usize)> {
    use Nation::*;
    match (unit.kind, unit.nation) {
        (UnitKind::FieldGunBattery, German | British | Belgian | AustroHungarian) => {
            Some((UnitKind::FieldGunPlatoon, 3))
        }
        (UnitKind::HowitzerBattery, German | British | Belgian | AustroHungarian) => {
            Some((UnitKind::HowitzerPlatoon, 3))
        }
        (UnitKind::MachineGunCompany, German) => Some((UnitKind::MachineGunPlatoon, 3)),
        (UnitKind::GunBattalion, Russian) => Some((UnitKind::FieldGunBattery, 2)),
        _ => None,
    }
}

/// The unit that `count` parts of `kind` make again.
fn whole(kind: UnitKind, nation: Nation, count: usize) -> Option<UnitKind> {
    [
        UnitKind::FieldGunBattery,
        UnitKind::HowitzerBattery,
        UnitKind::MachineGunCompany,
        UnitKind::GunBattalion,
    ]
    .into_iter()
    .find(|whole| {
        let probe = probe_unit(*whole, nation);
        parts(&probe) == Some((kind, count))
    })
}

fn probe_unit(kind: UnitKind, nation: Nation) -> Unit {
    Unit {
        id: UnitId(0),
        side: Side(0),
        nation,
        kind,
        name: String::new(),
        location: Location::Replaced,
        disrupted_until: None,
        improved: false,
        reserve: false,
        quality: Default::default(),
        cossack: false,
        horses: None,
        may_remount: false,
        movement_override: None,
        range_override: None,
    }
}

fn own_movable(state: &State, side: Side, id: UnitId, what: &str) -> Result<Unit, RuleError> {
    let unit = state.unit(id).ok_or(RuleError::NoSuchUnit(id.0))?.clone();
    let refuse = |why: &str| RuleError::NotAllowed {
        unit: unit.name.clone(),
        what: what.into(),
        why: why.into(),
    };
    if unit.side != side {
        return Err(RuleError::NotYourUnit { unit: unit.name });
    }
    if !unit.on_map() {
        return Err(refuse(&t!("rules-soldiers-not-map")));
    }
    if state.record.moved.contains(&id) {
        return Err(refuse(&t!("rules-soldiers-has-finished-moving-phase")));
    }
    Ok(unit)
}

/// The next free unit number.
fn next_id(state: &State) -> u32 {
    state.units.iter().map(|unit| unit.id.0).max().unwrap_or(0) + 1
}

pub fn check_break_down(state: &State, side: Side, id: UnitId) -> Result<(), RuleError> {
    let unit = own_movable(state, side, id, "break down")?;
    if parts(&unit).is_none() {
        return Err(RuleError::NotAllowed {
            unit: unit.name,
            what: t!("rules-soldiers-break-down"),
            why: t!("rules-soldiers-only-german-british-belgian-austro-hungarian"),
        });
    }
    // Stacking applies at all times: the parts may weigh more than the whole.
    if let (Some((kind, count)), Some(hex)) = (parts(&unit), unit.hex()) {
        let table = &state.tables.units;
        let whole = table.values(unit.kind).map_or(0, |values| values.stacking);
        let part = table.values(kind).map_or(0, |values| values.stacking);
        let after = state.stacking_in(hex) - whole + part * count as u32;
        if after > super::movement::STACKING_LIMIT {
            return Err(RuleError::Overstacked {
                hex: super::map::label(hex),
                points: after,
            });
        }
    }
    Ok(())
}

pub fn execute_break_down(out: &mut Outcome, id: UnitId) {
    let Some(unit) = out.state().unit(id).cloned() else {
        return;
    };
    let Some((kind, count)) = parts(&unit) else {
        return;
    };
    let first = next_id(out.state());
    let added = (0..count)
        .map(|index| Unit {
            id: UnitId(first + index as u32),
            kind,
            name: format!("{} ({})", unit.name, (b'a' + index as u8) as char),
            ..unit.clone()
        })
        .collect();
    out.emit(Event::Replaced {
        removed: vec![id],
        added,
    });
}

pub fn check_recombine(state: &State, side: Side, ids: &[UnitId]) -> Result<(), RuleError> {
    let units: Vec<Unit> = ids
        .iter()
        .map(|id| own_movable(state, side, *id, "recombine"))
        .collect::<Result<_, _>>()?;
    let Some(first) = units.first() else {
        return Err(RuleError::NotAllowed {
            unit: state.players[side.index()].clone(),
            what: t!("rules-soldiers-recombine"),
            why: t!("rules-soldiers-no-units-were-named"),
        });
    };
    let refuse = |why: &str| RuleError::NotAllowed {
        unit: first.name.clone(),
        what: t!("rules-soldiers-recombine"),
        why: why.into(),
    };
    let mut distinct = ids.to_vec();
    distinct.sort();
    distinct.dedup();
    if distinct.len() != ids.len() {
        return Err(refuse(&t!("rules-soldiers-unit-named-twice")));
    }
    if units.iter().any(|unit| {
        unit.kind != first.kind || unit.nation != first.nation || unit.hex() != first.hex()
    }) {
        return Err(refuse(&t!("rules-soldiers-parts-must-one-kind-nation-one")));
    }
    if whole(first.kind, first.nation, units.len()).is_none() {
        return Err(refuse(&t!("rules-soldiers-those-parts-do-not-make-whole")));
    }
    Ok(())
}

pub fn execute_recombine(out: &mut Outcome, ids: &[UnitId]) {
    let units: Vec<Unit> = ids
        .iter()
        .filter_map(|id| out.state().unit(*id).cloned())
        .collect();
    let Some(first) = units.first() else {
        return;
    };
    let Some(kind) = whole(first.kind, first.nation, units.len()) else {
        return;
    };
    let name = first
        .name
        .strip_suffix(" (a)")
        .unwrap_or(&first.name)
        .to_string();
    let joined = Unit {
        id: UnitId(next_id(out.state())),
        kind,
        name,
        disrupted_until: units.iter().filter_map(|unit| unit.disrupted_until).max(),
        improved: units.iter().all(|unit| unit.improved),
        ..first.clone()
    };
    out.emit(Event::Replaced {
        removed: ids.to_vec(),
        added: vec![joined],
    });
}

fn nothing_spent(state: &State, unit: &Unit) -> bool {
    state.record.spent.get(&unit.id).copied().unwrap_or(0) == 0
}

pub fn check_dismount(state: &State, side: Side, id: UnitId) -> Result<(), RuleError> {
    let unit = own_movable(state, side, id, "dismount")?;
    let refuse = |why: &str| RuleError::NotAllowed {
        unit: unit.name.clone(),
        what: t!("rules-soldiers-dismount"),
        why: why.into(),
    };
    if unit.kind != UnitKind::CavalryMounted {
        return Err(refuse(&t!("rules-soldiers-not-mounted-cavalry")));
    }
    if unit.is_disrupted() {
        return Err(refuse(&t!("rules-soldiers-disrupted")));
    }
    if !nothing_spent(state, &unit) {
        return Err(refuse(&t!(
            "rules-soldiers-dismounting-takes-whole-movement-allowance-cavalry"
        )));
    }
    Ok(())
}

pub fn execute_dismount(out: &mut Outcome, id: UnitId) {
    if let Some(horses) = out.state().unit(id).and_then(Unit::hex) {
        out.emit(Event::Dismounted { unit: id, horses });
    }
}

pub fn check_remount(state: &State, side: Side, id: UnitId) -> Result<(), RuleError> {
    let unit = own_movable(state, side, id, "remount")?;
    let refuse = |why: &str| RuleError::NotAllowed {
        unit: unit.name.clone(),
        what: t!("rules-soldiers-remount"),
        why: why.into(),
    };
    if unit.kind != UnitKind::CavalryDismounted {
        return Err(refuse(&t!("rules-soldiers-not-dismounted-cavalry")));
    }
    if !unit.may_remount {
        return Err(refuse(&t!("rules-soldiers-scenario-does-not-let-remount")));
    }
    if unit.horses.is_none() || unit.horses != unit.hex() {
        return Err(refuse(&t!(
            "rules-soldiers-must-begin-phase-with-horses-cavalry"
        )));
    }
    if unit.is_disrupted() {
        return Err(refuse(&t!("rules-soldiers-disrupted")));
    }
    // Mounted cavalry never holds an improved position: a dismounted unit dug in must
    // first roll to leave it, as it would to move (Improved Positions).
    if unit.improved && !state.record.may_leave.contains(&unit.id) {
        return Err(refuse(&t!(
            "rules-soldiers-improved-position-did-not-roll-leave"
        )));
    }
    if !nothing_spent(state, &unit) {
        return Err(refuse(&t!(
            "rules-soldiers-remounting-takes-whole-movement-allowance-cavalry"
        )));
    }
    Ok(())
}

pub fn execute_remount(out: &mut Outcome, id: UnitId) {
    if out.state().unit(id).is_some_and(|unit| unit.improved) {
        out.emit(Event::LeftImprovedPosition { unit: id });
    }
    out.emit(Event::Remounted { unit: id });
}
