//! A learner for the tests: plays each walkthrough with the real engine, taking at every turn
//! a legal command that completes the current step when one exists and the computer's
//! choice otherwise, with the computer at every other seat; then plays the finale out.
//! It proves each step can be done, in order, from the walkthrough's own start.

use super::file::Walkthrough;
use super::progress::{Progress, event_kind};

/// One ruleset's game as the solver drives it.
pub trait Table {
    type Command: Clone + std::fmt::Debug;
    /// The seat to act, or `None` when the game is over.
    fn acting(&self) -> Option<usize>;
    /// Legal commands for the seat to act (a sample is enough).
    fn options(&mut self) -> Vec<Self::Command>;
    /// The computer's command for the seat to act.
    fn computer(&mut self) -> Self::Command;
    /// Execute a command: the kinds of its events, or the engine's reason for refusing.
    fn execute(&mut self, command: Self::Command) -> Result<Vec<String>, String>;
    /// The same game, to try a command on.
    fn fork(&self) -> Self;
}

/// The kinds of `events`, as the steps name them.
pub fn kinds<E: std::fmt::Debug>(events: &[E]) -> Vec<String> {
    events.iter().map(event_kind).collect()
}

/// How the solver's game went.
#[derive(Debug, Default)]
pub struct Solved {
    /// Commands played before each step was done.
    pub commands_at_step: Vec<usize>,
    pub commands: usize,
    /// Whether the finale reached the game's end.
    pub finale_ended: bool,
}

/// Play `walkthrough` on `table` for at most `limit` commands.
pub fn solve<T: Table>(
    walkthrough: &Walkthrough,
    mut table: T,
    limit: usize,
) -> Result<Solved, String> {
    let mut progress = Progress::default();
    let mut solved = Solved::default();
    while solved.commands < limit {
        let Some(seat) = table.acting() else {
            solved.finale_ended = true;
            break;
        };
        let learner = seat == walkthrough.learner;
        let command = if learner && !progress.finished(walkthrough) {
            let options = table.options();
            options
                .into_iter()
                .find(|option| {
                    let mut trial = table.fork();
                    trial.execute(option.clone()).is_ok_and(|kinds| {
                        progress
                            .clone()
                            .observe(walkthrough, true, &kinds)
                            .is_some()
                    })
                })
                .unwrap_or_else(|| table.computer())
        } else {
            table.computer()
        };
        let kinds = table
            .execute(command.clone())
            .map_err(|why| format!("command {}: {command:?} refused: {why}", solved.commands))?;
        solved.commands += 1;
        if progress.observe(walkthrough, learner, &kinds).is_some() {
            solved.commands_at_step.push(solved.commands);
        }
    }
    if !progress.finished(walkthrough) {
        return Err(format!(
            "step {} ({:?}) was never done in {} commands",
            progress.step + 1,
            walkthrough.steps[progress.step].title,
            solved.commands
        ));
    }
    Ok(solved)
}
