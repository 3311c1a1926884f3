//! Benchmarks of the Soldiers engine on its largest scenario (3, Le Cateau: 95 units):
//! line of sight and the legal fire targets of every unit, and one game-turn of AI play.
//! Run with `cargo bench -p muster_rules --bench soldiers` (or `make bench`).

use std::hint::black_box;

use muster_rules::rules::dice::Dice;
use muster_rules::rules::engine::RulesEngine;
use muster_rules::rules::soldiers::ai::Ai;
use muster_rules::rules::soldiers::engine::Soldiers;
use muster_rules::rules::soldiers::fire::fire_options;
use muster_rules::rules::soldiers::los::sight;
use muster_rules::rules::soldiers::simulate::default_minds;
use muster_rules::rules::soldiers::state::{FireStep, Phase, Side, State, StateData};
use muster_rules::rules::soldiers::tables::Tables;
use muster_rules::scenario::{self, Scenario};

mod common;
use common::{bench, bench_on_copies};

/// Scenario 3 built and played by the AI up to `turn`'s first movement phase.
fn le_cateau_at(turn: u32) -> (State, [Ai; 2], Dice) {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scenarios/soldiers/03_le_cateau.ron"
    );
    let Ok(Scenario::Soldiers(loaded)) = scenario::load(std::path::Path::new(file)) else {
        panic!("scenario 3 ships with Muster");
    };
    let mut state = scenario::soldiers::build_state(&loaded, Tables::shipped()).expect("builds");
    let minds = default_minds(&state);
    let mut players = [Ai::new(Side(0), minds[0]), Ai::new(Side(1), minds[1])];
    let mut dice = Dice::seeded(5);
    while !(state.turn == turn
        && matches!(state.phase, Phase::Movement { mover } if mover == state.first_player))
    {
        let side = state.acting_side().expect("the game goes on");
        let command = players[side.index()]
            .next_command(&state)
            .expect("a command");
        Soldiers::execute(&mut state, command, &mut dice).expect("legal");
    }
    (state, players, dice)
}

/// The same position, in the fire step where `side` fires.
fn firing(state: &State, side: Side) -> State {
    // A staged position is a new game made from edited data (only `apply` changes a game).
    let mut copy = StateData::clone(state);
    let mover = state.first_player;
    copy.phase = Phase::Fire {
        mover,
        step: if side == mover {
            FireStep::MoverFires
        } else {
            FireStep::OtherFires
        },
    };
    copy.record = Default::default();
    State::from(copy)
}

fn main() {
    let (state, players, dice) = le_cateau_at(4);
    let on_map = state.units.iter().filter(|unit| unit.on_map()).count();
    println!("scenario 3 at turn 4: {on_map} units on the map");
    let both = [firing(&state, Side(0)), firing(&state, Side(1))];
    let targets: usize = both
        .iter()
        .enumerate()
        .map(|(index, position)| fire_options(position, Side(index as u8)).len())
        .sum();
    println!("  {targets} legal (unit, target) fire options for the two sides");
    bench("soldiers: fire targets, every unit (scen. 3)", 5, || {
        for (index, position) in both.iter().enumerate() {
            black_box(fire_options(position, Side(index as u8)));
        }
    });
    let hexes: Vec<_> = state
        .units
        .iter()
        .filter_map(|unit| unit.hex().map(|hex| (hex, unit.side)))
        .collect();
    bench("soldiers: sight, every unit to every unit", 5, || {
        for (from, side) in &hexes {
            for (to, _) in &hexes {
                black_box(sight(&state, *from, *to, *side));
            }
        }
    });
    bench_on_copies(
        "soldiers: one AI game-turn (scen. 3)",
        3,
        &(state.clone(), players.clone(), dice.clone()),
        |(state, players, dice)| {
            let turn = state.turn;
            while state.turn == turn && state.phase != Phase::Over {
                let side = state.acting_side().expect("the game goes on");
                let command = players[side.index()]
                    .next_command(state)
                    .expect("a command");
                Soldiers::execute(state, command, dice).expect("legal");
            }
        },
    );
}
