//! Every shipped Soldiers scenario played AI against AI over a few seeds, one line each:
//! wins (side listed first, second, draws) and mean losses. A quick check of the AI after a
//! change, without building the app:
//! `cargo run --release -p muster_rules --example soldiers_all -- 6`

use std::path::PathBuf;

use muster_rules::rules::soldiers::simulate::{default_minds, play};
use muster_rules::rules::soldiers::tables::Tables;
use muster_rules::scenario::{self, Scenario};

fn main() -> Result<(), String> {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|games| games.parse().ok())
        .unwrap_or(6);
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/soldiers");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .map_err(|error| error.to_string())?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    files.sort();
    for file in files {
        let Ok(Scenario::Soldiers(loaded)) = scenario::load(&file) else {
            return Err(format!("{} is not a Soldiers scenario", file.display()));
        };
        let state = scenario::soldiers::build_state(&loaded, Tables::shipped())
            .map_err(|problem| problem.to_string())?;
        let minds = default_minds(&state);
        let mut wins = [0; 3];
        let mut losses = [0; 2];
        for seed in 0..games {
            let (report, _) = play(state.clone(), seed, minds)?;
            wins[report.winner.map_or(2, |side| side.index())] += 1;
            losses[0] += report.losses[0];
            losses[1] += report.losses[1];
        }
        let stem = file
            .file_stem()
            .map(|stem| stem.to_string_lossy().to_string())
            .unwrap_or_default();
        println!(
            "{stem:<18} wins {:>2} {:>2} draws {:>2}   mean losses {:>3} / {:<3}",
            wins[0],
            wins[1],
            wins[2],
            losses[0] / games.max(1) as usize,
            losses[1] / games.max(1) as usize
        );
    }
    Ok(())
}
