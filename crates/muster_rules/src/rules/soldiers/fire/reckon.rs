//! Reckoning an attack: each firer's strength with its doublings, the observed half of the
//! combined total, the hex's defense, the die modifiers and the CRT column, each in words.

use hexx::Hex;
use muster_text::t;

use super::super::map::{BridgeKind, label};
use super::super::state::{Aim, State, Unit, UnitId};
use super::super::terrain_effects::Terrain;
use super::super::units::Nation;
use super::eligibility::Mode;
use super::{FirePlan, FirerPlan};

/// A bridge aimed at defends at 10 (artillery case D).
pub const BRIDGE_DEFENSE: u32 = 10;
/// Trench markers make a hex's defense 20 (trenches case A).
pub const TRENCH_DEFENSE: u32 = 20;

/// One firer's strength on the target before any halving, with its doublings in words.
pub fn strength(
    state: &State,
    unit: &Unit,
    mode: Mode,
    target: Hex,
    at_mounted: bool,
) -> (u32, String) {
    let base = state
        .tables
        .units
        .attack(unit.kind, unit.nation)
        .unwrap_or(0);
    let distance = unit.hex().map_or(0, |from| from.distance_to(target));
    let mut total = base;
    let mut words = format!("{}: {base}", unit.name);
    if unit.acts_as_infantry() && distance == 1 {
        total *= 2;
        words.push_str(", adjacent ×2");
    }
    if unit.is_machine_gun() && mode == Mode::Direct && distance <= 3 {
        total *= 2;
        words.push_str(", close range ×2");
    }
    if at_mounted && !unit.is_mounted_cavalry() {
        total *= 2;
        words.push_str(", at mounted cavalry ×2");
    }
    if total != base {
        words.push_str(&format!(" = {total}"));
    }
    if mode == Mode::Observed {
        words.push_str(" (observed)");
    }
    (total, words)
}

/// The hex's defense for the units aimed at, in words.
fn defense(
    state: &State,
    firers: &[(&Unit, Mode)],
    target: Hex,
    aim: Aim,
    improved: bool,
) -> (u32, String) {
    let map = &state.tables.map;
    let chart = &state.tables.terrain;
    if aim == Aim::Bridge {
        return (
            BRIDGE_DEFENSE,
            t!(
                "rules-soldiers-defense-bridge-itself",
                BRIDGE_DEFENSE = BRIDGE_DEFENSE.to_string()
            ),
        );
    }
    let bridge = map
        .info(target)
        .and_then(|info| info.bridge)
        .filter(|_| !state.destroyed_bridges.contains(&target));
    let terrain = map.terrain(target);
    let high = map.altitude(target);
    let from_below = firers
        .iter()
        .any(|(unit, _)| unit.hex().is_some_and(|from| map.altitude(from) < high));
    let (base, name) = if state.trenches.contains(&target) {
        (TRENCH_DEFENSE, t!("rules-soldiers-trench"))
    } else if bridge == Some(BridgeKind::Town) {
        (
            chart.bridge_in_town_defense.value,
            t!("rules-soldiers-bridge-in-a-town"),
        )
    } else if bridge.is_some() {
        (chart.bridge_defense.value, t!("rules-soldiers-bridge"))
    } else {
        let name = match terrain {
            Terrain::Clear => t!("rules-soldiers-clear"),
            Terrain::Slope => t!("rules-soldiers-slope"),
            Terrain::Crest if from_below => t!("rules-soldiers-crest-fired-from-below"),
            Terrain::Crest => t!("rules-soldiers-crest"),
            Terrain::Woods => t!("rules-soldiers-woods"),
            Terrain::Town => t!("rules-soldiers-town"),
            Terrain::Canal => t!("rules-soldiers-canal"),
        };
        (chart.defense(terrain, from_below), name)
    };
    if improved {
        let doubled = base * 2;
        (
            doubled,
            t!(
                "rules-soldiers-defense-improved-position-2",
                name = name.to_string(),
                base = base.to_string(),
                doubled = doubled.to_string()
            ),
        )
    } else {
        (base, t!("rules-soldiers-defense", name = name, base = base))
    }
}

