//! What Free Move gives the one command relay (`session::command_relay`): its commands,
//! execute, and a cut back by replaying from the start. A command is played by its own
//! side, whoever else is moving at the same time; the rearrangement's undo is not offered
//! across machines (each side's moves there are final, as in the timed move), since it
//! rewrites the middle of the log.

use crate::app::core::network::NetGame;
use crate::app::games::free_move::game::{FreeMoveCommand, FreeMoveEvent, FreeMoveSession};
use crate::app::games::free_move::undo::UndoRearrangement;
use crate::app::session::command_relay::RelayedGame;
use crate::rules::free_move::{Command, Event, RuleError, Side};
use muster_text::t;

/// Why undo is refused in a network battle.
pub fn no_undo_across_machines() -> String {
    t!("free-move-network-no-undo")
}

impl RelayedGame for FreeMoveSession {
    type Event = Event;
    type Asked = FreeMoveCommand;
    type Shown = FreeMoveEvent;
    type UndoAsked = UndoRearrangement;

    fn asked(message: &FreeMoveCommand) -> &Command {
        &message.0
    }

    fn shown(event: Event) -> FreeMoveEvent {
        FreeMoveEvent(event)
    }

    /// The command's own side (the bell is nobody's: the host's clock rings it).
    fn seat_of(&self, command: &Command) -> Option<usize> {
        command.side().map(Side::index)
    }

    type Refusal = RuleError;

    fn execute(&mut self, command: Command) -> Result<Vec<Event>, RuleError> {
        FreeMoveSession::execute(self, command)
    }

    /// The battle replayed from its start to its first `len` commands (the same seed, so
    /// the same dice).
    fn truncate_to(&mut self, len: usize) -> Result<(), String> {
        if len >= self.commands.len() {
            return Ok(());
        }
        let mut cut = self.restarted();
        for (index, command) in self.commands[..len].iter().enumerate() {
            FreeMoveSession::execute(&mut cut, command.clone()).map_err(|why| {
                t!(
                    "free-move-network-replay-stops",
                    index = index,
                    why = why.to_string()
                )
            })?;
        }
        *self = cut;
        Ok(())
    }

    fn may_ask_undo(&self, _: &NetGame) -> Result<(), String> {
        Err(no_undo_across_machines())
    }

    fn undo_agreed(&mut self) -> Result<(), String> {
        Err(no_undo_across_machines())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::free_move::UnitId;

    fn battle() -> FreeMoveSession {
        let scenario = crate::scenario::load(std::path::Path::new(
            "scenarios/free_move/practice_skirmish.ron",
        ))
        .expect("the practice skirmish loads");
        let crate::scenario::Scenario::FreeMove(scenario) = scenario else {
            panic!("a Free Move scenario");
        };
        FreeMoveSession::open(&scenario, 7).expect("the battle opens")
    }

    #[test]
    fn a_free_move_command_is_played_by_its_own_side_and_the_bell_by_nobody() {
        let game = battle();
        let side = Side::from_index(1);
        assert_eq!(game.seat_of(&Command::Done { side }), Some(1));
        assert_eq!(
            game.seat_of(&Command::CallFireAndCharge {
                unit: UnitId { side, number: 1 }
            }),
            Some(1)
        );
        assert_eq!(game.seat_of(&Command::Bell), None);
    }

    #[test]
    fn a_battle_cut_back_is_the_battle_replayed_to_that_length() {
        let mut game = battle();
        for side in [0, 1] {
            RelayedGame::execute(
                &mut game,
                Command::Done {
                    side: Side::from_index(side),
                },
            )
            .expect("each side is done deploying");
        }
        let mut once = battle();
        RelayedGame::execute(
            &mut once,
            Command::Done {
                side: Side::from_index(0),
            },
        )
        .expect("Done");
        game.truncate_to(1).expect("the cut replays");
        assert_eq!(game.commands, once.commands);
        assert_eq!(
            ron::to_string(&game.state).expect("the state writes"),
            ron::to_string(&once.state).expect("the state writes"),
            "the same battle, stand for stand"
        );
        assert!(
            game.truncate_to(5).is_ok(),
            "a longer length changes nothing"
        );
        assert_eq!(game.commands.len(), 1);
    }
}
