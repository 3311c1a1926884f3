//! A beginner's defence: it leaves the hexes it should hold to go after the enemy, instead
//! of waiting for it in the objective. It goes after what it can see: an enemy unit
//! concealed from it (rule H) draws nobody out.

use hexx::Hex;

use super::super::ai::fire_choice::enemy_hexes;
use super::super::ai::goals::{Goal, Posture};
use super::super::sight::concealed_from;
use super::super::state::{Side, State};

/// The goal a beginner's defender plays to: the enemy's hexes it can see on the map (to
/// attack, the nearest first) rather than the objective (to hold). An attacker's goal is
/// kept, and so is a defender's while it sees no enemy on the map.
pub fn chasing_goal(state: &State, side: Side, goal: Goal) -> Goal {
    if goal.posture != Posture::Hold {
        return goal;
    }
    let concealed = concealed_from(state, side);
    let enemies: Vec<Hex> = enemy_hexes(state, side)
        .into_iter()
        .filter(|hex| {
            state
                .units_in(*hex)
                .any(|unit| unit.side != side && !concealed.contains(&unit.id))
        })
        .collect();
    if enemies.is_empty() {
        return goal;
    }
    Goal {
        posture: Posture::Attack,
        hexes: enemies,
    }
}
