//! The editor's checks, run as the player edits: every problem `muster check` finds (the
//! scenario's own and its places on the printed map) and the editor's own, for a scenario
//! that would load but could not be played as meant: a way to win that can never hold, no
//! way to win at all, an exit or an entry off the map's edge. Each names its place in the
//! file's words ("victory.wins[0].all[1]") and quotes the rule.

use muster_text::t;

use super::PaintTarget;
use crate::rules::soldiers::map::Map;
use crate::rules::soldiers::tables::Tables;
use crate::rules::soldiers::units::UnitKind;
use crate::rules::soldiers::victory::Condition;
use crate::scenario::Problem;
use crate::scenario::soldiers::{Arrival, SideSpec, SoldiersScenario, Zone, map_problems};

/// Every problem of `scenario`: its own checks, its places on the map, the editor's.
pub fn problems(scenario: &SoldiersScenario, tables: &Tables) -> Vec<Problem> {
    let mut problems = scenario.problems();
    for problem in map_problems(scenario, tables) {
        let unpainted = target_of(&problem.place, scenario)
            .and_then(|target| target.zone(scenario))
            .is_some_and(|zone| matches!(zone, Zone::Hexes(hexes) if hexes.is_empty()));
        problems.push(if unpainted {
            Problem::new(problem.place, t!("editor-soldiers-check-nothing-painted"))
        } else {
            problem
        });
    }
    problems.extend(editor_problems(scenario, tables));
    problems
}

/// The units of a side that count towards leaving the map: "Artillery and machine gun
/// platoons do not count towards these victory conditions".
fn units_that_may_exit(side: &SideSpec) -> u32 {
    side.forces
        .iter()
        .filter(|group| {
            !matches!(
                group.kind,
                UnitKind::FieldGunPlatoon | UnitKind::HowitzerPlatoon | UnitKind::MachineGunPlatoon
            )
        })
        .fold(0u32, |sum, group| sum.saturating_add(group.count))
}

fn units(side: &SideSpec) -> u32 {
    side.forces
        .iter()
        .fold(0u32, |sum, group| sum.saturating_add(group.count))
}

/// Whether a zone has a hex on a map edge (an empty zone is reported as empty instead).
fn touches_an_edge(zone: &Zone, map: &Map) -> bool {
    let hexes = zone.resolve(map);
    hexes.is_empty() || hexes.iter().any(|hex| map.on_any_edge(*hex))
}

/// The editor's own checks (see the module's words).
pub fn editor_problems(scenario: &SoldiersScenario, tables: &Tables) -> Vec<Problem> {
    let map = &tables.map;
    let mut problems = Vec::new();
    let victory = &scenario.victory;
    if victory.wins.is_empty() && victory.otherwise.is_none() {
        problems.push(Problem::new(
            "victory",
            t!("editor-soldiers-check-no-way-to-win"),
        ));
    }
    for (s, side) in scenario.sides.iter().enumerate() {
        for (g, group) in side.forces.iter().enumerate() {
            if let Arrival::Arrive { entry, .. } = &group.at
                && !touches_an_edge(entry, map)
            {
                problems.push(Problem::new(
                    format!("sides[{s}].forces[{g}].at"),
                    t!("editor-soldiers-check-entry-off-the-edge"),
                ));
            }
        }
    }
    for (w, win) in victory.wins.iter().enumerate() {
        let side = usize::from(win.side);
        let (Some(friends), Some(enemies)) = (
            scenario.sides.get(side),
            scenario.sides.get(1 - side.min(1)),
        ) else {
            continue;
        };
        for (c, condition) in win.all.iter().enumerate() {
            let place = format!("victory.wins[{w}].all[{c}]");
            let mut report = |message: String| problems.push(Problem::new(place.clone(), message));
            match condition {
                Condition::Exited { at_least, from } => {
                    if !touches_an_edge(from, map) {
                        report(t!("editor-soldiers-check-exit-off-the-edge"));
                    }
                    let count = units_that_may_exit(friends);
                    if *at_least > count {
                        report(t!(
                            "editor-soldiers-check-too-few-to-exit",
                            side = friends.name.as_str(),
                            needed = *at_least,
                            count = count
                        ));
                    }
                }
                Condition::AtLeast { at_least, .. } if *at_least > units(friends) => {
                    report(t!(
                        "editor-soldiers-check-too-few-to-hold",
                        side = friends.name.as_str(),
                        needed = *at_least,
                        count = units(friends)
                    ));
                }
                Condition::Destroyed { at_least } if *at_least > units(enemies) => {
                    report(t!(
                        "editor-soldiers-check-too-few-to-destroy",
                        side = friends.name.as_str(),
                        needed = *at_least,
                        count = units(enemies)
                    ));
                }
                _ => {}
            }
        }
    }
    problems
}

/// The first number after `key[` in `place`.
fn index_after(place: &str, key: &str) -> Option<usize> {
    let start = place.find(&format!("{key}["))? + key.len() + 1;
    let end = start + place[start..].find(']')?;
    place[start..end].parse().ok()
}

/// The zone a problem's place names, if it names one the editor paints: a group's
/// deployment zone or entry hexes, a victory condition's hexes, the trenches' hexes.
pub fn target_of(place: &str, scenario: &SoldiersScenario) -> Option<PaintTarget> {
    if place.starts_with("special.trenches") {
        return Some(PaintTarget::Trenches);
    }
    if let (Some(side), Some(group)) = (index_after(place, "sides"), index_after(place, "forces")) {
        let at = &scenario.sides.get(side)?.forces.get(group)?.at;
        return Some(match at {
            Arrival::Arrive { .. } => PaintTarget::Entry { side, group },
            _ => PaintTarget::Deployment { side, group },
        });
    }
    let win = index_after(place, "wins")?;
    let condition = index_after(place, "all").unwrap_or(0);
    Some(PaintTarget::Victory { win, condition })
}
