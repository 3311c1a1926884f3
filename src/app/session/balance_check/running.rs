//! The check under way or done: started with a scenario, followed by its progress, cancelled
//! by the player or by leaving the screen, finished when its task hands back the report.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on};
use muster_text::t;

use crate::balance::{BalanceError, BalanceReport, BalanceSettings, check_balance};
use crate::scenario::Scenario;

/// Where the check stands.
#[derive(Debug, Default)]
pub enum CheckState {
    /// Nothing checked yet (or forgotten on leaving the screen).
    #[default]
    Idle,
    /// Games being played.
    Running(Running),
    /// The report (a cancelled check's holds the games it played), or why there is none.
    Done(Result<BalanceReport, String>),
}

/// A check on the task pool: its progress (games finished) and its Cancel.
#[derive(Debug)]
pub struct Running {
    pub(super) task: Option<Task<Result<BalanceReport, BalanceError>>>,
    pub(super) progress: Arc<AtomicU32>,
    pub(super) cancel: Arc<AtomicBool>,
    pub(super) games: u32,
}

impl Running {
    /// Games finished, and games asked for.
    pub fn progress(&self) -> (u32, u32) {
        (self.progress.load(Ordering::Relaxed), self.games)
    }

    /// Whether Cancel was pressed (the games under way are finishing).
    pub fn cancelling(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

impl Drop for Running {
    /// A check dropped (the screen left) stops after the games under way.
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// The one balance check of the editor on screen: how many games, and where it stands.
#[derive(Resource, Debug)]
pub struct BalanceCheck {
    /// Games to play (2 to 200).
    pub games: u32,
    pub state: CheckState,
    /// The section's new state (the progress, the report, why not) has not been scrolled
    /// into the panel's view yet: set when the state changes, cleared by the panel.
    pub bring_into_view: bool,
}

impl Default for BalanceCheck {
    fn default() -> Self {
        BalanceCheck {
            games: BalanceSettings::DEFAULT_GAMES,
            state: CheckState::Idle,
            bring_into_view: false,
        }
    }
}

impl BalanceCheck {
    /// The settings a check plays with: the games asked for, seed 1 (the same scenario gives
    /// the same report), the General's default budget, every core but the one drawing the
    /// frame.
    pub fn settings(&self) -> BalanceSettings {
        let cores = BalanceSettings::default().threads;
        BalanceSettings {
            games: self.games.clamp(
                *BalanceSettings::GAMES_OFFERED.start(),
                *BalanceSettings::GAMES_OFFERED.end(),
            ),
            threads: cores.saturating_sub(1).max(1),
            ..BalanceSettings::default()
        }
    }

    /// Begin checking `scenario` with `settings` on the task pool (a check under way is
    /// cancelled first).
    pub fn start(&mut self, scenario: Scenario, settings: BalanceSettings) {
        let progress = Arc::new(AtomicU32::new(0));
        let cancel = Arc::new(AtomicBool::new(false));
        let (told, stop) = (progress.clone(), cancel.clone());
        let task = AsyncComputeTaskPool::get().spawn(async move {
            check_balance(
                &scenario,
                &settings,
                &|done| told.store(done, Ordering::Relaxed),
                &stop,
            )
        });
        self.state = CheckState::Running(Running {
            task: Some(task),
            progress,
            cancel,
            games: settings.games,
        });
        self.bring_into_view = true;
    }

    /// Say that `why` the scenario cannot be checked.
    pub fn refuse(&mut self, why: String) {
        self.state = CheckState::Done(Err(why));
        self.bring_into_view = true;
    }

    /// Cancel the check under way: no further game begins, and the report of the games
    /// played arrives once the games under way end.
    pub fn cancel(&mut self) {
        if let CheckState::Running(running) = &self.state {
            running.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// Cancel any check under way and forget the report (the screen was left).
    pub fn forget(&mut self) {
        self.state = CheckState::Idle;
    }

    /// Whether a check is under way.
    pub fn is_running(&self) -> bool {
        matches!(self.state, CheckState::Running(_))
    }

    /// Look whether the check has finished, and take its report if so. With `wait`, first
    /// wait for the next game to finish (or the check to end): a headless app's count of
    /// updates then sees the same progress on any machine.
    pub fn poll(&mut self, wait: bool) {
        let CheckState::Running(running) = &mut self.state else {
            return;
        };
        let Some(task) = running.task.as_mut() else {
            return;
        };
        if wait {
            let seen = running.progress.load(Ordering::Relaxed);
            while !task.is_finished() && running.progress.load(Ordering::Relaxed) == seen {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
        }
        if !task.is_finished() {
            return;
        }
        if let Some(result) = running.task.take().map(block_on) {
            self.state = CheckState::Done(result.map_err(|error| error_words(&error)));
            self.bring_into_view = true;
        }
    }
}

/// Why a check could not be played, in the player's words.
pub fn error_words(error: &BalanceError) -> String {
    match error {
        BalanceError::NoGames => t!("balance-error-no-games"),
        BalanceError::NoEngine { ruleset } => {
            t!("balance-error-no-engine", ruleset = ruleset.clone())
        }
        BalanceError::Problem { place, message } => t!(
            "balance-error-problem",
            place = place.clone(),
            message = message.clone()
        ),
        BalanceError::GameFailed { seed, why } => t!(
            "balance-error-game-failed",
            seed = seed.to_string(),
            why = why.clone()
        ),
    }
}
