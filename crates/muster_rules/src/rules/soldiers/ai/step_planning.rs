//! Planning the rest of a phase step after its first commands: the state they leave, the
//! units a fire plan leaves idle, and the step finished as the Veteran would (used by the
//! General's doctrine and its operational plan).

use super::super::command::Command;
use super::super::engine::Soldiers;
use super::super::state::{Side, State, UnitId};
use super::general::{SHIPPED, plan_judging};
use super::goals::goal_for;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// The state after `commands` (those the engine accepts), for planning what follows them:
/// any dice they need are a fixed stream's, as the plan does not know the real rolls.
pub fn after(state: &State, commands: &[Command]) -> State {
    let mut game = state.clone();
    let mut dice = Dice::seeded(0);
    for command in commands {
        if Soldiers::check(&game, command).is_ok() {
            let _ = Soldiers::execute(&mut game, command.clone(), &mut dice);
        }
    }
    game
}

/// `side`'s units on the map that no fire command of `fire_plan` uses.
pub fn idle_after_fire(state: &State, side: Side, fire_plan: &[Command]) -> Vec<UnitId> {
    let firing: Vec<UnitId> = fire_plan
        .iter()
        .flat_map(|command| match command {
            Command::Fire { firers, .. } => firers.clone(),
            _ => Vec::new(),
        })
        .collect();
    state
        .units
        .iter()
        .filter(|unit| unit.side == side && unit.on_map() && !firing.contains(&unit.id))
        .map(|unit| unit.id)
        .collect()
}

/// `commands` followed by the rest of the step as the Veteran plans it from where they
/// leave the game.
pub fn finished_as_the_veteran(
    state: &State,
    side: Side,
    mut commands: Vec<Command>,
) -> Vec<Command> {
    let rest = plan_judging(
        &after(state, &commands),
        side,
        &goal_for(state, side),
        SHIPPED,
    );
    commands.extend(rest);
    commands
}
