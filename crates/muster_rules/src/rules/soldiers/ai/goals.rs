//! What an AI side is trying to do in a scenario: attack towards hexes, hold them, or
//! get units off the map through them. Read from the scenario's victory conditions.

use hexx::Hex;

use super::super::state::{Side, State};
use super::super::victory;

/// How a side plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Posture {
    /// Advance on the goal hexes and take them.
    Attack,
    /// Stay on and around the goal hexes, dig in, shoot.
    Hold,
    /// Reach the goal hexes (map-edge hexes) and leave the map.
    Exit,
}

/// A side's goal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Goal {
    pub posture: Posture,
    pub hexes: Vec<Hex>,
}

/// The goal of `side` in this game: what the scenario's victory conditions ask of it, or
/// (when they ask nothing of it) to hold what the enemy attacks; with no hexes at all,
/// close with the enemy.
pub fn goal_for(state: &State, side: Side) -> Goal {
    if let Some((posture, hexes)) = victory::ai_goal(state, side)
        && !hexes.is_empty()
    {
        return Goal { posture, hexes };
    }
    let enemies: Vec<Hex> = state
        .units
        .iter()
        .filter(|unit| unit.side != side)
        .filter_map(|unit| unit.hex())
        .collect();
    Goal {
        posture: Posture::Attack,
        hexes: enemies,
    }
}
