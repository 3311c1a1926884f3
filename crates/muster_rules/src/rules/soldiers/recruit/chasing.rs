//! A beginner's defence: it leaves the hexes it should hold to go after the enemy it sees
//! coming, instead of waiting for it in the objective.

use hexx::Hex;

use super::super::ai::fire_choice::enemy_hexes;
use super::super::ai::goals::{Goal, Posture};
use super::super::state::{Side, State};

/// The goal a beginner's defender plays to: the enemy hexes (to attack) rather than the
/// objective (to hold). An attacker's goal is kept.
pub fn chasing_goal(state: &State, side: Side, goal: Goal) -> Goal {
    if goal.posture != Posture::Hold {
        return goal;
    }
    let enemies: Vec<Hex> = enemy_hexes(state, side);
    if enemies.is_empty() {
        return goal;
    }
    Goal {
        posture: Posture::Attack,
        hexes: enemies,
    }
}
