//! Fire combat: direct and observed fire, combining fire, odds and the CRT, the cavalry
//! charge steps, bridges, Czech mutiny, interdiction, and the odds preview for the screen
//! and the AI. Results wait for the end of the step (`flow::take_results`).

mod any_action;
mod eligibility;
mod interdiction;
mod reckon;

use hexx::Hex;
use muster_text::t;

use super::error::RuleError;
use super::event::{Event, FireReport, RollReason};
use super::los::hiding;
use super::map::label;
use super::outcome::Outcome;
use super::state::{Aim, PendingResult, Phase, Quality, Side, State, Unit, UnitId};
use crate::rules::dice::Dice;

use super::crt::CombatResult;
pub use any_action::{can_act, can_attack, can_interdict};
pub use eligibility::{HOWITZER_DIRECT_RANGE, Mode, range_of};
pub use interdiction::{
    check_interdict, execute_interdict, interdiction_allowance, resolve_interdiction,
    resolve_interdiction_at,
};
pub use reckon::{BRIDGE_DEFENSE, TRENCH_DEFENSE};

/// Muster's readings of the fire rules, for the in-game reference.
pub const READINGS: &[(&str, &str)] = &[
    (
        "Fire: mixed die modifiers",
        "A combined attack rolls one die. The reserve modifier applies once if any firer is a reserve unit (+2 if a British reserve unit fires, else +1); the shrapnel −1 applies once if any firer is Allied (not German or Austro-Hungarian) artillery and a German unit is among the units aimed at in a woods hex. The die stays within 1 to 6.",
    ),
    (
        "Fire: crest defense for mixed firers",
        "A crest hex defends at 4 if any firer stands lower than it (the defender takes the better figure), 2 otherwise (case L: lower crests count as lower ground).",
    ),
    (
        "Fire: trenches and improved positions",
        "An improved position doubles the hex's defense whatever it is, a trench's 20 included.",
    ),
    (
        "Fire: what may be fired on",
        "Fire is aimed at a hex holding enemy units or enemy horses. Where a hex holds units in improved positions and units outside them, each group is attacked on its own (Improved Positions case D); an attack on all units there is refused. An attack on a bridge counts as an attack on its hex.",
    ),
    (
        "Fire: blocked direct fire",
        "An infantry or machine gun unit that may not fire directly past occupied hexes (case J) may still fire observed through them when a friendly observer sees into the target.",
    ),
    (
        "Fire: howitzers beyond 25 hexes",
        "A howitzer that itself sees into a target beyond 25 hexes fires observed (at half) without another observer; otherwise it needs a friendly observer whose hex it sees into.",
    ),
    (
        "Fire: observers",
        "An observer is any undisrupted friendly unit that sees into the target within its own range allowance (\"Units which have a Line of Sight 'into' a Target Hex within their Range Allowance may fire on it directly and may also serve as observers\"): an infantry company observes to 4 hexes, mounted cavalry only next to it. Face-down or having fired, it still observes. [fire_procedure_observers_see_into_the_target_within_their_range_allowance] An observed marker (case H) lets every enemy unit whose line reaches the hex fire observed on it.",
    ),
    (
        "Cavalry: mounted cavalry in the fire steps",
        "In the two ordinary fire steps mounted cavalry fires only at hexes whose units aimed at are all mounted cavalry; every other attack by mounted cavalry is a charge in the charge steps, at a hex not attacked this phase. A result counts as inflicted by mounted cavalry (case D) only when every firer was mounted cavalry. Horses standing alone are not mounted cavalry for the doubling of case B.",
    ),
    (
        "Eastern Front: Czech units",
        "Each Czech unit rolls as it is about to fire (interdiction fire included); on 4–6 it refuses and has used its fire for the phase. If all refuse, the hex is not attacked.",
    ),
    (
        "Artillery: bridges",
        "Aiming at a bridge takes artillery only. On \"e\" the bridge is destroyed (a plain canal hex from then on) and every unit and horse in the hex is eliminated; otherwise nothing happens to them.",
    ),
    (
        "Interdiction",
        "A side interdicts in its own fire step before any of its units fire. A group of firers interdicts one chain of contiguous unoccupied clear hexes (no trench) that every firer sees into and reaches; the chain holds at most the smallest allowance among the firers. \"Artillery batteries (and battalions) and Machine Gun sections may 'Interdict' two contiguous hexes ... German Machine Gun companies (17-3's) may 'Interdict' three\": field gun and howitzer batteries, gun battalions and machine-gun sections 2, German machine-gun companies 3, and every unit the text does not name 1 — the platoons batteries and machine-gun companies break down into are not batteries, sections or companies, and other nations' machine-gun companies are not 17-3's. [interdicting_fire_batteries_and_battalions_and_machine_gun_sections_two_hexes_german_mg_companies_three] When the first unit enters, the whole group fires directly at full strength (undisrupted firers still on the map), against the hex of the chain where that fire is weakest when the entered hex is not known.",
    ),
];

