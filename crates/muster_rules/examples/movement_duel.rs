//! Two levels of the movement game, board by board (a diagnostic beside `tournament`):
//! `cargo run --release -p muster_rules --example movement_duel -- <games a board> [first
//! seed] [level] [level]`; each board's games alternate which level sits first.

use muster_rules::rules::ladder::{Budget, Level};
use muster_rules::scenario::Scenario;
use muster_rules::tournament::entries::entries_of;
use muster_rules::tournament::movement_game::play;
use muster_rules::tournament::stats::GameResult;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(10);
    let seed: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let level = |at: usize, default: Level| {
        args.get(at)
            .and_then(|name| Level::named(name))
            .unwrap_or(default)
    };
    let (high, low) = (level(2, Level::General), level(3, Level::Veteran));
    let entries = entries_of("movement")?;
    let (mut won, mut lost) = (0, 0);
    let mut times = Vec::new();
    for (board, entry) in entries.iter().enumerate() {
        let Scenario::MovementGame(scenario) = &entry.scenario else {
            continue;
        };
        let (mut board_won, mut board_lost) = (0, 0);
        for game in 0..games {
            let high_first = game % 2 == 0;
            let levels = if high_first { [high, low] } else { [low, high] };
            let played = play(
                scenario,
                levels,
                seed + board as u64 * 100_000 + game,
                Budget::default(),
            )?;
            times.extend(played.turn_times[usize::from(!high_first)].iter().copied());
            match (played.result, high_first) {
                (GameResult::FirstWon, true) | (GameResult::SecondWon, false) => board_won += 1,
                (GameResult::Drawn, _) => {}
                _ => board_lost += 1,
            }
        }
        println!("{}: {} {board_won}–{board_lost}", entry.name, high.name());
        won += board_won;
        lost += board_lost;
    }
    times.sort();
    let mean = times.iter().sum::<std::time::Duration>() / times.len().max(1) as u32;
    let p90 = times.get(times.len() * 9 / 10).copied().unwrap_or_default();
    println!(
        "{} v {}: {won}–{lost} = {:.1}%; {} a turn: mean {mean:.1?}, 90th {p90:.1?}",
        high.name(),
        low.name(),
        100.0 * won as f64 / (won + lost).max(1) as f64,
        high.name()
    );
    Ok(())
}
