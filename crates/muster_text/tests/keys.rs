//! Every language complete, every key used: each message file parses; each key begins with
//! its area's name; German and French have exactly English's keys, each message with the
//! same arguments (but English's own grammar, `$english_…`, which they may leave out); every key is named somewhere in the code and every key the code asks
//! for with `t!` or `text` exists.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;
use muster_text::{Language, area_files};

/// Each message's key with the variables its value uses, for one language, by area.
type Messages = BTreeMap<String, BTreeSet<String>>;

fn variables_of_inline(expression: &InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => variables_of(expression, found),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                variables_of_inline(argument, found);
            }
            for named in &arguments.named {
                variables_of_inline(&named.value, found);
            }
        }
        _ => {}
    }
}

fn variables_of(expression: &Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => variables_of_inline(inline, found),
        Expression::Select { selector, variants } => {
            variables_of_inline(selector, found);
            for variant in variants {
                variables_of_pattern(&variant.value, found);
            }
        }
    }
}

fn variables_of_pattern(pattern: &Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            variables_of(expression, found);
        }
    }
}

/// One language's messages, area by area; a parse error, a key outside its area or a
/// message without a value is a failure named here.
fn messages(language: Language, failures: &mut Vec<String>) -> BTreeMap<&'static str, Messages> {
    let mut all = BTreeMap::new();
    for (area, text) in area_files(language) {
        let file = format!("i18n/{}/{area}.ftl", language.code());
        let resource = match parser::parse(text) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                failures.push(format!("{file}: {} parse errors: {errors:?}", errors.len()));
                resource
            }
        };
        let mut area_messages = Messages::new();
        for entry in &resource.body {
            match entry {
                Entry::Message(message) => {
                    let key = message.id.name.to_owned();
                    if !key.starts_with(&format!("{area}-")) {
                        failures.push(format!("{file}: {key} does not begin with `{area}-`"));
                    }
                    let mut variables = BTreeSet::new();
                    match &message.value {
                        Some(value) => variables_of_pattern(value, &mut variables),
                        None => failures.push(format!("{file}: {key} has no value")),
                    }
                    if area_messages.insert(key.clone(), variables).is_some() {
                        failures.push(format!("{file}: {key} is given twice"));
                    }
                }
                Entry::Term(term) => {
                    failures.push(format!("{file}: terms are not used (-{})", term.id.name));
                }
                Entry::Junk { content } => {
                    failures.push(format!("{file}: cannot read `{}`", content.trim()));
                }
                _ => {}
            }
        }
        all.insert(area, area_messages);
    }
    all
}

#[test]
fn every_file_parses_and_every_key_lies_in_its_area() {
    let mut failures = Vec::new();
    for language in Language::ALL {
        messages(language, &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn german_and_french_have_every_english_message_with_the_same_arguments_and_no_other() {
    let mut failures = Vec::new();
    let english = messages(Language::English, &mut failures);
    for language in [Language::German, Language::French] {
        let translated = messages(language, &mut failures);
        for (area, messages) in &english {
            let theirs = &translated[area];
            let file = format!("i18n/{}/{area}.ftl", language.code());
            for (key, variables) in messages {
                // English's own grammar ("a" or "an") is given as `$english_…`: another
                // language may leave it out; every other argument is used by every language.
                let needed: BTreeSet<String> = variables
                    .iter()
                    .filter(|variable| !variable.starts_with("english_"))
                    .cloned()
                    .collect();
                match theirs.get(key) {
                    None => failures.push(format!("{file}: {key} is missing")),
                    Some(their_variables)
                        if !their_variables.is_subset(variables)
                            || !needed.is_subset(their_variables) =>
                    {
                        failures.push(format!(
                            "{file}: {key} uses {their_variables:?}, English uses {variables:?}"
                        ))
                    }
                    Some(_) => {}
                }
            }
            for key in theirs.keys().filter(|key| !messages.contains_key(*key)) {
                failures.push(format!("{file}: {key} is not in English"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn rust_files(folder: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

/// The text of every Rust file of the program (not its tests folders): the app's `src` and
/// each crate's `src`.
fn program_sources() -> Vec<(PathBuf, String)> {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    rust_files(&workspace.join("src"), &mut files);
    for crate_folder in std::fs::read_dir(workspace.join("crates")).expect("crates/ is readable") {
        let crate_folder = crate_folder.expect("a crate folder").path();
        // This crate's own examples and tests name keys that the program need not have.
        if !crate_folder.ends_with(env!("CARGO_PKG_NAME")) {
            rust_files(&crate_folder.join("src"), &mut files);
        }
    }
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("a source file reads");
            (path, text)
        })
        .collect()
}

/// Every key the code asks for by `t!("…"`, `muster_text::text("…"` or
/// `muster_text::text_with("…"` (a whole name: `print!("` is not `t!("`), outside comments.
fn keys_asked_for(source: &str) -> Vec<String> {
    let mut keys = Vec::new();
    let code = source
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    for opening in ["t!(\"", "muster_text::text(\"", "muster_text::text_with(\""] {
        let mut from = 0;
        while let Some(at) = code[from..].find(opening) {
            let start = from + at;
            from = start + opening.len();
            let whole_name = code[..start]
                .chars()
                .next_back()
                .is_none_or(|before| !(before.is_alphanumeric() || before == '_' || before == '.'));
            if let Some(end) = code[from..].find('"').filter(|_| whole_name) {
                keys.push(code[from..from + end].to_owned());
            }
        }
    }
    keys
}

#[test]
fn every_english_key_is_named_in_the_code_and_every_key_the_code_asks_for_exists() {
    let mut failures = Vec::new();
    let english = messages(Language::English, &mut failures);
    let known: BTreeSet<&str> = english
        .values()
        .flat_map(|messages| messages.keys().map(String::as_str))
        .collect();
    let sources = program_sources();
    for key in &known {
        let quoted = format!("\"{key}\"");
        if !sources.iter().any(|(_, text)| text.contains(&quoted)) {
            failures.push(format!("{key} is not used in the code"));
        }
    }
    for (path, text) in &sources {
        for key in keys_asked_for(text) {
            if !known.contains(key.as_str()) {
                failures.push(format!(
                    "{} asks for {key}, which no file gives",
                    path.display()
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_key_reader_finds_the_keys_of_each_way_of_asking() {
    let source =
        r#"let a = t!("menu-title"); let b = muster_text::text("app-x"); t!("cli-y", n = 1)"#;
    assert_eq!(keys_asked_for(source), ["menu-title", "cli-y", "app-x"]);
    let not_asking =
        "print!(\"x\"); context(\"y\"); label.text(\"z\"); text(\"w\");\n// t!(\"in-a-comment\")";
    assert!(keys_asked_for(not_asking).is_empty());
}