/// One firer in a plan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FirerPlan {
    pub unit: UnitId,
    pub mode: Mode,
    /// Its strength with its doublings, before any halving.
    pub strength: u32,
}

/// An attack as it would be made: the odds preview before committing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FirePlan {
    pub attack: u32,
    pub defense: u32,
    /// The CRT column ("2-1"), `None` below the first column (no effect).
    pub column: Option<String>,
    /// Each factor in words.
    pub explanation: Vec<String>,
    pub firers: Vec<FirerPlan>,
    /// Added to the die (reserve, shrapnel).
    pub modifier: i32,
    /// The units aimed at.
    pub targets: Vec<UnitId>,
    /// Dismounted units whose horses stand in the hex and share the result.
    pub horses: Vec<UnitId>,
    pub aim: Aim,
    /// Every firer is mounted cavalry (cavalry case D).
    pub by_mounted_cavalry: bool,
}

/// A unit that may fire now and a hex it may fire on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FireOption {
    pub unit: UnitId,
    pub target: Hex,
    pub mode: Mode,
    /// Its strength with its doublings, before any halving.
    pub strength: u32,
}

fn cannot(target: Hex, why: impl Into<String>) -> RuleError {
    RuleError::CannotFire {
        hex: label(target),
        why: why.into(),
    }
}

/// The enemy units and horses aimed at.
fn aimed(
    state: &State,
    side: Side,
    target: Hex,
    aim: Aim,
) -> Result<(Vec<&Unit>, Vec<UnitId>), RuleError> {
    if state.units_in(target).any(|unit| unit.side == side) {
        return Err(cannot(target, t!("rules-soldiers-your-own-units-hold")));
    }
    let units: Vec<&Unit> = state.units_in(target).collect();
    let horses: Vec<UnitId> = state
        .horses_in(target)
        .filter(|unit| unit.side != side)
        .map(|unit| unit.id)
        .collect();
    let improved: Vec<&Unit> = units.iter().copied().filter(|unit| unit.improved).collect();
    let open: Vec<&Unit> = units
        .iter()
        .copied()
        .filter(|unit| !unit.improved)
        .collect();
    let aimed = match aim {
        Aim::AllUnits if !improved.is_empty() && !open.is_empty() => {
            return Err(cannot(
                target,
                t!("rules-soldiers-units-improved-positions-units-outside-them"),
            ));
        }
        Aim::AllUnits => (units, horses),
        Aim::Improved => (improved, Vec::new()),
        Aim::Unimproved => (open, horses),
        Aim::Bridge => {
            if !state.tables.map.is_bridge(target) || state.destroyed_bridges.contains(&target) {
                return Err(cannot(target, t!("rules-soldiers-no-bridge-standing")));
            }
            return Ok((units, horses));
        }
    };
    if aimed.0.is_empty() && aimed.1.is_empty() {
        return Err(cannot(target, t!("rules-soldiers-no-enemy-units-fire")));
    }
    Ok(aimed)
}

