//! What the benchmarks share: selecting by name and timing a median of 15 batches.

use std::time::Instant;

/// Whether a benchmark is selected: `cargo bench -p muster_rules -- combat` runs those whose
/// name contains "combat".
pub fn selected(name: &str) -> bool {
    std::env::args()
        .skip(1)
        .filter(|arg| !arg.starts_with("--"))
        .all(|filter| name.contains(&filter))
}

pub fn bench(name: &str, iterations_per_batch: u32, mut work: impl FnMut()) {
    if !selected(name) {
        return;
    }
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

/// Median time of `work` over 15 batches, each on fresh copies made outside the timing.
pub fn bench_on_copies<S: Clone>(
    name: &str,
    batch: usize,
    setup: &S,
    mut work: impl FnMut(&mut S),
) {
    if !selected(name) {
        return;
    }
    let mut per_iteration: Vec<f64> = (0..15)
        .map(|_| {
            let mut copies = vec![setup.clone(); batch];
            let started = Instant::now();
            for copy in &mut copies {
                work(copy);
            }
            started.elapsed().as_nanos() as f64 / batch as f64
        })
        .collect();
    per_iteration.sort_by(f64::total_cmp);
    println!("{name:<40} {:>12.1} ns/iter", per_iteration[7]);
}
