//! The check itself: the games played on several threads (as the tournament's runner does),
//! each game's outcome kept in seed order so the same settings give the same report, the
//! progress told after every game and Cancel looked at before each.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};

use super::one_game::{GameOutcome, play_one_game};
use super::report::{BalanceReport, LengthUnit};
use super::settings::BalanceSettings;
use crate::scenario::Scenario;

/// Why a balance check could not be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BalanceError {
    /// The settings ask for no game.
    #[error("a balance check plays at least one game")]
    NoGames,
    /// A ruleset this crate holds no engine for.
    #[error("no engine here plays {ruleset} scenarios")]
    NoEngine { ruleset: String },
    /// The scenario has a problem (the first is named).
    #[error("the scenario cannot be played: {place}: {message}")]
    Problem { place: String, message: String },
    /// A game failed: an engine refused a command (a defect, named with its seed).
    #[error("game from seed {seed}: {why}")]
    GameFailed { seed: u64, why: String },
}

/// Play `settings.games` games of `scenario` with the General in every seat (game `i` from
/// seed `settings.seed + i`), telling `progress` the number of games finished after each one;
/// once `cancel` is set no further game is begun (games already under way, at most one a
/// thread, are finished) and the report says `cancelled` with the games it played.
pub fn check_balance(
    scenario: &Scenario,
    settings: &BalanceSettings,
    progress: &(dyn Fn(u32) + Sync),
    cancel: &AtomicBool,
) -> Result<BalanceReport, BalanceError> {
    if settings.games == 0 {
        return Err(BalanceError::NoGames);
    }
    let length_unit = match scenario {
        Scenario::FreeMove(_) => LengthUnit::TimedMoves,
        Scenario::Soldiers(_) => LengthUnit::GameTurns,
        Scenario::Skirmish(_) => LengthUnit::Days,
        Scenario::MovementGame(_) => LengthUnit::Turns,
        Scenario::Registered(_) => {
            return Err(BalanceError::NoEngine {
                ruleset: scenario.ruleset_name().to_string(),
            });
        }
    };
    if let Some(problem) = scenario.problems().into_iter().next() {
        return Err(BalanceError::Problem {
            place: problem.place,
            message: problem.message,
        });
    }
    let games = settings.games as usize;
    let next = AtomicUsize::new(0);
    let finished = AtomicU32::new(0);
    let outcomes: Mutex<Vec<Option<Result<GameOutcome, String>>>> = Mutex::new(vec![None; games]);
    std::thread::scope(|scope| {
        for _ in 0..settings.threads.clamp(1, games) {
            scope.spawn(|| {
                loop {
                    if cancel.load(Ordering::Relaxed) {
                        break;
                    }
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= games {
                        break;
                    }
                    let seed = seed_of(settings, index);
                    let outcome = play_one_game(scenario, seed, settings.budget);
                    let failed = outcome.is_err();
                    outcomes.lock().expect("no thread panics holding it")[index] = Some(outcome);
                    if failed {
                        // Stop handing out games: the check has failed.
                        next.store(games, Ordering::Relaxed);
                    }
                    progress(finished.fetch_add(1, Ordering::Relaxed) + 1);
                }
            });
        }
    });
    let outcomes = outcomes
        .into_inner()
        .expect("no thread panicked holding it");
    let seats = scenario.seat_names();
    let mut report = BalanceReport {
        scenario: scenario.name().to_string(),
        wins: vec![0; seats.len()],
        seats,
        draws: 0,
        games_asked: settings.games,
        games_played: 0,
        cancelled: false,
        total_length: 0,
        length_unit,
    };
    for (index, outcome) in outcomes.into_iter().enumerate() {
        let Some(outcome) = outcome else {
            report.cancelled = true;
            continue;
        };
        let outcome = outcome.map_err(|why| BalanceError::GameFailed {
            seed: seed_of(settings, index),
            why,
        })?;
        report.games_played += 1;
        report.total_length += u64::from(outcome.length);
        match outcome.winning_seat {
            Some(seat) if seat < report.wins.len() => report.wins[seat] += 1,
            _ => report.draws += 1,
        }
    }
    Ok(report)
}

/// The seed game `index` is played from.
fn seed_of(settings: &BalanceSettings, index: usize) -> u64 {
    settings.seed.wrapping_add(index as u64)
}
