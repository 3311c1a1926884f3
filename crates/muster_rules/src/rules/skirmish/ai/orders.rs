//! Choosing one unit's activation: every square it can reach, scored by what it could hit
//! there (expected damage dealt against counter-fire taken, valued by price), what it could
//! capture, how close it gets to its objective, and the fire it would stand in next turn.

use super::super::capture;
use super::super::combat::{self, ShotOdds};
use super::super::command::{Command, Then};
use super::super::map::Pos;
use super::super::movement::reachable;
use super::super::state::{PlayerId, REDUCED_BELOW, State, Unit};
use super::super::terrain::Terrain;
use super::super::units::UnitClass;
use super::threat::ThreatMap;

/// A scored activation.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    pub command: Command,
    pub score: f32,
    /// How much better than staying put and doing nothing.
    pub gain: f32,
}

/// What the player is after this turn: squares to capture, enemies, enemy HQs.
pub struct Objectives {
    pub captures: Vec<Pos>,
    pub enemies: Vec<Pos>,
    pub enemy_hqs: Vec<Pos>,
    pub repair_at: Vec<Pos>,
}

impl Objectives {
    /// The objectives of `player` now.
    pub fn of(state: &State, player: PlayerId) -> Self {
        let captures = state
            .properties
            .iter()
            .filter(|property| property.owner != Some(player))
            .map(|property| property.at)
            .collect();
        let enemies = state
            .units
            .iter()
            .filter(|unit| unit.owner != player)
            .filter_map(Unit::square)
            .collect();
        let enemy_hqs = state
            .properties
            .iter()
            .filter(|property| {
                property.kind == Terrain::Hq && property.owner.is_some_and(|owner| owner != player)
            })
            .map(|property| property.at)
            .collect();
        let repair_at = state
            .properties
            .iter()
            .filter(|property| property.is_friendly_to(player))
            .map(|property| property.at)
            .collect();
        Objectives {
            captures,
            enemies,
            enemy_hqs,
            repair_at,
        }
    }
}

fn value(state: &State, unit: &Unit) -> f32 {
    (state.card(unit.kind).price as f32).max(1.5)
}

fn expected(odds: &ShotOdds, hp: u8) -> f32 {
    (f32::from(odds.hits) + f32::from(odds.die) / 6.0).min(f32::from(hp))
}

fn nearest(from: Pos, targets: &[Pos]) -> Option<u32> {
    targets.iter().map(|target| from.distance(*target)).min()
}

/// The value of standing on `at` at the end of the activation.
fn position_score(
    state: &State,
    unit: &Unit,
    at: Pos,
    objectives: &Objectives,
    threat: &ThreatMap,
) -> f32 {
    let card = state.card(unit.kind);
    let stars = f32::from(state.tables.terrain.stars(state.terrain(at)));
    let wounded = unit.hp < REDUCED_BELOW;
    let goal = if wounded && !objectives.repair_at.is_empty() {
        nearest(at, &objectives.repair_at)
    } else if card.class == UnitClass::Foot && !objectives.captures.is_empty() {
        nearest(at, &objectives.captures)
    } else if card.firepower.fires() {
        nearest(at, &objectives.enemies).or_else(|| nearest(at, &objectives.enemy_hqs))
    } else {
        nearest(at, &objectives.enemy_hqs)
    };
    let mut score = -0.8 * goal.map_or(0.0, |distance| distance as f32);
    if card.is_indirect() {
        // Guns want to stand just out of reach, with targets in range.
        let best_range = state.range_of(unit.owner, unit.kind).1 as f32;
        if let Some(distance) = nearest(at, &objectives.enemies) {
            score = -0.8 * (distance as f32 - best_range).abs();
        }
    }
    let danger = f32::from(threat.at(at, card.class)) - f32::from(card.defense);
    if danger > 0.0 {
        let hits = (danger + 0.5) * (1.0 - stars / 10.0);
        score -= hits.min(f32::from(unit.hp)) / 8.0
            * value(state, unit)
            * if card.is_indirect() { 1.2 } else { 0.35 };
    }
    if wounded && objectives.repair_at.contains(&at) {
        score += 6.0;
    }
    score + 0.3 * stars
}

