//! A learner for the tests: plays a grid ruleset's walkthrough with the real engine, taking
//! at every turn a legal command that completes the current step when one exists and the
//! computer's choice otherwise, with the computer at every other seat; then plays the finale
//! out. It proves each step can be done, in order, from the walkthrough's own start.

use std::fmt::Debug;

use super::file::Walkthrough;
use super::progress::{EventName, Progress, event_kind};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// A game of engine `E`: its state and dice.
pub struct Game<E: RulesEngine> {
    pub state: E::State,
    pub dice: Dice,
}

impl<E: RulesEngine> Game<E>
where
    E::State: Clone,
    E::Event: Debug + EventName,
{
    /// Execute a command: the kinds of its events, or the engine's reason for refusing.
    fn execute(&mut self, command: E::Command) -> Result<Vec<String>, String> {
        E::execute(&mut self.state, command, &mut self.dice)
            .map(|events| kinds(&events))
            .map_err(|error| error.to_string())
    }

    /// The same game, to try a command on.
    fn fork(&self) -> Self {
        Game {
            state: self.state.clone(),
            dice: self.dice.clone(),
        }
    }
}

/// Who plays: the seat to act, the learner's options and the computer's choices.
pub trait Players<E: RulesEngine> {
    /// The seat to act, or `None` when the game is over.
    fn acting(&self, state: &E::State) -> Option<usize>;
    /// Legal commands for the seat to act (a sample is enough).
    fn options(&mut self, state: &E::State) -> Vec<E::Command>;
    /// The computer's command for the seat to act.
    fn computer(&mut self, state: &E::State) -> E::Command;
}

/// The kinds of `events`, as the steps name them.
pub fn kinds<E: EventName>(events: &[E]) -> Vec<String> {
    events.iter().map(event_kind).collect()
}

/// How the solver's game went.
#[derive(Debug, Default)]
pub struct Solved {
    /// Commands played when each step was done.
    pub commands_at_step: Vec<usize>,
    pub commands: usize,
    /// Whether the finale reached the game's end.
    pub finale_ended: bool,
}

/// Play `walkthrough` on `game` for at most `limit` commands.
pub fn solve<E: RulesEngine>(
    walkthrough: &Walkthrough,
    mut game: Game<E>,
    players: &mut impl Players<E>,
    limit: usize,
) -> Result<Solved, String>
where
    E::State: Clone,
    E::Event: Debug + EventName,
    E::Command: Clone + Debug,
{
    let mut progress = Progress::default();
    let mut solved = Solved::default();
    while solved.commands < limit {
        let Some(seat) = players.acting(&game.state) else {
            solved.finale_ended = true;
            break;
        };
        let learner = seat == walkthrough.learner;
        let command = if learner && !progress.finished(walkthrough) {
            players
                .options(&game.state)
                .into_iter()
                .find(|option| {
                    game.fork().execute(option.clone()).is_ok_and(|kinds| {
                        progress
                            .clone()
                            .observe(walkthrough, true, &kinds)
                            .is_some()
                    })
                })
                .unwrap_or_else(|| players.computer(&game.state))
        } else {
            players.computer(&game.state)
        };
        let kinds = game
            .execute(command.clone())
            .map_err(|why| format!("command {}: {command:?} refused: {why}", solved.commands))?;
        solved.commands += 1;
        let before = progress.step;
        progress.observe(walkthrough, learner, &kinds);
        for _ in before..progress.step {
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
