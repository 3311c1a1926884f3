//! The general AI: plays either side of any scenario. It moves units towards its goals
//! (or holds and digs in when defending), prefers cover and hexes it can still fire from,
//! brings reinforcements on and exits where the scenario pays for it, then gathers fire on
//! the most valuable enemy hexes for the best odds it can reach. Every command it gives is
//! checked by the engine first.

use std::collections::{HashMap, HashSet};

use hexx::Hex;

use super::super::command::Command;
use super::super::engine::Soldiers;
use super::super::los::sight;
use super::super::map::col_row;
use super::super::movement::{STACKING_LIMIT, may_fire_after_moving, reachable, stacking_after};
use super::super::state::{FireStep, Location, Phase, Side, State, Unit, UnitId};
use super::super::terrain_effects::Terrain;
use super::fire_choice::{enemy_hexes, fire_command, gather, shots};
use super::goals::{Goal, Posture};
use crate::rules::engine::RulesEngine;

/// The CRT column the general AI aims for (3-1 on the assumed table).
pub const WANTED_COLUMN: usize = 3;

/// How the general AI judges: the CRT column it gathers fire to, whether it weighs cover
/// and the enemy's fire when it moves, and which enemy hexes it fires on first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Judgement {
    pub column: usize,
    pub minds_cover: bool,
    pub focus: FireFocus,
}

/// Which enemy hexes fire goes to first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FireFocus {
    /// Hexes at or next to the goal, then those it can hit hardest (the AI as it shipped).
    Objective,
    /// Suppressing fire: the enemy hexes whose fire reaches the most of this side's units
    /// first, so that the next advance meets disrupted defenders.
    Threats,
}

/// The general AI as it shipped: fire gathered to 3-1 on the objective first, cover and
/// exposure weighed.
pub const SHIPPED: Judgement = Judgement {
    column: WANTED_COLUMN,
    minds_cover: true,
    focus: FireFocus::Objective,
};

/// The commands of one phase step, in order (the caller ends the step after them).
pub fn plan(state: &State, side: Side, goal: &Goal) -> Vec<Command> {
    plan_judging(state, side, goal, SHIPPED)
}

/// [`plan`] with another judgement (the levels' own).
pub fn plan_judging(state: &State, side: Side, goal: &Goal, judgement: Judgement) -> Vec<Command> {
    match state.phase {
        Phase::Movement { .. } => plan_movement(state, side, goal, judgement.minds_cover),
        Phase::Fire { step, .. } => match step {
            FireStep::MoverFires | FireStep::OtherFires => {
                plan_fire(state, side, goal, false, judgement)
            }
            FireStep::MoverCharges | FireStep::OtherCharges => {
                plan_fire(state, side, goal, true, judgement)
            }
        },
        Phase::Deployment { .. } => super::deploy::plan_deployment(state, side, goal),
        Phase::Over => Vec::new(),
    }
}

/// How far (in hexes) a hex is from the nearest goal hex.
pub fn goal_distance(goal: &Goal, hex: Hex) -> i32 {
    goal.hexes
        .iter()
        .map(|target| target.distance_to(hex))
        .min()
        .unwrap_or(0)
}

fn defense_value(state: &State, hex: Hex) -> i32 {
    let terrain = state.tables.map.terrain(hex);
    let base = state.tables.terrain.defense(terrain, true) as i32;
    if state.trenches.contains(&hex) {
        20
    } else {
        base
    }
}

/// Enemy hexes a unit could fire on from a hex (in range, seen into, or observed),
/// remembered per hex and range while one side's moves are planned.
#[derive(Default)]
struct Targets {
    known: HashMap<(Hex, i32), i32>,
}

