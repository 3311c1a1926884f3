//! Every shipped scenario deploys legally and plays to its end under the AI, and the
//! same seed replays to the same end.

use std::path::PathBuf;

use super::moving::stacking_holds;
use super::simulate::{default_minds, play};
use super::state::{Phase, State};
use super::tables::Tables;
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
