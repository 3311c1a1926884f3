//! A tournament between the computer's levels without building the app (the same as
//! `muster tournament`): `cargo run --release -p muster_rules --example tournament --
//! <soldiers|skirmish|movement|free-move|FILE> 20 [rollouts] [ms-a-turn] [levels,
//! comma-separated]`. The table goes to stdout, the progress to stderr.

use std::time::Duration;

use muster_rules::rules::ladder::{Budget, Level};
use muster_rules::tournament::contest::play_one;
use muster_rules::tournament::entries::entries_of;
use muster_rules::tournament::progress::{ToStderr, starting};
use muster_rules::tournament::run::{Settings, run_telling, schedule};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let target = args.first().map_or("movement", String::as_str);
    let number = |at: usize, default: u64| {
        args.get(at)
            .and_then(|text| text.parse().ok())
            .unwrap_or(default)
    };
    let levels = match args.get(4) {
        Some(list) => list
            .split(',')
            .map(|name| Level::named(name).ok_or(format!("no level {name:?}")))
            .collect::<Result<Vec<_>, _>>()?,
        None => Level::ALL.to_vec(),
    };
    let settings = Settings {
        levels,
        games: number(1, 10) as u32,
        seed: 1,
        budget: Budget {
            rollouts: number(2, 12) as u32,
            per_turn: Duration::from_millis(number(3, 1000)),
        },
        threads: std::thread::available_parallelism().map_or(2, |n| n.get()),
    };
    let entries = entries_of(target)?;
    eprintln!(
        "{}",
        starting(schedule(&settings, entries.len()).len(), settings.threads)
    );
    let progress = ToStderr::default();
    let outcome = run_telling(&entries, &settings, &play_one, &|done| {
        progress.report(done)
    })?;
    for line in outcome.table() {
        println!("{line}");
    }
    Ok(())
}
