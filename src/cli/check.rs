//! `muster check`: validate scenario files (and rules walkthroughs: files in a
//! `walkthroughs` folder, checked with the scenario they are played on) and report every
//! problem.

use std::path::{Path, PathBuf};

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
        let outcome = if is_walkthrough(file) {
            walkthrough::load(file).map(|loaded| {
                format!(
                    "{}: walkthrough, {} steps ({})",
                    loaded.walkthrough.title,
                    loaded.walkthrough.steps.len(),
                    loaded.walkthrough.ruleset.title()
                )
            })
        } else {
            scenario::load(file)
                .map(|loaded| format!("{} ({})", loaded.name(), loaded.ruleset().title()))
        };
        match outcome {
            Ok(what) => lines.push(format!("ok     {}: {what}", file.display())),
            Err(error) => {
                failures += 1;
                lines.push(format!("error  {error}"));
            }
        }
    }
    lines.push(format!(
        "{} file(s) checked, {} with errors",
        files.len(),
        failures
    ));
    CheckReport { lines, failures }
}

/// Whether `file` is a walkthrough: it sits directly in a `walkthroughs` folder.
fn is_walkthrough(file: &Path) -> bool {
    file.parent()
        .and_then(Path::file_name)
        .is_some_and(|folder| folder == "walkthroughs")
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
