//! The relay's log on the host with a toy game whose one command refuses to be written: the
//! log stops before it and says so once, instead of sending an empty command.

use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{Adopted, RelayedGame, record_log};
use crate::app::core::network::{NetGame, NetLog};
use crate::app::core::screens::Screen;
use crate::app::core::ui::notices::Notices;
use crate::app::session::replay::ReplayableGame;

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

/// A game that is only its commands.
#[derive(Resource, Debug, Clone, Default)]
struct Toy {
    commands: Vec<ToyCommand>,
}

impl ReplayableGame for Toy {
    type Command = ToyCommand;
    type Position = ();
    const SCREEN: Screen = Screen::SquareBoard;

    fn commands(&self) -> &[ToyCommand] {
        &self.commands
    }

    fn restarted(&self) -> Self {
        Toy::default()
    }

    fn replay_step(&mut self, command: ToyCommand) -> Result<(), String> {
        self.commands.push(command);
        Ok(())
    }

    fn position(&self) -> &() {
        &()
    }

    fn whereabouts(&self) -> String {
        format!("{} commands", self.commands.len())
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
        self.commands.push(command);
        Ok(vec![ToyEvent])
    }

    fn truncate_to(&mut self, len: usize) -> Result<(), String> {
        self.commands.truncate(len);
        Ok(())
    }

    fn may_ask_undo(&self, _: &NetGame) -> Result<(), String> {
        Ok(())
    }

    fn undo_agreed(&mut self) -> Result<(), String> {
        self.commands.pop();
        Ok(())
    }
}

/// A host's world with `commands` played in an adopted toy game.
fn host_with(commands: Vec<ToyCommand>) -> World {
    let mut world = World::new();
    world.insert_resource(Toy { commands });
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
