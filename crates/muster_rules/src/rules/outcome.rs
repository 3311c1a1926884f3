//! Collects the events of one command, applying each as it is emitted (through the
//! engine's own `apply`) so that later rules code sees the state as it now is. One
//! recorder for all four engines; each names it for its engine in its own `outcome.rs`
//! (Free Move adds its dice and casualty helpers there).

use super::engine::RulesEngine;

/// The events of one command so far, and the state they have changed.
pub struct Outcome<'a, E: RulesEngine> {
    state: &'a mut E::State,
    events: Vec<E::Event>,
}

impl<'a, E: RulesEngine> Outcome<'a, E> {
    pub fn new(state: &'a mut E::State) -> Self {
        Outcome {
            state,
            events: Vec::new(),
        }
    }

    /// The state with every event so far applied.
    pub fn state(&self) -> &E::State {
        self.state
    }

    /// The events so far.
    pub fn events(&self) -> &[E::Event] {
        &self.events
    }

    /// The events, for the caller of `execute`.
    pub fn into_events(self) -> Vec<E::Event> {
        self.events
    }

    /// Apply an event and keep it.
    pub fn emit(&mut self, event: E::Event) {
        E::apply(self.state, &event);
        self.events.push(event);
    }
}
