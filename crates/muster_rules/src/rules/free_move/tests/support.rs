//! Helpers shared by the rules tests: an open field, running a command that must be legal,
//! and playing on from the bell to the combat.

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::builder::Battlefield;
use crate::rules::free_move::event::Event;
use crate::rules::free_move::state::{Phase, State};
use crate::rules::free_move::{Command, FreeMove, Side};

/// An empty table where no army breaks until it is wiped out.
pub(super) fn field() -> Battlefield {
    Battlefield::new().scenario(|scenario| scenario.victory.army_breaks_at_percent = 0)
}

/// Execute a command the test expects to be legal.
pub(super) fn run(state: &mut State, dice: &mut Dice, command: Command) -> Vec<Event> {
    match FreeMove::execute(state, command.clone(), dice) {
        Ok(events) => events,
        Err(error) => panic!("{command:?} refused: {error}"),
    }
}

/// The bell, then both sides done with the rearrangement and the missile fire.
pub(super) fn to_combat(state: &mut State, dice: &mut Dice) -> Vec<Event> {
    let mut events = run(state, dice, Command::Bell);
    for phase in [Phase::Rearrangement, Phase::MissileFire] {
        if state.phase == phase {
            for side in Side::BOTH {
                events.extend(run(state, dice, Command::Done { side }));
            }
        }
    }
    events
}
