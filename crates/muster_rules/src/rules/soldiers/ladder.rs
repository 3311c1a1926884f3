//! Soldiers' three levels for a side the general AI plays (the printed solitaire doctrine is
//! a separate opponent, played as printed, never a level). The Veteran is the general AI the
//! game shipped with, unchanged (the baseline). The Recruit plays like a first-timer (its
//! habits are in [`super::recruit`]: a defender leaves the objective to go after the enemy,
//! units go forward a few at a time, each fires alone at the nearest enemy, none digs in).
//! The General looks ahead with rollouts over whole plans for a phase step.
//!
//! Why rollouts over plans: a phase step is dozens of moves and fire combinations, and fire
//! is resolved on a d6 against a CRT, so no tree reaches past one step; but the choices that
//! decide a game are few and whole-turn (push everyone forward or keep a reserve back;
//! gather fire for high odds or spread it), and playing each plan on to the end of the next
//! game-turn with the engine and the baseline shows what it leads to. The play-outs draw
//! their dice from the General's own seeded stream.
//!
//! Since issue 38 the General also makes an operational plan once a game-turn
//! (`ai::operation`: objectives from the victory conditions, groups and routes by the
//! engine's costs, a schedule from the last turn), adds the plan's steps to the candidates
//! (the groups' march, fire opening their next leg, interdiction of the enemy's planned
//! routes, the defender's fall back) and judges every play-out against the schedule.

use std::collections::VecDeque;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::ai::bridge_fire::bridge_fire;
use super::ai::general::{
    FireFocus, Judgement, SHIPPED, WANTED_COLUMN, goal_distance, plan_judging,
};
use super::ai::goals::{Posture, goal_for};
use super::ai::interdiction_choice::interdictions;
use super::ai::operation::defence::hold_and_fall_back;
use super::ai::operation::fire_plan::{interdict_planned_routes, open_the_route};
use super::ai::operation::march::march;
use super::ai::operation::{Operation, schedule_standing};
use super::ai::step_planning::{after, idle_after_fire};
use super::ai::{Ai, Mind, end_of_step};
use super::command::Command;
use super::engine::Soldiers;
use super::recruit::{BEGINNER, recruit_plan};
use super::simulate::losses;
use super::state::{FireStep, Location, Phase, Side, State};
use super::victory::evaluate;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::ladder::{Budget, Level, TurnClock, best_by_rollouts_finishing_by};

/// Game-turns a play-out runs past the current one before it is judged.
const PLAY_OUT_TURNS: u32 = 1;
/// Commands a play-out may run, at most.
const PLAY_OUT_COMMANDS: usize = 3_000;
/// Who would win if the game ended now, against one unit eliminated.
const WINNING: f64 = 6.0;
/// A hex nearer the goal on average, for an attacking side, against one unit eliminated.
const PROGRESS: f64 = 0.25;
/// The share of the moving units the reserve plan keeps back: those furthest from the goal.
const RESERVE_SHARE: usize = 3;

/// The step a plan is made for: (turn, phase, whether the improved positions were declared).
type Step = (u32, Phase, bool);

/// A computer player of any level for one side.
#[derive(Debug, Clone)]
pub struct Computer {
    pub level: Level,
    pub side: Side,
    pub budget: Budget,
    baseline: Ai,
    rng: ChaCha8Rng,
    queue: VecDeque<Command>,
    planned_for: Option<Step>,
    /// The General's operational plan, made once a game-turn.
    operation: Option<Operation>,
}

impl Computer {
    /// A player of `level` for `side`; `seed` starts its own stream (the General's
    /// look-ahead, the Recruit's random habits).
    pub fn new(side: Side, level: Level, seed: u64) -> Self {
        Computer {
            level,
            side,
            budget: Budget::default(),
            baseline: Ai::new(side, Mind::Veteran),
            rng: ChaCha8Rng::seed_from_u64(seed),
            queue: VecDeque::new(),
            planned_for: None,
            operation: None,
        }
    }

