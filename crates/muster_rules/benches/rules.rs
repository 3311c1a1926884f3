//! Benchmarks of the pure rules layer: seeded dice, scenario loading and the Free Move
//! combat phase.
//! Run with `cargo bench` (or `make bench`); each line is the median of 15 batches.

use std::hint::black_box;

use muster_rules::rules::dice::Dice;
use muster_rules::rules::engine::RulesEngine;
use muster_rules::rules::free_move::builder::{Battlefield, blue, red};
use muster_rules::rules::free_move::command::Command;
use muster_rules::rules::free_move::geometry::Pose;
use muster_rules::rules::free_move::{FreeMove, Phase, Side, State, UnitType};
use muster_rules::scenario;

mod common;
use common::{bench, bench_on_copies};

const LINE_TYPES: [UnitType; 3] = [
    UnitType::HeavyInfantry,
    UnitType::LightInfantry,
    UnitType::HeavyCavalry,
];
/// 100 units a side: 90 in melee contact along one line, 10 archers a side shooting at each
/// other off the end of the line; missile fire declared, ready for both sides' "done".
fn hundred_a_side_in_contact() -> State {
    let mut state = hundred_a_side();
    let mut dice = Dice::seeded(1);
    let mut run = |state: &mut State, command: Command| {
        FreeMove::execute(state, command, &mut dice).expect("the set-up is legal");
    };
    for i in 0..90u32 {
        let x = 2.0 + i as f32 * 2.5;
        run(
            &mut state,
            Command::Step {
                unit: red(i + 1),
                to: Pose::new(x, 20.5, 0.0),
            },
        );
    }
    run(&mut state, Command::Bell);
    run(&mut state, Command::Done { side: Side::First });
    run(&mut state, Command::Done { side: Side::Second });
    for i in 91..=100u32 {
        run(
            &mut state,
            Command::Shoot {
                shooter: red(i),
                target: blue(i),
            },
        );
        run(
            &mut state,
            Command::Shoot {
                shooter: blue(i),
                target: red(i),
            },
        );
    }
    assert_eq!(state.phase, Phase::MissileFire);
    assert_eq!(state.melees.len(), 90, "a melee per pair along the line");
    state
}

/// The same armies at the start of a timed move, not yet in contact.
fn hundred_a_side() -> State {
    let mut battle = Battlefield::new().table(300.0, 48.0);
    for i in 0..90u32 {
        let x = 2.0 + i as f32 * 2.5;
        let kind = LINE_TYPES[i as usize % 3];
        battle = battle.unit(Side::First, i + 1, kind, (x, 20.0), 0.0).unit(
            Side::Second,
            i + 1,
            LINE_TYPES[(i as usize + 1) % 3],
            (x, 22.0),
            180.0,
        );
    }
    for i in 0..10u32 {
        let x = 240.0 + i as f32 * 2.5;
        battle = battle
            .unit(Side::First, 91 + i, UnitType::Archers, (x, 14.0), 0.0)
            .unit(Side::Second, 91 + i, UnitType::Archers, (x, 26.0), 180.0);
    }
    battle.at_phase(Phase::TimedMove)
}

fn main() {
    let mut dice = Dice::seeded(1);
    bench("dice: one d6", 1_000_000, || {
        black_box(dice.d6());
    });
    bench("dice: shuffle a 50-card deck", 100_000, || {
        let mut deck: Vec<u8> = (0..50).collect();
        dice.shuffle(&mut deck);
        black_box(deck);
    });
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scenarios/free_move/standard_battle.ron"
    ))
    .expect("the standard battle ships with Muster");
    bench("scenario: parse + validate standard battle", 2_000, || {
        black_box(scenario::parse(&text, "standard_battle.ron").expect("valid"));
    });

    let battle = hundred_a_side_in_contact();
    bench_on_copies(
        "free move: combat phase, 100 a side",
        50,
        &battle,
        |state| {
            // The same dice each time, so every iteration fights the same battle.
            let mut dice = Dice::seeded(9);
            for side in [Side::First, Side::Second] {
                black_box(
                    FreeMove::execute(state, Command::Done { side }, &mut dice).expect("legal"),
                );
            }
        },
    );
    let crowd = hundred_a_side();
    let advance = Command::Step {
        unit: red(45),
        to: Pose::new(114.0, 21.5, 0.0),
    };
    bench("free move: check one step, 200 stands", 2_000, || {
        black_box(FreeMove::check(&crowd, &advance)).ok();
    });
}
