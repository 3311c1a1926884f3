//! Retiring: a beaten unit goes back its move lengths with its back to the enemy (rule 8).
//!
//! Decisions: the unit retires straight away from the enemy stands it touches (straight
//! back from its facing if it touches none); it stops short of any stand in its path and
//! at the table's edge; it ends facing away from the enemy.

use muster_text::t;
use parry2d::math::Vector;

use super::event::{Event, RetireReason};
use super::geometry::{OVERLAP_TOLERANCE, Pose};
use super::outcome::Outcome;
use super::roster::{Unit, UnitId};
use super::state::State;

/// A small gap left between a retiring stand and whatever stopped it, in inches.
const STOP_SHORT: f32 = 0.1;

/// Where `unit` ends if it retires `moves` move lengths.
pub fn retreat_pose(state: &State, unit: UnitId, moves: u8) -> Option<Pose> {
    let unit = state.unit(unit)?;
    let tray = state.tray();
    // Only stands near the unit can push it, stop it or be landed on (a cheap bound first).
    let distance = f32::from(moves) * unit.unit_type.move_open_inches();
    let reach = distance + 2.0 * tray.half_extents().length() + 1.0;
    let others: Vec<&Unit> = state
        .units_on_table()
        .filter(|other| {
            other.id != unit.id
                && other.pose.centre().distance_squared(unit.pose.centre()) <= reach * reach
        })
        .collect();
    let away: Vector = others
        .iter()
        .filter(|other| other.id.side != unit.id.side && tray.touching(&unit.pose, &other.pose))
        .map(|enemy| unit.pose.centre() - enemy.pose.centre())
        .fold(Vector::ZERO, |sum, offset| sum + offset.normalize_or_zero());
    let direction = if away.length() > 1e-3 {
        away.normalize()
    } else {
        -unit.pose.front()
    };
    let facing = direction
        .x
        .atan2(direction.y)
        .to_degrees()
        .rem_euclid(360.0);
    let table = state.table;
    let margin = tray.half_extents().length();
    let place = |facing: f32, travelled: f32| {
        let moved = unit.pose.moved_by(direction * travelled);
        let x = moved.x.clamp(
            margin.min(table.width / 2.0),
            (table.width - margin).max(table.width / 2.0),
        );
        let y = moved.y.clamp(
            margin.min(table.depth / 2.0),
            (table.depth - margin).max(table.depth / 2.0),
        );
        Pose::new(x, y, facing)
    };
    let free = |pose: &Pose| {
        others
            .iter()
            .all(|other| tray.penetration(pose, &other.pose) <= OVERLAP_TOLERANCE / 2.0)
    };
    // Turning its back may be impossible in a crowd: then it goes back facing as it was.
    let facing = if free(&place(facing, 0.0)) {
        facing
    } else {
        unit.pose.facing
    };
    // Stop short of the first stand in the way (friend or enemy).
    let start = Pose::new(unit.pose.x, unit.pose.y, facing);
    let full = start.moved_by(direction * distance);
    let first_hit = others
        .iter()
        .filter_map(|other| tray.first_touch(&start, &full, &other.pose))
        .fold(1.0f32, f32::min);
    let mut travelled = if first_hit < 1.0 {
        (distance * first_hit - STOP_SHORT).max(0.0)
    } else {
        distance
    };
    // The table's edge can push a stand sideways into another: back off until clear.
    if !free(&place(facing, travelled)) {
        let (mut clear, mut blocked) = (0.0, travelled);
        for _ in 0..16 {
            let middle = (clear + blocked) / 2.0;
            if free(&place(facing, middle)) {
                clear = middle;
            } else {
                blocked = middle;
            }
        }
        travelled = clear;
    }
    let end = place(facing, travelled);
    if !free(&end) {
        return Some(unit.pose);
    }
    Some(end)
}

/// Retire a unit `moves` move lengths: it leaves its melee and its square is broken.
pub fn retire(out: &mut Outcome, unit: UnitId, moves: u8, reason: RetireReason) {
    let Some(from) = out
        .state()
        .unit(unit)
        .filter(|u| u.on_table())
        .map(|u| u.pose)
    else {
        return;
    };
    let Some(to) = retreat_pose(out.state(), unit, moves) else {
        return;
    };
    let square = out.state().unit(unit).and_then(|u| u.square);
    out.emit(Event::Retired {
        unit,
        from,
        to,
        moves,
        reason,
    });
    if let Some(square) = square {
        out.break_square(
            square,
            t!(
                "rules-free-move-square-driven-back",
                unit = unit.to_string()
            ),
        );
    }
}
