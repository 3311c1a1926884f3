//! The real-time Free Move AI against itself on the standard battle: each pairing of levels
//! over `N` battles (each level plays each side in turn), with the win rates, the battles'
//! length and the General's thinking time a timed move. Every command goes through the
//! engine; an illegal one stops the run.
//!
//! `cargo run --release -p muster_rules --example free_move_ai -- 200 [options]`
//!
//! * `--pair general:veteran` plays only that pairing (repeatable; default: all three);
//! * `--rollouts N` and `--budget-ms M` set the General's budget (default 12 rollouts a
//!   candidate, 1000 ms a timed move);
//! * `--threads T` plays the battles on `T` threads (default 1);
//! * `--recruit-without slow-hand,rash,skirmishers-charge` plays the Recruit without those
//!   failings (to measure what each costs it);
//! * `--general-without wings,rules-odds,pull-out,reserve` lets the General weigh no plans
//!   of those kinds (to measure what each gains).

use std::time::{Duration, Instant};

use muster_rules::rules::free_move::ai::battle::fight;
use muster_rules::rules::free_move::ai::{Budget, Failings, Hand, Level, PlanParts, RealTimeAi};
use muster_rules::rules::free_move::{Side, State};
use muster_rules::scenario::{self, Scenario};

/// What the command line asked for.
struct Options {
    battles: u64,
    pairs: Vec<(Level, Level)>,
    budget: Budget,
    threads: u64,
    failings: Failings,
    parts: PlanParts,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        battles: 20,
        pairs: Vec::new(),
        budget: Budget::default(),
        threads: 1,
        failings: Failings::ALL,
        parts: PlanParts::ALL,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} wants a value"));
        match arg.as_str() {
            "--pair" => {
                let value = value()?;
                let (a, b) = value.split_once(':').ok_or("--pair wants a:b")?;
                let level = |name| Level::named(name).ok_or(format!("no level {name}"));
                options.pairs.push((level(a)?, level(b)?));
            }
            "--rollouts" => {
                let rollouts = value()?.parse().map_err(|_| "--rollouts wants a number")?;
                options.budget = options.budget.with_rollouts(rollouts);
            }
            "--budget-ms" => {
                let ms = value()?.parse().map_err(|_| "--budget-ms wants a number")?;
                options.budget.per_turn = Duration::from_millis(ms);
            }
            "--recruit-without" => {
                for name in value()?.split(',') {
                    options.failings = options
                        .failings
                        .without(name)
                        .ok_or(format!("no failing {name}"))?;
                }
            }
            "--general-without" => {
                for name in value()?.split(',') {
                    options.parts = options
                        .parts
                        .without(name)
                        .ok_or(format!("no plan part {name}"))?;
                }
            }
            "--threads" => {
                options.threads = value()?.parse().map_err(|_| "--threads wants a number")?;
            }
            battles => {
                options.battles = battles.parse().map_err(|_| format!("not a count: {arg}"))?;
            }
        }
    }
    if options.pairs.is_empty() {
        options.pairs = vec![
            (Level::Veteran, Level::Recruit),
            (Level::General, Level::Recruit),
            (Level::General, Level::Veteran),
        ];
    }
    Ok(options)
}

/// One battle's outcome for the stronger level: won (Some(true)), lost, or neither; the
/// timed moves; and the General's thinking times.
type Outcome = (Option<bool>, u32, Vec<Duration>);

fn battle(
    state: &State,
    hand: Hand,
    options: &Options,
    (stronger, weaker): (Level, Level),
    seed: u64,
) -> Result<Outcome, String> {
    let stronger_side = if seed.is_multiple_of(2) {
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
            .with_budget(options.budget)
            .with_failings(options.failings)
            .with_plan_parts(options.parts)
    });
    let (report, _) = fight(state.clone(), seed, &mut ais, 30)?;
    let thinking = ais.iter().flat_map(|ai| ai.thinking().to_vec()).collect();
    let won = report.winner.map(|side| side == stronger_side);
    Ok((won, report.timed_moves, thinking))
}

fn main() -> Result<(), String> {
    let options = options()?;
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../scenarios/free_move/standard_battle.ron");
    let Scenario::FreeMove(scenario) = scenario::load(&path).map_err(|error| error.to_string())?
    else {
        return Err("the standard battle is not a Free Move scenario".into());
    };
    let state = State::from_scenario(&scenario);
    let hand = Hand::with_stick_pause(scenario.stick_pause_seconds);
    for &pair in &options.pairs {
        let started = Instant::now();
        let outcomes: Vec<Result<Outcome, String>> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..options.threads.max(1))
                .map(|worker| {
                    let state = &state;
                    let options = &options;
                    scope.spawn(move || {
                        (worker..options.battles)
                            .step_by(options.threads.max(1) as usize)
                            .map(|seed| battle(state, hand, options, pair, seed))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            workers
                .into_iter()
                .flat_map(|worker| worker.join().expect("a battle thread"))
                .collect()
        });
        let (mut wins, mut losses, mut neither, mut moves) = (0, 0, 0, 0);
        let mut thinking = Vec::new();
        for outcome in outcomes {
            let (won, timed_moves, thought) = outcome?;
            moves += timed_moves;
            thinking.extend(thought);
            match won {
                Some(true) => wins += 1,
                Some(false) => losses += 1,
                None => neither += 1,
            }
        }
        let battles = options.battles.max(1);
        let decided = (wins + losses).max(1);
        println!(
            "{:<8} v {:<8} {battles} battles: won {wins}, lost {losses}, drawn or unfinished {neither} ({:.0}% of decided); {:.1} timed moves a battle; {:.0?} a battle",
            pair.0.name(),
            pair.1.name(),
            100.0 * wins as f64 / decided as f64,
            moves as f64 / battles as f64,
            started.elapsed() / battles as u32,
        );
        if !thinking.is_empty() {
            thinking.sort();
            let mean = thinking.iter().sum::<Duration>() / thinking.len() as u32;
            let p90 = thinking[(thinking.len() * 9 / 10).min(thinking.len() - 1)];
            println!(
                "  General's thinking a timed move: mean {mean:.0?}, 90th percentile {p90:.0?}, most {:.0?} ({} searches)",
                thinking[thinking.len() - 1],
                thinking.len()
            );
        }
    }
    Ok(())
}
