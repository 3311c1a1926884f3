//! A beginner's defence: it leaves the hexes it should hold to go after the enemy, instead
//! of waiting for it in the objective. (Like the General's play-outs, it reads the enemy's
//! units where the engine holds them, concealed or not.)

use hexx::Hex;

use super::super::ai::fire_choice::enemy_hexes;
use super::super::ai::goals::{Goal, Posture};
use super::super::state::{Side, State};

/// The goal a beginner's defender plays to: the enemy's hexes on the map (to attack, the
/// nearest first) rather than the objective (to hold). An attacker's goal is kept, and so
/// is a defender's while no enemy is on the map.
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
