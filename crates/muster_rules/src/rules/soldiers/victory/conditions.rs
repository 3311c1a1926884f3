//! Whether one victory condition holds on a state, with the words that say how far it is.

use super::{Area, Condition};
use crate::rules::soldiers::map::label;
use crate::rules::soldiers::state::{Location, Side, State, Unit};
use crate::rules::soldiers::units::UnitKind;

/// "Artillery and machine gun platoons do not count towards these victory conditions"
/// (Muster reads: the platoons a battery or machine-gun company breaks down into; whole
/// batteries and companies count).
fn counts_for_exit(unit: &Unit) -> bool {
    !matches!(
        unit.kind,
        UnitKind::FieldGunPlatoon | UnitKind::HowitzerPlatoon | UnitKind::MachineGunPlatoon
    )
}

fn in_area(unit: &Unit, area: &Area) -> bool {
    unit.hex().is_some_and(|hex| area.hexes.contains(&hex))
}

fn eliminated(unit: &Unit) -> bool {
    matches!(unit.location, Location::Eliminated { .. })
}

/// The victory points `scorer` has earned: for each enemy unit eliminated, the points the
/// scenario gives its kind (kinds not listed earn nothing).
pub fn points(state: &State, scorer: Side) -> u32 {
    state
        .units
        .iter()
        .filter(|unit| unit.side != scorer && eliminated(unit))
        .map(|unit| {
            state
                .victory
                .points
                .iter()
                .filter(|entry| entry.scorer == scorer.0 && entry.kind == unit.kind)
                .map(|entry| entry.points)
                .sum::<u32>()
        })
        .sum()
}

fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// Whether the condition holds for `side`, and a line saying where it stands.
pub fn status(state: &State, side: Side, condition: &Condition<Area>) -> (bool, String) {
    let name = |side: Side| state.players.get(side.index()).cloned().unwrap_or_default();
    let (us, them) = (name(side), name(side.other()));
    let friendly = || state.units.iter().filter(move |unit| unit.side == side);
    let enemy = || state.units.iter().filter(move |unit| unit.side != side);
    match condition {
        Condition::Exited { at_least, from } => {
            let count = friendly()
                .filter(|unit| counts_for_exit(unit))
                .filter(|unit| {
                    matches!(unit.location, Location::Exited { hex, .. } if from.hexes.contains(&hex))
                })
                .count() as u32;
            (
                count >= *at_least,
                format!(
                    "{us} units exited from {}: {count} of {at_least}",
                    from.name
                ),
            )
        }
        Condition::Returned { at_least, now_in } => {
            let count = friendly()
                .filter(|unit| state.special.returned.contains(&unit.id) && in_area(unit, now_in))
                .count() as u32;
            (
                count >= *at_least,
                format!(
                    "{us} units back from beyond the map edge and {}: {count} of {at_least}",
                    now_in.name
                ),
            )
        }
        Condition::FewerUndisrupted { fewer_than, within } => {
            let count = enemy()
                .filter(|unit| in_area(unit, within) && !unit.is_disrupted())
                .count() as u32;
            let goal = if *fewer_than == 1 {
                "none".to_string()
            } else {
                format!("fewer than {fewer_than}")
            };
            (
                count < *fewer_than,
                format!(
                    "undisrupted {them} units in {}: {count} ({goal} wanted)",
                    within.name
                ),
            )
        }
        Condition::AtLeast {
            at_least,
            within,
            including,
        } => {
            let inside: Vec<&Unit> = friendly().filter(|unit| in_area(unit, within)).collect();
            let count = inside.len() as u32;
            let mut text = format!("{us} units in {}: {count} of {at_least}", within.name);
            let kind_ok = match including {
                Some(kind) => {
                    let found = inside.iter().any(|unit| unit.kind == *kind);
                    text.push_str(&format!(", a {kind:?} among them: {}", yes(found)));
                    found
                }
                None => true,
            };
            (count >= *at_least && kind_ok, text)
        }
        Condition::Occupies { within } => {
            let held = within
                .hexes
                .iter()
                .find(|hex| state.units_in(**hex).any(|unit| unit.side == side));
            match held {
                Some(hex) => (
                    true,
                    format!("{us} units hold {} ({})", within.name, label(*hex)),
                ),
                None => (false, format!("{us} units do not hold {}", within.name)),
            }
        }
        Condition::Bridgehead {
            bridges,
            beyond,
            within,
            at_least,
        } => {
            let best = bridges
                .hexes
                .iter()
                .filter(|bridge| state.units_in(**bridge).any(|unit| unit.side == side))
                .map(|bridge| {
                    let near = friendly()
                        .filter(|unit| {
                            unit.hex().is_some_and(|hex| {
                                beyond.hexes.contains(&hex)
                                    && hex.distance_to(*bridge) <= *within as i32
                            })
                        })
                        .count() as u32;
                    (near, *bridge)
                })
                .max_by_key(|(near, bridge)| (*near, std::cmp::Reverse(label(*bridge))));
            match best {
                Some((near, bridge)) => (
                    near >= *at_least,
                    format!(
                        "{us} units hold {} ({}) with {near} of {at_least} units {} within {within} hexes",
                        bridges.name,
                        label(bridge),
                        beyond.name
                    ),
                ),
                None => (false, format!("{us} units hold no hex of {}", bridges.name)),
            }
        }
        Condition::Destroyed { at_least } => {
            let count = enemy().filter(|unit| eliminated(unit)).count() as u32;
            (
                count >= *at_least,
                format!("{them} units destroyed: {count} of {at_least}"),
            )
        }
        Condition::LostAtMost { at_most } => {
            let count = friendly().filter(|unit| eliminated(unit)).count() as u32;
            (
                count <= *at_most,
                format!("{us} units lost: {count} (no more than {at_most} allowed)"),
            )
        }
        Condition::MorePoints => {
            let (ours, theirs) = (points(state, side), points(state, side.other()));
            (
                ours > theirs,
                format!("victory points: {us} {ours}, {them} {theirs}"),
            )
        }
    }
}
