//! The computer player: always legal, games end, the same seed gives the same game.

use std::path::Path;

use crate::rules::dice::Dice;
use crate::rules::engine::replay;
use crate::scenario::{Scenario, load};

use super::engine::MovementGame;
use super::simulate::play;

fn scenarios() -> Vec<crate::scenario::movement_game::MovementGameScenario> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/movement_game");
    let mut files: Vec<_> = std::fs::read_dir(folder)
        .expect("scenarios/movement_game")
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .collect();
    files.sort();
    files
        .iter()
        .map(|path| match load(path) {
            Ok(Scenario::MovementGame(scenario)) => scenario,
            other => panic!("{}: {other:?}", path.display()),
        })
        .collect()
}

#[test]
fn the_ai_plays_every_board_to_a_win_with_legal_commands_only() {
    for scenario in scenarios() {
        for seed in 0..3 {
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
    }
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
