//! Rules walkthroughs: for each ruleset a short guided scenario that teaches its rules step
//! by step with the real engine, then ends in a small real game against the computer.
//!
//! A walkthrough is a RON file in `scenarios/walkthroughs/` ([`file`]): the scenario it is
//! played on, the seed, the learner's seat, and its steps. Each step says what to do next
//! and why the rules allow it, and names the engine events that complete it. [`Progress`]
//! follows the steps from the events of the commands the game executes; a command the
//! engine refuses is shown with the engine's own reason. After the last step the game goes
//! on, with the computer at the other seats, to its end: the finale.

pub mod event_kinds;
pub mod file;
pub mod progress;

#[cfg(test)]
mod free_move_solver;
#[cfg(test)]
mod grid_learners;
#[cfg(test)]
mod solver;
#[cfg(test)]
mod tests;

pub use file::{
    LoadedWalkthrough, Step, Walkthrough, load, same_steps, translation_path, walkthrough_path,
};
pub use progress::{EventName, Feedback, Progress, event_kind};
