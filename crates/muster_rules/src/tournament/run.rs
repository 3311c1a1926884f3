//! Running a tournament: every fixture of the schedule played (on several threads, the
//! results kept in the schedule's order so the same command gives the same table), then
//! the table of results, ratings and thinking times.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use super::played::Played;
use super::schedule::{Fixture, fixtures, record_between};
use super::stats::{GameResult, Record, ratings};
use crate::rules::ladder::{Budget, Level};
use crate::scenario::Scenario;

/// What a tournament plays.
#[derive(Debug, Clone)]
pub struct Entry {
    pub name: String,
    pub scenario: Scenario,
}

/// A tournament's settings.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The levels that meet, weakest first; one level plays itself (each side in turn).
    pub levels: Vec<Level>,
    pub games: u32,
    pub seed: u64,
    pub budget: Budget,
    pub threads: usize,
}

/// Every game played, in the schedule's order.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub settings: Settings,
    pub scenarios: Vec<String>,
    pub games: Vec<(Fixture, Played)>,
}

/// How one game is played: the scenario, the two levels (first seats, second seats), the
/// seed and the budget.
pub type PlayOne<'a> =
    dyn Fn(&Scenario, [Level; 2], u64, Budget) -> Result<Played, String> + Sync + 'a;

/// How far a tournament has got, told after each game it finishes.
pub struct Progress<'a> {
    /// Games finished, counting this one, of `total`.
    pub done: usize,
    pub total: usize,
    /// Since the tournament began.
    pub elapsed: Duration,
    /// The time left, estimated from the games so far (zero once all are done).
    pub left: Duration,
    /// The fixture just finished, when it was the last game of its pairing on its scenario.
    pub pairing_done: Option<Fixture>,
    /// The table of the games finished so far, made when asked for.
    pub table_so_far: &'a dyn Fn() -> Outcome,
}

/// What is told the tournament's progress (the command line prints it to stderr).
pub type Report<'a> = dyn Fn(&Progress) + Sync + 'a;

/// The time left after `done` games of `total` that took `elapsed`, at the same pace.
pub fn time_left(done: usize, total: usize, elapsed: Duration) -> Duration {
    if done == 0 {
        return Duration::ZERO;
    }
    elapsed.mul_f64(total.saturating_sub(done) as f64 / done as f64)
}

/// Play every fixture; the first game that fails (a refused command) is the error.
pub fn run(entries: &[Entry], settings: &Settings, play: &PlayOne) -> Result<Outcome, String> {
    run_telling(entries, settings, play, &|_| {})
}

/// [`run`], telling `report` after each game (in the order the games finish, one at a
/// time) how far it has got.
pub fn run_telling(
    entries: &[Entry],
    settings: &Settings,
    play: &PlayOne,
    report: &Report,
) -> Result<Outcome, String> {
    let schedule = schedule(settings, entries.len());
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<Played, String>>>> =
        Mutex::new(vec![None; schedule.len()]);
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..settings.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(fixture) = schedule.get(index) else {
                        break;
                    };
                    let levels = [
                        settings.levels[fixture.first],
                        settings.levels[fixture.second],
                    ];
                    let entry = &entries[fixture.scenario];
                    let played = play(&entry.scenario, levels, fixture.seed, settings.budget)
                        .map(Played::forget_commands)
                        .map_err(|why| format!("{}: {why}", entry.name));
                    let failed = played.is_err();
                    if failed {
                        // Stop handing out games: the tournament has failed.
                        next.store(schedule.len(), Ordering::Relaxed);
                    }
                    let mut results = results.lock().expect("no thread panics holding it");
                    results[index] = Some(played);
                    if !failed {
                        let done = results.iter().filter(|result| result.is_some()).count();
                        let elapsed = started.elapsed();
                        let last_of_its_pairing = schedule
                            .iter()
                            .zip(results.iter())
                            .filter(|(other, _)| same_pairing(other, fixture))
                            .all(|(_, result)| result.is_some());
                        let so_far = || finished_so_far(entries, settings, &schedule, &results);
                        report(&Progress {
                            done,
                            total: schedule.len(),
                            elapsed,
                            left: time_left(done, schedule.len(), elapsed),
                            pairing_done: last_of_its_pairing.then_some(*fixture),
                            table_so_far: &so_far,
                        });
                    }
                }
            });
        }
    });
    let results = results.into_inner().expect("the threads are done");
    let mut games = Vec::with_capacity(schedule.len());
    for (fixture, result) in schedule.into_iter().zip(results) {
        match result {
            Some(Ok(played)) => games.push((fixture, played)),
            Some(Err(why)) => return Err(why),
            None => {}
        }
    }
    Ok(Outcome {
        settings: settings.clone(),
        scenarios: entries.iter().map(|entry| entry.name.clone()).collect(),
        games,
    })
}

