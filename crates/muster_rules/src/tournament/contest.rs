//! The game a fixture plays, for any ruleset: each ruleset's own contest between two levels.

use super::played::Played;
use super::{free_move, movement_game, skirmish, soldiers};
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
        Scenario::FreeMove(game) => free_move::play(game, levels, seed, budget),
        // A ruleset the app registered brings its own contest (`RulesetEntry::tournament`).
        Scenario::Registered(_) => Err(format!(
            "tournaments play the shipped rulesets (Free Move, Soldiers, Skirmish Wars, the Untitled Movement Game); this is {}",
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

    /// As [`bounded_by_play_outs_alone`] with one play-out a candidate: the General still
    /// draws from its stream, at half the cost (a four-player game runs 50 days).
    fn one_play_out_a_candidate() -> Budget {
        bounded_by_play_outs_alone().with_rollouts(1)
    }

    /// One game of each ruleset, Skirmish Wars' four-player map included.
    fn one_of_each_ruleset() -> Vec<Scenario> {
        [
            "soldiers/12_lvidsgov.ron",
            "skirmish/03_hill_country.ron",
            "skirmish/04_four_corners.ron",
            "movement_game/02_twin_gates_four.ron",
            "free_move/practice_skirmish.ron",
        ]
        .map(scenario)
        .to_vec()
    }

    #[test]
    fn the_same_seed_and_levels_play_the_same_game() {
        let budget = one_play_out_a_candidate();
        for game in one_of_each_ruleset() {
            let once = play_one(&game, [Level::General, Level::Veteran], 7, budget).expect("plays");
            let again =
                play_one(&game, [Level::General, Level::Veteran], 7, budget).expect("plays");
            let name = game.ruleset_name();
            assert!(!once.commands.is_empty(), "{name}: commands were played");
            assert_eq!(once.commands, again.commands, "{name}: the same commands");
            assert_eq!(once.result, again.result, "{name}");
            assert_eq!(once.length, again.length, "{name}");
        }
    }

    #[test]
    fn another_seed_plays_another_game() {
        let budget = one_play_out_a_candidate();
        for game in one_of_each_ruleset() {
            let one = play_one(&game, [Level::General, Level::Veteran], 7, budget).expect("plays");
            let other =
                play_one(&game, [Level::General, Level::Veteran], 8, budget).expect("plays");
            assert_ne!(
                one.commands,
                other.commands,
                "{}: another seed, other commands",
                game.ruleset_name()
            );
        }
    }

    #[test]
    fn a_free_move_battle_is_played_between_two_levels_each_on_its_side() {
        let game = scenario("free_move/practice_skirmish.ron");
        let played = play_one(&game, [Level::Recruit, Level::General], 1, quick()).expect("plays");
        assert!(played.length >= 1, "at least one timed move");
        assert!(
            played.turn_times[0].is_empty(),
            "the Recruit does not search"
        );
        assert!(
            !played.turn_times[1].is_empty(),
            "the General searched its timed moves"
        );
        assert!(
            played.commands.iter().any(|command| command == "Bell"),
            "{:?}",
            &played.commands[..5]
        );
    }
}
