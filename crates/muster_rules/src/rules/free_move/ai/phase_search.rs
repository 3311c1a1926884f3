//! The General's search after the bell: in missile fire, pull-outs and bonus moves it
//! weighs the level's own choice against its neighbours (one shooter's target changed,
//! one melee's pull-out turned the other way, one bonus move taken elsewhere or not at all)
//! by playing each out with the engine to the end of the move's combat, its dice from the
//! General's own stream, and gives the commands whose play-outs score best.

use std::time::Instant;

use super::RealTimeAi;
use super::after_bell::step_into;
use super::play_out::play_on;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::command::Command;
use crate::rules::free_move::engine::FreeMove;
use crate::rules::free_move::missile::check_shoot;
use crate::rules::free_move::roster::UnitId;
use crate::rules::free_move::state::{Phase, State};
use crate::rules::ladder::best_by_rollouts_finishing_by;

/// The share of a timed move's budget one phase's search may take.
const PHASE_SHARE: u32 = 10;
/// Candidates weighed in a phase, at most (the level's own choice and its first
/// neighbours): more would leave too few play-outs for each within the budget.
const PHASE_CANDIDATES: usize = 6;
/// Play-outs of each candidate, at most, for every one a timed move's search makes: a
/// phase's play-out is only the rest of the move's combat, far shorter.
pub const PHASE_ROLLOUT_FACTOR: u32 = 3;

/// The commands (before the Done) the General gives this phase: `level_choice`, unless a
/// neighbour of it plays out better.
pub fn choose(ai: &mut RealTimeAi, state: &State, level_choice: Vec<Command>) -> Vec<Command> {
    let candidates = neighbours(ai, state, &level_choice);
    if candidates.len() <= 1 {
        return level_choice;
    }
    let started = Instant::now();
    let deadline = started + ai.budget.per_turn / PHASE_SHARE;
    let template = ai.clone();
    let best = best_by_rollouts_finishing_by(
        &candidates,
        ai.budget.rollouts * PHASE_ROLLOUT_FACTOR,
        deadline,
        &mut ai.search_rng,
        |commands, seed| play_out_phase(state, &template, commands, seed),
    );
    ai.add_thinking(started.elapsed());
    best.map_or(level_choice, |index| candidates[index].clone())
}

/// Give `commands` and the Done in a copy of `state`, then play on to the end of the move.
pub fn play_out_phase(state: &State, me: &RealTimeAi, commands: &[Command], seed: u64) -> f64 {
    let mut state = state.clone();
    let mut dice = Dice::seeded(seed ^ 0xD1CE);
    for command in commands
        .iter()
        .cloned()
        .chain([Command::Done { side: me.side }])
    {
        // A candidate's later command may be refused after an earlier one: it is skipped,
        // as the level's own commands are.
        let _ = FreeMove::execute(&mut state, command, &mut dice);
    }
    let last_move = state.move_number;
    play_on(state, me, seed, last_move)
}

/// The level's choice first, then each choice that differs from it in one decision.
pub fn neighbours(ai: &RealTimeAi, state: &State, level_choice: &[Command]) -> Vec<Vec<Command>> {
    let mut candidates = vec![level_choice.to_vec()];
    match state.phase {
        Phase::MissileFire => other_targets(ai, state, level_choice, &mut candidates),
        Phase::PullOut => other_pull_outs(ai, state, level_choice, &mut candidates),
        Phase::BonusMoves => other_bonus_moves(ai, state, level_choice, &mut candidates),
        _ => {}
    }
    candidates.truncate(PHASE_CANDIDATES);
    candidates
}

/// One shooter's volley at another target it may shoot at.
fn other_targets(
    ai: &RealTimeAi,
    state: &State,
    level_choice: &[Command],
    candidates: &mut Vec<Vec<Command>>,
) {
    for (index, command) in level_choice.iter().enumerate() {
        let Command::Shoot { shooter, target } = command else {
            continue;
        };
        for other in state.army(ai.side.enemy()) {
            if other.id != *target && check_shoot(state, *shooter, other.id).is_ok() {
                let mut choice = level_choice.to_vec();
                choice[index] = Command::Shoot {
                    shooter: *shooter,
                    target: other.id,
                };
                candidates.push(choice);
            }
        }
    }
}

/// One first-move melee of this side's pulled out of, or stayed in, against the level's
/// choice.
fn other_pull_outs(
    ai: &RealTimeAi,
    state: &State,
    level_choice: &[Command],
    candidates: &mut Vec<Vec<Command>>,
) {
    let ours = state
        .melees
        .iter()
        .filter(|melee| melee.rounds_fought == 1)
        .filter(|melee| melee.units.iter().any(|unit| unit.side == ai.side));
    for melee in ours {
        let pull_out = Command::PullOut {
            side: ai.side,
            melee: melee.id,
        };
        let mut choice: Vec<Command> = level_choice
            .iter()
            .filter(|command| **command != pull_out)
            .cloned()
            .collect();
        if choice.len() == level_choice.len() {
            choice.push(pull_out);
        }
        candidates.push(choice);
    }
}

/// One stand's bonus move into another enemy it can reach, or not taken.
fn other_bonus_moves(
    ai: &RealTimeAi,
    state: &State,
    level_choice: &[Command],
    candidates: &mut Vec<Vec<Command>>,
) {
    let moving = |command: &Command| match command {
        Command::Step { unit, .. } => Some(*unit),
        _ => None,
    };
    let ours: Vec<UnitId> = state
        .bonus_moves
        .iter()
        .copied()
        .filter(|id| id.side == ai.side)
        .collect();
    for id in ours {
        let Some(unit) = state.unit(id) else {
            continue;
        };
        let without: Vec<Command> = level_choice
            .iter()
            .filter(|command| moving(command) != Some(id))
            .cloned()
            .collect();
        if without.len() != level_choice.len() {
            candidates.push(without.clone());
        }
        for enemy in state.army(ai.side.enemy()) {
            if state.tray().edge_distance(&unit.pose, &enemy.pose)
                >= unit.unit_type.move_open_inches()
            {
                continue;
            }
            let step = step_into(state, unit, enemy);
            if level_choice.contains(&step) || FreeMove::check(state, &step).is_err() {
                continue;
            }
            let mut choice = without.clone();
            choice.push(step);
            candidates.push(choice);
        }
    }
}
