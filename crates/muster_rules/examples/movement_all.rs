//! Every shipped Untitled Movement Game scenario played AI against AI over a few seeds, one
//! line each: wins per seat, mean turns, AI time per turn. Without building the app:
//! `cargo run --release -p muster_rules --example movement_all -- 10`

use std::time::Duration;

use muster_rules::rules::dice::Dice;
use muster_rules::rules::movement_game::simulate::play;
use muster_rules::ruleset::Ruleset;
use muster_rules::scenario::Scenario;
use muster_rules::scenario::catalogue::shipped;

fn main() -> Result<(), String> {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|games| games.parse().ok())
        .unwrap_or(6);
    let shipped = shipped(Ruleset::MovementGame).map_err(|error| error.to_string())?;
    for (file, loaded) in shipped {
        let Scenario::MovementGame(loaded) = loaded else {
            return Err(format!("{} is in the wrong folder", file.display()));
        };
        let seats = loaded.players.len();
        let mut wins = vec![0; seats + 1];
        let mut turns = 0;
        let mut thinking = Duration::ZERO;
        for seed in 0..games {
            let mut dice = Dice::seeded(seed);
            let state = loaded.new_game(&mut dice)?;
            let (report, _, _) = play(state, &mut dice)?;
            wins[report.winner.map_or(seats, |seat| seat.0)] += 1;
            turns += report.turns;
            thinking += report.ai_time_per_turn;
        }
        let stem = file
            .file_stem()
            .map(|stem| stem.to_string_lossy().to_string())
            .unwrap_or_default();
        let games = games.max(1);
        println!(
            "{stem:<24} wins {:?} unfinished {}   mean turns {:>5.1}   AI {:>7.2?}/turn",
            &wins[..seats],
            wins[seats],
            f64::from(turns) / games as f64,
            thinking / games as u32
        );
    }
    Ok(())
}