/// Every game a tournament of `settings` on `scenarios` scenarios plays, in order.
pub fn schedule(settings: &Settings, scenarios: usize) -> Vec<Fixture> {
    if settings.levels.len() == 1 {
        mirror_fixtures(scenarios, settings.games, settings.seed)
    } else {
        fixtures(
            settings.levels.len(),
            scenarios,
            settings.games,
            settings.seed,
        )
    }
}

/// Whether two fixtures are games of the same pair of levels on the same scenario.
pub fn same_pairing(one: &Fixture, other: &Fixture) -> bool {
    let pair = |fixture: &Fixture| {
        (
            fixture.first.min(fixture.second),
            fixture.first.max(fixture.second),
        )
    };
    one.scenario == other.scenario && pair(one) == pair(other)
}

/// The games finished so far, as an outcome to tabulate.
fn finished_so_far(
    entries: &[Entry],
    settings: &Settings,
    schedule: &[Fixture],
    results: &[Option<Result<Played, String>>],
) -> Outcome {
    Outcome {
        settings: settings.clone(),
        scenarios: entries.iter().map(|entry| entry.name.clone()).collect(),
        games: schedule
            .iter()
            .zip(results)
            .filter_map(|(fixture, result)| match result {
                Some(Ok(played)) => Some((*fixture, played.clone())),
                _ => None,
            })
            .collect(),
    }
}

/// One level against itself: `games` games a scenario, all its own.
fn mirror_fixtures(scenarios: usize, games: u32, seed: u64) -> Vec<Fixture> {
    let mut all = Vec::new();
    let mut next_seed = seed;
    for scenario in 0..scenarios {
        for _ in 0..games {
            all.push(Fixture {
                first: 0,
                second: 0,
                scenario,
                seed: next_seed,
            });
            next_seed += 1;
        }
    }
    all
}

impl Outcome {
    /// The record of `level` (an index into the levels) against `other`.
    pub fn record(&self, level: usize, other: usize) -> Record {
        let results: Vec<(Fixture, GameResult)> = self
            .games
            .iter()
            .map(|(fixture, played)| (*fixture, played.result))
            .collect();
        record_between(level, other, &results)
    }

    /// Every level's thinking per player-turn, over all its games.
    pub fn turn_times(&self, level: usize) -> Vec<Duration> {
        let mut times = Vec::new();
        for (fixture, played) in &self.games {
            if fixture.first == level {
                times.extend(&played.turn_times[0]);
            }
            if fixture.second == level {
                times.extend(&played.turn_times[1]);
            }
        }
        times
    }

