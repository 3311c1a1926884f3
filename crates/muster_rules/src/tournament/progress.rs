//! A long tournament's progress as a club member reads it (on stderr, while the final table
//! goes to stdout for scripts): games played of all, the time so far and the time left, a
//! line every few seconds at most; a line at the end of each pairing on each scenario, and
//! the pairing rows so far then and every minute. `muster tournament` and the rules
//! example print the same lines.

use std::sync::Mutex;
use std::time::Duration;

use muster_text::t;

use super::run::{Progress, same_pairing};
use crate::rules::ladder::Level;

/// The least time between two progress lines (the end of a pairing always has its line).
pub const LINE_EVERY: Duration = Duration::from_secs(5);
/// The least time between two tables so far (the end of a pairing always has its table).
pub const TABLE_EVERY: Duration = Duration::from_secs(60);

/// What was last printed, to keep the lines few.
#[derive(Debug, Default)]
pub struct ProgressLines {
    last_line: Option<Duration>,
    last_table: Option<Duration>,
}

impl ProgressLines {
    /// The lines to print after a game, given what was printed before (none: too soon).
    pub fn after_game(&mut self, progress: &Progress) -> Vec<String> {
        let finished_all = progress.done >= progress.total;
        let due = |last: Option<Duration>, every: Duration| {
            last.is_none_or(|last| progress.elapsed.saturating_sub(last) >= every)
        };
        let mut lines = Vec::new();
        if progress.pairing_done.is_none() && !finished_all && !due(self.last_line, LINE_EVERY) {
            return lines;
        }
        self.last_line = Some(progress.elapsed);
        lines.push(t!(
            "cli-tournament-progress",
            done = progress.done,
            total = progress.total,
            elapsed = spoken(progress.elapsed),
            left = spoken(progress.left)
        ));
        let table_due = progress.pairing_done.is_some() || due(self.last_table, TABLE_EVERY);
        if !table_due || finished_all {
            // The final table follows on stdout.
            return lines;
        }
        self.last_table = Some(progress.elapsed);
        let so_far = (progress.table_so_far)();
        if let Some(fixture) = progress.pairing_done {
            let levels = &so_far.settings.levels;
            let games = so_far
                .games
                .iter()
                .filter(|(other, _)| same_pairing(other, &fixture))
                .count();
            let (low, high) = (
                fixture.first.min(fixture.second),
                fixture.first.max(fixture.second),
            );
            lines.push(t!(
                "cli-tournament-pairing-done",
                high = level_name(levels[high]),
                low = level_name(levels[low]),
                scenario = so_far.scenarios[fixture.scenario].as_str(),
                games = games
            ));
        }
        lines.push(t!("cli-tournament-table-so-far"));
        lines.extend(so_far.results_rows());
        lines
    }
}

/// The line before the first game: how many games, on how many threads.
pub fn starting(total: usize, threads: usize) -> String {
    t!("cli-tournament-starting", total = total, threads = threads)
}

/// A printer of progress to stderr, for [`super::run::run_telling`].
#[derive(Debug, Default)]
pub struct ToStderr(Mutex<ProgressLines>);

impl ToStderr {
    pub fn report(&self, progress: &Progress) {
        let Ok(mut lines) = self.0.lock() else {
            return;
        };
        for line in lines.after_game(progress) {
            eprintln!("{line}");
        }
    }
}

/// A level's name in the player's language.
fn level_name(level: Level) -> String {
    match level {
        Level::Recruit => t!("cli-tournament-level-recruit"),
        Level::Veteran => t!("cli-tournament-level-veteran"),
        Level::General => t!("cli-tournament-level-general"),
    }
}

