//! The app's layers point one way: shell → games → session → core. Reads every `use` and
//! path of `src/app` and fails on one that reaches up a layer, or from one game into another.
//! Test modules may build the whole app with the project's headless builder
//! (`crate::app::headless`), which sits above every layer. The shell names no game at all:
//! it knows them only through the registry, so no file under `src/app/shell` names a game's
//! module (`games::<game>`) or a ruleset's rules (`rules::<ruleset>`).

use std::path::{Path, PathBuf};

/// The layers, lowest first; the app's root files (`mod.rs`, `headless.rs`) stand above all.
const LAYERS: [&str; 4] = ["core", "session", "games", "shell"];

fn rank(layer: &str) -> Option<usize> {
    LAYERS.iter().position(|known| *known == layer)
}

fn rust_files(folder: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(folder).expect("src/app is readable") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

/// Every `crate::app::<layer>[::<module>]` a line names.
fn app_paths(line: &str) -> Vec<(String, Option<String>)> {
    let mut paths = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("crate::app::") {
        rest = &rest[at + "crate::app::".len()..];
        let mut parts = rest.split("::").map(|part| {
            part.chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
        });
        let layer: String = parts.next().map(Iterator::collect).unwrap_or_default();
        let module: Option<String> = parts.next().map(Iterator::collect);
        paths.push((layer, module.filter(|m: &String| !m.is_empty())));
    }
    paths
}

/// The upward or sideways links in the file at `relative` (to src/app) with this text.
fn wrong_links(relative: &Path, text: &str) -> Vec<String> {
    let parts: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    let own_rank = if parts.len() > 1 {
        rank(&parts[0])
    } else {
        None
    };
    let Some(own_rank) = own_rank else {
        return Vec::new(); // the root files assemble every layer
    };
    let own_game = (parts[0] == "games" && parts.len() > 2).then(|| parts[1].clone());
    let mut in_tests = false;
    let mut wrong = Vec::new();
    for (number, line) in text.lines().enumerate() {
        if line.trim() == "#[cfg(test)]" {
            in_tests = true;
        }
        for (layer, module) in app_paths(line) {
            let reason = match rank(&layer) {
                Some(target) if target > own_rank => Some(format!("up to {layer}")),
                Some(_) if layer == "games" && own_game.is_some() && module != own_game => Some(
                    format!("into another game ({})", module.unwrap_or_default()),
                ),
                Some(_) => None,
                None if in_tests && layer == "headless" => None,
                None => Some(format!("up to the app's root ({layer})")),
            };
            if let Some(reason) = reason {
                wrong.push(format!(
                    "src/app/{}:{}: {reason}: {}",
                    relative.display(),
                    number + 1,
                    line.trim()
                ));
            }
        }
    }
    wrong
}

#[test]
fn imports_between_the_apps_layers_point_down_only() {
    let app = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let mut files = Vec::new();
    rust_files(&app, &mut files);
    assert!(files.len() > 100, "src/app has its files ({})", files.len());
    let mut wrong = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a source file is readable");
        let relative = file.strip_prefix(&app).expect("under src/app");
        wrong.extend(wrong_links(relative, &text));
    }
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_layer_check_finds_an_upward_import_and_one_game_reaching_into_another() {
    let upward = wrong_links(
        Path::new("session/turn_saves.rs"),
        "use crate::app::shell::demo::DemoMode;\nuse crate::app::core::screens::Screen;",
    );
    assert_eq!(upward.len(), 1, "{upward:?}");
    assert!(upward[0].contains("up to shell"), "{upward:?}");

    let sideways = wrong_links(
        Path::new("games/soldiers/game.rs"),
        "use crate::app::games::free_move::PlayOut;\nuse crate::app::games::soldiers::Seat;",
    );
    assert_eq!(sideways.len(), 1, "{sideways:?}");
    assert!(
        sideways[0].contains("another game (free_move)"),
        "{sideways:?}"
    );

    let to_root = wrong_links(
        Path::new("games/skirmish/view/target.rs"),
        "use crate::app::ScreenshotRequest;",
    );
    assert_eq!(to_root.len(), 1, "{to_root:?}");
    assert!(to_root[0].contains("app's root"), "{to_root:?}");
}

#[test]
fn downward_imports_and_the_headless_builder_in_tests_pass_the_layer_check() {
    let text = "use crate::app::session::play_out::PlayOut;\nuse crate::app::core::ui::palette;\n\
                #[cfg(test)]\nmod tests {\n    use crate::app::headless::headless_app;\n}";
    assert_eq!(
        wrong_links(Path::new("games/free_move/game.rs"), text),
        Vec::<String>::new()
    );
    let shell = "use crate::app::games::soldiers::Seat;\nuse crate::app::games::skirmish::Seat;";
    assert!(wrong_links(Path::new("shell/seat_choices.rs"), shell).is_empty());
}

/// The folders directly under `folder`: the games (src/app/games) or the rulesets
/// (crates/muster_rules/src/rules), so a fifth is checked the day it is added.
fn folder_names(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .expect("the folder is readable")
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.is_dir())
        .filter_map(|path| Some(path.file_name()?.to_string_lossy().into_owned()))
        .collect();
    names.sort();
    names
}

