//! The soak of issue 10: `N` AI-against-AI games of each grid ruleset (Soldiers, Skirmish
//! Wars, the movement game), each saved as RON, read back and replayed from its seed to the
//! same snapshot and result; panics are caught and counted. The three rulesets run on their
//! own threads.
//! `cargo run --release -p muster_rules --example soak -- 1000`

use std::time::Instant;

use muster_rules::ruleset::Ruleset;
use muster_rules::soak::soak;

fn main() -> Result<(), String> {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|games| games.parse().ok())
        .unwrap_or(100);
    // A caught panic prints its message; the report counts it.
    let rulesets = [Ruleset::Soldiers, Ruleset::Skirmish, Ruleset::MovementGame];
    let started = Instant::now();
    let runs: Vec<_> = rulesets
        .into_iter()
        .map(|ruleset| {
            std::thread::spawn(move || {
                let started = Instant::now();
                (ruleset, soak(ruleset, games, 0), started.elapsed())
            })
        })
        .collect();
    let mut failed = 0;
    for run in runs {
        let (ruleset, report, took) = run.join().map_err(|_| "a soak thread died")?;
        let report = report?;
        let played = report.games.len();
        let decided = report
            .games
            .iter()
            .filter(|game| game.winner.is_some())
            .count();
        let commands: usize = report.games.iter().map(|game| game.commands).sum();
        let biggest = report
            .games
            .iter()
            .map(|game| game.save_bytes)
            .max()
            .unwrap_or(0);
        println!(
            "{:<28} {played:>5} games replayed identically, {} failed; {decided} won, {} drawn or called; {:.0} commands a game; largest save {:.0} KiB; {:.1?} ({:.0} ms a game)",
            ruleset.title(),
            report.failures.len(),
            played - decided,
            commands as f64 / played.max(1) as f64,
            biggest as f64 / 1024.0,
            took,
            took.as_secs_f64() * 1000.0 / games.max(1) as f64,
        );
        for failure in &report.failures {
            println!("  FAILED {failure}");
        }
        failed += report.failures.len();
    }
    println!("all rulesets: {:.1?}", started.elapsed());
    if failed > 0 {
        return Err(format!("{failed} games failed"));
    }
    Ok(())
}