/// Whether `firers` of `side` may fire on `target` now, and at what odds.
pub fn check_fire(
    state: &State,
    side: Side,
    target: Hex,
    firers: &[UnitId],
    aim: Aim,
) -> Result<FirePlan, RuleError> {
    let Phase::Fire { step, .. } = state.phase else {
        return Err(RuleError::WrongPhase {
            phase: t!("rules-soldiers-movement-or-deployment"),
        });
    };
    if !state.tables.map.contains(target) {
        return Err(cannot(target, t!("rules-soldiers-off-map")));
    }
    if firers.is_empty() {
        return Err(cannot(target, t!("rules-soldiers-no-units-firing")));
    }
    let charging = eligibility::charge_step(step);
    if let Some(why) = eligibility::why_hex_taken(state, target, aim, charging) {
        return Err(cannot(target, why));
    }
    let (targets, horses) = aimed(state, side, target, aim)?;
    let mut with_modes: Vec<(&Unit, Mode)> = Vec::new();
    for (index, id) in firers.iter().enumerate() {
        let unit = state.unit(*id).ok_or(RuleError::NoSuchUnit(id.0))?;
        let refuse = |why: String| RuleError::FirerCannotFire {
            unit: unit.name.clone(),
            hex: label(target),
            why,
        };
        if firers[..index].contains(id) {
            return Err(refuse(t!("rules-soldiers-named-twice")));
        }
        if let Some(why) = eligibility::why_not_firing(state, side, unit) {
            return Err(refuse(why));
        }
        let all_mounted = !targets.is_empty() && targets.iter().all(|t| t.is_mounted_cavalry());
        if unit.is_mounted_cavalry() && !charging && !all_mounted {
            return Err(refuse(t!(
                "rules-soldiers-mounted-cavalry-attacks-units-other-than"
            )));
        }
        if aim == Aim::Bridge && !unit.is_artillery() {
            return Err(refuse(t!(
                "rules-soldiers-only-artillery-aims-bridge-artillery-case"
            )));
        }
        let mode = eligibility::mode(state, unit, target).map_err(refuse)?;
        with_modes.push((unit, mode));
    }
    Ok(reckon::reckon(
        state,
        &with_modes,
        target,
        &targets,
        horses,
        aim,
    ))
}

/// The odds preview (the same as `check_fire`), for the screen, the AI and benchmarks.
pub fn plan(
    state: &State,
    side: Side,
    target: Hex,
    firers: &[UnitId],
    aim: Aim,
) -> Result<FirePlan, RuleError> {
    check_fire(state, side, target, firers, aim)
}

/// Each unit of `side` that may fire now, with every hex it may fire on (holding enemy
/// units or horses, not yet attacked this phase) and its strength there.
pub fn fire_options(state: &State, side: Side) -> Vec<FireOption> {
    if !matches!(state.phase, Phase::Fire { .. }) || state.acting_side() != Some(side) {
        return Vec::new();
    }
    let mut hexes: Vec<Hex> = state
        .units
        .iter()
        .filter(|unit| unit.side != side)
        .filter_map(|unit| {
            unit.hex().or(unit
                .horses
                .filter(|_| unit.kind == super::units::UnitKind::CavalryDismounted))
        })
        .collect();
    hexes.sort_by_key(|hex| super::map::col_row(*hex));
    hexes.dedup();
    let mut options = Vec::new();
    let mut lines = eligibility::Sightlines::default();
    for unit in state.units.iter().filter(|unit| unit.side == side) {
        if eligibility::why_not_firing(state, side, unit).is_some() {
            continue;
        }
        for &target in &hexes {
            // Lines of sight are remembered across firers: most shots fail here cheaply.
            if eligibility::mode_remembered(state, unit, target, &mut lines).is_err() {
                continue;
            }
            let aim = if state.units_in(target).any(|u| u.improved) {
                Aim::Improved
            } else {
                Aim::AllUnits
            };
            if let Ok(plan) = check_fire(state, side, target, &[unit.id], aim)
                && let Some(firer) = plan.firers.first()
            {
                options.push(FireOption {
                    unit: unit.id,
                    target,
                    mode: firer.mode,
                    strength: firer.strength,
                });
            }
        }
    }
    options
}