    /// The player of a side's `mind`: the printed doctrine as printed, the general AI at its
    /// level.
    pub fn playing(side: Side, mind: Mind, seed: u64) -> Self {
        let mut computer = Computer::new(side, mind.level().unwrap_or(Level::Veteran), seed);
        if mind == Mind::RussianDoctrine {
            computer.baseline = Ai::new(side, mind);
        }
        computer
    }

    /// The same player with another thinking budget.
    pub fn with_budget(mut self, budget: Budget) -> Self {
        self.budget = budget;
        self
    }

    /// The next command, or `None` when it is not this side's turn to act; always one the
    /// engine accepts.
    pub fn next_command(&mut self, state: &State) -> Option<Command> {
        if self.level == Level::Veteran || matches!(state.phase, Phase::Deployment { .. }) {
            return self.baseline.next_command(state);
        }
        if state.acting_side() != Some(self.side) {
            return None;
        }
        let step = (
            state.turn,
            state.phase,
            state.record.improved_positions_declared,
        );
        if self.planned_for != Some(step) {
            self.planned_for = Some(step);
            self.queue = match self.level {
                Level::Recruit => recruit_plan(state, self.side, BEGINNER, &mut self.rng),
                _ => self.general_plan(state),
            }
            .into();
        }
        while let Some(command) = self.queue.pop_front() {
            if Soldiers::check(state, &command).is_ok() {
                return Some(command);
            }
        }
        end_of_step(state)
    }

    fn general_plan(&mut self, state: &State) -> Vec<Command> {
        let side = self.side;
        if self
            .operation
            .as_ref()
            .is_none_or(|operation| operation.made_in != state.turn)
        {
            self.operation = Some(Operation::make(state, side));
        }
        let operation = self.operation.as_ref();
        let plans = planned_candidates(state, side, operation);
        // At most five steps of a side's game-turn: its movement and four fire steps, so a
        // game-turn's thinking stays within the budget.
        let deadline = TurnClock::start(self.budget.per_turn).deadline(5);
        let best = best_by_rollouts_finishing_by(
            &plans,
            self.budget.rollouts,
            deadline,
            &mut self.rng,
            |plan, seed| play_out(state, plan, side, seed, operation),
        );
        plans[best.unwrap_or(0)].clone()
    }
}

/// The plans the General weighs for a step, its doctrine's first (the fallback):
/// - movement: the baseline's; when attacking, one keeping a reserve back for
///   exploitation; when attacking or leaving the map, an all-out advance that weighs
///   neither cover nor the enemy's fire, for an objective that must be reached in time;
/// - fire: fire gathered to 3-1 on the objective (the baseline's), to 2-1 or to 4-1 (the
///   odds that work against dug-in defenders), suppressing fire on the enemy hexes that
///   cover the advance (when attacking), artillery on a bridge the enemy's victory needs
///   (at odds with a real chance) before the rest fires, and, at the start of its own fire
///   step, interdiction of the enemy's routes by the units the baseline's fire leaves idle.
pub fn general_candidates(state: &State, side: Side) -> Vec<Vec<Command>> {
    let goal = goal_for(state, side);
    let mut plans = Vec::new();
    match state.phase {
        Phase::Movement { .. } => {
            let baseline = plan_judging(state, side, &goal, SHIPPED);
            let reserve = (goal.posture == Posture::Attack)
                .then(|| keep_a_reserve(state, &baseline, |hex| goal_distance(&goal, hex)));
            plans.push(baseline);
            plans.extend(reserve);
            if goal.posture != Posture::Hold {
                let all_out = Judgement {
                    minds_cover: false,
                    ..SHIPPED
                };
                plans.push(plan_judging(state, side, &goal, all_out));
            }
        }
        Phase::Fire { mover, step } => {
            let fire = |judgement: Judgement| plan_judging(state, side, &goal, judgement);
            let shipped = fire(SHIPPED);
            let interdicting = step == FireStep::MoverFires
                && mover == side
                && state.record.attacked.is_empty()
                && !state.interdictions.iter().any(|placed| placed.side == side);
            let interdiction = if interdicting {
                interdiction_plan(state, side, &shipped)
            } else {
                Vec::new()
            };
            let bridges = bridge_fire(state, side);
            let on_bridges = (!bridges.is_empty()).then(|| {
                let mut plan = bridges.clone();
                plan.extend(plan_judging(&after(state, &bridges), side, &goal, SHIPPED));
                plan
            });
            plans.push(shipped);
            for column in [WANTED_COLUMN - 1, WANTED_COLUMN + 1] {
                plans.push(fire(Judgement { column, ..SHIPPED }));
            }
            if goal.posture != Posture::Hold {
                plans.push(fire(Judgement {
                    focus: FireFocus::Threats,
                    ..SHIPPED
                }));
            }
            plans.extend(on_bridges);
            if !interdiction.is_empty() {
                plans.push(interdiction);
            }
        }
        _ => plans.push(plan_judging(state, side, &goal, SHIPPED)),
    }
    plans.dedup();
    plans
}

