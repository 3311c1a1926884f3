//! Benchmarks of the pure rules layer: seeded dice and scenario loading.
//! Run with `cargo bench` (or `make bench`); each line is the median of 15 batches.

use std::hint::black_box;
use std::time::Instant;

use muster::rules::dice::Dice;
use muster::scenario;

fn bench(name: &str, iterations_per_batch: u32, mut work: impl FnMut()) {
    let mut per_iteration: Vec<f64> = (0..15)
        .map(|_| {
            let started = Instant::now();
            for _ in 0..iterations_per_batch {
                work();
            }
            started.elapsed().as_nanos() as f64 / iterations_per_batch as f64
        })
        .collect();
    per_iteration.sort_by(f64::total_cmp);
    println!("{name:<40} {:>12.1} ns/iter", per_iteration[7]);
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
        "/scenarios/free_move/standard_battle.ron"
    ))
    .expect("the standard battle ships with Muster");
    bench("scenario: parse + validate standard battle", 2_000, || {
        black_box(scenario::parse(&text, "standard_battle.ron").expect("valid"));
    });
}
