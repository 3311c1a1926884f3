//! Measured movement: one step at most the move length, contact freezing, squares,
//! rearrangement and bonus moves.
//!
//! Decisions: a step is measured at the stand's centre and may turn the tray freely (the
//! text is silent on wheeling); a stand is *on a road* for a step that starts and ends on
//! the road; a square moves half the open move of its own infantry type; a stand that
//! touches an enemy stops at the touch, whatever was left of its step.

use super::error::RuleError;
use super::event::Event;
use super::geometry::Pose;
use super::outcome::Outcome;
use super::roster::{Formation, Unit, UnitId};
use super::state::{Phase, State};

/// Numerical slack on a measured step, in inches.
const MEASURE_SLACK: f32 = 1e-3;
/// How far forward a rearrangement step may drift and still count as sideways, in inches.
const SIDEWAYS_SLACK: f32 = 0.05;

/// What a legal step does: where the stand ends and whom it touches there.
#[derive(Debug, Clone, PartialEq)]
pub struct StepPlan {
    pub to: Pose,
    pub measured: f32,
    pub limit: f32,
    pub contacts: Vec<UnitId>,
}

/// The longest single measure for a step from `from` to `to`.
pub fn move_limit(state: &State, unit: &Unit, from: &Pose, to: &Pose) -> f32 {
    let open = unit.unit_type.move_open_inches();
    if state.in_formed_square(unit) {
        return open / 2.0;
    }
    let terrain = state.terrain();
    let on_road = terrain.on_road(from) && terrain.on_road(to);
    if unit.formation == Formation::Column || on_road {
        unit.unit_type.move_column_inches()
    } else {
        open
    }
}

fn live_unit(state: &State, id: UnitId) -> Result<&Unit, RuleError> {
    let unit = state.unit(id).ok_or(RuleError::NoSuchUnit(id))?;
    if !unit.on_table() {
        return Err(RuleError::WipedOut(id));
    }
    Ok(unit)
}

/// Whether any enemy missile unit that may shoot has this stand within its range.
pub fn in_enemy_missile_range(state: &State, unit: &Unit) -> bool {
    let tray = state.tray();
    state.army(unit.id.side.enemy()).any(|enemy| {
        enemy.morale.may_shoot()
            && enemy
                .unit_type
                .missile()
                .is_some_and(|missile| tray.within(&enemy.pose, &unit.pose, missile.range_inches()))
    })
}

