//! The real-time Free Move AI against itself on the standard battle: each pairing of levels
//! over `N` battles (each level plays each side in turn), with the win rates, the battles'
//! length and the AI's thinking time. Every command goes through the engine; an illegal
//! one stops the run.
//! `cargo run --release -p muster_rules --example free_move_ai -- 100`

use std::time::Instant;

use muster_rules::rules::free_move::ai::battle::fight;
use muster_rules::rules::free_move::ai::{Hand, Level, RealTimeAi};
use muster_rules::rules::free_move::{Side, State};
use muster_rules::scenario::{self, Scenario};

fn main() -> Result<(), String> {
    let battles: u64 = std::env::args()
        .nth(1)
        .and_then(|battles| battles.parse().ok())
        .unwrap_or(20);
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../scenarios/free_move/standard_battle.ron");
    let Scenario::FreeMove(battle) = scenario::load(&path).map_err(|error| error.to_string())?
    else {
        return Err("the standard battle is not a Free Move scenario".into());
    };
    let hand = Hand::with_stick_pause(battle.stick_pause_seconds);
    for (stronger, weaker) in [
        (Level::Veteran, Level::Recruit),
        (Level::General, Level::Recruit),
        (Level::General, Level::Veteran),
    ] {
        let started = Instant::now();
        let (mut wins, mut losses, mut draws, mut moves) = (0, 0, 0, 0);
        for seed in 0..battles {
            let stronger_side = if seed % 2 == 0 {
                Side::First
            } else {
                Side::Second
            };
            let mut ais = Side::BOTH.map(|side| {
                let level = if side == stronger_side {
                    stronger
                } else {
                    weaker
                };
                RealTimeAi::new(side, level, hand, seed)
            });
            let (report, _) = fight(State::from_scenario(&battle), seed, &mut ais, 30)?;
            moves += report.timed_moves;
            match report.winner {
                Some(side) if side == stronger_side => wins += 1,
                Some(_) => losses += 1,
                None => draws += 1,
            }
        }
        println!(
            "{:<8} v {:<8} {battles} battles: won {wins} ({:.0}%), lost {losses}, drawn or unfinished {draws}; {:.1} timed moves a battle; {:.0?} a battle",
            stronger.name(),
            weaker.name(),
            100.0 * wins as f64 / battles.max(1) as f64,
            moves as f64 / battles.max(1) as f64,
            started.elapsed() / battles.max(1) as u32,
        );
    }
    Ok(())
}