/// The General's candidates: [`general_candidates`], then the operational plan's own
/// steps (when it has one): the groups' march on the objectives and the defender's fall
/// back to its next line in a movement step; fire opening the groups' next legs and
/// interdiction of the enemy's planned routes in a fire step.
pub fn planned_candidates(
    state: &State,
    side: Side,
    operation: Option<&Operation>,
) -> Vec<Vec<Command>> {
    let mut plans = general_candidates(state, side);
    let Some(operation) = operation else {
        return plans;
    };
    let mut more = Vec::new();
    match state.phase {
        Phase::Movement { .. } => {
            if !operation.ours.is_empty() {
                more.push(march(state, operation));
            }
            if operation.holds() {
                more.push(hold_and_fall_back(state, operation));
            }
        }
        Phase::Fire { mover, step } => {
            if matches!(step, FireStep::MoverFires | FireStep::OtherFires) {
                if !operation.ours.is_empty() {
                    more.push(open_the_route(state, operation));
                }
                let interdicting = step == FireStep::MoverFires
                    && mover == side
                    && state.record.attacked.is_empty()
                    && !state.interdictions.iter().any(|placed| placed.side == side);
                if interdicting && !operation.theirs.is_empty() {
                    let shipped = plan_judging(state, side, &goal_for(state, side), SHIPPED);
                    more.push(interdict_planned_routes(state, side, operation, &shipped));
                }
            }
        }
        _ => {}
    }
    // The plan's steps right after the doctrine's first (the fallback), so that a step
    // whose time runs out in its first round of play-outs has weighed them.
    let mut at = 1.min(plans.len());
    for plan in more {
        if !plan.is_empty() && !plans.contains(&plan) {
            plans.insert(at, plan);
            at += 1;
        }
    }
    plans
}

/// Interdiction by the units `fire_plan` leaves idle, placed first, then the baseline's
/// fire planned again for the units left.
fn interdiction_plan(state: &State, side: Side, fire_plan: &[Command]) -> Vec<Command> {
    let idle = idle_after_fire(state, side, fire_plan);
    let mut plan = interdictions(state, side, &idle);
    if !plan.is_empty() {
        let placed = after(state, &plan);
        plan.extend(plan_judging(&placed, side, &goal_for(state, side), SHIPPED));
    }
    plan
}

/// The movement plan less the moves of the third of its moving units furthest from the
/// goal: a reserve kept back to exploit what the first wave wins.
fn keep_a_reserve(
    state: &State,
    plan: &[Command],
    distance: impl Fn(hexx::Hex) -> i32,
) -> Vec<Command> {
    let mut movers: Vec<(i32, u32)> = plan
        .iter()
        .filter_map(|command| match command {
            Command::Move { unit, .. } => {
                let hex = state.unit(*unit)?.hex()?;
                Some((distance(hex), unit.0))
            }
            _ => None,
        })
        .collect();
    movers.sort_by_key(|(far, id)| (std::cmp::Reverse(*far), *id));
    let held: Vec<u32> = movers
        .iter()
        .take(movers.len() / RESERVE_SHARE)
        .map(|(_, id)| *id)
        .collect();
    plan.iter()
        .filter(|command| !matches!(command, Command::Move { unit, .. } if held.contains(&unit.0)))
        .cloned()
        .collect()
}