/// Check a step and work out where it ends.
pub fn plan_step(state: &State, id: UnitId, to: Pose) -> Result<StepPlan, RuleError> {
    let unit = live_unit(state, id)?;
    if !(to.x.is_finite() && to.y.is_finite() && to.facing.is_finite()) {
        return Err(RuleError::BadPose(id));
    }
    let to = Pose::new(to.x, to.y, to.facing.rem_euclid(360.0));
    match state.phase {
        Phase::TimedMove => {
            if unit.melee.is_some() {
                return Err(RuleError::InMelee(id));
            }
            if !unit.morale.may_move() {
                return Err(RuleError::Retiring(id));
            }
        }
        Phase::Rearrangement => {
            if unit.melee.is_some() {
                return Err(RuleError::InMelee(id));
            }
            if !unit.morale.may_move() {
                return Err(RuleError::Retiring(id));
            }
            if in_enemy_missile_range(state, unit) {
                return Err(RuleError::InMissileRange(id));
            }
            let forward = (to.centre() - unit.pose.centre()).dot(unit.pose.front());
            if forward > SIDEWAYS_SLACK || unit.steps_this_move > 0 {
                return Err(RuleError::ForwardInRearrangement(id));
            }
        }
        Phase::BonusMoves => {
            if !state.bonus_moves.contains(&id) {
                return Err(RuleError::NoBonusMove(id));
            }
            // A winner that a bonus move has since caught in a new melee is frozen there.
            if unit.melee.is_some() {
                return Err(RuleError::InMelee(id));
            }
        }
        phase => return Err(RuleError::WrongPhase(phase)),
    }
    let from = unit.pose;
    let terrain = state.terrain();
    let tray = state.tray();
    if state.in_formed_square(unit) && from.distance_to(&to) > MEASURE_SLACK {
        if terrain.on_hill(&from) {
            return Err(RuleError::SquareOnHill(id));
        }
        if terrain.climbs(&from, &to) {
            return Err(RuleError::SquareUphill(id));
        }
        if terrain.crosses_broken_terrain(&tray, &from, &to) {
            return Err(RuleError::SquareThroughBrokenGround(id));
        }
    }
    let limit = move_limit(state, unit, &from, &to);
    let asked = from.distance_to(&to);
    if asked > limit + MEASURE_SLACK {
        return Err(RuleError::TooFar {
            unit: id,
            asked,
            limit,
        });
    }
    // Only the stands near the line swept can be met, overlapped or touched: one pass over
    // the table finds them, the exact queries run on those few.
    let near: Vec<&Unit> = state
        .units_on_table()
        .filter(|other| other.id != id && tray.near_sweep(&from, &to, &other.pose))
        .collect();
    let enemies: Vec<&Unit> = near
        .iter()
        .copied()
        .filter(|other| other.id.side != unit.id.side)
        .collect();
    // The stand stops where it first touches an enemy.
    let first_touch = enemies
        .iter()
        .filter_map(|enemy| tray.first_touch(&from, &to, &enemy.pose))
        .fold(1.0f32, f32::min);
    let end = if first_touch < 1.0 {
        let along = to.centre() - from.centre();
        Pose::new(
            from.x + along.x * first_touch,
            from.y + along.y * first_touch,
            to.facing,
        )
    } else {
        to
    };
    let half = tray.half_extents();
    let corners_on_table = tray.corners(&end).iter().all(|corner| {
        (-MEASURE_SLACK..=state.table.width + MEASURE_SLACK).contains(&corner.x)
            && (-MEASURE_SLACK..=state.table.depth + MEASURE_SLACK).contains(&corner.y)
    });
    if !corners_on_table && half.x > 0.0 {
        return Err(RuleError::OffTable(id));
    }
    if let Some(friend) = near
        .iter()
        .find(|friend| friend.id.side == unit.id.side && tray.overlapping(&end, &friend.pose))
    {
        return Err(RuleError::FriendlyOverlap {
            unit: id,
            other: friend.id,
        });
    }
    if let Some(enemy) = enemies
        .iter()
        .find(|enemy| tray.overlapping(&end, &enemy.pose))
    {
        return Err(RuleError::EnemyOverlap {
            unit: id,
            other: enemy.id,
        });
    }
    let contacts: Vec<UnitId> = enemies
        .iter()
        .filter(|enemy| tray.touching(&end, &enemy.pose))
        .map(|enemy| enemy.id)
        .collect();
    if !contacts.is_empty() && !unit.morale.may_advance() {
        return Err(RuleError::MayNotAdvance(id));
    }
    if !contacts.is_empty() && state.phase == Phase::Rearrangement {
        return Err(RuleError::ContactInRearrangement(id));
    }
    Ok(StepPlan {
        to: end,
        measured: from.distance_to(&end),
        limit,
        contacts,
    })
}

/// Make a checked step: the move, then contact with every enemy it touches.
pub fn step(out: &mut Outcome, id: UnitId, to: Pose) -> Result<(), RuleError> {
    let plan = plan_step(out.state(), id, to)?;
    let from = out
        .state()
        .unit(id)
        .map(|unit| unit.pose)
        .ok_or(RuleError::NoSuchUnit(id))?;
    let bonus = out.state().phase == Phase::BonusMoves;
    out.emit(Event::Stepped {
        unit: id,
        from,
        to: plan.to,
        measured: plan.measured,
        limit: plan.limit,
    });
    if bonus {
        out.emit(Event::BonusMoveUsed { unit: id });
    }
    for struck in plan.contacts {
        super::melee_contact::contact(out, id, struck);
    }
    Ok(())
}
