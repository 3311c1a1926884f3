//! Retiring: a beaten unit goes back its move lengths with its back to the enemy (rule 8).
//!
//! Decisions: the unit retires straight away from the enemy stands it touches (straight
//! back from its facing if it touches none); it stops short of any stand in its path and
//! at the table's edge; it ends facing away from the enemy.

use parry2d::math::Vector;

use super::event::{Event, RetireReason};
use super::geometry::Pose;
use super::outcome::Outcome;
use super::roster::UnitId;
use super::state::State;

/// A small gap left between a retiring stand and whatever stopped it, in inches.
const STOP_SHORT: f32 = 0.1;

/// Where `unit` ends if it retires `moves` move lengths.
pub fn retreat_pose(state: &State, unit: UnitId, moves: u8) -> Option<Pose> {
    let unit = state.unit(unit)?;
    let tray = state.tray();
    let away: Vector = state
        .army(unit.id.side.enemy())
        .filter(|enemy| tray.touching(&unit.pose, &enemy.pose))
        .map(|enemy| unit.pose.centre() - enemy.pose.centre())
        .fold(Vector::ZERO, |sum, offset| sum + offset.normalize_or_zero());
    let direction = if away.length() > 1e-3 {
        away.normalize()
    } else {
        -unit.pose.front()
    };
    let distance = f32::from(moves) * unit.unit_type.move_open_inches();
    let facing = direction
        .x
        .atan2(direction.y)
        .to_degrees()
        .rem_euclid(360.0);
    let start = Pose::new(unit.pose.x, unit.pose.y, facing);
    let mut end = start.moved_by(direction * distance);
    // Stop short of the first stand in the way (friend or enemy), but not of those it
    // already touches.
    let first_hit = state
        .units_on_table()
        .filter(|other| other.id != unit.id && !tray.touching(&unit.pose, &other.pose))
        .filter_map(|other| tray.first_touch(&start, &end, &other.pose))
        .fold(1.0f32, f32::min);
    if first_hit < 1.0 {
        let travelled = (distance * first_hit - STOP_SHORT).max(0.0);
        end = start.moved_by(direction * travelled);
    }
    let half = tray.half_extents().length();
    end.x = end.x.clamp(
        half.min(state.table.width / 2.0),
        (state.table.width - half).max(state.table.width / 2.0),
    );
    end.y = end.y.clamp(
        half.min(state.table.depth / 2.0),
        (state.table.depth - half).max(state.table.depth / 2.0),
    );
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
        out.break_square(square, format!("{unit} was driven back"));
    }
}
