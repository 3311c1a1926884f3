//! Demo mode headless: the computer plays every ruleset in turn for a stretch of simulated
//! time (`MUSTER_DEMO_MINUTES`, default 20; 60 is the club night's hour) without a panic,
//! moving from game to game, captioning as it goes, with memory that does not grow (the
//! process's resident size after the first games against the end, and the entity count).
//! It measures the whole process, so it runs alone: `make test` runs it after the others
//! (`cargo test --test app -- --ignored demo_soak`), never beside the tests that share this
//! binary (their memory would count as the demo's).

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::headless::headless_app;
use muster::app::shell::demo::{Caption, DemoMode};

fn minutes() -> u32 {
    std::env::var("MUSTER_DEMO_MINUTES")
        .ok()
        .and_then(|minutes| minutes.parse().ok())
        .unwrap_or(20)
}

/// The process's resident memory, in KiB (Linux).
fn resident_kib() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4)
}

#[test]
#[ignore = "measures the process's memory: run alone, as make test does"]
fn demo_mode_plays_every_ruleset_in_turn_without_growing() {
    let dir = std::env::temp_dir().join(format!("muster-demo-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = headless_app(&dir, Launch::demo(Vec::new()));
    let updates = minutes() * 60 * 10;
    let started = std::time::Instant::now();
    let mut early = None;
    for update in 0..updates {
        app.update();
        if update == updates / 6 {
            early = resident_kib().map(|kib| (kib, app.world().entities().len()));
        }
        if update == updates / 2 {
            eprintln!("demo: resident {:?} KiB half-way", resident_kib());
        }
    }
    let demo = app.world().resource::<DemoMode>().clone();
    let caption = app.world().resource::<Caption>().clone();
    let late = resident_kib().map(|kib| (kib, app.world().entities().len()));
    eprintln!(
        "demo: {} simulated minutes in {:.0?}: {} games, {} captions; resident {:?} KiB and entities after a sixth, {:?} at the end",
        minutes(),
        started.elapsed(),
        demo.games,
        caption.shown,
        early,
        late
    );
    assert!(demo.games >= 2, "the demo moves on: {} games", demo.games);
    assert!(caption.shown > 10, "it captions: {}", caption.shown);
    if let (Some((early_kib, early_entities)), Some((late_kib, late_entities))) = (early, late) {
        assert!(
            late_kib < early_kib + 64 * 1024,
            "memory grew from {early_kib} to {late_kib} KiB"
        );
        assert!(
            late_entities <= early_entities + 200,
            "entities grew from {early_entities} to {late_entities}"
        );
    }
}
