//! The game a fixture plays, for any ruleset: each ruleset's own contest between two levels.

use super::played::Played;
use super::{movement_game, skirmish, soldiers};
use crate::rules::ladder::{Budget, Level};
use crate::scenario::Scenario;

/// Play one game of `scenario` between `levels` (first seats, second seats) from `seed`.
pub fn play_one(
    scenario: &Scenario,
    levels: [Level; 2],
    seed: u64,
    budget: Budget,
) -> Result<Played, String> {
    match scenario {
        Scenario::MovementGame(game) => movement_game::play(game, levels, seed, budget),
        Scenario::Skirmish(game) => skirmish::play(game, levels, seed, budget),
        Scenario::Soldiers(game) => soldiers::play(game, levels, seed, budget),
        // Free Move's levels meet in `examples/free_move_ai.rs`: a battle there is a timed
        // move at a time on a simulated clock, not a turn; a ruleset the app registered
        // brings its own contest (`RulesetEntry::tournament`).
        Scenario::FreeMove(_) | Scenario::Registered(_) => Err(format!(
            "tournaments play the grid rulesets (Soldiers, Skirmish Wars, the Untitled Movement Game); this is {}",
            scenario.ruleset_name()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::property::{cases, check};
    use crate::scenario::catalogue::scenarios_root;
    use crate::scenario::load;
    use std::time::Duration;

    /// A budget small enough for the tests: two play-outs a candidate.
    fn quick() -> Budget {
        Budget {
            per_turn: Duration::from_secs(1),
            rollouts: 2,
        }
    }

    fn scenario(path: &str) -> Scenario {
        load(&scenarios_root().join(path)).expect("a shipped scenario")
    }

    /// Every pair of levels, each in the first seats in turn.
    fn every_pairing() -> Vec<[Level; 2]> {
        let mut pairs = Vec::new();
        for first in Level::ALL {
            for second in Level::ALL {
                if first != second {
                    pairs.push([first, second]);
                }
            }
        }
        pairs
    }

    #[test]
    fn every_level_gives_only_commands_the_engine_accepts_in_every_grid_ruleset() {
        // Any refused command fails the game with the command and the error named.
        let games = [
            scenario("movement_game/01_twin_gates_two.ron"),
            scenario("movement_game/02_twin_gates_four.ron"),
            scenario("skirmish/03_hill_country.ron"),
            scenario("soldiers/12_lvidsgov.ron"),
        ];
        check(cases(1), 0u64..1_000, |seed| {
            for game in &games {
                for levels in every_pairing() {
                    let played = play_one(game, levels, seed, quick());
                    assert!(played.is_ok(), "{levels:?}, seed {seed}: {played:?}");
                }
            }
        });
    }

    /// Two play-outs a turn and no time limit that a loaded machine could reach first: a
    /// look-ahead cut short by the clock chooses by how far it got, so only the play-outs
    /// may bound it where two games must be the same.
    fn bounded_by_play_outs_alone() -> Budget {
        Budget {
            per_turn: Duration::from_secs(600),
            ..quick()
        }
    }

    #[test]
    fn the_same_seed_and_levels_play_the_same_game() {
        let game = scenario("skirmish/03_hill_country.ron");
        let budget = bounded_by_play_outs_alone();
        let once = play_one(&game, [Level::General, Level::Veteran], 7, budget).expect("plays");
        let again = play_one(&game, [Level::General, Level::Veteran], 7, budget).expect("plays");
        assert_eq!(once.result, again.result);
        assert_eq!(
            once.turn_times.map(|turns| turns.len()),
            again.turn_times.map(|turns| turns.len()),
            "the same number of turns"
        );
    }

    #[test]
    fn a_free_move_scenario_is_refused_by_name() {
        let game = scenario("free_move/standard_battle.ron");
        let refused = play_one(&game, [Level::Recruit, Level::General], 1, quick());
        assert_eq!(
            refused.err().as_deref(),
            Some(
                "tournaments play the grid rulesets (Soldiers, Skirmish Wars, the Untitled Movement Game); this is Free Move – Timed Move"
            )
        );
    }
}
