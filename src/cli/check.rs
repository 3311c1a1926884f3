//! `muster check`: validate scenario files (and rules walkthroughs: files in a
//! `walkthroughs` folder, checked with the scenario they are played on; and the companion's
//! rosters: files in an `armies` folder, CSV or RON) and report every problem.

use std::path::{Path, PathBuf};

use muster_text::t;

use crate::companion::army::{parse_csv, parse_ron};
use crate::{scenario, walkthrough};

/// The outcome of checking some files: a report line per file and whether all passed.
pub struct CheckReport {
    pub lines: Vec<String>,
    pub failures: usize,
}

/// Check each file; a line per file says "ok" with the scenario's title, or the error.
pub fn check_files(files: &[PathBuf]) -> CheckReport {
    let mut lines = Vec::new();
    let mut failures = 0;
    for file in files {
        let outcome = if is_in_folder(file, "walkthroughs") {
            walkthrough::load(file)
                .map(|loaded| {
                    t!(
                        "cli-check-walkthrough",
                        title = loaded.walkthrough.title.as_str(),
                        count = loaded.walkthrough.steps.len(),
                        ruleset = loaded.walkthrough.ruleset.title().to_string()
                    )
                })
                .map_err(|error| error.to_string())
        } else if is_in_folder(file, "armies") {
            check_roster(file)
        } else {
            scenario::load(file)
                .map(|loaded| format!("{} ({})", loaded.name(), loaded.ruleset_name()))
                .map_err(|error| error.to_string())
        };
        match outcome {
            Ok(what) => lines.push(format!("ok     {}: {what}", file.display())),
            Err(error) => {
                failures += 1;
                lines.push(format!("error  {error}"));
            }
        }
    }
    lines.push(t!(
        "cli-check-summary",
        files = files.len(),
        failures = failures
    ));
    CheckReport { lines, failures }
}

/// Every scenario file `muster check` with no file reads: each ruleset's shipped ones under
/// `shipped` (the `scenarios/` folder) and the club's own under `data/scenarios/` (what the
/// editors save; Skirmish Wars' `played/` copies are the set-up's working files, not read),
/// in that order, each folder's sorted by name.
pub fn every_scenario_file(shipped: &Path, data: &Path) -> Vec<PathBuf> {
    let club = data.join("scenarios");
    [shipped, club.as_path()]
        .into_iter()
        .flat_map(|root| {
            crate::ruleset::Ruleset::ALL
                .into_iter()
                .flat_map(move |ruleset| ron_files(&root.join(ruleset.folder())))
        })
        .collect()
}

/// The `*.ron` files directly in `folder`, sorted by name (none when it cannot be read).
fn ron_files(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .into_iter()
        .flatten()
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.is_file() && path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    files.sort();
    files
}

/// Whether `file` sits directly in a folder called `folder` (`walkthroughs`: a rules
/// walkthrough; `armies`: a companion roster).
fn is_in_folder(file: &Path, folder: &str) -> bool {
    file.parent()
        .and_then(Path::file_name)
        .is_some_and(|name| name == folder)
}