/// The value of firing from `from` at the unit on `target_at`: damage dealt less damage
/// taken back, by price, with a bonus for eliminating it.
fn attack_score(state: &State, unit: &Unit, from: Pos, target_at: Pos) -> Option<f32> {
    let preview = combat::preview(state, unit, from, target_at)?;
    let target = state.unit_at(target_at)?;
    let dealt = expected(&preview.attack, target.hp);
    let kill = dealt >= f32::from(target.hp) - 0.2;
    let mut score = dealt / 8.0 * value(state, target) * if kill { 1.6 } else { 1.0 };
    let left = (f32::from(target.hp) - dealt).round().max(0.0) as u8;
    if left > 0 && combat::in_range(state, target, target_at, from) {
        let mut at_new_strength = target.clone();
        at_new_strength.hp = left;
        if let Some(counter) = combat::odds(state, &at_new_strength, left, unit, from) {
            score -= expected(&counter, unit.hp) / 8.0 * value(state, unit);
        }
    }
    Some(score * 10.0)
}

/// The value of a capture by `unit` on `at` this turn.
fn capture_score(state: &State, unit: &Unit, at: Pos) -> Option<f32> {
    if capture::why_not(state, unit, at).is_some() {
        return None;
    }
    let property = state.property_at(at)?;
    let left = property
        .capture
        .filter(|capture| capture.by == unit.id)
        .map_or(property.capture_points(), |capture| capture.points_left);
    let points = capture::points_a_turn(state, unit);
    let worth = match property.kind {
        Terrain::Hq => 80.0,
        Terrain::Factory => 30.0,
        _ => 25.0,
    } + if property.owner.is_some() { 5.0 } else { 0.0 };
    Some(if points >= left {
        worth
    } else {
        worth * f32::from(points) / f32::from(left) * 0.8
    })
}

/// The best activation of `unit`, if it can do anything.
pub fn best_order(
    state: &State,
    unit: &Unit,
    objectives: &Objectives,
    threat: &ThreatMap,
) -> Option<Choice> {
    ranked_orders(state, unit, objectives, threat)
        .into_iter()
        .next()
}

/// Every activation of `unit`, best first (of equal scores, the first found first).
pub fn ranked_orders(
    state: &State,
    unit: &Unit,
    objectives: &Objectives,
    threat: &ThreatMap,
) -> Vec<Choice> {
    let Some(start) = unit.square() else {
        return Vec::new();
    };
    let card = state.card(unit.kind);
    let stay = position_score(state, unit, start, objectives, threat);
    let mut all: Vec<Choice> = Vec::new();
    let mut offer = |command: Command, score: f32| {
        all.push(Choice {
            command,
            score,
            gain: score - stay,
        });
    };
    let targets: Vec<Pos> = objectives.enemies.clone();
    for reach in reachable(state, unit) {
        if reach.boards.is_some() {
            continue;
        }
        let here = position_score(state, unit, reach.to, objectives, threat);
        let order = |then: Then| Command::Order {
            unit: unit.id,
            path: reach.path.clone(),
            then,
        };
        offer(order(Then::Wait), here);
        if let Some(score) = capture_score(state, unit, reach.to) {
            offer(order(Then::Capture), here + score);
        }
        if card.firepower.fires() && (!card.is_indirect() || reach.path.is_empty()) {
            for &target in &targets {
                if !combat::in_range(state, unit, reach.to, target) {
                    continue;
                }
                if let Some(score) = attack_score(state, unit, reach.to, target) {
                    offer(order(Then::Attack { target }), here + score);
                }
            }
        }
    }
    // A stable sort keeps the first found of equal scores first, as the baseline chose.
    all.sort_by(|a, b| {
        b.score
            .partial_cmp(&a.score)
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    all
}
