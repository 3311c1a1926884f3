//! The Soldiers Recruit's judgement: how a first-timer at a club plays. It still attacks
//! and defends, but a defender leaves the hexes it should hold to go after the nearest
//! enemy, whatever advances goes forward a few units at a time, and every unit fires on its
//! own at the nearest enemy, whatever the odds. It moves without weighing cover or the
//! enemy's fire and never digs in. Each habit is a choice among the commands the engine
//! accepts (the caller checks each before giving it); the random ones draw from the
//! Recruit's own seeded stream, so the same seed plays the same game.

pub mod chasing;
pub mod lone_fire;
pub mod piecemeal;
#[cfg(test)]
mod tests;

use rand_chacha::ChaCha8Rng;

use super::ai::general::{Judgement, SHIPPED, plan_judging};
use super::ai::goals::goal_for;
use super::command::Command;
use super::state::{Phase, Side, State};

/// Which beginner's habits the Recruit plays with (all of them in the game; the tests turn
/// one off to show what it changes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Habits {
    /// A defender goes after the nearest enemy instead of holding the objective.
    pub chases: bool,
    /// Whatever advances (an attacker, or a defender going after the enemy) moves only
    /// some of its units each turn.
    pub piecemeal: bool,
    /// Each unit fires alone at the nearest enemy hex, whatever the odds.
    pub fires_at_nearest: bool,
}

/// The Recruit as it plays.
pub const BEGINNER: Habits = Habits {
    chases: true,
    piecemeal: true,
    fires_at_nearest: true,
};

/// How the Recruit judges where to move: neither cover nor the enemy's fire, and any odds
/// one unit gives.
const CARELESS: Judgement = Judgement {
    column: 1,
    minds_cover: false,
    ..SHIPPED
};

/// The Recruit's commands for the step under way, in order (the caller checks each with the
/// engine and ends the step after them).
pub fn recruit_plan(
    state: &State,
    side: Side,
    habits: Habits,
    rng: &mut ChaCha8Rng,
) -> Vec<Command> {
    let goal = goal_for(state, side);
    match state.phase {
        Phase::Movement { .. } => {
            let goal = if habits.chases {
                chasing::chasing_goal(state, side, goal)
            } else {
                goal
            };
            let plan = never_digging_in(plan_judging(state, side, &goal, CARELESS));
            if habits.piecemeal {
                piecemeal::piecemeal(&goal, plan, rng)
            } else {
                plan
            }
        }
        Phase::Fire { step, .. } if habits.fires_at_nearest => {
            lone_fire::each_at_the_nearest(state, side, step)
        }
        _ => plan_judging(state, side, &goal, CARELESS),
    }
}

/// The plan without any unit entering an improved position (those leaving still try).
fn never_digging_in(plan: Vec<Command>) -> Vec<Command> {
    plan.into_iter()
        .map(|command| match command {
            Command::DeclareImprovedPositions { leave, .. } => Command::DeclareImprovedPositions {
                enter: Vec::new(),
                leave,
            },
            other => other,
        })
        .collect()
}