impl Targets {
    fn count(&mut self, state: &State, side: Side, from: Hex, range: i32, enemies: &[Hex]) -> i32 {
        *self.known.entry((from, range)).or_insert_with(|| {
            enemies
                .iter()
                .filter(|enemy| enemy.distance_to(from) <= range)
                .filter(|enemy| {
                    let seen = sight(state, from, **enemy, side);
                    seen.into_hex || (seen.to_hex && seen.observed)
                })
                .count() as i32
        })
    }
}

/// How many enemy units could fire directly into a hex (in their range, seeing into it),
/// remembered per hex while one side's moves are planned: attackers advance through the
/// ground the enemy cannot see.
#[derive(Default)]
struct Exposure {
    known: HashMap<Hex, i32>,
}

impl Exposure {
    fn of(&mut self, state: &State, side: Side, hex: Hex) -> i32 {
        *self.known.entry(hex).or_insert_with(|| {
            state
                .units
                .iter()
                .filter(|enemy| enemy.side != side && !enemy.is_disrupted())
                .filter_map(|enemy| {
                    let at = enemy.hex()?;
                    let range = state
                        .tables
                        .units
                        .values(enemy.kind)
                        .map_or(1, |values| values.range as i32);
                    (at.distance_to(hex) <= range && sight(state, at, hex, enemy.side).into_hex)
                        .then_some(())
                })
                .count() as i32
        })
    }
}

/// Score of ending a unit's move at `hex` having spent `spent`. Fire and movement: a unit
/// that can still fire on an enemy from where it ends is worth more than a few hexes of
/// advance, so units in range stand and shoot while the others close in; cover counts, and
/// standing within rifle range of the enemy without being able to fire costs.
fn score(
    state: &State,
    unit: &Unit,
    goal: &Goal,
    (hex, spent): (Hex, u32),
    enemies: &[Hex],
    (targets, exposure): (&mut Targets, &mut Exposure),
    minds_cover: bool,
) -> i32 {
    let distance = goal_distance(goal, hex);
    let range = state
        .tables
        .units
        .values(unit.kind)
        .map_or(1, |values| values.range as i32);
    let in_range = targets.count(state, unit.side, hex, range, enemies);
    let close = enemies
        .iter()
        .filter(|enemy| enemy.distance_to(hex) <= 4)
        .count() as i32;
    let nearest_enemy = enemies
        .iter()
        .map(|enemy| enemy.distance_to(hex))
        .min()
        .unwrap_or(99);
    let can_fire = may_fire_after_moving(state, unit, spent);
    let mut value = match goal.posture {
        Posture::Attack | Posture::Exit => -12 * distance,
        // A defender holds its ground: only far-off units close in on the goal.
        Posture::Hold => -3 * distance.max(2),
    };
    if minds_cover {
        value += 4 * defense_value(state, hex);
    }
    if can_fire && in_range > 0 && !unit.is_mounted_cavalry() {
        value += 40 + 2 * in_range.min(4);
    }
    if !can_fire && minds_cover {
        value -= 3 * close.min(6);
    }
    if goal.posture != Posture::Hold && minds_cover {
        value -= 5 * exposure.of(state, unit.side, hex).min(6);
    }
    // Guns and machine guns keep out of rifle range; cavalry does not linger next to
    // infantry unless it means to charge.
    if (unit.is_artillery() || unit.is_machine_gun()) && nearest_enemy <= 2 {
        value -= 25;
    }
    if unit.is_mounted_cavalry() && nearest_enemy == 1 {
        value -= 8;
    }
    if state.tables.map.terrain(hex) == Terrain::Canal && !state.tables.map.is_bridge(hex) {
        value -= 6;
    }
    value
}

