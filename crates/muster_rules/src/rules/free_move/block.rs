//! Moving a block of stands together, formation kept: the stands of one side standing
//! together (each touching another), moved by one translation, front stands first.
//!
//! The engine moves stands one measured step at a time; a block move is those steps, each
//! checked by the engine in an order where no stand runs into a friend of the block that
//! has not moved yet. How far a hand can push a block is found on the live table (rapier's
//! shape casts, in the app); [`check_block`] is the engine's word on the result.

use parry2d::math::Vector;

use super::command::Command;
use super::engine::FreeMove;
use super::error::RuleError;
use super::geometry::Pose;
use super::movement::move_limit;
use super::roster::UnitId;
use super::state::State;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// The stands of `unit`'s side standing together with it (each touching another), free to
/// move: not in melee. `unit` comes first.
pub fn block_of(state: &State, unit: UnitId) -> Vec<UnitId> {
    let tray = state.tray();
    let free: Vec<_> = state
        .army(unit.side)
        .filter(|other| other.melee.is_none() && other.morale.may_move())
        .collect();
    let mut block = vec![unit];
    let mut index = 0;
    while index < block.len() {
        let Some(current) = state.unit(block[index]) else {
            break;
        };
        for other in &free {
            if !block.contains(&other.id) && tray.touching(&current.pose, &other.pose) {
                block.push(other.id);
            }
        }
        index += 1;
    }
    block
}

/// The block's measure: the shortest move length among its stands for this translation.
pub fn block_limit(state: &State, block: &[UnitId], translation: Vector) -> f32 {
    block
        .iter()
        .filter_map(|id| state.unit(*id))
        .map(|unit| {
            let to = unit.pose.moved_by(translation);
            move_limit(state, unit, &unit.pose, &to)
        })
        .fold(f32::INFINITY, f32::min)
}

/// The steps that move the block by `translation`, front stands (along the move) first.
pub fn block_steps(state: &State, block: &[UnitId], translation: Vector) -> Vec<Command> {
    let mut stands: Vec<(UnitId, Pose)> = block
        .iter()
        .filter_map(|id| state.unit(*id).map(|unit| (*id, unit.pose)))
        .collect();
    stands.sort_by(|a, b| {
        let ahead = |pose: &Pose| pose.centre().dot(translation);
        ahead(&b.1).total_cmp(&ahead(&a.1))
    });
    stands
        .into_iter()
        .map(|(unit, pose)| Command::Step {
            unit,
            to: pose.moved_by(translation),
        })
        .collect()
}

/// Whether the whole block may move by `translation` now: every step legal, in order, and
/// no stand stopped short by an enemy (the block stops as one at the first touch).
pub fn check_block(state: &State, block: &[UnitId], translation: Vector) -> Result<(), RuleError> {
    let mut scratch = state.clone();
    let mut dice = Dice::seeded(0);
    for command in block_steps(state, block, translation) {
        let Command::Step { unit, to } = command else {
            continue;
        };
        FreeMove::execute(&mut scratch, command, &mut dice)?;
        let reached = scratch.unit(unit).map(|moved| moved.pose.distance_to(&to));
        if reached.is_some_and(|gap| gap > 1e-3) {
            return Err(RuleError::InMelee(unit));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::free_move::builder::{Battlefield, blue, red};
    use crate::rules::free_move::{Phase, Side, UnitType};

    fn line_of_three() -> State {
        Battlefield::new()
            .unit(Side::First, 1, UnitType::HeavyInfantry, (10.0, 10.0), 0.0)
            .unit(Side::First, 2, UnitType::HeavyInfantry, (12.0, 10.0), 0.0)
            .unit(Side::First, 3, UnitType::LightInfantry, (14.0, 10.0), 0.0)
            .unit(Side::First, 4, UnitType::HeavyInfantry, (30.0, 10.0), 0.0)
            .unit(
                Side::Second,
                1,
                UnitType::HeavyInfantry,
                (12.0, 14.0),
                180.0,
            )
            .at_phase(Phase::TimedMove)
    }

    #[test]
    fn a_block_is_the_stands_standing_together() {
        let state = line_of_three();
        assert_eq!(block_of(&state, red(2)), vec![red(2), red(1), red(3)]);
        assert_eq!(block_of(&state, red(4)), vec![red(4)]);
    }

    #[test]
    fn a_block_moves_at_its_slowest_stand_s_length_formation_kept() {
        let state = line_of_three();
        let block = block_of(&state, red(1));
        // Sideways, away from the enemy: heavy infantry's 4" bounds the light infantry too.
        assert_eq!(block_limit(&state, &block, Vector::new(-10.0, 0.0)), 4.0);
        let reach = Vector::new(-3.999, 0.0);
        assert_eq!(check_block(&state, &block, reach), Ok(()));
        assert!(
            matches!(
                check_block(&state, &block, Vector::new(-4.1, 0.0)),
                Err(RuleError::TooFar { unit, limit, .. }) if unit == red(1) && limit == 4.0
            ),
            "a step past the slowest stand's length is refused"
        );
        let mut moved = state.clone();
        let mut dice = Dice::seeded(1);
        for command in block_steps(&state, &block, reach) {
            FreeMove::execute(&mut moved, command, &mut dice).expect("each step legal");
        }
        let gap = |a, b| {
            moved
                .unit(a)
                .unwrap()
                .pose
                .centre()
                .distance(moved.unit(b).unwrap().pose.centre())
        };
        assert!(
            (gap(red(1), red(2)) - 2.0).abs() < 1e-3 && (gap(red(2), red(3)) - 2.0).abs() < 1e-3
        );
    }

    #[test]
    fn a_block_stops_as_one_at_the_first_touch_of_an_enemy() {
        let state = line_of_three();
        let block = block_of(&state, red(1));
        // Red 2's front meets blue 1's front after 2.25": the block may go that far and
        // no further, for a block stops as one at the first touch.
        assert_eq!(check_block(&state, &block, Vector::new(0.0, 2.2)), Ok(()));
        // Red 1's corner meets blue 1 as red 2's front does: the first stand stopped short
        // is named.
        assert_eq!(
            check_block(&state, &block, Vector::new(0.0, 3.0)),
            Err(RuleError::InMelee(red(1)))
        );
        assert!(blue(1).side == Side::Second);
    }
}
