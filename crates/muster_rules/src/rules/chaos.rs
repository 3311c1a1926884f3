//! Chaos play for the property tests: a game driven by legal play with random, mostly
//! illegal commands thrown in (unknown units, squares off the map, other players' turns,
//! nonsense combinations). Every command must return rather than panic; a refused one must
//! leave the state and the dice exactly as they were; an accepted one must keep the
//! ruleset's invariants; and the accepted commands must replay to the same game.

use std::fmt::Debug;
use std::panic::{AssertUnwindSafe, catch_unwind};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use super::dice::Dice;
use super::engine::RulesEngine;
use super::record::first_difference;

/// How a chaos game went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ChaosTally {
    pub accepted: usize,
    pub refused: usize,
}

/// A chaos game to play: its name and seed (for the failure messages), where it starts and
/// how many commands it runs for.
pub struct ChaosGame<'a, S> {
    pub name: &'a str,
    pub seed: u64,
    pub start: S,
    pub dice: Dice,
    pub steps: usize,
}

/// Play `game` (half legal play from `legal`, half random from `random`), panicking with
/// the seed and the command on any broken property.
pub fn chaos_game<E>(
    game: ChaosGame<'_, E::State>,
    mut legal: impl FnMut(&E::State) -> Option<E::Command>,
    mut random: impl FnMut(&E::State, &mut ChaCha8Rng) -> E::Command,
    invariants: impl Fn(&E::State) -> Result<(), String>,
) -> ChaosTally
where
    E: RulesEngine,
    E::State: Clone + Serialize,
    E::Command: Clone + Debug,
{
    let ChaosGame {
        name,
        seed,
        start,
        dice,
        steps,
    } = game;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xC4A05);
    let mut state = start.clone();
    let mut game_dice = dice.clone();
    let mut log = Vec::new();
    let mut tally = ChaosTally::default();
    for _ in 0..steps {
        let thrown = rng.random_bool(0.5);
        let command = if thrown {
            random(&state, &mut rng)
        } else {
            match legal(&state) {
                Some(command) => command,
                None => break,
            }
        };
        let before = state.clone();
        let draws = game_dice.draws();
        let result = catch_unwind(AssertUnwindSafe(|| {
            E::execute(&mut state, command.clone(), &mut game_dice).map_err(|e| e.to_string())
        }));
        match result {
            Err(_) => panic!("{name} seed {seed}: {command:?} panicked"),
            Ok(Err(why)) => {
                if !thrown {
                    panic!("{name} seed {seed}: legal play {command:?} refused: {why}");
                }
                if let Some(near) = first_difference(&before, &state) {
                    panic!("{name} seed {seed}: refused {command:?} changed the state near {near}");
                }
                assert_eq!(
                    game_dice.draws(),
                    draws,
                    "{name} seed {seed}: refused {command:?} rolled dice"
                );
                tally.refused += 1;
            }
            Ok(Ok(_)) => {
                if let Err(broken) = invariants(&state) {
                    panic!("{name} seed {seed} after {command:?}: {broken}");
                }
                log.push(command);
                tally.accepted += 1;
            }
        }
    }
    let mut replayed = start;
    let mut replay_dice = dice;
    for (index, command) in log.into_iter().enumerate() {
        if let Err(error) = E::execute(&mut replayed, command, &mut replay_dice) {
            panic!("{name} seed {seed}: command {index} refused on replay: {error}");
        }
    }
    if let Some(near) = first_difference(&replayed, &state) {
        panic!("{name} seed {seed}: the replay differs near {near}");
    }
    tally
}

/// Seeds a chaos property runs (`MUSTER_PROPERTY_SEEDS` for more).
pub fn chaos_seeds() -> u64 {
    std::env::var("MUSTER_PROPERTY_SEEDS")
        .ok()
        .and_then(|seeds| seeds.parse().ok())
        .unwrap_or(3)
}
