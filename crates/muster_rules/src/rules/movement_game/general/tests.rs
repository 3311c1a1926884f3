//! The General: its judgement agrees with the baseline's distance, it picks the plan whose
//! next turn is best, it stops at its budget, and the same seed plays the same game.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::super::ai::{Ai, distance_score};
use super::super::cards::Card;
use super::super::command::Command;
use super::super::engine::MovementGame;
use super::super::ladder::Computer;
use super::super::state::{Phase, PlayerId, State};
use super::super::test_support::{game, open_board, roll};
use super::judge::Judge;
use super::lookahead::{Draws, next_turn_value};
use super::plans::leaves;
use super::{General, best_leaf, shortlist};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::ladder::{Budget, Level};
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::scenario::catalogue::shipped;

const SOUTH: PlayerId = PlayerId(0);

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

/// South to move on an open board, its one token four moves from home, North's all off.
fn south_holding(hand: &[Card]) -> State {
    game(open_board(&[]), 2, SOUTH, &[hand, &[]], &[&[(3, 4)], &[]])
}

/// South to move with all four tokens on the board (no 3 can bring one on), North's off.
fn south_all_on_holding(hand: &[Card]) -> State {
    let tokens: &[(i32, i32)] = &[(1, 4), (3, 4), (5, 4), (7, 4)];
    game(open_board(&[]), 2, SOUTH, &[hand, &[]], &[tokens, &[]])
}

#[test]
fn the_generals_distance_is_the_baselines_distance_score_in_played_positions() {
    for scenario in scenarios() {
        let mut dice = Dice::seeded(5);
        let mut state = scenario.new_game(&mut dice).unwrap();
        let mut ai = Ai;
        let mut checked = 0;
        while state.acting().is_some() && state.turns < 400 {
            if let Phase::Choose { .. } = state.phase {
                for seat in 0..state.players.len() {
                    let player = PlayerId(seat);
                    let judge = Judge::new(&state, player);
                    assert_eq!(
                        judge.distance_of(&state),
                        distance_score(&state, player),
                        "{} turn {}",
                        scenario.name,
                        state.turns
                    );
                    checked += 1;
                }
            }
            let command = ai.next_command(&state);
            MovementGame::execute(&mut state, command, &mut dice).unwrap();
        }
        assert!(checked > 20, "{}: only {checked} positions", scenario.name);
    }
}

#[test]
fn the_general_discards_a_hand_of_backward_cards_and_rolls_a_hand_of_forward_ones() {
    let mut general = General::new(1, Duration::from_secs(1));
    let backward = south_all_on_holding(&[Card::Backward, Card::Backward, Card::Backward]);
    assert_eq!(general.choose(&backward), Some(Command::DiscardHand));
    let forward = south_all_on_holding(&[Card::Forward, Card::Forward, Card::Forward]);
    assert_eq!(general.choose(&forward), Some(Command::Roll));
}

#[test]
fn the_general_rolls_even_a_useless_hand_while_a_3_could_bring_a_token_on() {
    let mut general = General::new(1, Duration::from_secs(1));
    let backward = south_holding(&[Card::Backward, Card::Backward, Card::Backward]);
    assert_eq!(general.choose(&backward), Some(Command::Roll));
}

#[test]
fn the_general_plays_the_plan_whose_next_turn_is_best_of_its_shortlist() {
    let mut state = south_holding(&[Card::Forward, Card::Left, Card::ForwardRight]);
    roll(&mut state, 2);
    let judge = Judge::new(&state, SOUTH);
    let draws = Draws::sample(&state, 4, &mut ChaCha8Rng::seed_from_u64(3));
    let mut found = leaves(&state, SOUTH, &judge);
    found.sort_by(|a, b| a.value.total_cmp(&b.value));
    let expected = shortlist(&found, SOUTH, 6)
        .into_iter()
        .map(|leaf| (next_turn_value(leaf, SOUTH, &judge, &draws), leaf.first))
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .unwrap();
    let far = Instant::now() + Duration::from_secs(60);
    let chosen = best_leaf(found, SOUTH, &judge, &draws, 6, far).unwrap();
    assert_eq!((chosen.value, chosen.first), expected);
    // Two moves forward are the most a 2 gives; the plan chosen makes them.
    let mut after = state.clone();
    MovementGame::execute(&mut after, chosen.first, &mut Dice::seeded(0)).unwrap();
    assert!(judge.distance_of(&after) < judge.distance_of(&state));
}

#[test]
fn the_generals_look_ahead_stops_at_its_budget() {
    let mut state = south_holding(&[Card::Forward, Card::Left, Card::ForwardRight]);
    roll(&mut state, 3);
    let judge = Judge::new(&state, SOUTH);
    let draws = Draws::sample(&state, 2, &mut ChaCha8Rng::seed_from_u64(3));
    let found = || leaves(&state, SOUTH, &judge);
    let past = Instant::now();
    let hurried = best_leaf(found(), SOUTH, &judge, &draws, 5, past).unwrap();
    assert_eq!(
        hurried.judged, 1,
        "out of time, only the first plan is judged"
    );
    let far = Instant::now() + Duration::from_secs(60);
    let patient = best_leaf(found(), SOUTH, &judge, &draws, 5, far).unwrap();
    assert_eq!(patient.judged, 5);
}

#[test]
fn the_general_with_no_time_still_gives_a_legal_command_every_turn() {
    let scenario = &scenarios()[0];
    let mut dice = Dice::seeded(8);
    let mut state = scenario.new_game(&mut dice).unwrap();
    let hurried = Budget {
        per_turn: Duration::ZERO,
        ..Budget::default()
    };
    let mut computers = [
        Computer::seeded(Level::General, 1, hurried),
        Computer::seeded(Level::Veteran, 2, hurried),
    ];
    while let Some(player) = state.acting() {
        let command = computers[player.index()].next_command(&state);
        MovementGame::execute(&mut state, command, &mut dice).unwrap();
    }
    assert!(matches!(state.phase, Phase::Over { .. }));
}

/// The commands of a General (seats 0) against the Veteran from `seed`.
fn commands_of_a_game(seed: u64) -> Vec<Command> {
    let scenario = &scenarios()[1];
    let mut dice = Dice::seeded(seed);
    let mut state = scenario.new_game(&mut dice).unwrap();
    let mut computers: Vec<Computer> = (0..state.players.len())
        .map(|seat| {
            let level = [Level::General, Level::Veteran][seat % 2];
            Computer::seeded(level, seed + seat as u64, Budget::default())
        })
        .collect();
    let mut log = Vec::new();
    while let Some(player) = state.acting() {
        let command = computers[player.index()].next_command(&state);
        MovementGame::execute(&mut state, command, &mut dice).unwrap();
        log.push(command);
    }
    log
}

#[test]
fn the_same_seed_gives_the_general_the_same_game() {
    assert_eq!(commands_of_a_game(21), commands_of_a_game(21));
}
