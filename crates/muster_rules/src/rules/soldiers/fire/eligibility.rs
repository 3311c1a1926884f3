//! Who may fire now, at what, and how: the phase and step, face-down and disrupted units,
//! one fire each a phase, the charge steps, range, direct or observed fire, observers,
//! howitzers and firing through occupied hexes.

use muster_text::t;
use std::collections::HashMap;

use hexx::Hex;

use super::super::los::{Sight, hexes_between, sight};
use super::super::map::label;
use super::super::state::{Aim, FireStep, Phase, Side, State, Unit};
use super::super::units::Nation;

/// How a unit fires on its target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mode {
    /// At full strength: the firer sees into the target.
    Direct,
    /// At half strength (the combined total halved): through an observer or an observed
    /// marker.
    Observed,
}

/// Howitzers fire directly only to this range (artillery case B).
pub const HOWITZER_DIRECT_RANGE: i32 = 25;

/// Whether the step is one of the two cavalry charge steps.
pub fn charge_step(step: FireStep) -> bool {
    matches!(step, FireStep::MoverCharges | FireStep::OtherCharges)
}

/// Why `unit` may not fire now, if it may not.
pub fn why_not_firing(state: &State, side: Side, unit: &Unit) -> Option<String> {
    let Phase::Fire { mover, step } = state.phase else {
        return Some(t!("rules-soldiers-units-fire-only-fire-phase"));
    };
    if unit.side != side {
        return Some(t!("rules-soldiers-not-yours"));
    }
    if !unit.on_map() {
        return Some(t!("rules-soldiers-not-map"));
    }
    if unit.is_disrupted() {
        return Some(t!("rules-soldiers-disrupted-crt-d-may-not-fire"));
    }
    if state.record.fired.contains(&unit.id) {
        return Some(t!("rules-soldiers-has-already-fired-or-interdicted-phase"));
    }
    if side == mover && state.record.face_down.contains(&unit.id) {
        return Some(t!("rules-soldiers-spent-too-many-movement-points-fire"));
    }
    if charge_step(step) {
        if !unit.is_mounted_cavalry() {
            return Some(t!(
                "rules-soldiers-only-mounted-cavalry-attack-charge-steps"
            ));
        }
        if state.record.hit.contains(&unit.id) {
            return Some(t!("rules-soldiers-took-result-from-enemy-fire-phase"));
        }
    }
    None
}

/// The unit's Range Allowance (mounted cavalry: 1).
pub fn range_of(state: &State, unit: &Unit) -> i32 {
    if unit.is_mounted_cavalry() {
        return 1;
    }
    let range = unit.range_override.unwrap_or_else(|| {
        state
            .tables
            .units
            .values(unit.kind)
            .map_or(0, |values| values.range)
    });
    i32::try_from(range).unwrap_or(i32::MAX)
}

/// Why an infantry or non-British machine gun may not fire directly past occupied hexes
/// (case J; artillery and British machine guns may: case K).
pub fn through_occupied(state: &State, unit: &Unit, from: Hex, target: Hex) -> Option<String> {
    let restricted = unit.acts_as_infantry()
        || unit.is_mounted_cavalry()
        || (unit.is_machine_gun() && unit.nation != Nation::British);
    if !restricted {
        return None;
    }
    let map = &state.tables.map;
    let high = map.altitude(from);
    hexes_between(from, target)
        .into_iter()
        .find(|hex| state.occupant(*hex).is_some() && !(high > 0 && map.altitude(*hex) < high))
        .map(|hex| {
            t!(
                "rules-soldiers-occupied-infantry-machine-guns-do-not",
                hex = label(hex).to_string()
            )
        })
}

/// A friendly observer for `unit`'s observed fire on `target`: an undisrupted friendly
/// unit that sees into the target within its own Range Allowance, in a hex the firer sees
/// into (cases F and I; the procedure: "Units which have a Line of Sight \"into\" a Target
/// Hex within their Range Allowance may fire on it directly and may also serve as
/// \"observers\""). Lines are seen through `look` (a cache, when many shots are weighed
/// at once).
fn observer_by<'a>(
    state: &'a State,
    unit: &Unit,
    from: Hex,
    target: Hex,
    look: &mut impl FnMut(Hex, Hex) -> Sight,
) -> Option<&'a Unit> {
    state.units.iter().find(|other| {
        other.id != unit.id
            && other.side == unit.side
            && !other.is_disrupted()
            && other.hex().is_some_and(|at| {
                at.distance_to(target) <= range_of(state, other)
                    && look(at, target).into_hex
                    && (at == from || look(from, at).into_hex)
            })
    })
}

