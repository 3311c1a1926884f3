//! Following a walkthrough: which step is next, what the last command taught (allowed, and
//! the rule that allowed it; or refused, and the engine's reason).
//!
//! Decisions (each tested):
//! * one command may complete several steps in a row (a move-and-capture order does "move
//!   a unit" and "start a capture"); the feedback names each step and its rule, so the
//!   learner is never asked to do again what they just did and still reads every rule;
//! * a step already done earlier in the game is done as soon as it is reached: by the
//!   learner's own commands for a learner's step (a capture finished while still learning
//!   to buy counts), by anyone's for a step any seat may complete (a melee the computer
//!   started while the learner was learning to shoot was still seen), because a real game
//!   does not wait for the walkthrough's order.

use std::collections::BTreeSet;
use std::fmt::Debug;

use super::file::Walkthrough;

/// What the learner's last command taught.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Feedback {
    /// A step was done: its title and the rule that allowed it.
    Done { step: String, why: String },
    /// The engine refused the command, with its reason.
    Refused(String),
}

/// Where a learner is in a walkthrough.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    /// The step to do next; the steps are over when it is past the last.
    pub step: usize,
    pub feedback: Option<Feedback>,
    /// Steps skipped rather than done.
    pub skipped: usize,
    /// Every event kind seen in this game so far, whoever caused it.
    pub seen: BTreeSet<String>,
    /// Every event kind the learner's own commands have caused so far.
    pub done: BTreeSet<String>,
}

/// An engine event's name: its variant (`Moved`, `BellRang`), as the steps name them, from
/// the `strum::IntoStaticStr` every engine's `Event` derives.
pub trait EventName {
    fn name(&self) -> &'static str;
}

impl<E> EventName for E
where
    for<'a> &'a E: Into<&'static str>,
{
    fn name(&self) -> &'static str {
        self.into()
    }
}

/// The kind of an engine event, as the steps name them: its variant's name.
pub fn event_kind(event: &impl EventName) -> String {
    event.name().to_owned()
}

impl Progress {
    /// Whether every step is behind the learner (the finale: a real game).
    pub fn finished(&self, walkthrough: &Walkthrough) -> bool {
        self.step >= walkthrough.steps.len()
    }

    /// The events of a command the game executed: `by_learner` when the learner gave it.
    /// Returns the last step it completed, if any.
    pub fn observe(
        &mut self,
        walkthrough: &Walkthrough,
        by_learner: bool,
        kinds: &[String],
    ) -> Option<usize> {
        self.seen.extend(kinds.iter().cloned());
        if by_learner {
            self.done.extend(kinds.iter().cloned());
        }
        self.advance(walkthrough)
    }

    /// Complete every step in a row from the current one whose event has happened, the
    /// feedback naming each with its rule. The last step completed, if any.
    fn advance(&mut self, walkthrough: &Walkthrough) -> Option<usize> {
        let mut titles = Vec::new();
        let mut whys = Vec::new();
        while let Some(step) = walkthrough.steps.get(self.step) {
            let happened = if step.anyone { &self.seen } else { &self.done };
            if !step.done_when.iter().any(|kind| happened.contains(kind)) {
                break;
            }
            titles.push(step.title.clone());
            whys.push(step.why.clone());
            self.step += 1;
        }
        if titles.is_empty() {
            return None;
        }
        self.feedback = Some(Feedback::Done {
            step: titles.join("; "),
            why: whys.join("\n"),
        });
        Some(self.step - 1)
    }

    /// The engine refused one of the learner's commands.
    pub fn refused(&mut self, why: impl Into<String>) {
        self.feedback = Some(Feedback::Refused(why.into()));
    }

    /// Leave the current step undone and go to the next.
    pub fn skip(&mut self, walkthrough: &Walkthrough) {
        if !self.finished(walkthrough) {
            self.step += 1;
            self.skipped += 1;
            self.feedback = None;
            self.advance(walkthrough);
        }
    }
}
