//! The computer player: always legal, games end, the same seed gives the same game.

use crate::rules::dice::Dice;
use crate::rules::engine::replay;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::scenario::catalogue::shipped;

use super::engine::MovementGame;
use super::simulate::play;

fn scenarios() -> Vec<crate::scenario::movement_game::MovementGameScenario> {
    shipped(Ruleset::MovementGame)
        .expect("the shipped scenarios load")
        .into_iter()
        .filter_map(|(_, scenario)| match scenario {
            Scenario::MovementGame(scenario) => Some(scenario),
            _ => None,
        })
        .collect()
}

#[test]
fn the_ai_plays_every_board_to_a_win_with_legal_commands_only() {
    // proptest draws three seeds a board (or `MUSTER_PROPERTY_SEEDS`) and shrinks a failure.
    let boards = scenarios();
    crate::rules::property::check(crate::rules::property::cases(3), 0u64..1_000_000, |seed| {
        for scenario in &boards {
            let mut dice = Dice::seeded(seed);
            let state = scenario.new_game(&mut dice).unwrap();
            let (report, _, _) =
                play(state, &mut dice).unwrap_or_else(|error| panic!("{}: {error}", scenario.name));
            assert!(
                report.winner.is_some(),
                "{} seed {seed}: no winner after {} turns",
                scenario.name,
                report.turns
            );
        }
    });
}

#[test]
fn the_same_seed_and_commands_give_the_same_game() {
    let scenario = &scenarios()[1];
    let mut dice = Dice::seeded(11);
    let start = scenario.new_game(&mut dice).unwrap();
    let (report, end, log) = play(start.clone(), &mut dice).unwrap();
    let mut again_dice = Dice::seeded(11);
    let mut again = scenario.new_game(&mut again_dice).unwrap();
    assert_eq!(again, start);
    replay::<MovementGame>(&mut again, &mut again_dice, log).unwrap();
    assert_eq!(again, end);
    assert!(report.turns > 0);
}
