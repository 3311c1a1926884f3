//! Chaos play for the property tests: a game driven by legal play with random, mostly
//! illegal commands thrown in (unknown units, squares off the map, other players' turns,
//! nonsense combinations). Every command must return rather than panic; a refused one must
//! leave the state and the dice exactly as they were; an accepted one must keep the
//! ruleset's invariants; and the accepted commands must replay to the same game. A game
//! follows a script proptest draws and shrinks: each step is legal play or a thrown-in
//! command from its own seed.

use std::fmt::Debug;
use std::panic::{AssertUnwindSafe, catch_unwind};

use proptest::prelude::{Strategy, any};
use rand::SeedableRng;
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

/// One step of a chaos game: `None` is legal play, `Some(seed)` a random command thrown
/// in, made from that seed.
pub type Throw = Option<u64>;

/// Scripts of `steps` steps, about half of them thrown in; a failing one shrinks towards
/// legal play.
pub fn chaos_script(steps: usize) -> impl Strategy<Value = Vec<Throw>> {
    proptest::collection::vec(proptest::option::of(any::<u64>()), steps)
}

/// A chaos game to play: its name and seed (for the failure messages), where it starts and
/// the script it follows.
pub struct ChaosGame<'a, S> {
    pub name: &'a str,
    pub seed: u64,
    pub start: S,
    pub dice: Dice,
    pub script: &'a [Throw],
}

/// Play `game` (legal play from `legal`, thrown-in commands from `random`), panicking
/// with the seed and the command on any broken property.
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
        script,
    } = game;
    let mut state = start.clone();
    let mut game_dice = dice.clone();
    let mut log = Vec::new();
    let mut tally = ChaosTally::default();
    for throw in script {
        let thrown = throw.is_some();
        let command = if let Some(seed) = throw {
            random(&state, &mut ChaCha8Rng::seed_from_u64(*seed))
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
