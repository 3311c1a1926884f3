//! Building a game of Soldiers from a scenario: zones resolved against the map, units
//! made and named ("French infantry 7"), special rules and victory areas set.

use muster_text::t;
use std::collections::BTreeMap;
use std::sync::Arc;

use hexx::Hex;

use super::zone::Zone;
use super::{Arrival, SoldiersScenario};
use crate::rules::soldiers::map::{Map, col_row};
use crate::rules::soldiers::movement::STACKING_LIMIT;
use crate::rules::soldiers::state::{
    Location, Quality, Side, State, StateData, TrenchesToPlace, Unit, UnitId,
};
use crate::rules::soldiers::tables::Tables;
use crate::rules::soldiers::units::{Nation, UnitKind};
use crate::rules::soldiers::victory::{Area, ExitAndReturn};
use crate::scenario::error::Problem;

/// The adjective unit names use.
pub fn nation_name(nation: Nation) -> &'static str {
    match nation {
        Nation::German => "German",
        Nation::British => "British",
        Nation::French => "French",
        Nation::Belgian => "Belgian",
        Nation::Russian => "Russian",
        Nation::AustroHungarian => "Austro-Hungarian",
    }
}

/// The kind as unit names say it.
pub fn kind_name(kind: UnitKind, cossack: bool) -> &'static str {
    match kind {
        UnitKind::InfantryCompany => "infantry",
        UnitKind::MachineGunSection => "machine-gun section",
        UnitKind::MachineGunCompany => "machine-gun company",
        UnitKind::MachineGunPlatoon => "machine-gun platoon",
        UnitKind::FieldGunBattery => "field gun battery",
        UnitKind::FieldGunPlatoon => "field gun platoon",
        UnitKind::HowitzerBattery => "howitzer battery",
        UnitKind::HowitzerPlatoon => "howitzer platoon",
        UnitKind::GunBattalion => "gun battalion",
        UnitKind::CavalryMounted if cossack => "cossacks",
        UnitKind::CavalryMounted => "cavalry",
        UnitKind::CavalryDismounted => "dismounted cavalry",
    }
}

fn stacking(tables: &Tables, kind: UnitKind) -> u32 {
    tables
        .units
        .values(kind)
        .map_or(0, |values| values.stacking)
}

fn empty(place: String, zone: &Zone) -> Problem {
    Problem::new(
        place,
        t!("scenarios-has-no-hexes-map", zone = zone.to_string()),
    )
}

/// What is wrong with the scenario on this map: empty zones, deployment zones too small
/// for their units at 8 stacking points a hex, too few hexes for the trenches.
pub fn map_problems(scenario: &SoldiersScenario, tables: &Tables) -> Vec<Problem> {
    let map = &tables.map;
    let mut problems = Vec::new();
    // Stacking points deployed into each distinct zone.
    let mut demand: Vec<(&Zone, String, u32)> = Vec::new();
    for (s, side) in scenario.sides.iter().enumerate() {
        for (g, group) in side.forces.iter().enumerate() {
            let place = format!("sides[{s}].forces[{g}].at");
            let points = group.count.saturating_mul(stacking(tables, group.kind));
            match &group.at {
                Arrival::Deploy(zone) => {
                    match demand.iter_mut().find(|(known, _, _)| *known == zone) {
                        Some(entry) => entry.2 = entry.2.saturating_add(points),
                        None => demand.push((zone, place, points)),
                    }
                }
                Arrival::Arrive { entry, .. } if entry.resolve(map).is_empty() => {
                    problems.push(empty(place, entry));
                }
                Arrival::Placed { zone, .. } if zone.resolve(map).is_empty() => {
                    problems.push(empty(place, zone));
                }
                _ => {}
            }
        }
    }
    for (zone, place, points) in demand {
        let hexes = zone.resolve(map).len() as u32;
        if hexes == 0 {
            problems.push(empty(place, zone));
        } else if points > hexes.saturating_mul(STACKING_LIMIT) {
            problems.push(Problem::new(
                place,
                t!(
                    "scenarios-has-hexes-room-stacking-points-units",
                    value0 = (hexes * STACKING_LIMIT).to_string(),
                    zone = zone.to_string(),
                    hexes = hexes.to_string(),
                    points = points.to_string()
                ),
            ));
        }
    }
    let special = &scenario.special;
    if let Some(trenches) = &special.trenches {
        let hexes = trenches.zone.resolve(map).len() as u32;
        if hexes < trenches.count {
            problems.push(Problem::new(
                "special.trenches.zone",
                t!(
                    "scenarios-has-hexes-trench-markers",
                    value0 = trenches.zone.to_string(),
                    value1 = trenches.count.to_string(),
                    hexes = hexes.to_string()
                ),
            ));
        }
    }
    if let Some(zone) = special
        .wasps
        .as_ref()
        .filter(|zone| zone.resolve(map).is_empty())
    {
        problems.push(empty("special.wasps".into(), zone));
    }
    if let Some(rule) = &special.exit_and_return {
        for (what, zone) in [("from", &rule.from), ("entry", &rule.entry)] {
            if zone.resolve(map).is_empty() {
                problems.push(empty(format!("special.exit_and_return.{what}"), zone));
            }
        }
    }
    for (w, win) in scenario.victory.wins.iter().enumerate() {
        for (c, condition) in win.all.iter().enumerate() {
            for zone in condition.areas() {
                if zone.resolve(map).is_empty() {
                    problems.push(empty(format!("victory.wins[{w}].all[{c}]"), zone));
                }
            }
        }
    }
    problems
}

