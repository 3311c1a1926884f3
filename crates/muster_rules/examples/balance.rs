//! Check balance on every scenario of a folder, a ruleset or one file, without bevy: the
//! General against the General in every seat, one table row a scenario (the same table as
//! `muster balance`), so that it can run on a bigger machine than the one the game is built
//! on.
//!
//! `cargo run --release -p muster_rules --example balance -- <folder | ruleset | file> [options]`
//!
//! * a ruleset is its short name (`free-move`, `soldiers`, `skirmish`, `movement`): every
//!   scenario in its folder under `scenarios/`;
//! * `--games N` games a scenario (default 20), `--seed S` the first game's seed (default 1);
//! * `--rollouts N` and `--budget-ms M` the General's budget (default 4 play-outs a
//!   candidate, 1000 ms a turn: `BalanceSettings::BUDGET`);
//! * `--threads T` games at once (default: one per core).

use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use muster_rules::balance::{BalanceSettings, check_balance, table_lines};
use muster_rules::scenario::catalogue::scenarios_root;
use muster_rules::tournament::entries::{entries, entries_in};
use muster_rules::tournament::run::Entry;

fn main() -> Result<(), String> {
    let mut settings = BalanceSettings::default();
    let mut target = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} wants a value"));
        match arg.as_str() {
            "--games" => settings.games = value()?.parse().map_err(|_| "--games wants a number")?,
            "--seed" => settings.seed = value()?.parse().map_err(|_| "--seed wants a number")?,
            "--threads" => {
                settings.threads = value()?.parse().map_err(|_| "--threads wants a number")?
            }
            "--rollouts" => {
                settings.budget.rollouts =
                    value()?.parse().map_err(|_| "--rollouts wants a number")?
            }
            "--budget-ms" => {
                let ms = value()?.parse().map_err(|_| "--budget-ms wants a number")?;
                settings.budget.per_turn = Duration::from_millis(ms);
            }
            _ => target = Some(arg),
        }
    }
    let target = target.ok_or("name a folder, a ruleset or a scenario file")?;
    let found: Vec<Entry> = if Path::new(&target).is_dir() {
        entries_in(Path::new(&target), "scenario", |_| Ok(()))?
    } else {
        entries(&target, &scenarios_root())?
    };
    eprintln!(
        "{} scenarios, {} games each, seed {}, {} play-outs and {:?} a turn, {} threads",
        found.len(),
        settings.games,
        settings.seed,
        settings.budget.rollouts,
        settings.budget.per_turn,
        settings.threads
    );
    let mut reports = Vec::new();
    for entry in &found {
        let started = Instant::now();
        let report = check_balance(&entry.scenario, &settings, &|_| {}, &AtomicBool::new(false))
            .map_err(|error| format!("{}: {error}", entry.name))?;
        eprintln!("{}: {:.0?}", entry.name, started.elapsed());
        println!(
            "{}",
            table_lines(std::slice::from_ref(&report))
                .last()
                .cloned()
                .unwrap_or_default()
        );
        reports.push(report);
    }
    println!();
    for line in table_lines(&reports) {
        println!("{line}");
    }
    Ok(())
}
