//! The AI after the bell: the rearrangement (it leaves its lines as they are), missile
//! targets (the general and the veteran finish weakened units and prefer cavalry; a
//! recruit shoots the nearest), pull-outs from first-move melees it is losing, and bonus
//! moves into fights it favours. Each command is legal when given in order; the last is
//! the side's Done.

use super::judgement::{facing_along, odds};
use super::{Level, RealTimeAi, phase_search, rules_odds};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::command::Command;
use crate::rules::free_move::engine::FreeMove;
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::missile::check_shoot;
use crate::rules::free_move::roster::{MeleeId, Points, Unit, UnitId};
use crate::rules::free_move::state::{Phase, State};

/// The fraction of the enemy's points in a melee below which a side pulls out.
const PULL_OUT_BELOW: f32 = 0.7;

pub fn phase_commands(ai: &mut RealTimeAi, state: &State) -> Vec<Command> {
    if matches!(state.phase, Phase::TimedMove | Phase::GameOver) {
        return Vec::new();
    }
    let mut choices = level_choices(ai, state);
    if ai.searches {
        choices = phase_search::choose(ai, state, choices);
    }
    let mut scratch = state.clone();
    let mut commands = Vec::new();
    let mut issue = |scratch: &mut State, command: Command| {
        let mut dice = Dice::seeded(0);
        if FreeMove::execute(scratch, command.clone(), &mut dice).is_ok() {
            commands.push(command);
        }
    };
    for command in choices {
        issue(&mut scratch, command);
    }
    issue(&mut scratch, Command::Done { side: ai.side });
    commands
}

/// The phase's commands (before the Done) as the level's judgement picks them.
pub fn level_choices(ai: &RealTimeAi, state: &State) -> Vec<Command> {
    match state.phase {
        Phase::TimedMove | Phase::GameOver | Phase::Deployment | Phase::Rearrangement => Vec::new(),
        Phase::MissileFire => targets(ai, state)
            .into_iter()
            .map(|(shooter, target)| Command::Shoot { shooter, target })
            .collect(),
        Phase::PullOut => losing_melees(ai, state)
            .into_iter()
            .map(|melee| Command::PullOut {
                side: ai.side,
                melee,
            })
            .collect(),
        Phase::BonusMoves => bonus_moves(ai, state),
    }
}

/// Each missile unit's target: any legal one, chosen by the level's judgement.
fn targets(ai: &RealTimeAi, state: &State) -> Vec<(UnitId, UnitId)> {
    state
        .army(ai.side)
        .filter(|unit| unit.unit_type.missile().is_some())
        .filter_map(|shooter| {
            state
                .army(ai.side.enemy())
                .filter(|target| check_shoot(state, shooter.id, target.id).is_ok())
                .max_by(|a, b| {
                    target_value(ai, shooter, a).total_cmp(&target_value(ai, shooter, b))
                })
                .map(|target| (shooter.id, target.id))
        })
        .collect()
}

/// How much a shot at `target` is worth to the shooter's side.
fn target_value(ai: &RealTimeAi, shooter: &Unit, target: &Unit) -> f32 {
    let distance = shooter.pose.distance_to(&target.pose);
    if !ai.level.reads_the_field() {
        return -distance;
    }
    let weakened = 1.0 - target.points.share_of(target.starting_points);
    let cavalry = if target.unit_type.is_cavalry() {
        0.5
    } else {
        0.0
    };
    weakened * 2.0 + cavalry + target.starting_points.0 as f32 / 8.0 - distance / 100.0
}

/// The first-move melees this side is losing badly enough to pull out of.
fn losing_melees(ai: &RealTimeAi, state: &State) -> Vec<MeleeId> {
    if !ai.level.reads_the_field() {
        // A recruit fights on.
        return Vec::new();
    }
    if ai.level == Level::General && ai.parts.pull_out {
        return rules_odds::melees_to_pull_out_of(state, ai.side);
    }
    state
        .melees
        .iter()
        .filter(|melee| melee.rounds_fought == 1)
        .filter(|melee| {
            let points = |side| -> Points {
                melee
                    .units
                    .iter()
                    .filter(|id| id.side == side)
                    .filter_map(|id| state.unit(*id))
                    .map(|unit| unit.points)
                    .sum()
            };
            let (ours, theirs) = (points(ai.side), points(ai.side.enemy()));
            ours > Points::ZERO && (ours.0 as f32) < PULL_OUT_BELOW * theirs.0 as f32
        })
        .map(|melee| melee.id)
        .collect()
}

/// Bonus moves into contact with an enemy the unit is favoured against.
fn bonus_moves(ai: &RealTimeAi, state: &State) -> Vec<Command> {
    state
        .bonus_moves
        .iter()
        .filter(|id| id.side == ai.side)
        .filter_map(|id| state.unit(*id))
        .filter_map(|unit| {
            let enemy = state
                .army(ai.side.enemy())
                .filter(|enemy| odds(state, ai.level, unit, enemy) >= ai.posture.charge_odds)
                .filter(|enemy| {
                    state.tray().edge_distance(&unit.pose, &enemy.pose)
                        < unit.unit_type.move_open_inches()
                })
                .min_by(|a, b| {
                    a.pose
                        .distance_to(&unit.pose)
                        .total_cmp(&b.pose.distance_to(&unit.pose))
                })?;
            Some(step_into(state, unit, enemy))
        })
        .collect()
}

/// A bonus move that takes `unit` straight into contact with `enemy`.
pub fn step_into(state: &State, unit: &Unit, enemy: &Unit) -> Command {
    let towards = (enemy.pose.centre() - unit.pose.centre()).normalize_or_zero();
    let gap = state.tray().edge_distance(&unit.pose, &enemy.pose);
    let to = unit.pose.moved_by(towards * (gap + 0.5));
    Command::Step {
        unit: unit.id,
        to: Pose::new(to.x, to.y, facing_along(towards)),
    }
}
