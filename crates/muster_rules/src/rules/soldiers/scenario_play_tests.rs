//! Every shipped scenario deploys legally and plays to its end under the AI, and the
//! same seed replays to the same end; random legal play against the AI on every scenario
//! never reaches an illegal state.

use std::path::PathBuf;

use super::ai::Ai;
use super::engine::Soldiers;
use super::moving::stacking_holds;
use super::random_play::RandomPlayer;
use super::simulate::{default_minds, play};
use super::state::{Phase, Side, State};
use super::tables::Tables;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::scenario::{self, Scenario};

fn shipped() -> Vec<(PathBuf, State)> {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/soldiers");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .expect("the Soldiers scenario folder")
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|file| {
            let Ok(Scenario::Soldiers(loaded)) = scenario::load(&file) else {
                panic!("{} is a Soldiers scenario", file.display());
            };
            let state = scenario::soldiers::build_state(&loaded, Tables::shipped())
                .unwrap_or_else(|problem| panic!("{}: {problem}", file.display()));
            (file, state)
        })
        .collect()
}

#[test]
fn scenario_every_one_deploys_legally_and_plays_to_its_end_under_the_ai() {
    let files = shipped();
    assert_eq!(files.len(), 14);
    for (file, state) in files {
        let minds = default_minds(&state);
        let (report, end) = play(state.clone(), 11, minds)
            .unwrap_or_else(|problem| panic!("{}: {problem}", file.display()));
        assert_eq!(end.phase, Phase::Over, "{}", file.display());
        assert!(report.turns >= 1 && report.turns <= end.last_turn);
        stacking_holds(&end).unwrap_or_else(|problem| panic!("{}: {problem}", file.display()));
        assert!(!report.reason.is_empty());
        // The same seed and commands give the same game.
        let (again, _) = play(state, 11, minds).expect("replays");
        assert_eq!(
            (again.winner, again.turns, again.commands),
            (report.winner, report.turns, report.commands),
            "{}",
            file.display()
        );
    }
}

#[test]
fn property_random_legal_play_on_every_scenario_keeps_stacking_and_blocked_hexes() {
    // One seed a scenario (`MUSTER_PROPERTY_SEEDS` / 20 for more), drawn by proptest, which
    // shrinks a failure to the smallest failing seed.
    let seeds = (crate::rules::property::cases(20) / 20).max(1);
    let scenarios = shipped();
    crate::rules::property::check(seeds, 0u64..1_000_000, |seed| {
        for (file, start) in &scenarios {
            let mut state = start.clone();
            let mut dice = Dice::seeded(seed);
            let mut random = RandomPlayer::seeded(seed);
            let mut ai = Ai::new(
                Side((seed % 2) as u8),
                default_minds(&state)[(seed % 2) as usize],
            );
            let mut steps = 0;
            while state.phase != Phase::Over && steps < 20_000 {
                let command = if state.acting_side() == Some(ai.side) {
                    ai.next_command(&state)
                } else {
                    random.next_command(&state)
                }
                .expect("a command while the game goes on");
                Soldiers::execute(&mut state, command.clone(), &mut dice).unwrap_or_else(|error| {
                    panic!(
                        "{} seed {seed}: {command:?} refused: {error}",
                        file.display()
                    )
                });
                stacking_holds(&state)
                    .unwrap_or_else(|problem| panic!("{} seed {seed}: {problem}", file.display()));
                for unit in state.units.iter().filter(|unit| unit.on_map()) {
                    let hex = unit.hex().expect("on the map");
                    assert!(
                        state.units_in(hex).all(|other| other.side == unit.side),
                        "{} seed {seed}: {} shares {} with the enemy",
                        file.display(),
                        unit.name,
                        super::map::label(hex)
                    );
                }
                steps += 1;
            }
            assert_eq!(state.phase, Phase::Over, "{} seed {seed}", file.display());
        }
    });
}

#[test]
fn deployment_a_side_with_nothing_to_place_does_not_deploy() {
    // Scenario 12: both sides enter by road; the game opens on the Russian movement phase.
    let (_, state) = shipped()
        .into_iter()
        .find(|(file, _)| file.ends_with("12_lvidsgov.ron"))
        .expect("scenario 12 ships");
    assert_eq!(state.phase, Phase::Movement { mover: Side(0) });
    assert!(state.deployment_queue.is_empty());
    // Scenario 1: both deploy, the French first.
    let (_, state) = shipped()
        .into_iter()
        .find(|(file, _)| file.ends_with("01_brunstatt.ron"))
        .expect("scenario 1 ships");
    assert_eq!(state.phase, Phase::Deployment { deploying: Side(0) });
    assert_eq!(state.deployment_queue, vec![Side(1)]);
}