/// Give `plan` (skipping what the engine refuses), end the step, then play on with the
/// baseline on both sides to the end of the next game-turn, on dice from `seed`.
fn play_out(
    state: &State,
    plan: &[Command],
    side: Side,
    seed: u64,
    operation: Option<&Operation>,
) -> f64 {
    let mut game = state.clone();
    let mut dice = Dice::seeded(seed);
    for command in plan {
        if Soldiers::check(&game, command).is_ok() {
            let _ = Soldiers::execute(&mut game, command.clone(), &mut dice);
        }
    }
    if let Some(end) = end_of_step(&game)
        && game.acting_side() == Some(side)
    {
        let _ = Soldiers::execute(&mut game, end, &mut dice);
    }
    let mut sides = [
        Ai::new(Side(0), Mind::Veteran),
        Ai::new(Side(1), Mind::Veteran),
    ];
    let stop_after = state.turn + PLAY_OUT_TURNS;
    for _ in 0..PLAY_OUT_COMMANDS {
        if game.phase == Phase::Over || game.turn > stop_after {
            break;
        }
        let Some(acting) = game.acting_side() else {
            break;
        };
        let Some(next) = sides[acting.index()].next_command(&game) else {
            break;
        };
        if Soldiers::execute(&mut game, next, &mut dice).is_err() {
            break;
        }
    }
    match operation {
        Some(operation) => judge_against_schedule(&game, side, operation),
        None => judge(&game, side),
    }
}

/// How well `side` stands, the schedule weighed: who would win were the game to end now,
/// the units each side has lost, and how each side's groups stand against their
/// schedules (units short of arriving in time, movement phases still to go), in place of
/// the mean distance in hexes.
pub fn judge_against_schedule(state: &State, side: Side, operation: &Operation) -> f64 {
    outcome_and_losses(state, side) + schedule_standing(state, operation, side)
}

/// How well `side` stands: who would win were the game to end now, the units each side
/// has lost, and how far each attacking side still has to go to its goal.
pub fn judge(state: &State, side: Side) -> f64 {
    let progress = PROGRESS * (still_to_go(state, side.other()) - still_to_go(state, side));
    outcome_and_losses(state, side) + progress
}

/// What both judgements share: who would win were the game to end now, and the units
/// each side has lost (the enemy's count for `side`, its own against).
fn outcome_and_losses(state: &State, side: Side) -> f64 {
    let winning = match evaluate(state).0 {
        Some(winner) if winner == side => WINNING,
        Some(_) => -WINNING,
        None => 0.0,
    };
    let lost = losses(state);
    let (own, enemy) = (lost[side.index()], lost[1 - side.index()]);
    winning + enemy as f64 - own as f64
}

/// The mean distance in hexes from an attacking side's units to its goal (a unit that
/// has left the map through it counts as there); nothing for a side that holds.
fn still_to_go(state: &State, side: Side) -> f64 {
    let goal = goal_for(state, side);
    if goal.posture == Posture::Hold {
        return 0.0;
    }
    let distances: Vec<i32> = state
        .units
        .iter()
        .filter(|unit| unit.side == side)
        .filter_map(|unit| match unit.location {
            Location::OnMap(hex) => Some(goal_distance(&goal, hex)),
            Location::Exited { .. } => Some(0),
            _ => None,
        })
        .collect();
    if distances.is_empty() {
        return 0.0;
    }
    distances.iter().sum::<i32>() as f64 / distances.len() as f64
}