    /// The table to print.
    pub fn table(&self) -> Vec<String> {
        let settings = &self.settings;
        let names: Vec<&str> = settings.levels.iter().map(|level| level.name()).collect();
        let mut lines = vec![format!(
            "{} scenario(s), {} game(s) a pair on each, seeds from {}; the General's budget: {} rollouts a candidate, {} ms a turn at most",
            self.scenarios.len(),
            settings.games,
            settings.seed,
            settings.budget.rollouts,
            settings.budget.per_turn.as_millis()
        )];
        lines.extend(self.results_rows());
        if settings.levels.len() > 1 {
            let rated = ratings(
                names.len(),
                &self
                    .games
                    .iter()
                    .map(|(fixture, played)| (fixture.first, fixture.second, played.result))
                    .collect::<Vec<_>>(),
            );
            lines.push(format!(
                "Elo: {}",
                names
                    .iter()
                    .zip(&rated)
                    .map(|(name, rating)| format!("{name} {rating:.0}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
            lines.extend(self.scenario_table());
        }
        lines.push(format!(
            "time a turn: {}",
            (0..names.len())
                .map(|level| {
                    let (mean, p90) = mean_and_90th(self.turn_times(level));
                    format!(
                        "{} mean {:.1} ms, 90th percentile {:.1} ms",
                        names[level],
                        mean.as_secs_f64() * 1e3,
                        p90.as_secs_f64() * 1e3
                    )
                })
                .collect::<Vec<_>>()
                .join("; ")
        ));
        lines
    }

    /// The table's rows of results: each pairing's record (for one level against itself,
    /// each side's wins on each scenario), with their heading.
    pub fn results_rows(&self) -> Vec<String> {
        let names: Vec<&str> = self
            .settings
            .levels
            .iter()
            .map(|level| level.name())
            .collect();
        if names.len() == 1 {
            return self.mirror_table();
        }
        let mut lines = vec![
            "| pairing | won | lost | drawn | won of decided | 95% interval |".to_string(),
            "| --- | --- | --- | --- | --- | --- |".to_string(),
        ];
        for high in (1..names.len()).rev() {
            for low in (0..high).rev() {
                let record = self.record(high, low);
                let (share, interval) = match (record.share_won(), record.interval()) {
                    (Some(share), Some((from, to))) => (
                        format!("{:.0}%", share * 100.0),
                        format!("{:.0}–{:.0}%", from * 100.0, to * 100.0),
                    ),
                    _ => ("–".into(), "–".into()),
                };
                lines.push(format!(
                    "| {} v {} | {} | {} | {} | {share} | {interval} |",
                    names[high], names[low], record.wins, record.losses, record.draws
                ));
            }
        }
        lines
    }

    /// One level against itself: the wins of each side (the first and the second seats) on
    /// each scenario.
    fn mirror_table(&self) -> Vec<String> {
        let mut lines = vec![
            "| scenario | first side won | second side won | drawn |".to_string(),
            "| --- | --- | --- | --- |".to_string(),
        ];
        for (index, name) in self.scenarios.iter().enumerate() {
            let mut counts = [0; 3];
            for (_, played) in self
                .games
                .iter()
                .filter(|(fixture, _)| fixture.scenario == index)
            {
                counts[match played.result {
                    GameResult::FirstWon => 0,
                    GameResult::SecondWon => 1,
                    GameResult::Drawn => 2,
                }] += 1;
            }
            lines.push(format!(
                "| {name} | {} | {} | {} |",
                counts[0], counts[1], counts[2]
            ));
        }
        lines
    }
}

/// The mean and the 90th percentile (nearest rank) of some times.
pub fn mean_and_90th(mut times: Vec<Duration>) -> (Duration, Duration) {
    if times.is_empty() {
        return (Duration::ZERO, Duration::ZERO);
    }
    times.sort();
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    let rank = (times.len() * 9).div_ceil(10).max(1);
    (mean, times[rank - 1])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ruleset::Ruleset;
    use crate::scenario::catalogue::shipped;
    use crate::tournament::played::result_of;

    #[test]
    fn tournament_time_a_turn_is_the_mean_and_the_90th_percentile() {
        let ms = Duration::from_millis;
        let times: Vec<Duration> = (1..=10).map(ms).collect();
        assert_eq!(mean_and_90th(times), (Duration::from_micros(5500), ms(9)));
        assert_eq!(mean_and_90th(Vec::new()), (Duration::ZERO, Duration::ZERO));
    }

    #[test]
    fn tournament_runs_every_fixture_in_order_on_several_threads_and_tabulates() {
        let entries: Vec<Entry> = shipped(Ruleset::MovementGame)
            .expect("ships")
            .into_iter()
            .take(2)
            .map(|(path, scenario)| Entry {
                name: path.display().to_string(),
                scenario,
            })
            .collect();
        let settings = Settings {
            levels: vec![Level::Recruit, Level::Veteran],
            games: 4,
            seed: 10,
            budget: Budget::default(),
            threads: 3,
        };
        // A stand-in game: the higher level wins on odd seeds, else a draw.
        let play = |_: &Scenario, levels: [Level; 2], seed: u64, _: Budget| {
            let higher_seat = usize::from(levels[1] == Level::Veteran);
            Ok(Played {
                result: if seed % 2 == 1 {
                    result_of(Some(higher_seat))
                } else {
                    GameResult::Drawn
                },
                winning_seat: None,
                length: 0,
                turn_times: [vec![Duration::from_millis(seed)], Vec::new()],
                commands: Vec::new(),
            })
        };
        let outcome = run(&entries, &settings, &play).expect("plays");
        assert_eq!(outcome.games.len(), 8);
        let seeds: Vec<u64> = outcome.games.iter().map(|(f, _)| f.seed).collect();
        assert_eq!(seeds, (10..18).collect::<Vec<_>>(), "the schedule's order");
        assert_eq!(
            outcome.record(1, 0),
            Record {
                wins: 4,
                losses: 0,
                draws: 4
            }
        );
        let table = outcome.table().join("\n");
        assert!(
            table.contains("| Veteran v Recruit | 4 | 0 | 4 | 100% | 51–100% |"),
            "{table}"
        );
        assert!(table.contains("Elo: Recruit"), "{table}");
        // A refused command anywhere fails the whole tournament, naming the scenario.
        let failing =
            |_: &Scenario, _: [Level; 2], _: u64, _: Budget| Err::<Played, _>("refused".into());
        let error = run(&entries, &settings, &failing).expect_err("fails");
        assert!(error.ends_with(": refused"), "{error}");
    }

    #[test]
    fn a_tournament_tells_each_game_done_in_order_and_a_time_left_that_reaches_zero() {
        let entries: Vec<Entry> = shipped(Ruleset::MovementGame)
            .expect("ships")
            .into_iter()
            .take(2)
            .map(|(path, scenario)| Entry {
                name: path.display().to_string(),
                scenario,
            })
            .collect();
        let settings = Settings {
            levels: vec![Level::Recruit, Level::Veteran, Level::General],
            games: 3,
            seed: 1,
            budget: Budget::default(),
            threads: 2,
        };
        let play = |_: &Scenario, _: [Level; 2], _: u64, _: Budget| {
            Ok(Played {
                result: GameResult::FirstWon,
                winning_seat: Some(0),
                length: 1,
                turn_times: [Vec::new(), Vec::new()],
                commands: vec!["EndTurn".into()],
            })
        };
        let told = Mutex::new(Vec::new());
        let outcome = run_telling(&entries, &settings, &play, &|progress| {
            let so_far = (progress.table_so_far)();
            told.lock().expect("one test thread").push((
                progress.done,
                progress.total,
                progress.left,
                progress.pairing_done,
                so_far.games.len(),
            ));
        })
        .expect("plays");
        let told = told.into_inner().expect("done");
        // 3 pairs × 2 scenarios × 3 games.
        let dones: Vec<usize> = told.iter().map(|(done, ..)| *done).collect();
        assert_eq!(
            dones,
            (1..=18).collect::<Vec<_>>(),
            "each game told, in order"
        );
        assert!(told.iter().all(|(_, total, ..)| *total == 18));
        assert!(
            told.iter().all(|(done, .., so_far)| done == so_far),
            "the table so far holds the games done"
        );
        assert_eq!(
            told.last().map(|(_, _, left, ..)| *left),
            Some(Duration::ZERO)
        );
        let pairings_done = told.iter().filter(|(.., done, _)| done.is_some()).count();
        assert_eq!(pairings_done, 6, "each pairing on each scenario ends once");
        assert!(
            outcome
                .games
                .iter()
                .all(|(_, played)| played.commands.is_empty()),
            "the table keeps no command lists"
        );
    }

    #[test]
    fn the_time_left_is_the_pace_so_far_times_the_games_left() {
        let s = Duration::from_secs;
        assert_eq!(time_left(1, 4, s(10)), s(30));
        assert_eq!(time_left(4, 4, s(40)), Duration::ZERO);
        assert_eq!(
            time_left(0, 4, Duration::ZERO),
            Duration::ZERO,
            "no game yet"
        );
    }
}
