//! The property tests' runner: proptest with Muster's case counts, so that a failing case
//! shrinks (a chaos game to the few thrown-in commands that break it) before it is shown.

use std::fmt::Debug;

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

/// Cases a property runs: `default`, or `MUSTER_PROPERTY_SEEDS` for more.
pub fn cases(default: u32) -> u32 {
    std::env::var("MUSTER_PROPERTY_SEEDS")
        .ok()
        .and_then(|cases| cases.parse().ok())
        .unwrap_or(default)
}

/// Run `case` on `cases` values drawn from `strategy`, the same values every run (a test
/// that passed stays passed). A case fails by panicking; the failure is then shrunk, and
/// this panics with the smallest failing value found.
pub fn check<S>(cases: u32, strategy: S, case: impl Fn(S::Value))
where
    S: Strategy,
    S::Value: Debug,
{
    let config = Config {
        cases,
        failure_persistence: None,
        // A case is a whole game: shrink for a while, not for ever.
        max_shrink_iters: 200,
        ..Config::default()
    };
    let rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    let mut runner = TestRunner::new_with_rng(config, rng);
    if let Err(failure) = runner.run(&strategy, |value| {
        case(value);
        Ok(())
    }) {
        panic!("{failure}");
    }
}
