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