fn area(zone: &Zone, map: &Map) -> Area {
    Area {
        name: zone.to_string(),
        hexes: zone.resolve(map),
    }
}

/// The game a scenario sets up, ready for deployment; the first problem found if the
/// scenario does not fit the map.
pub fn build_state(scenario: &SoldiersScenario, tables: Arc<Tables>) -> Result<State, Problem> {
    if let Some(problem) = scenario.problems().into_iter().next() {
        return Err(problem);
    }
    if let Some(problem) = map_problems(scenario, &tables).into_iter().next() {
        return Err(problem);
    }
    let map = &tables.map;
    let mut units: Vec<Unit> = Vec::new();
    let mut numbers: BTreeMap<String, u32> = BTreeMap::new();
    let mut must_start_improved = Vec::new();
    // Units set up by the scenario so far, by hex.
    let mut placed: BTreeMap<(i32, i32), u32> = BTreeMap::new();
    for (s, side) in scenario.sides.iter().enumerate() {
        for (g, group) in side.forces.iter().enumerate() {
            let place = format!("sides[{s}].forces[{g}]");
            let nation = group
                .nation(side)
                .ok_or_else(|| Problem::new(place.clone(), "no nation"))?;
            let zone = match &group.at {
                Arrival::Deploy(zone) | Arrival::Placed { zone, .. } => zone.resolve(map),
                Arrival::Arrive { entry, .. } => entry.resolve(map),
            };
            for _ in 0..group.count {
                let id = UnitId(units.len() as u32 + 1);
                let called = group
                    .called
                    .clone()
                    .unwrap_or_else(|| nation_name(nation).to_string());
                let prefix = format!("{called} {}", kind_name(group.kind, group.cossack));
                let number = numbers.entry(prefix.clone()).or_insert(0);
                *number += 1;
                let location = match &group.at {
                    Arrival::Deploy(_) => Location::ToDeploy {
                        zone: zone.clone(),
                        may_dig_in: group.may_dig_in || group.starts_improved,
                        may_dismount: group.may_dismount,
                    },
                    Arrival::Arrive { turn, .. } => Location::Waiting {
                        turn: *turn,
                        entry: zone.clone(),
                    },
                    Arrival::Placed { per_hex, .. } => {
                        let points = stacking(&tables, group.kind);
                        let hex = place_in(&zone, *per_hex, points, &units, &placed, &tables)
                            .ok_or_else(|| {
                                Problem::new(
                                    format!("{place}.at"),
                                    t!(
                                        "scenarios-no-room-set-up",
                                        prefix = prefix.to_string(),
                                        number = number.to_string()
                                    ),
                                )
                            })?;
                        *placed.entry(col_row(hex)).or_insert(0) += 1;
                        Location::OnMap(hex)
                    }
                };
                if group.starts_improved {
                    must_start_improved.push(id);
                }
                let slow = scenario.eastern_front && nation == Nation::Russian;
                units.push(Unit {
                    id,
                    side: Side(s as u8),
                    nation,
                    kind: group.kind,
                    name: format!("{prefix} {number}"),
                    improved: group.starts_improved && matches!(location, Location::OnMap(_)),
                    location,
                    disrupted_until: None,
                    reserve: group.reserve,
                    quality: match group.quality {
                        Quality::Regular if slow => Quality::SlowToRally,
                        quality => quality,
                    },
                    cossack: group.cossack,
                    horses: None,
                    may_remount: group.may_remount,
                    movement_override: group.movement,
                    range_override: group.range,
                });
            }
        }
    }
    let names = [
        scenario.sides[0].name.clone(),
        scenario.sides[1].name.clone(),
    ];
    let deploy_first = scenario.deploy_first.unwrap_or(scenario.move_first);
    let mut state = StateData::new(
        tables.clone(),
        names,
        Side(scenario.move_first),
        Side(deploy_first),
        scenario.turns,
        units,
    );
    let special = &scenario.special;
    if let Some(trenches) = &special.trenches {
        let mut hexes = trenches.zone.resolve(map);
        hexes.sort_by_key(|hex| {
            let (col, row) = col_row(*hex);
            (row, col)
        });
        match trenches.placed_by {
            // The player places them while deploying (scenario 4: "deploy … along with the
            // 3 trench markers").
            Some(side) => {
                state.special.trenches_to_place = Some(TrenchesToPlace {
                    side: Side(side),
                    count: trenches.count,
                    zone: hexes,
                });
            }
            // North first, then west: the scenario fixes the markers.
            None => state.trenches = hexes.into_iter().take(trenches.count as usize).collect(),
        }
    }
    if let Some(zone) = &special.wasps {
        state.special.wasp_hexes = zone.resolve(map);
    }
    if let Some(turn) = special.ends_after_first_fire_of_turn {
        state.special.ends_after_phase = Some((turn - 1) * 4 + 1);
    }
    if let Some(rule) = &special.exit_and_return {
        state.special.exit_and_return = Some(ExitAndReturn {
            side: rule.side,
            from: rule.from.resolve(map),
            entry: rule.entry.resolve(map),
            turns_off: rule.turns_off,
        });
    }
    state.special.must_start_improved = must_start_improved;
    state.special.leave_improved_on_or_below = special.leave_improved_on_or_below;
    state.special.doctrine_side = special.doctrine_side.map(Side);
    state.victory = scenario
        .victory
        .map_areas(|zone| Ok::<Area, Problem>(area(zone, map)))?;
    // A side with nothing to place (every unit arrives later) does not deploy.
    let mut queue = vec![Side(deploy_first)];
    queue.extend(state.deployment_queue.iter().copied());
    state.phase = crate::rules::soldiers::deployment::next_setup_phase(&state, &queue);
    if let crate::rules::soldiers::state::Phase::Deployment { deploying } = state.phase {
        state.deployment_queue.retain(|side| *side != deploying);
    } else {
        state.deployment_queue.clear();
    }
    Ok(State::from(state))
}

/// The first hex of the zone with fewer than `per_hex` units set up and room for
/// `points` more stacking points.
fn place_in(
    zone: &[Hex],
    per_hex: u32,
    points: u32,
    units: &[Unit],
    placed: &BTreeMap<(i32, i32), u32>,
    tables: &Tables,
) -> Option<Hex> {
    zone.iter().copied().find(|hex| {
        let here = placed.get(&col_row(*hex)).copied().unwrap_or(0);
        let used: u32 = units
            .iter()
            .filter(|unit| unit.location == Location::OnMap(*hex))
            .map(|unit| stacking(tables, unit.kind))
            .sum();
        here < per_hex && used + points <= STACKING_LIMIT
    })
}
