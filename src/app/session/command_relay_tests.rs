//! The relay's log on the host with a toy game whose one command refuses to be written: the
//! log stops before it and says so once, instead of sending an empty command.

use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{Adopted, RelayedGame, record_log};
use crate::app::core::network::{NetGame, NetLog};
use crate::app::core::screens::Screen;
use crate::app::core::ui::notices::Notices;
use crate::app::session::command_log::CommandLog;
use crate::app::session::replay::ReplayableGame;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// A toy game's command: `Unsendable` fails to serialize.
#[derive(Debug, Clone, PartialEq, Deserialize)]
enum ToyCommand {
    Fine,
    Unsendable,
}

impl Serialize for ToyCommand {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            ToyCommand::Fine => serializer.serialize_unit_variant("ToyCommand", 0, "Fine"),
            ToyCommand::Unsendable => Err(serde::ser::Error::custom("this command has no words")),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
struct ToyEvent;

impl From<&ToyEvent> for &'static str {
    fn from(_: &ToyEvent) -> Self {
        "ToyEvent"
    }
}

#[derive(Message, Debug, Clone)]
struct ToyMessage;

/// A toy engine: every command is legal and counted; nothing is rolled.
struct ToyEngine;

impl RulesEngine for ToyEngine {
    type State = usize;
    type Command = ToyCommand;
    type Event = ToyEvent;
    type Error = String;

    fn check(_: &usize, _: &ToyCommand) -> Result<(), String> {
        Ok(())
    }

    fn execute(state: &mut usize, _: ToyCommand, _: &mut Dice) -> Result<Vec<ToyEvent>, String> {
        Self::apply(state, &ToyEvent);
        Ok(vec![ToyEvent])
    }

    fn apply(state: &mut usize, _: &ToyEvent) {
        *state += 1;
    }
}

/// A game that is only its command log.
#[derive(Resource, Debug, Clone)]
struct Toy {
    log: CommandLog<ToyEngine>,
}

impl Toy {
    fn with(commands: Vec<ToyCommand>) -> Self {
        let mut log = CommandLog::new(0, Dice::seeded(1));
        for command in commands {
            log.execute(command)
                .expect("every command of this game is legal");
        }
        Toy { log }
    }
}

impl ReplayableGame for Toy {
    type Engine = ToyEngine;
    const SCREEN: Screen = Screen::Title;

    fn command_log(&self) -> &CommandLog<ToyEngine> {
        &self.log
    }

    fn restarted(&self) -> Self {
        Toy::with(Vec::new())
    }

    fn replay_step(&mut self, command: ToyCommand) -> Result<(), String> {
        self.log.execute(command).map(|_| ())
    }

    fn whereabouts(&self) -> String {
        format!("{} commands", self.log.commands.len())
    }
}

impl RelayedGame for Toy {
    type Event = ToyEvent;
    type Asked = ToyMessage;
    type Shown = ToyMessage;
    type UndoAsked = ToyMessage;
    type Refusal = String;

    fn asked(_: &ToyMessage) -> &ToyCommand {
        &ToyCommand::Fine
    }

    fn shown(_: ToyEvent) -> ToyMessage {
        ToyMessage
    }

    fn seat_of(&self, _: &ToyCommand) -> Option<usize> {
        Some(0)
    }

    fn execute(&mut self, command: ToyCommand) -> Result<Vec<ToyEvent>, String> {
        self.log.execute(command)
    }

    fn truncate_to(&mut self, len: usize) -> Result<(), String> {
        self.log
            .truncate(len)
            .map_err(|refused| refused.to_string())
    }

    fn may_ask_undo(&self, _: &NetGame) -> Result<(), String> {
        Ok(())
    }

    fn undo_agreed(&mut self) -> Result<(), String> {
        self.log.undo().map_err(|refused| refused.to_string())
    }
}

/// A host's world with `commands` played in an adopted toy game.
fn host_with(commands: Vec<ToyCommand>) -> World {
    let mut world = World::new();
    world.insert_resource(Toy::with(commands));
    world.insert_resource(Adopted::<Toy>::of(1));
    world.init_resource::<NetLog>();
    world.init_resource::<Notices>();
    world
}

fn notices(world: &World) -> Vec<String> {
    world
        .resource::<Notices>()
        .all()
        .iter()
        .map(|notice| notice.text.clone())
        .collect()
}

#[test]
fn a_command_that_does_not_encode_stops_the_log_before_it_and_is_reported_once() {
    let mut world = host_with(vec![
        ToyCommand::Fine,
        ToyCommand::Unsendable,
        ToyCommand::Fine,
    ]);
    // One system, run frame after frame, as the app runs it.
    let record = world.register_system(record_log::<Toy>);
    for _ in 0..3 {
        world.run_system(record).expect("runs");
    }
    assert_eq!(
        world.resource::<NetLog>().0,
        ["Fine"],
        "nothing empty is sent"
    );
    assert_eq!(
        notices(&world),
        [
            "Command 1 cannot be sent to the other machines: a ToyCommand could not be encoded: this command has no words"
        ],
        "said once, naming the command and why"
    );
}

#[test]
fn commands_that_encode_all_join_the_log_in_order() {
    let mut world = host_with(vec![ToyCommand::Fine, ToyCommand::Fine]);
    world.run_system_once(record_log::<Toy>).expect("runs");
    assert_eq!(world.resource::<NetLog>().0, ["Fine", "Fine"]);
    assert!(notices(&world).is_empty());
}