/// A duration as a person says it: seconds, minutes and seconds, or hours and minutes.
pub fn spoken(time: Duration) -> String {
    let seconds = time.as_secs();
    if seconds < 60 {
        t!("cli-tournament-seconds", seconds = seconds)
    } else if seconds < 3600 {
        t!(
            "cli-tournament-minutes",
            minutes = seconds / 60,
            seconds = seconds % 60
        )
    } else {
        t!(
            "cli-tournament-hours",
            hours = seconds / 3600,
            minutes = seconds % 3600 / 60
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ladder::Budget;
    use crate::tournament::run::{Outcome, Settings};
    use crate::tournament::schedule::Fixture;

    fn outcome() -> Outcome {
        Outcome {
            settings: Settings {
                levels: vec![Level::Veteran, Level::General],
                games: 2,
                seed: 1,
                budget: Budget::default(),
                threads: 1,
            },
            scenarios: vec!["04_four_corners".into()],
            games: Vec::new(),
        }
    }

    fn progress(
        done: usize,
        seconds: u64,
        pairing_done: Option<Fixture>,
        table: &dyn Fn() -> Outcome,
    ) -> Progress<'_> {
        Progress {
            done,
            total: 4,
            elapsed: Duration::from_secs(seconds),
            left: Duration::from_secs(seconds * (4 - done as u64) / done as u64),
            pairing_done,
            table_so_far: table,
        }
    }

    #[test]
    fn progress_is_a_line_every_few_seconds_and_the_table_at_the_end_of_a_pairing() {
        let table = outcome;
        let mut lines = ProgressLines::default();
        assert_eq!(
            lines.after_game(&progress(1, 2, None, &table)),
            [
                "1 of 4 games played, 2 s so far, about 6 s left",
                "The table so far:",
                "| pairing | won | lost | drawn | won of decided | 95% interval |",
                "| --- | --- | --- | --- | --- | --- |",
                "| General v Veteran | 0 | 0 | 0 | – | – |",
            ]
        );
        assert!(
            lines.after_game(&progress(2, 4, None, &table)).is_empty(),
            "two seconds later: nothing"
        );
        assert_eq!(
            lines.after_game(&progress(3, 8, None, &table)),
            ["3 of 4 games played, 8 s so far, about 2 s left"],
            "a line, the table not yet due"
        );
        let last = Fixture {
            first: 1,
            second: 0,
            scenario: 0,
            seed: 4,
        };
        let end = lines.after_game(&progress(4, 9, Some(last), &table));
        assert_eq!(
            end,
            ["4 of 4 games played, 9 s so far, about 0 s left"],
            "the last game: the final table follows on stdout"
        );
    }

    #[test]
    fn the_end_of_a_pairing_names_it_and_shows_the_table_so_far() {
        let table = outcome;
        let mut lines = ProgressLines::default();
        let _ = lines.after_game(&progress(1, 1, None, &table));
        let pairing = Fixture {
            first: 0,
            second: 1,
            scenario: 0,
            seed: 2,
        };
        let shown = lines.after_game(&progress(2, 2, Some(pairing), &table));
        assert_eq!(shown[0], "2 of 4 games played, 2 s so far, about 2 s left");
        assert_eq!(
            shown[1],
            "General v Veteran on 04_four_corners: all 0 games played"
        );
        assert_eq!(shown[2], "The table so far:");
    }

    #[test]
    fn a_duration_is_spoken_in_seconds_minutes_or_hours() {
        let s = Duration::from_secs;
        assert_eq!(spoken(s(42)), "42 s");
        assert_eq!(spoken(s(200)), "3 min 20 s");
        assert_eq!(spoken(s(3 * 3600 + 5 * 60 + 9)), "3 h 5 min");
    }

    #[test]
    fn progress_speaks_german_too() {
        let table = outcome;
        let line = muster_text::in_language(muster_text::Language::German, || {
            ProgressLines::default().after_game(&progress(1, 2, None, &table))
        });
        assert_eq!(
            line[0],
            "1 von 4 Partien gespielt, bisher 2 s, noch etwa 6 s"
        );
    }
}
