//! The AI's hand during the timed move: which stand to move next and where. Charges come
//! first when the odds favour them; stands an enemy could overrun step back out of its
//! reach; missile troops keep their distance inside their range; the rest advance to just
//! outside the enemy's reach, ready to charge on the next measure. Before the countdown the
//! veteran and the general form squares against cavalry and call Fire and Charge.

use rand::Rng;
use rand::seq::SliceRandom;

use super::judgement::{facing_along, nearest_enemy, odds, threat};
use super::reinforcement::reinforcement;
use super::rules_odds::melee_chance;
use super::{RealTimeAi, plans};
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::command::Command;
use crate::rules::free_move::engine::FreeMove;
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::movement::move_limit;
use crate::rules::free_move::roster::{Unit, UnitId};
use crate::rules::free_move::state::State;
use crate::rules::free_move::unit_type::UnitType;

/// Inches inside its range a missile unit stands off its target.
const STAND_OFF: f32 = 0.8;
/// Inches of margin outside an enemy's reach when closing up.
const MARGIN: f32 = 1.5;

/// A move the hand could make, with how much it matters.
struct Intent {
    unit: UnitId,
    to: Pose,
    urgency: f32,
}

/// A call to make before the countdown (squares against cavalry, Fire and Charge), one at
/// a time; `None` when there is nothing (more) to call.
pub fn preparation(ai: &mut RealTimeAi, state: &State) -> Option<Command> {
    if !ai.level.reads_the_field() {
        return None;
    }
    square_against_cavalry(ai, state).or_else(|| fire_and_charge(ai, state))
}

/// Infantry of this side that enemy cavalry could reach within two measures, formed into a
/// square if the engine accepts them as one.
fn square_against_cavalry(ai: &RealTimeAi, state: &State) -> Option<Command> {
    let cavalry: Vec<&Unit> = state
        .army(ai.side.enemy())
        .filter(|enemy| enemy.unit_type.is_cavalry() && enemy.melee.is_none())
        .collect();
    let threatened = |unit: &&Unit| {
        cavalry.iter().any(|horse| {
            horse.pose.distance_to(&unit.pose) <= 2.0 * horse.unit_type.move_open_inches()
        })
    };
    let infantry: Vec<&Unit> = state
        .army(ai.side)
        .filter(|unit| !unit.unit_type.is_cavalry() && unit.square.is_none())
        .filter(|unit| unit.melee.is_none())
        .filter(threatened)
        .collect();
    // Each threatened stand with its neighbours close by: the largest group the engine
    // accepts as a square.
    for anchor in &infantry {
        let mut group: Vec<UnitId> = infantry
            .iter()
            .filter(|other| other.pose.distance_to(&anchor.pose) <= 3.0)
            .map(|other| other.id)
            .collect();
        while group.len() >= 2 {
            let command = Command::AnnounceSquare {
                units: group.clone(),
            };
            if FreeMove::check(state, &command).is_ok() {
                return Some(command);
            }
            group.pop();
        }
    }
    None
}

/// Heavy infantry about to charge call Fire and Charge first (rule 9).
fn fire_and_charge(ai: &RealTimeAi, state: &State) -> Option<Command> {
    state
        .army(ai.side)
        .filter(|unit| unit.unit_type == UnitType::HeavyInfantry && !unit.fire_and_charge)
        .filter(|unit| {
            nearest_enemy(state, unit).is_some_and(|enemy| {
                state.tray().edge_distance(&unit.pose, &enemy.pose)
                    <= 2.0 * unit.unit_type.move_open_inches()
                    && odds(state, ai.level, unit, enemy) >= ai.posture.charge_odds
            })
        })
        .map(|unit| Command::CallFireAndCharge { unit: unit.id })
        .find(|command| FreeMove::check(state, command).is_ok())
}

/// The next measure for the hand: the command and how far the stand travels.
pub fn next_measure(ai: &mut RealTimeAi, state: &State) -> Option<(Command, f32)> {
    let mut movable: Vec<&Unit> = state
        .army(ai.side)
        .filter(|unit| unit.melee.is_none() && unit.morale.may_move())
        // A reserve stays out of the move, but for going up behind a friend in a melee.
        .filter(|unit| !ai.held_back.contains(&unit.id) || reinforcement(state, unit).is_some())
        .collect();
    if !ai.level.reads_the_field() {
        // A recruit fixes on a few stands at a time, not the whole line.
        movable.shuffle(&mut ai.rng);
    }
    movable.truncate(ai.posture.attention);
    let mut intents: Vec<Intent> = movable
        .into_iter()
        .filter_map(|unit| intent(ai, state, unit))
        .collect();
    // A little hesitation in who moves first, more for a recruit.
    let noise = if ai.level.reads_the_field() {
        0.05
    } else {
        0.5
    };
    for intent in &mut intents {
        intent.urgency += ai.rng.random_range(0.0..noise);
    }
    intents.sort_by(|a, b| b.urgency.total_cmp(&a.urgency));
    intents
        .iter()
        .find_map(|intent| legal_measure(state, intent))
}