/// The modules `text` names right after `prefix::` (a word of its own, not the tail of
/// `saved_games::`), each with the byte where it is named: one name, or each name of a
/// `{…}` group (which may run over several lines).
fn modules_after(text: &str, prefix: &str) -> Vec<(usize, String)> {
    let needle = format!("{prefix}::");
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    let mut found = Vec::new();
    for (at, _) in text.match_indices(&needle) {
        if text[..at].chars().next_back().is_some_and(is_word) {
            continue;
        }
        let rest = &text[at + needle.len()..];
        let named: Vec<&str> = match rest.strip_prefix('{') {
            Some(group) => group
                .split('}')
                .next()
                .unwrap_or_default()
                .split(',')
                .collect(),
            None => vec![rest],
        };
        found.extend(
            named
                .into_iter()
                .map(|part| part.trim().chars().take_while(|c| is_word(*c)).collect())
                .filter(|name: &String| !name.is_empty())
                .map(|name| (at, name)),
        );
    }
    found
}

/// Where the shell file at `relative` (to src/app) with this text names one of `games` or
/// one of `rulesets`' rules, one finding a name; nothing for a file outside the shell.
fn game_names_in_shell(
    relative: &Path,
    text: &str,
    games: &[String],
    rulesets: &[String],
) -> Vec<String> {
    if !relative.starts_with("shell") {
        return Vec::new();
    }
    let games_named = modules_after(text, "games")
        .into_iter()
        .filter(|(_, module)| games.contains(module))
        .map(|(at, module)| (at, format!("names the game {module}")));
    let rules_named = modules_after(text, "rules")
        .into_iter()
        .filter(|(_, module)| rulesets.contains(module))
        .map(|(at, module)| (at, format!("names the rules of {module}")));
    let mut named: Vec<(usize, String)> = games_named.chain(rules_named).collect();
    named.sort();
    named
        .into_iter()
        .map(|(at, what)| {
            let number = text[..at].matches('\n').count();
            let line = text.lines().nth(number).unwrap_or_default();
            format!(
                "src/app/{}:{}: {what}: {}",
                relative.display(),
                number + 1,
                line.trim()
            )
        })
        .collect()
}

#[test]
fn the_shell_names_no_game_and_no_ruleset_s_rules() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let app = root.join("src/app");
    let games = folder_names(&app.join("games"));
    let rulesets = folder_names(&root.join("crates/muster_rules/src/rules"));
    assert!(games.len() >= 5, "the games: {games:?}");
    assert!(rulesets.len() >= 4, "the rulesets: {rulesets:?}");
    let mut files = Vec::new();
    rust_files(&app.join("shell"), &mut files);
    assert!(
        files.len() > 10,
        "src/app/shell has its files ({})",
        files.len()
    );
    let mut named = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a source file is readable");
        let relative = file.strip_prefix(&app).expect("under src/app");
        named.extend(game_names_in_shell(relative, &text, &games, &rulesets));
    }
    assert!(
        named.is_empty(),
        "the shell names games (ask the registry instead):\n{}",
        named.join("\n")
    );
}

#[test]
fn the_shell_check_finds_a_game_or_its_rules_named_and_passes_a_clean_file() {
    let games = ["free_move", "companion", "soldiers"].map(String::from);
    let rulesets = ["free_move", "soldiers"].map(String::from);
    let check =
        |path: &str, text: &str| game_names_in_shell(Path::new(path), text, &games, &rulesets);

    let named = check(
        "shell/screenshot.rs",
        "use crate::app::core::registry::GameRegistry;\n\
         use crate::app::games::free_move::table::table_share::TableShare;\n\
         use crate::rules::soldiers::reference;\n\
         use crate::app::games::{\n    companion,\n    soldiers::Seat,\n};",
    );
    let expected = [
        "screenshot.rs:2: names the game free_move",
        "screenshot.rs:3: names the rules of soldiers",
        "screenshot.rs:4: names the game companion",
        "screenshot.rs:4: names the game soldiers",
    ];
    assert_eq!(named.len(), expected.len(), "{named:?}");
    for (finding, expected) in named.iter().zip(expected) {
        assert!(
            finding.contains(expected),
            "{finding} should say {expected}"
        );
    }

    let clean = "use super::saved_games::{SaveLocations, unfinished_game};\n\
                 use crate::app::core::registry::GameRegistry;\n\
                 use crate::rules::reference::Entry;\n\
                 let games = registry.entries();";
    assert_eq!(check("shell/menu/flow.rs", clean), Vec::<String>::new());
    // A game may name its own module and its own rules; only the shell may not.
    let own = "use crate::app::games::soldiers::Seat;\nuse crate::rules::soldiers::reference;";
    assert_eq!(
        check("games/soldiers/rules_page.rs", own),
        Vec::<String>::new()
    );
}
