//! The soak: AI-against-AI games of each grid ruleset played to their end, each saved as a
//! [`GameRecord`] in RON, read back and replayed from its seed; the replay must arrive at
//! the saved snapshot with the same result. A panic in any game is caught and reported with
//! its scenario and seed. `make test` runs a few games a ruleset; the example
//! `cargo run --release -p muster_rules --example soak -- 1000` runs the full soak.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::record::GameRecord;
use crate::ruleset::Ruleset;
use crate::scenario::catalogue::shipped;
use crate::scenario::{Scenario, Start};

/// One soaked game: where it ended and how big its save was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SoakedGame {
    pub scenario: PathBuf,
    pub seed: u64,
    pub commands: usize,
    pub save_bytes: usize,
    /// The winner's seat, or `None` for a draw or a game called at its limit.
    pub winner: Option<usize>,
}

/// How every game of a soak went.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SoakReport {
    pub games: Vec<SoakedGame>,
    /// Games that failed: scenario, seed and why (a panic, an illegal AI command, a replay
    /// that differs).
    pub failures: Vec<String>,
}

/// Play `games` games of `ruleset`, cycling through its shipped scenarios with seeds
/// `first_seed..`, saving and replaying each.
pub fn soak(ruleset: Ruleset, games: u64, first_seed: u64) -> Result<SoakReport, String> {
    let scenarios = shipped(ruleset).map_err(|error| error.to_string())?;
    if scenarios.is_empty() {
        return Err(format!("{} has no shipped scenarios", ruleset.title()));
    }
    let mut report = SoakReport::default();
    for index in 0..games {
        let (file, loaded) = &scenarios[index as usize % scenarios.len()];
        let seed = first_seed + index;
        let outcome = catch_unwind(AssertUnwindSafe(|| soak_one(loaded, seed)));
        match outcome {
            Ok(Ok(mut game)) => {
                game.scenario = file.clone();
                report.games.push(game);
            }
            Ok(Err(why)) => report
                .failures
                .push(format!("{} seed {seed}: {why}", file.display())),
            Err(_) => report
                .failures
                .push(format!("{} seed {seed}: panicked", file.display())),
        }
    }
    Ok(report)
}

/// Play one game of `loaded` from `seed`, save it, read it back and replay it.
fn soak_one(loaded: &Scenario, seed: u64) -> Result<SoakedGame, String> {
    match loaded {
        Scenario::Soldiers(soldiers) => {
            use crate::rules::soldiers::{engine::Soldiers, simulate, state::Phase};
            let (start, dice) =
                Soldiers::start(soldiers, seed).map_err(|error| error.to_string())?;
            let minds = simulate::default_minds(&start);
            let (report, end, log) = simulate::play_logged(start.clone(), seed, minds)?;
            let replayed = save_and_replay::<Soldiers>(seed, &log, &end, start, dice)?;
            if replayed.phase != Phase::Over {
                return Err("the replayed game is not over".into());
            }
            Ok(soaked(
                seed,
                &log,
                &end,
                report.winner.map(|side| side.index()),
            ))
        }
        Scenario::Skirmish(skirmish) => {
            use crate::rules::skirmish::{engine::Skirmish, simulate, state::Phase};
            let (start, dice) =
                Skirmish::start(skirmish, seed).map_err(|error| error.to_string())?;
            let (_, end, log) = simulate::play(start.clone(), seed, simulate::DAY_LIMIT)?;
            let replayed = save_and_replay::<Skirmish>(seed, &log, &end, start, dice)?;
            let winner = |phase: Phase| match phase {
                Phase::Over { winner } => winner,
                _ => None,
            };
            if winner(replayed.phase) != winner(end.phase) {
                return Err("the replayed game has another winner".into());
            }
            Ok(soaked(
                seed,
                &log,
                &end,
                winner(end.phase).map(|seat| seat.0),
            ))
        }
        Scenario::MovementGame(movement) => {
            use crate::rules::movement_game::{engine::MovementGame, simulate};
            let (start, dealt) =
                MovementGame::start(movement, seed).map_err(|error| error.to_string())?;
            let mut dice = dealt.clone();
            let (report, end, log) = simulate::play(start.clone(), &mut dice)?;
            save_and_replay::<MovementGame>(seed, &log, &end, start, dealt)?;
            Ok(soaked(seed, &log, &end, report.winner.map(|seat| seat.0)))
        }
        Scenario::FreeMove(_) => Err("Free Move is not a grid ruleset".into()),
        Scenario::Registered(scenario) => Err(format!(
            "{} is not one of this crate's rulesets",
            scenario.ruleset
        )),
    }
}

/// The game's record written as RON, read back and replayed from `start` with `dice`: the
/// replayed end, checked against the snapshot.
fn save_and_replay<E>(
    seed: u64,
    log: &[E::Command],
    end: &E::State,
    start: E::State,
    dice: Dice,
) -> Result<E::State, String>
where
    E: RulesEngine,
    E::Command: Clone + Serialize + DeserializeOwned,
    E::State: Clone + Serialize + DeserializeOwned,
{
    let text =
        ron::to_string(&GameRecord::of(seed, log, end)).map_err(|error| error.to_string())?;
    let read: GameRecord<E::Command, E::State> =
        ron::from_str(&text).map_err(|error| format!("the save does not read back: {error}"))?;
    let (replayed, _) = read
        .replay::<E>(start, dice)
        .map_err(|error| format!("the save {error}"))?;
    Ok(replayed)
}

fn soaked<C: Serialize + Clone, S: Serialize + Clone>(
    seed: u64,
    log: &[C],
    end: &S,
    winner: Option<usize>,
) -> SoakedGame {
    let save_bytes = ron::to_string(&GameRecord::of(seed, log, end)).map_or(0, |text| text.len());
    SoakedGame {
        scenario: PathBuf::new(),
        seed,
        commands: log.len(),
        save_bytes,
        winner,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How many games a ruleset `make test` soaks (`MUSTER_SOAK_GAMES` for more).
    fn games() -> u64 {
        std::env::var("MUSTER_SOAK_GAMES")
            .ok()
            .and_then(|games| games.parse().ok())
            .unwrap_or(4)
    }

    fn soak_clean(ruleset: Ruleset) {
        let report = soak(ruleset, games(), 0).expect("the scenarios load");
        assert!(report.failures.is_empty(), "{:#?}", report.failures);
        assert_eq!(report.games.len() as u64, games());
        assert!(report.games.iter().all(|game| game.commands > 0));
    }

    #[test]
    fn soak_soldiers_games_replay_from_their_saves_to_the_same_result() {
        soak_clean(Ruleset::Soldiers);
    }

    #[test]
    fn soak_skirmish_games_replay_from_their_saves_to_the_same_result() {
        soak_clean(Ruleset::Skirmish);
    }

    #[test]
    fn soak_movement_games_replay_from_their_saves_to_the_same_result() {
        soak_clean(Ruleset::MovementGame);
    }
}
