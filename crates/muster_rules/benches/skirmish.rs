//! Benchmarks of Skirmish Wars on the four-player map (04_four_corners) mid-game: one whole
//! AI player-turn (choosing and executing every command), and `reachable` for every unit.
//! Run with `cargo bench -p muster_rules --bench skirmish` (or `make bench`).

use std::hint::black_box;

use muster_rules::rules::dice::Dice;
use muster_rules::rules::engine::RulesEngine;
use muster_rules::rules::skirmish::ai::Ai;
use muster_rules::rules::skirmish::command::Command;
use muster_rules::rules::skirmish::engine::Skirmish;
use muster_rules::rules::skirmish::movement::reachable;
use muster_rules::rules::skirmish::state::State;
use muster_rules::scenario::{self, Scenario};

mod common;
use common::{bench, bench_on_copies};

/// The four-player map played by the AI to the start of `day`, first seat to move.
fn four_corners_on(day: u32) -> State {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scenarios/skirmish/04_four_corners.ron"
    );
    let Ok(Scenario::Skirmish(loaded)) = scenario::load(std::path::Path::new(file)) else {
        panic!("the four-player map ships with Muster");
    };
    let mut state = scenario::skirmish::build_state(&loaded, None);
    let mut ai = Ai::new(1);
    let mut dice = Dice::seeded(1);
    while state.day < day {
        let command = ai.next_command(&state);
        Skirmish::execute(&mut state, command, &mut dice).expect("the AI gives legal commands");
    }
    state
}

/// One player-turn: the AI's commands up to and including `EndTurn`.
fn one_turn(state: &mut State) {
    let mut ai = Ai::new(1);
    let mut dice = Dice::seeded(2);
    loop {
        let command = ai.next_command(state);
        let last = command == Command::EndTurn;
        if Skirmish::execute(state, command, &mut dice).is_err() || last {
            break;
        }
    }
}

fn main() {
    let state = four_corners_on(12);
    let units = state.units.len();
    println!(
        "# four corners on day {}: {units} units on the map",
        state.day
    );
    bench_on_copies(
        "skirmish: one AI turn, 4-player map day 12",
        4,
        &state,
        |copy| one_turn(black_box(copy)),
    );
    let later = four_corners_on(25);
    println!(
        "# four corners on day {}: {} units on the map",
        later.day,
        later.units.len()
    );
    bench_on_copies(
        "skirmish: one AI turn, 4-player map day 25",
        4,
        &later,
        |copy| one_turn(black_box(copy)),
    );
    bench("skirmish: reachable for every unit, day 12", 20, || {
        for unit in &state.units {
            black_box(reachable(&state, unit));
        }
    });
}
