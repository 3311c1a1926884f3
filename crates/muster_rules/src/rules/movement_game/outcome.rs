//! Collects the events of one command, applying each as it is emitted so that later rules
//! code sees the state as it now is.

use super::apply::apply;
use super::event::Event;
use super::state::State;

/// The events of one command so far.
pub struct Outcome<'a> {
    state: &'a mut State,
    pub events: Vec<Event>,
}

impl<'a> Outcome<'a> {
    pub fn new(state: &'a mut State) -> Self {
        Outcome {
            state,
            events: Vec::new(),
        }
    }

    /// The state with every event so far applied.
    pub fn state(&self) -> &State {
        self.state
    }

    /// Apply an event and keep it.
    pub fn emit(&mut self, event: Event) {
        apply(self.state, &event);
        self.events.push(event);
    }
}