fn plan_movement(state: &State, side: Side, goal: &Goal, minds_cover: bool) -> Vec<Command> {
    let mut commands = Vec::new();
    let enemies = enemy_hexes(state, side);
    if !state.record.improved_positions_declared {
        let (enter, leave) = improved_position_choices(state, side, goal, &enemies);
        if !enter.is_empty() || !leave.is_empty() {
            commands.push(Command::DeclareImprovedPositions { enter, leave });
            // Plan the moves after the rolls are known.
            return commands;
        }
    }
    let mut movers: Vec<&Unit> = state
        .units
        .iter()
        .filter(|unit| unit.side == side && !state.record.moved.contains(&unit.id))
        .filter(|unit| {
            unit.on_map()
                || matches!(unit.location, Location::Waiting { turn, .. } if turn <= state.turn)
        })
        .collect();
    movers.sort_by_key(|unit| {
        (
            unit.hex().map_or(0, |hex| goal_distance(goal, hex)),
            unit.id,
        )
    });
    let mut claimed: HashSet<(i32, i32)> = HashSet::new();
    // Stacking points the moves planned so far bring to their end hexes: a later unit may
    // not pass through a hex they fill (Stacking applies at all times).
    let mut arriving: HashMap<Hex, u32> = HashMap::new();
    let mut targets = Targets::default();
    let mut exposure = Exposure::default();
    for unit in movers {
        let options = reachable(state, unit);
        let here = unit.hex();
        let stay_score = here.map(|hex| {
            score(
                state,
                unit,
                goal,
                (hex, 0),
                &enemies,
                (&mut targets, &mut exposure),
                minds_cover,
            )
        });
        let mut best: Option<(i32, (i32, i32))> = None;
        for (at, reach) in &options {
            if claimed.contains(at) || passes_a_filled_hex(state, unit, &reach.path, &arriving) {
                continue;
            }
            let Some(&last) = reach.path.last() else {
                continue;
            };
            let value = score(
                state,
                unit,
                goal,
                (last, reach.cost),
                &enemies,
                (&mut targets, &mut exposure),
                minds_cover,
            );
            if best
                .is_none_or(|(known, known_at)| value > known || (value == known && *at < known_at))
            {
                best = Some((value, *at));
            }
        }
        let exit_here =
            goal.posture == Posture::Exit && here.is_some_and(|hex| goal.hexes.contains(&hex));
        if exit_here {
            let command = Command::Move {
                unit: unit.id,
                path: Vec::new(),
                exit: true,
            };
            if Soldiers::check(state, &command).is_ok() {
                commands.push(command);
                continue;
            }
        }
        let Some((value, at)) = best else {
            continue;
        };
        if stay_score.is_some_and(|stay| stay >= value) {
            continue;
        }
        if let Some(reach) = options.get(&at) {
            claimed.insert(at);
            if let Some(&last) = reach.path.last() {
                *arriving.entry(last).or_default() +=
                    stacking_after(state, unit, last).saturating_sub(state.stacking_in(last));
            }
            commands.push(Command::Move {
                unit: unit.id,
                path: reach.path.clone(),
                exit: false,
            });
        }
    }
    commands
}

/// Whether the path passes (without ending) through a hex that the moves planned before it
/// would fill beyond the stacking limit.
fn passes_a_filled_hex(
    state: &State,
    unit: &Unit,
    path: &[Hex],
    arriving: &HashMap<Hex, u32>,
) -> bool {
    path.iter().rev().skip(1).any(|hex| {
        arriving
            .get(hex)
            .is_some_and(|points| stacking_after(state, unit, *hex) + points > STACKING_LIMIT)
    })
}

/// Defenders within reach of the enemy dig in where they stand; attackers that must move
/// on roll to leave their improved positions.
fn improved_position_choices(
    state: &State,
    side: Side,
    goal: &Goal,
    enemies: &[Hex],
) -> (Vec<UnitId>, Vec<UnitId>) {
    let mut enter = Vec::new();
    let mut leave = Vec::new();
    for unit in state.units.iter().filter(|unit| unit.side == side) {
        let Some(hex) = unit.hex() else {
            continue;
        };
        let threatened = enemies.iter().any(|enemy| enemy.distance_to(hex) <= 8);
        let at_goal = goal_distance(goal, hex) <= 1;
        let digs = !unit.improved
            && !unit.is_mounted_cavalry()
            && (goal.posture == Posture::Hold && (threatened || at_goal)
                || unit.is_artillery() && threatened);
        let command = Command::DeclareImprovedPositions {
            enter: vec![unit.id],
            leave: vec![],
        };
        if digs && Soldiers::check(state, &command).is_ok() {
            enter.push(unit.id);
        }
        let must_go = unit.improved
            && goal.posture != Posture::Hold
            && !unit.is_artillery()
            && goal_distance(goal, hex) > 1;
        if must_go {
            leave.push(unit.id);
        }
    }
    (enter, leave)
}

