//! Fire on bridges (the General's doctrine): where the enemy's victory conditions need a
//! bridge, artillery aims at the bridge itself (Artillery case D), for a bridge destroyed
//! is an objective the enemy can never take; only at odds that give it a real chance, since
//! the guns fire at nothing else that step.

use hexx::Hex;

use super::super::command::Command;
use super::super::crt::CombatResult;
use super::super::fire::{FirePlan, check_fire};
use super::super::map::col_row;
use super::super::state::{Aim, Side, State, UnitId};
use super::goals::{Posture, goal_for};

/// The standing bridges the enemy's goal names (it must take, hold or cross them) that
/// `side` does not need itself and has no unit in: the bridges worth destroying.
pub fn bridges_worth_destroying(state: &State, side: Side) -> Vec<Hex> {
    let enemy = goal_for(state, side.other());
    if enemy.posture == Posture::Hold {
        return Vec::new();
    }
    let own = goal_for(state, side);
    let mut bridges: Vec<Hex> = enemy
        .hexes
        .iter()
        .copied()
        .filter(|hex| state.tables.map.is_bridge(*hex) && !state.destroyed_bridges.contains(hex))
        .filter(|hex| own.posture == Posture::Hold || !own.hexes.contains(hex))
        .filter(|hex| state.units_in(*hex).all(|unit| unit.side != side))
        .collect();
    bridges.sort_by_key(|hex| col_row(*hex));
    bridges.dedup();
    bridges
}

/// The least chance of an "e" (the bridge destroyed) worth the guns' fire for a step.
pub const WORTH_A_STEP: f64 = 1.0 / 3.0;

/// The chance that an attack destroys what it aims at: the die faces that, with the
/// attack's modifier, read "e" on the CRT.
pub fn chance_of_elimination(state: &State, plan: &FirePlan) -> f64 {
    let faces = (1..=6)
        .filter(|face| {
            let die = (face + plan.modifier).clamp(1, 6) as u8;
            state.tables.crt.result(plan.attack, plan.defense, die) == CombatResult::E
        })
        .count();
    faces as f64 / 6.0
}

/// Every artillery unit of `side` that may aim at each bridge worth destroying does, all
/// together on one bridge at a time, where together they have at least [`WORTH_A_STEP`]
/// of a chance to destroy it; a unit fires once.
pub fn bridge_fire(state: &State, side: Side) -> Vec<Command> {
    let mut used: Vec<UnitId> = Vec::new();
    let mut commands = Vec::new();
    for bridge in bridges_worth_destroying(state, side) {
        let firers: Vec<UnitId> = state
            .units
            .iter()
            .filter(|unit| unit.side == side && unit.is_artillery() && !used.contains(&unit.id))
            .map(|unit| unit.id)
            .filter(|id| check_fire(state, side, bridge, &[*id], Aim::Bridge).is_ok())
            .collect();
        let Ok(plan) = check_fire(state, side, bridge, &firers, Aim::Bridge) else {
            continue;
        };
        if chance_of_elimination(state, &plan) < WORTH_A_STEP {
            continue;
        }
        used.extend(firers.iter().copied());
        commands.push(Command::Fire {
            target: bridge,
            firers,
            aim: Aim::Bridge,
        });
    }
    commands
}
