//! `muster check`: validate scenario files and report every problem.

use std::path::PathBuf;

use crate::scenario;

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
        match scenario::load(file) {
            Ok(loaded) => lines.push(format!(
                "ok     {}: {} ({})",
                file.display(),
                loaded.name(),
                loaded.ruleset().title()
            )),
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
}
