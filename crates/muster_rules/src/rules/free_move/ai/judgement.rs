//! How the AI weighs a fight: each stand's strength against a given enemy, the odds of a
//! charge, and the threat the enemy poses to a stand. A recruit counts points only; the
//! veteran and the general read the field: flanks and rears, heavy cavalry's shock on light
//! troops, squares against cavalry, defensive terrain, and friends close by.

use parry2d::math::Vector;

use super::Level;
use crate::rules::free_move::geometry::Aspect;
use crate::rules::free_move::roster::Unit;
use crate::rules::free_move::state::State;
use crate::rules::free_move::unit_type::UnitType;

/// Inches within which a friend counts as support.
const SUPPORT_INCHES: f32 = 4.0;

/// `unit`'s fighting strength against `target`, as a player of `level` judges it.
pub fn strength(state: &State, level: Level, unit: &Unit, target: &Unit) -> f32 {
    let mut strength = unit.points.0 as f32;
    if !level.reads_the_field() {
        return strength;
    }
    match state.tray().aspect(&target.pose, &unit.pose) {
        Aspect::Front => {}
        Aspect::Flank => strength *= 1.5,
        Aspect::Rear => strength *= 2.0,
    }
    let light = |kind: UnitType| {
        matches!(
            kind,
            UnitType::LightInfantry | UnitType::Archers | UnitType::LightCavalry
        )
    };
    if unit.unit_type == UnitType::HeavyCavalry && light(target.unit_type) {
        // Shock: heavy cavalry kill one before the melee.
        strength *= 1.5;
    }
    if unit.unit_type.is_cavalry() && state.in_formed_square(target) {
        strength *= 0.3;
    }
    if state.in_defensive_position(target) {
        strength *= 0.7;
    }
    let friends = state
        .army(unit.id.side)
        .filter(|friend| friend.id != unit.id)
        .filter(|friend| friend.pose.distance_to(&unit.pose) <= SUPPORT_INCHES)
        .count();
    strength * (1.0 + 0.1 * friends.min(3) as f32)
}

/// The odds of `unit` against `target`: its strength over the target's against it.
pub fn odds(state: &State, level: Level, unit: &Unit, target: &Unit) -> f32 {
    strength(state, level, unit, target) / strength(state, level, target, unit).max(0.5)
}

/// The most dangerous enemy that could reach `unit` with one measure, and its odds against
/// it (above 1: the enemy is stronger).
pub fn threat<'a>(state: &'a State, level: Level, unit: &Unit) -> Option<(&'a Unit, f32)> {
    state
        .army(unit.id.side.enemy())
        .filter(|enemy| enemy.melee.is_none() && enemy.morale.may_advance())
        .filter(|enemy| {
            // `within` bounds by the trays' circles before the exact query: the same test,
            // far cheaper for the many enemies out of reach.
            state.tray().within(
                &enemy.pose,
                &unit.pose,
                enemy.unit_type.move_open_inches() + 1.0,
            )
        })
        .map(|enemy| (enemy, odds(state, level, enemy, unit)))
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

/// The enemy nearest to `unit` (centre to centre), if any is on the table.
pub fn nearest_enemy<'a>(state: &'a State, unit: &Unit) -> Option<&'a Unit> {
    state.army(unit.id.side.enemy()).min_by(|a, b| {
        a.pose
            .distance_to(&unit.pose)
            .total_cmp(&b.pose.distance_to(&unit.pose))
    })
}

/// The facing, in degrees, of a stand looking along `direction`.
pub fn facing_along(direction: Vector) -> f32 {
    direction
        .x
        .atan2(direction.y)
        .to_degrees()
        .rem_euclid(360.0)
}