/// Gather fire on enemy hexes, most valuable first: objective hexes, then those the AI can
/// hit hardest (or, with [`FireFocus::Threats`], the hexes whose fire reaches most of this
/// side's units first). In a charge step only mounted cavalry charges.
fn plan_fire(
    state: &State,
    side: Side,
    goal: &Goal,
    charges: bool,
    judgement: Judgement,
) -> Vec<Command> {
    let column = judgement.column;
    let shots = shots(state, side);
    let mut targets: Vec<Hex> = shots.iter().map(|shot| shot.target).collect();
    targets.sort_by_key(|hex| col_row(*hex));
    targets.dedup();
    let total_on = |target: Hex| -> u32 {
        shots
            .iter()
            .filter(|shot| shot.target == target)
            .map(|shot| shot.attack)
            .sum()
    };
    // Strongest possible attack relative to the hex's defense first; objective hexes
    // before others.
    let threat = |target: Hex| match judgement.focus {
        FireFocus::Objective => 0,
        FireFocus::Threats => threatened_by(state, side, target),
    };
    targets.sort_by_cached_key(|&target| {
        let near_goal = goal_distance(goal, target) <= 1;
        let defense = defense_value(state, target).max(1) as u32;
        (
            std::cmp::Reverse(threat(target)),
            !near_goal,
            std::cmp::Reverse(total_on(target) * 10 / defense),
            col_row(target),
        )
    });
    let mut used: HashSet<UnitId> = HashSet::new();
    let mut commands = Vec::new();
    for target in targets {
        let mut candidates: Vec<(u32, UnitId)> = shots
            .iter()
            .filter(|shot| shot.target == target && !used.contains(&shot.unit))
            .filter(|shot| {
                let mounted = state.unit(shot.unit).is_some_and(Unit::is_mounted_cavalry);
                !charges || mounted
            })
            .map(|shot| (shot.attack, shot.unit))
            .collect();
        candidates.sort_by_key(|(attack, unit)| (std::cmp::Reverse(*attack), *unit));
        let ids: Vec<UnitId> = candidates.into_iter().map(|(_, unit)| unit).collect();
        if ids.is_empty() {
            continue;
        }
        if let Some((firers, _column)) = gather(state, side, target, &ids, column) {
            used.extend(firers.iter().copied());
            commands.push(fire_command(target, firers));
        }
    }
    commands
}

/// How many of `side`'s units on the map the undisrupted enemy units in `target` could fire
/// on directly (in their range, seeing into the unit's hex).
pub fn threatened_by(state: &State, side: Side, target: Hex) -> usize {
    let firers: Vec<(i32, Side)> = state
        .units_in(target)
        .filter(|enemy| enemy.side != side && !enemy.is_disrupted())
        .map(|enemy| {
            let range = state
                .tables
                .units
                .values(enemy.kind)
                .map_or(1, |values| values.range as i32);
            (range, enemy.side)
        })
        .collect();
    let Some(&(range, enemy_side)) = firers.iter().max_by_key(|(range, _)| *range) else {
        return 0;
    };
    state
        .units
        .iter()
        .filter(|unit| unit.side == side)
        .filter_map(Unit::hex)
        .filter(|hex| hex.distance_to(target) <= range)
        .filter(|hex| sight(state, target, *hex, enemy_side).into_hex)
        .count()
}