/// The step toward `intent` the engine accepts (the whole way, or part of it) and how far
/// the stand travels; `None` if it accepts none.
fn legal_measure(state: &State, intent: &Intent) -> Option<(Command, f32)> {
    let unit = state.unit(intent.unit)?;
    [1.0, 0.6, 0.3].into_iter().find_map(|fraction| {
        let to = part_way(&unit.pose, &intent.to, fraction);
        let command = Command::Step {
            unit: intent.unit,
            to,
        };
        FreeMove::check(state, &command)
            .is_ok()
            .then(|| (command, unit.pose.distance_to(&to)))
    })
}

/// `fraction` of the way from `from` to `to`, facing as `to` does.
fn part_way(from: &Pose, to: &Pose, fraction: f32) -> Pose {
    Pose::new(
        from.x + (to.x - from.x) * fraction,
        from.y + (to.y - from.y) * fraction,
        to.facing,
    )
}

/// Where `unit` wants to go this measure, and how urgently.
fn intent(ai: &RealTimeAi, state: &State, unit: &Unit) -> Option<Intent> {
    let enemy = nearest_enemy(state, unit)?;
    let towards = (enemy.pose.centre() - unit.pose.centre()).normalize_or_zero();
    let facing = facing_along(towards);
    let probe = unit.pose.moved_by(towards);
    let reach = move_limit(state, unit, &unit.pose, &probe);
    let gap = state.tray().edge_distance(&unit.pose, &enemy.pose);
    let step = |distance: f32, facing: f32, urgency: f32| {
        let to = unit.pose.moved_by(towards * distance);
        (distance.abs() > 0.3).then(|| Intent {
            unit: unit.id,
            to: Pose::new(to.x, to.y, facing),
            urgency,
        })
    };
    let charge_odds = odds(state, ai.level, unit, enemy);
    let (odds_needed, hold_back) = plans::stance(&ai.posture, unit);
    let seek_chance = plans::seek_chance(&ai.posture, unit);
    // Whether it seeks this melee: by the rules' odds when its plan says so, else by the
    // level's reading of the field.
    let seeks = match seek_chance {
        Some(least) => melee_chance(state, unit, enemy) >= least,
        None => charge_odds >= odds_needed,
    };
    let missile = unit.unit_type.missile();
    // Out of reach of what would beat it (the veteran and the general watch for it).
    if ai.level.reads_the_field()
        && let Some((danger, danger_odds)) = threat(state, ai.level, unit)
        && (missile.is_some()
            || match seek_chance {
                Some(_) => melee_chance(state, danger, unit) >= plans::REFUSE_FROM,
                None => danger_odds >= ai.posture.flee_odds,
            })
        && !seeks
    {
        let away = (unit.pose.centre() - danger.pose.centre()).normalize_or_zero();
        let to = unit.pose.moved_by(away * reach);
        return Some(Intent {
            unit: unit.id,
            to: Pose::new(to.x, to.y, facing_along(-away)),
            urgency: 3.0 + danger_odds,
        });
    }
    // Up behind a friend frozen in a melee's second move: two ranks count there.
    if ai.level.reads_the_field()
        && missile.is_none()
        && let Some(spot) = reinforcement(state, unit)
    {
        let along = (spot.centre() - unit.pose.centre()).normalize_or_zero();
        let distance = unit.pose.distance_to(&spot);
        let to = if distance <= reach {
            spot
        } else {
            let partway = unit.pose.moved_by(along * reach);
            Pose::new(partway.x, partway.y, facing_along(along))
        };
        return Some(Intent {
            unit: unit.id,
            to,
            urgency: 4.0,
        });
    }
    if let Some(missile) = missile
        && !ai.failings.skirmishers_charge
    {
        let wanted = missile.range_inches() * STAND_OFF;
        return step((gap - wanted).min(reach), facing, 1.0);
    }
    if unit.morale.may_advance() && seeks {
        if gap <= reach {
            // Into contact: aim a little past the touch; the engine freezes both there.
            return step(gap + 0.5, facing, 5.0 + charge_odds);
        }
        return step(reach, facing, 2.0);
    }
    // Close up to just outside the enemy's reach, facing it.
    let their_reach = enemy.unit_type.move_open_inches() + MARGIN + hold_back;
    step((gap - their_reach).min(reach), facing, 1.0)
}
