//! Whether one victory condition holds on a state, with the words that say how far it is.

use super::{Area, Condition};
use crate::rules::soldiers::map::label;
use crate::rules::soldiers::state::{Location, Side, State, Unit};
use crate::rules::soldiers::units::UnitKind;
use muster_text::t;

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

fn yes(flag: bool) -> String {
    if flag {
        t!("rules-soldiers-log-yes")
    } else {
        t!("rules-soldiers-log-no")
    }
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
                t!(
                    "rules-soldiers-units-exited-from",
                    from = from.name.to_string(),
                    us = us.to_string(),
                    count = count.to_string(),
                    at_least = at_least.to_string()
                ),
            )
        }
        Condition::Returned { at_least, now_in } => {
            let count = friendly()
                .filter(|unit| state.special.returned.contains(&unit.id) && in_area(unit, now_in))
                .count() as u32;
            (
                count >= *at_least,
                t!(
                    "rules-soldiers-units-back-from-beyond-map-edge",
                    now_in = now_in.name.to_string(),
                    us = us.to_string(),
                    count = count.to_string(),
                    at_least = at_least.to_string()
                ),
            )
        }
        Condition::FewerUndisrupted { fewer_than, within } => {
            let count = enemy()
                .filter(|unit| in_area(unit, within) && !unit.is_disrupted())
                .count() as u32;
            let goal = if *fewer_than == 1 {
                t!("rules-soldiers-none")
            } else {
                t!(
                    "rules-soldiers-fewer-than",
                    fewer_than = fewer_than.to_string()
                )
            };
            (
                count < *fewer_than,
                t!(
                    "rules-soldiers-undisrupted-units-wanted",
                    within = within.name.to_string(),
                    them = them.to_string(),
                    count = count.to_string(),
                    goal = goal.to_string()
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
            let mut text = t!(
                "rules-soldiers-units",
                within = within.name.to_string(),
                us = us.to_string(),
                count = count.to_string(),
                at_least = at_least.to_string()
            );
            let kind_ok = match including {
                Some(kind) => {
                    let found = inside.iter().any(|unit| unit.kind == *kind);
                    text.push_str(&t!(
                        "rules-soldiers-a-kind-among-them",
                        kind = format!("{kind:?}"),
                        found = yes(found)
                    ));
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
                    t!(
                        "rules-soldiers-units-hold",
                        within = within.name.to_string(),
                        hex = label(*hex).to_string(),
                        us = us.to_string()
                    ),
                ),
                None => (
                    false,
                    t!(
                        "rules-soldiers-units-do-not-hold",
                        within = within.name.to_string(),
                        us = us.to_string()
                    ),
                ),
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
                    t!(
                        "rules-soldiers-units-hold-with-units-within-hexes",
                        bridges = bridges.name.to_string(),
                        bridge = label(bridge).to_string(),
                        beyond = beyond.name.to_string(),
                        us = us.to_string(),
                        near = near.to_string(),
                        at_least = at_least.to_string(),
                        within = within.to_string()
                    ),
                ),
                None => (
                    false,
                    t!(
                        "rules-soldiers-units-hold-no-hex",
                        bridges = bridges.name.to_string(),
                        us = us.to_string()
                    ),
                ),
            }
        }
        Condition::Destroyed { at_least } => {
            let count = enemy().filter(|unit| eliminated(unit)).count() as u32;
            (
                count >= *at_least,
                t!(
                    "rules-soldiers-units-destroyed",
                    them = them.to_string(),
                    count = count.to_string(),
                    at_least = at_least.to_string()
                ),
            )
        }
        Condition::LostAtMost { at_most } => {
            let count = friendly().filter(|unit| eliminated(unit)).count() as u32;
            (
                count <= *at_most,
                t!(
                    "rules-soldiers-units-lost-no-more-than-allowed",
                    us = us.to_string(),
                    count = count.to_string(),
                    at_most = at_most.to_string()
                ),
            )
        }
        Condition::MorePoints => {
            let (ours, theirs) = (points(state, side), points(state, side.other()));
            (
                ours > theirs,
                t!(
                    "rules-soldiers-victory-points",
                    us = us.to_string(),
                    ours = ours.to_string(),
                    them = them.to_string(),
                    theirs = theirs.to_string()
                ),
            )
        }
    }
}