/// The die modifier of an attack, in words: reserve firers +1 (British +2); Allied
/// artillery at German units in woods −1. Each applies once if any firer qualifies.
fn modifier(
    state: &State,
    firers: &[(&Unit, Mode)],
    target: Hex,
    targets: &[&Unit],
) -> (i32, Vec<String>) {
    let mut total = 0;
    let mut words = Vec::new();
    let reserve = firers
        .iter()
        .filter(|(unit, _)| unit.reserve)
        .map(|(unit, _)| if unit.nation == Nation::British { 2 } else { 1 })
        .max();
    if let Some(plus) = reserve {
        total += plus;
        words.push(t!(
            "rules-soldiers-die-reserve-troops-firing-reserve-units",
            plus = plus.to_string()
        ));
    }
    let allied_guns = firers.iter().any(|(unit, _)| {
        unit.is_artillery() && !matches!(unit.nation, Nation::German | Nation::AustroHungarian)
    });
    let germans_in_woods = state.tables.map.terrain(target) == Terrain::Woods
        && targets.iter().any(|unit| unit.nation == Nation::German);
    if allied_guns && germans_in_woods {
        total -= 1;
        words.push(t!("rules-soldiers-die-shrapnel-woods-1-artillery-case"));
    }
    (total, words)
}

/// The whole reckoning of an attack by `firers` (each with its mode) on `targets` (and
/// `horses`) in `target`.
pub fn reckon(
    state: &State,
    firers: &[(&Unit, Mode)],
    target: Hex,
    targets: &[&Unit],
    horses: Vec<UnitId>,
    aim: Aim,
) -> FirePlan {
    let at_mounted = targets.iter().any(|unit| unit.is_mounted_cavalry());
    let mut explanation = Vec::new();
    let mut plans = Vec::new();
    let (mut direct, mut observed) = (0, 0);
    for (unit, mode) in firers {
        let (points, words) = strength(state, unit, *mode, target, at_mounted);
        explanation.push(words);
        match mode {
            Mode::Direct => direct += points,
            Mode::Observed => observed += points,
        }
        plans.push(FirerPlan {
            unit: unit.id,
            mode: *mode,
            strength: points,
        });
    }
    let halved = observed / 2;
    if observed > 0 {
        explanation.push(t!(
            "rules-soldiers-observed-half",
            observed = observed.to_string(),
            halved = halved.to_string()
        ));
    }
    let attack = direct + halved;
    if observed > 0 && direct > 0 {
        explanation.push(t!(
            "rules-soldiers-attack-direct-and-observed",
            direct = direct,
            halved = halved,
            attack = attack
        ));
    } else {
        explanation.push(t!("rules-soldiers-attack", attack = attack));
    }
    let improved = match aim {
        Aim::Improved => true,
        Aim::AllUnits => !targets.is_empty() && targets.iter().all(|unit| unit.improved),
        Aim::Unimproved | Aim::Bridge => false,
    };
    let (defense, words) = defense(state, firers, target, aim, improved);
    explanation.push(words);
    let (modifier, words) = modifier(state, firers, target, targets);
    explanation.extend(words);
    let crt = &state.tables.crt;
    let column = crt
        .column(attack, defense)
        .and_then(|index| crt.columns.get(index).cloned());
    explanation.push(match &column {
        Some(column) => t!("rules-soldiers-odds", column = column.as_str()),
        None => t!(
            "rules-soldiers-odds-below-table-no-effect",
            target = label(target).to_string(),
            attack = attack.to_string(),
            defense = defense.to_string()
        ),
    });
    FirePlan {
        attack,
        defense,
        column,
        explanation,
        firers: plans,
        modifier,
        targets: targets.iter().map(|unit| unit.id).collect(),
        horses,
        aim,
        by_mounted_cavalry: !firers.is_empty()
            && firers.iter().all(|(unit, _)| unit.is_mounted_cavalry()),
    }
}
