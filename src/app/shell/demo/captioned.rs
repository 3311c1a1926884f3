//! The turn-based games as the demo's captions read them: each game's event messages, the
//! rule behind an event (its ruleset's `captions::rule_of`) and the game's own log line.

use bevy::prelude::*;

use crate::app::games::movement_game::{MovementEvent, MovementGameSession};
use crate::app::games::skirmish::{SkirmishEvent, SkirmishGame};
use crate::app::games::soldiers::{SoldiersEvent, SoldiersGame};
use crate::rules::{movement_game, skirmish, soldiers};

/// A turn-based game the demo captions: its event messages, and how to name and tell them.
pub(super) trait CaptionedGame: Resource {
    type Event;
    type Message: Message;
    fn event(message: &Self::Message) -> &Self::Event;
    /// The rule behind the event (the ruleset's `captions::rule_of`).
    fn rule_of(event: &Self::Event) -> Option<&'static str>;
    /// The game's own log line for it.
    fn line_of(&self, event: &Self::Event) -> Option<String>;
}

impl CaptionedGame for SoldiersGame {
    type Event = soldiers::event::Event;
    type Message = SoldiersEvent;
    fn event(SoldiersEvent(event): &SoldiersEvent) -> &Self::Event {
        event
    }
    fn rule_of(event: &Self::Event) -> Option<&'static str> {
        soldiers::captions::rule_of(event)
    }
    fn line_of(&self, event: &Self::Event) -> Option<String> {
        soldiers::narrate::narrate(&self.state, event)
    }
}

impl CaptionedGame for SkirmishGame {
    type Event = skirmish::event::Event;
    type Message = SkirmishEvent;
    fn event(SkirmishEvent(event): &SkirmishEvent) -> &Self::Event {
        event
    }
    fn rule_of(event: &Self::Event) -> Option<&'static str> {
        skirmish::captions::rule_of(event)
    }
    fn line_of(&self, event: &Self::Event) -> Option<String> {
        skirmish::narrate::narrate(&self.state, event)
    }
}

impl CaptionedGame for MovementGameSession {
    type Event = movement_game::event::Event;
    type Message = MovementEvent;
    fn event(MovementEvent(event): &MovementEvent) -> &Self::Event {
        event
    }
    fn rule_of(event: &Self::Event) -> Option<&'static str> {
        movement_game::captions::rule_of(event)
    }
    fn line_of(&self, event: &Self::Event) -> Option<String> {
        movement_game::narrate::narrate(&self.state, event)
    }
}