/// Read a companion roster, CSV or RON by its extension, as the companion does.
fn check_roster(file: &Path) -> Result<String, String> {
    let name = file.display().to_string();
    let text = std::fs::read_to_string(file).map_err(|error| {
        t!(
            "cli-cannot-read-file",
            file = name.as_str(),
            error = error.to_string()
        )
    })?;
    let army = match file.extension().and_then(|extension| extension.to_str()) {
        Some("csv") => parse_csv(&text, &name),
        _ => parse_ron(&text, &name),
    }
    .map_err(|error| error.to_string())?;
    Ok(t!(
        "cli-check-roster",
        name = army.name.as_str(),
        count = army.units.len()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_reports_good_and_broken_files_and_counts_failures() {
        let dir = std::env::temp_dir().join(format!("muster-check-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let broken = dir.join("broken.ron");
        std::fs::write(&broken, "FreeMove((\n    name: \"x\",\n    sidez: [],\n))").unwrap();
        let good = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("scenarios/free_move/standard_battle.ron");
        let report = check_files(&[good, broken.clone()]);
        assert_eq!(report.failures, 1);
        assert!(report.lines[0].starts_with("ok "), "{}", report.lines[0]);
        assert!(
            report.lines[1].contains(&format!("{}:3:", broken.display())),
            "{}",
            report.lines[1]
        );
        assert!(report.lines[1].contains("sidez"), "{}", report.lines[1]);
        assert_eq!(report.lines[2], "2 file(s) checked, 1 with errors");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn check_with_no_file_finds_a_broken_club_scenario_and_names_it() {
        let data = std::env::temp_dir().join(format!("muster-check-club-{}", std::process::id()));
        let folder = data.join("scenarios").join("movement_game");
        std::fs::create_dir_all(&folder).unwrap();
        let broken = folder.join("our_board.ron");
        std::fs::write(
            &broken,
            "MovementGame((\n    name: \"Ours\",\n    bord: 3,\n))",
        )
        .unwrap();
        let shipped = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios");
        let files = every_scenario_file(&shipped, &data);
        assert!(files.contains(&broken), "{files:?}");
        assert!(
            files.contains(&shipped.join("skirmish").join("01_river_crossing.ron")),
            "{files:?}"
        );
        let report = check_files(&files);
        assert_eq!(report.failures, 1, "{:#?}", report.lines);
        let line = report
            .lines
            .iter()
            .find(|line| line.starts_with("error"))
            .expect("an error line");
        assert!(line.contains(&broken.display().to_string()), "{line}");
        std::fs::remove_dir_all(data).unwrap();
    }

    #[test]
    fn check_with_no_file_passes_the_shipped_scenarios_and_a_sound_club_scenario() {
        let data = std::env::temp_dir().join(format!("muster-check-sound-{}", std::process::id()));
        let folder = data.join("scenarios").join("movement_game");
        std::fs::create_dir_all(&folder).unwrap();
        let shipped = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios");
        let ours = folder.join("ours.ron");
        std::fs::copy(shipped.join("movement_game/01_twin_gates_two.ron"), &ours).unwrap();
        std::fs::create_dir_all(data.join("scenarios/skirmish/played")).unwrap();
        std::fs::write(data.join("scenarios/skirmish/played/x.ron"), "not read").unwrap();
        let files = every_scenario_file(&shipped, &data);
        assert!(files.contains(&ours), "{files:?}");
        let report = check_files(&files);
        assert_eq!(report.failures, 0, "{:#?}", report.lines);
        assert!(report.lines.len() > 20, "{:#?}", report.lines);
        std::fs::remove_dir_all(data).unwrap();
    }

    #[test]
    fn check_reads_the_shipped_rosters_as_rosters_and_reports_a_bad_line() {
        let armies = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios/armies");
        let dir = std::env::temp_dir().join(format!("muster-check-armies-{}", std::process::id()));
        let broken = dir.join("armies").join("broken.csv");
        std::fs::create_dir_all(broken.parent().unwrap()).unwrap();
        std::fs::write(
            &broken,
            "number,type,points\n1,Heavy infantry,8\n2,Elephants,4\n",
        )
        .unwrap();
        let report = check_files(&[
            armies.join("rome.csv"),
            armies.join("britons.ron"),
            broken.clone(),
        ]);
        assert_eq!(report.failures, 1, "{:#?}", report.lines);
        assert!(
            report.lines[0].contains("Rome: roster,"),
            "{}",
            report.lines[0]
        );
        assert!(report.lines[1].contains(": roster,"), "{}", report.lines[1]);
        assert!(
            report.lines[2].contains(&format!("{}:3:", broken.display())),
            "{}",
            report.lines[2]
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn check_reads_walkthroughs_with_their_scenarios() {
        let walkthroughs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios/walkthroughs");
        let files: Vec<PathBuf> = ["free_move", "soldiers", "skirmish", "movement_game"]
            .iter()
            .map(|name| walkthroughs.join(format!("{name}.ron")))
            .chain([walkthroughs.join("lessons/skirmish.ron")])
            .collect();
        let report = check_files(&files);
        assert_eq!(report.failures, 0, "{:#?}", report.lines);
        assert!(
            report.lines[2].contains("Skirmish Wars in six steps: walkthrough, 6 steps"),
            "{}",
            report.lines[2]
        );
        assert!(
            report.lines[4].contains("First Lessons (Skirmish Wars)"),
            "{}",
            report.lines[4]
        );
    }
}
