//! The rules never reach up into the scenario files: `scenario` depends on `rules`, and
//! never the reverse. This test reads the sources under `src/rules` and fails on any
//! line outside the tests that names `crate::scenario`.

use std::path::{Path, PathBuf};

/// A source file and whether it is compiled only for the tests.
struct Source {
    path: PathBuf,
    test_only: bool,
}

/// Every `.rs` file under `dir`, marking those a `#[cfg(test)]` module declaration owns.
fn sources(dir: &Path, test_only: bool, found: &mut Vec<Source>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the rules sources are readable")
        .map(|entry| entry.expect("a readable entry").path())
        .collect();
    entries.sort();
    // A folder's modules are declared by its mod.rs or by the file beside it (victory.rs
    // for victory/).
    let declaring = entries
        .iter()
        .filter(|path| path.file_name().is_some_and(|name| name == "mod.rs"))
        .cloned()
        .chain(Some(dir.with_extension("rs")).filter(|path| path.is_file()))
        .collect::<Vec<_>>();
    let test_modules: Vec<String> = declaring
        .iter()
        .flat_map(|path| test_module_names(&std::fs::read_to_string(path).expect("readable")))
        .collect();
    for path in entries {
        let stem = path
            .file_stem()
            .and_then(|stem| stem.to_str())
            .unwrap_or_default()
            .to_string();
        let owned_by_tests = test_only || test_modules.contains(&stem);
        if path.is_dir() {
            sources(&path, owned_by_tests, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(Source {
                path,
                test_only: owned_by_tests,
            });
        }
    }
}

/// The modules a file declares behind `#[cfg(test)]` (`#[cfg(test)] mod tests;`).
fn test_module_names(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    lines
        .windows(2)
        .filter(|pair| pair[0] == "#[cfg(test)]")
        .filter_map(|pair| {
            let declaration = pair[1].strip_suffix(';')?;
            let name = declaration.rsplit(' ').next()?;
            declaration.contains("mod ").then(|| name.to_string())
        })
        .collect()
}

/// The lines of a file that the tests do not own: everything before an inline
/// `#[cfg(test)] mod … {` block, less single items marked `#[cfg(test)]` and comments.
fn code_lines(text: &str) -> Vec<(usize, &str)> {
    let mut lines = Vec::new();
    let mut skip_next = false;
    let mut numbered = text.lines().enumerate().peekable();
    while let Some((index, line)) = numbered.next() {
        let trimmed = line.trim();
        if skip_next {
            skip_next = false;
            continue;
        }
        if trimmed == "#[cfg(test)]" {
            let next = numbered.peek().map_or("", |(_, line)| line.trim());
            if next.contains("mod ") && next.ends_with('{') {
                break;
            }
            skip_next = true;
            continue;
        }
        if !trimmed.starts_with("//") {
            lines.push((index + 1, line));
        }
    }
    lines
}

#[test]
fn layering_no_rules_source_outside_the_tests_uses_the_scenario_module() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    let mut found = Vec::new();
    sources(&root, false, &mut found);
    assert!(found.len() > 100, "the rules sources were found");
    let offences: Vec<String> = found
        .iter()
        .filter(|source| !source.test_only)
        .flat_map(|source| {
            let text = std::fs::read_to_string(&source.path).expect("readable");
            code_lines(&text)
                .into_iter()
                .filter(|(_, line)| line.contains("crate::scenario"))
                .map(|(number, line)| {
                    format!("{}:{number}: {}", source.path.display(), line.trim())
                })
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(
        offences.is_empty(),
        "rules code must not use crate::scenario (scenario depends on rules):\n{}",
        offences.join("\n")
    );
}

#[test]
fn layering_check_sees_a_scenario_import_but_not_one_in_a_test_module() {
    let text = "use crate::rules::dice::Dice;\nuse crate::scenario::Scenario;\n#[cfg(test)]\nmod tests {\n    use crate::scenario::Scenario;\n}\n";
    let hits: Vec<usize> = code_lines(text)
        .into_iter()
        .filter(|(_, line)| line.contains("crate::scenario"))
        .map(|(number, _)| number)
        .collect();
    assert_eq!(hits, vec![2]);
    assert_eq!(
        test_module_names(
            "#[cfg(test)]\nmod chaos;\n#[cfg(test)]\npub(crate) mod soak;\nmod kept;"
        ),
        vec!["chaos".to_string(), "soak".to_string()]
    );
}

/// DESIGN: "apply is the only code that mutates state". Each engine's `State` is declared by
/// `changed_only_by_apply!` in its `state/mod.rs`, and `apply.rs` is that module's only
/// child, so the compiler refuses a write from anywhere else (a `&mut State` gives no
/// `&mut` to the data). A new engine laid out another way fails here.
#[test]
fn every_engines_state_is_changed_by_its_apply_alone() {
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    for engine in ["free_move", "movement_game", "skirmish", "soldiers"] {
        let state = rules.join(engine).join("state");
        let declaring = std::fs::read_to_string(state.join("mod.rs"))
            .unwrap_or_else(|_| panic!("{engine}: the state module is state/mod.rs"));
        assert!(
            declaring.contains("changed_only_by_apply! {") && declaring.contains("State wraps"),
            "{engine}: State is declared by changed_only_by_apply!"
        );
        let children: Vec<String> = std::fs::read_dir(&state)
            .expect("readable")
            .map(|entry| {
                entry
                    .expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into()
            })
            .filter(|name: &String| name != "mod.rs")
            .collect();
        assert_eq!(
            children,
            vec!["apply.rs".to_string()],
            "{engine}: state/ holds apply alone"
        );
        assert!(
            !rules.join(engine).join("apply.rs").exists(),
            "{engine}: no second apply beside the state"
        );
    }
}
