//! Every shipped Skirmish Wars map played AI against AI over a few seeds, one line each:
//! wins per seat and draws, mean days, units bought and lost, AI time per turn. A quick
//! check of the AI after a change, without building the app:
//! `cargo run --release -p muster_rules --example skirmish_all -- 10`

use std::time::Duration;

use muster_rules::rules::skirmish::simulate::{DAY_LIMIT, play};
use muster_rules::ruleset::Ruleset;
use muster_rules::scenario::catalogue::shipped;
use muster_rules::scenario::{self, Scenario};

fn main() -> Result<(), String> {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|games| games.parse().ok())
        .unwrap_or(6);
    let shipped = shipped(Ruleset::Skirmish).map_err(|error| error.to_string())?;
    for (file, loaded) in shipped {
        let Scenario::Skirmish(loaded) = loaded else {
            return Err(format!("{} is in the wrong folder", file.display()));
        };
        let seats = loaded.players.len();
        let mut wins = vec![0; seats + 1];
        let (mut days, mut bought, mut lost) = (0, 0, 0);
        let mut thinking = Duration::ZERO;
        let mut slowest = Duration::ZERO;
        for seed in 0..games {
            let state = scenario::skirmish::build_state(&loaded, None);
            let (report, _, _) = play(state, seed, DAY_LIMIT)?;
            wins[report.winner.map_or(seats, |seat| seat.0)] += 1;
            days += report.days;
            bought += report.bought.iter().sum::<u32>();
            lost += report.lost.iter().sum::<u32>();
            thinking += report.ai_time_per_turn;
            slowest = slowest.max(report.slowest_turn);
        }
        let stem = file
            .file_stem()
            .map(|stem| stem.to_string_lossy().to_string())
            .unwrap_or_default();
        let games = games.max(1);
        println!(
            "{stem:<20} wins {:?} draws {:>2}   mean days {:>4.1}   bought {:>5.1} lost {:>5.1}   AI {:>6.2?}/turn (slowest {:.2?})",
            &wins[..seats],
            wins[seats],
            f64::from(days) / games as f64,
            f64::from(bought) / games as f64,
            f64::from(lost) / games as f64,
            thinking / games as u32,
            slowest
        );
    }
    Ok(())
}