/// Lines of sight remembered for one side while many shots are weighed (fire options,
/// the AI): the same observer-to-target line is asked for by every firer.
#[derive(Debug, Default)]
pub struct Sightlines {
    known: HashMap<(Hex, Hex), Sight>,
}

impl Sightlines {
    pub fn look(&mut self, state: &State, side: Side, from: Hex, to: Hex) -> Sight {
        self.known
            .entry((from, to))
            .or_insert_with(|| sight(state, from, to, side))
            .clone()
    }
}

/// How `unit` fires on `target`, or why it cannot.
pub fn mode(state: &State, unit: &Unit, target: Hex) -> Result<Mode, String> {
    mode_by(state, unit, target, &mut |a, b| {
        sight(state, a, b, unit.side)
    })
}

/// [`mode`] with remembered lines of sight (for `unit`'s side only).
pub fn mode_remembered(
    state: &State,
    unit: &Unit,
    target: Hex,
    lines: &mut Sightlines,
) -> Result<Mode, String> {
    mode_by(state, unit, target, &mut |a, b| {
        lines.look(state, unit.side, a, b)
    })
}

fn mode_by(
    state: &State,
    unit: &Unit,
    target: Hex,
    look: &mut impl FnMut(Hex, Hex) -> Sight,
) -> Result<Mode, String> {
    let Some(from) = unit.hex() else {
        return Err(t!("rules-soldiers-not-map"));
    };
    let distance = from.distance_to(target);
    if distance == 0 {
        return Err(t!("rules-soldiers-stands-hex"));
    }
    let range = range_of(state, unit);
    if distance > range {
        return Err(t!(
            "rules-soldiers-hexes-away-range-fire-case",
            distance = distance.to_string(),
            range = range.to_string()
        ));
    }
    let seen = look(from, target);
    let howitzer = unit.is_howitzer();
    let too_far_for_direct = howitzer && distance > HOWITZER_DIRECT_RANGE;
    let blocked_by_units = through_occupied(state, unit, from, target);
    if seen.into_hex && !too_far_for_direct && blocked_by_units.is_none() {
        return Ok(Mode::Direct);
    }
    if howitzer && too_far_for_direct && seen.into_hex {
        return Ok(Mode::Observed);
    }
    if !seen.to_hex && !howitzer {
        return Err(seen.reason.into_owned());
    }
    if seen.observed && seen.to_hex {
        return Ok(Mode::Observed);
    }
    if observer_by(state, unit, from, target, look).is_some() {
        return Ok(Mode::Observed);
    }
    let why = blocked_by_units.unwrap_or(if seen.into_hex {
        t!(
            "rules-soldiers-beyond-hexes-howitzer-fires-only-observed",
            HOWITZER_DIRECT_RANGE = HOWITZER_DIRECT_RANGE.to_string()
        )
    } else {
        seen.reason.into_owned()
    });
    Err(t!(
        "rules-soldiers-no-friendly-observer-sees-into-within",
        target = label(target).to_string(),
        why = why.to_string()
    ))
}

/// Whether an earlier attack this phase on a hex rules out a new one (fire case N;
/// improved positions case D: the units in and out of improved positions are attacked
/// separately; an attack on a bridge is an attack on its hex).
pub fn conflicts(earlier: Aim, now: Aim) -> bool {
    !matches!(
        (earlier, now),
        (Aim::Improved, Aim::Unimproved) | (Aim::Unimproved, Aim::Improved)
    )
}

/// Why `target` may not be attacked with `aim` now, given what was attacked this phase.
pub fn why_hex_taken(state: &State, target: Hex, aim: Aim, charging: bool) -> Option<String> {
    let earlier: Vec<Aim> = state
        .record
        .attacked
        .iter()
        .filter(|(hex, _)| *hex == target)
        .map(|(_, aim)| *aim)
        .collect();
    if charging && !earlier.is_empty() {
        return Some(t!("rules-soldiers-has-been-attacked-fire-phase-mounted"));
    }
    earlier
        .into_iter()
        .any(|before| conflicts(before, aim))
        .then(|| t!("rules-soldiers-has-already-been-attacked-fire-phase"))
}