/// Czech units roll before they fire (Eastern Front case D): those that refuse are
/// dropped, with their rolls reported.
pub(crate) fn czech_orders(
    state: &State,
    dice: &mut Dice,
    firers: &[UnitId],
) -> (Vec<UnitId>, Vec<Event>) {
    let mut firing = Vec::new();
    let mut events = Vec::new();
    for id in firers {
        let czech = state
            .unit(*id)
            .is_some_and(|unit| unit.quality == Quality::Czech);
        if !czech {
            firing.push(*id);
            continue;
        }
        let value = dice.d6().value;
        let obeys = value <= 3;
        events.push(Event::Rolled {
            unit: Some(*id),
            reason: RollReason::CzechOrders,
            value,
            success: obeys,
        });
        if obeys {
            firing.push(*id);
        } else {
            events.push(Event::RefusedToFire { unit: *id });
        }
    }
    (firing, events)
}

/// Roll the attack: the report of it.
pub(crate) fn roll(
    state: &State,
    dice: &mut Dice,
    side: Side,
    target: Hex,
    plan: &FirePlan,
) -> FireReport {
    let die = dice.d6().value;
    let modified = (i32::from(die) + plan.modifier).clamp(1, 6) as u8;
    let result = state.tables.crt.result(plan.attack, plan.defense, modified);
    FireReport {
        side,
        target,
        aim: plan.aim,
        firers: plan.firers.iter().map(|firer| firer.unit).collect(),
        attack: plan.attack,
        defense: plan.defense,
        column: plan.column.clone(),
        die,
        modified_die: modified,
        result,
        explanation: plan.explanation.clone(),
    }
}

/// Make a checked attack: Czech rolls, observed markers for firers leaving hiding, the
/// die, then one pending result per unit (and horses) aimed at.
pub fn execute_fire(
    out: &mut Outcome,
    dice: &mut Dice,
    side: Side,
    target: Hex,
    firers: &[UnitId],
    aim: Aim,
) {
    let (firing, events) = czech_orders(out.state(), dice, firers);
    for event in events {
        out.emit(event);
    }
    if firing.is_empty() {
        return;
    }
    let Ok(plan) = check_fire(out.state(), side, target, &firing, aim) else {
        return;
    };
    let mut hidden: Vec<Hex> = firing
        .iter()
        .filter_map(|id| out.state().unit(*id).and_then(Unit::hex))
        .filter(|hex| hiding(out.state(), *hex))
        .collect();
    hidden.dedup();
    for hex in hidden {
        if !out.state().observed.contains(&(hex, side)) {
            out.emit(Event::Observed { hex, side });
        }
    }
    let report = roll(out.state(), dice, side, target, &plan);
    let result = report.result;
    out.emit(Event::Fired(report));
    let on_units = if aim == Aim::Bridge {
        if result == CombatResult::E {
            out.emit(Event::BridgeDestroyed { hex: target });
            CombatResult::E
        } else {
            CombatResult::N
        }
    } else {
        result
    };
    for (unit, horses) in plan
        .targets
        .iter()
        .map(|id| (*id, false))
        .chain(plan.horses.iter().map(|id| (*id, true)))
    {
        out.emit(Event::ResultPending(PendingResult {
            unit,
            result: on_units,
            by_mounted_cavalry: plan.by_mounted_cavalry,
            horses,
        }));
    }
}

/// The firers to tick first: the strongest one by one until the odds reach the column all
/// of `firers` together would, so one click of Fire spends no more than the best odds need
/// (the player may tick more). All of them where no smaller group reaches it.
pub fn fewest_for_best_column(
    state: &State,
    side: Side,
    target: Hex,
    firers: &[UnitId],
    aim: Aim,
) -> Vec<UnitId> {
    let column = |group: &[UnitId]| {
        check_fire(state, side, target, group, aim)
            .ok()
            .map(|plan| plan.column)
    };
    let Some(best) = column(firers) else {
        return firers.to_vec();
    };
    let strength = |unit: &UnitId| {
        check_fire(state, side, target, std::slice::from_ref(unit), aim)
            .map_or(0, |plan| plan.attack)
    };
    let mut strongest: Vec<UnitId> = firers.to_vec();
    strongest.sort_by_cached_key(|unit| std::cmp::Reverse(strength(unit)));
    let mut group = Vec::new();
    for unit in strongest {
        group.push(unit);
        if column(&group).as_ref() == Some(&best) {
            return group;
        }
    }
    firers.to_vec()
}
