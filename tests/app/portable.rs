//! The binary away from its build tree: a copy of `muster` unpacked beside a `scenarios/`
//! folder of its own (one scenario a ruleset), run from another working directory, reads that
//! folder, not the build tree's: `check` validates each ruleset's scenario, `simulate` plays
//! one, and `tournament` lists the unpacked folder's scenarios alone.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The one scenario of each ruleset the unpacked copy carries: (folder, file).
const UNPACKED: [(&str, &str); 4] = [
    ("free_move", "practice_skirmish.ron"),
    ("soldiers", "01_brunstatt.ron"),
    ("skirmish", "03_hill_country.ron"),
    ("movement_game", "01_twin_gates_two.ron"),
];

/// A folder holding a copy of the built binary and a `scenarios/` folder with one scenario a
/// ruleset, and an empty folder beside it to run from: (the unpacked folder, the other).
fn unpacked(name: &str) -> (PathBuf, PathBuf) {
    let root = super::support::scratch(name);
    let unpacked = root.join("muster-unpacked");
    for (folder, file) in UNPACKED {
        let into = unpacked.join("scenarios").join(folder);
        std::fs::create_dir_all(&into).expect("a scratch folder");
        std::fs::copy(super::support::scenario(folder, file), into.join(file))
            .expect("the shipped scenario is there");
    }
    std::fs::copy(env!("CARGO_BIN_EXE_muster"), unpacked.join("muster")).expect("the binary");
    let elsewhere = root.join("elsewhere");
    std::fs::create_dir_all(&elsewhere).expect("a scratch folder");
    (unpacked, elsewhere)
}

/// Run the unpacked copy with `args` from `cwd`, nothing pointing it at any folder.
fn run(unpacked: &Path, cwd: &Path, args: &[&str]) -> Output {
    Command::new(unpacked.join("muster"))
        .args(args)
        .current_dir(cwd)
        .env_remove("MUSTER_SCENARIOS")
        .env_remove("MUSTER_ASSETS")
        .output()
        .expect("the copy runs")
}

fn text(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

#[test]
fn the_unpacked_copy_checks_each_ruleset_s_scenario_from_its_own_folder() {
    let (unpacked, _) = unpacked("portable-check");
    for (folder, file) in UNPACKED {
        let relative = format!("scenarios/{folder}/{file}");
        let output = run(&unpacked, &unpacked, &["check", &relative]);
        assert!(output.status.success(), "{relative}: {}", text(&output));
    }
}

#[test]
fn the_unpacked_copy_refuses_a_scenario_its_folder_does_not_hold() {
    let (unpacked, _) = unpacked("portable-missing");
    let output = run(
        &unpacked,
        &unpacked,
        &["check", "scenarios/free_move/standard_battle.ron"],
    );
    assert!(!output.status.success(), "{}", text(&output));
    assert!(
        text(&output).contains("standard_battle.ron"),
        "the missing file is named: {}",
        text(&output)
    );
}

#[test]
fn the_unpacked_copy_simulates_a_game_run_from_another_folder() {
    let (unpacked, elsewhere) = unpacked("portable-simulate");
    let file = unpacked.join("scenarios/movement_game/01_twin_gates_two.ron");
    let output = run(
        &unpacked,
        &elsewhere,
        &[
            "simulate",
            file.to_str().expect("a path in words"),
            "--games",
            "1",
        ],
    );
    assert!(output.status.success(), "{}", text(&output));
    assert!(text(&output).contains("wins"), "{}", text(&output));
}

#[test]
fn the_unpacked_copy_s_tournament_lists_its_own_scenarios_not_the_build_tree_s() {
    let (unpacked, elsewhere) = unpacked("portable-tournament");
    let output = run(
        &unpacked,
        &elsewhere,
        &[
            "tournament",
            "movement",
            "--games",
            "1",
            "--levels",
            "recruit",
        ],
    );
    let said = text(&output);
    assert!(output.status.success(), "{said}");
    assert!(
        said.contains("twin_gates_two") || said.contains("Twin Gates"),
        "{said}"
    );
    assert!(
        !said.contains("pinwheel") && !said.contains("Pinwheel"),
        "the build tree's other boards are not read: {said}"
    );
}
