//! The walkthrough file's checks, the progress rules, and the Free Move walkthrough played
//! through with the real engine (the grid rulesets' are in `grid_learners.rs`).

use std::path::Path;

use super::file::{Walkthrough, load, walkthrough_path};
use super::progress::{Feedback, Progress, event_kind};
use super::solver::Solved;
use crate::rules::seat::PlayerId;
use crate::ruleset::Ruleset;
use crate::scenario::{Scenario, ScenarioError};

pub(super) fn shipped(ruleset: Ruleset) -> (Walkthrough, Scenario) {
    let loaded = load(&walkthrough_path(ruleset))
        .unwrap_or_else(|error| panic!("the {} walkthrough loads: {error}", ruleset.title()));
    assert_eq!(loaded.walkthrough.ruleset, ruleset);
    (loaded.walkthrough, loaded.scenario)
}

pub(super) fn assert_solved(solved: &Solved, walkthrough: &Walkthrough) {
    assert_eq!(solved.commands_at_step.len(), walkthrough.steps.len());
    assert!(
        solved.finale_ended,
        "the finale is a game that ends ({} commands)",
        solved.commands
    );
}

// The file and the progress rules ----------------------------------------------------------

fn write(dir: &Path, name: &str, text: &str) -> std::path::PathBuf {
    let path = dir.join(name);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, text).unwrap();
    path
}

fn temp_root(name: &str) -> std::path::PathBuf {
    let root =
        std::env::temp_dir().join(format!("muster-walkthrough-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let skirmish = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../scenarios/walkthroughs/lessons/skirmish.ron"),
    )
    .unwrap();
    write(&root, "walkthroughs/lessons/skirmish.ron", &skirmish);
    root
}

const GOOD: &str = r#"(
    title: "T", ruleset: SkirmishWars, scenario: "walkthroughs/lessons/skirmish.ron", seed: 1,
    introduction: "I", finale: "F",
    steps: [(title: "Move", instruction: "Move", why: "3.3b", done_when: ["Moved"])],
)"#;

#[test]
fn walkthrough_file_a_typo_is_refused_naming_the_file_line_and_field() {
    let root = temp_root("typo");
    let path = write(
        &root,
        "walkthroughs/skirmish.ron",
        &GOOD.replace("done_when", "done_wen"),
    );
    let error = load(&path).unwrap_err();
    assert!(
        matches!(error, ScenarioError::Syntax { line: 4, .. }),
        "{error}"
    );
    assert!(error.to_string().contains("done_wen"), "{error}");
    assert!(load(&write(&root, "walkthroughs/skirmish.ron", GOOD)).is_ok());
}

#[test]
fn walkthrough_file_a_missing_scenario_or_the_wrong_ruleset_is_named() {
    let root = temp_root("scenario");
    let missing = write(
        &root,
        "walkthroughs/skirmish.ron",
        &GOOD.replace("lessons/skirmish.ron", "lessons/nowhere.ron"),
    );
    let error = load(&missing).unwrap_err().to_string();
    assert!(
        error.contains("scenario: ") && error.contains("nowhere.ron"),
        "{error}"
    );
    let wrong = write(
        &root,
        "walkthroughs/skirmish.ron",
        &GOOD.replace("SkirmishWars", "Soldiers"),
    );
    let error = load(&wrong).unwrap_err().to_string();
    assert!(
        error.contains("this walkthrough teaches Soldiers"),
        "{error}"
    );
}

#[test]
fn walkthrough_file_steps_need_the_rulesets_event_names_and_the_learner_a_real_seat() {
    let root = temp_root("steps");
    let text = GOOD
        .replace("[\"Moved\"]", "[\"Capturd\"]")
        .replace("seed: 1,", "seed: 1, learner: 2,");
    let error = load(&write(&root, "walkthroughs/skirmish.ron", &text))
        .unwrap_err()
        .to_string();
    assert!(
        error.contains(
            "steps[0].done_when: \"Capturd\" is not an event of Skirmish Wars: expected one of TurnBegan,"
        ),
        "{error}"
    );
    assert!(error.contains("learner: seat 2 does not exist"), "{error}");
}

fn two_steps() -> Walkthrough {
    let mut walkthrough: Walkthrough = ron::from_str(GOOD).unwrap();
    let mut watch = walkthrough.steps[0].clone();
    watch.title = "Watch".into();
    watch.done_when = vec!["IncomeCollected".into()];
    watch.anyone = true;
    walkthrough.steps.push(watch);
    walkthrough
}

#[test]
fn walkthrough_progress_a_step_is_done_by_the_learners_own_command() {
    let walkthrough = two_steps();
    let mut progress = Progress::default();
    let moved = vec!["Moved".to_string()];
    assert_eq!(
        progress.observe(&walkthrough, false, &moved),
        None,
        "the computer's move"
    );
    assert_eq!(
        progress.observe(&walkthrough, true, &["Fired".into()]),
        None
    );
    assert_eq!(progress.observe(&walkthrough, true, &moved), Some(0));
    assert_eq!(
        progress.feedback,
        Some(Feedback::Done {
            step: "Move".into(),
            why: "3.3b".into()
        })
    );
    assert_eq!(
        progress.observe(&walkthrough, false, &["IncomeCollected".into()]),
        Some(1),
        "an anyone step is done by any seat's command"
    );
    assert!(progress.finished(&walkthrough));
}

#[test]
fn walkthrough_progress_one_command_can_do_steps_in_a_row_and_names_each_rule() {
    let mut walkthrough = two_steps();
    walkthrough.steps[1].done_when = vec!["CaptureProgress".into()];
    walkthrough.steps[1].why = "3.4b".into();
    let mut progress = Progress::default();
    let moved_and_captured = ["Moved".to_string(), "CaptureProgress".to_string()];
    assert_eq!(
        progress.observe(&walkthrough, true, &moved_and_captured),
        Some(1)
    );
    assert_eq!(progress.step, 2);
    assert_eq!(
        progress.feedback,
        Some(Feedback::Done {
            step: "Move; Watch".into(),
            why: "3.3b\n3.4b".into()
        })
    );
    let mut later_step_only = Progress::default();
    assert_eq!(
        later_step_only.observe(&walkthrough, true, &["CaptureProgress".into()]),
        None,
        "steps are done in order"
    );
}

#[test]
fn walkthrough_progress_an_anyone_step_already_seen_is_done_when_reached() {
    let walkthrough = two_steps();
    let mut progress = Progress::default();
    assert_eq!(
        progress.observe(&walkthrough, false, &["IncomeCollected".into()]),
        None,
        "the watching step is not current yet"
    );
    assert_eq!(
        progress.observe(&walkthrough, true, &["Moved".into()]),
        Some(1),
        "the income already seen does the watching step as soon as it is reached"
    );
    assert!(progress.finished(&walkthrough));
}

#[test]
fn walkthrough_progress_a_learners_step_done_earlier_is_done_when_reached() {
    let mut walkthrough = two_steps();
    walkthrough.steps[1].anyone = false;
    walkthrough.steps[1].done_when = vec!["Captured".into()];
    let mut progress = Progress::default();
    progress.observe(&walkthrough, false, &["Captured".into()]);
    progress.observe(&walkthrough, true, &["Moved".into()]);
    assert_eq!(
        progress.step, 1,
        "the computer's capture is not the learner's"
    );
    let mut progress = Progress::default();
    assert_eq!(
        progress.observe(&walkthrough, true, &["Captured".into()]),
        None
    );
    assert_eq!(
        progress.observe(&walkthrough, true, &["Moved".into()]),
        Some(1),
        "the learner's earlier capture does the capture step when it is reached"
    );
}

#[test]
fn walkthrough_progress_skipping_reaches_a_step_already_seen_and_does_it() {
    let walkthrough = two_steps();
    let mut progress = Progress::default();
    progress.observe(&walkthrough, false, &["IncomeCollected".into()]);
    progress.skip(&walkthrough);
    assert_eq!((progress.step, progress.skipped), (2, 1));
    assert!(matches!(progress.feedback, Some(Feedback::Done { .. })));
}

#[test]
fn walkthrough_progress_a_refusal_keeps_the_step_and_shows_the_engines_reason() {
    let walkthrough = two_steps();
    let mut progress = Progress::default();
    progress.refused("that square is out of reach");
    assert_eq!(progress.step, 0);
    assert_eq!(
        progress.feedback,
        Some(Feedback::Refused("that square is out of reach".into()))
    );
    progress.skip(&walkthrough);
    assert_eq!((progress.step, progress.skipped), (1, 1));
}

#[test]
fn walkthrough_event_kind_is_the_events_name() {
    use crate::rules::skirmish::event::Event;
    assert_eq!(event_kind(&Event::PurchaseBegan), "PurchaseBegan");
    assert_eq!(
        event_kind(&crate::rules::free_move::Event::BellRang),
        "BellRang"
    );
    let captured = Event::Captured {
        at: crate::rules::skirmish::map::Pos::new(1, 1),
        player: PlayerId(0),
        from: None,
    };
    assert_eq!(event_kind(&captured), "Captured", "a variant with fields");
}

// Free Move – Timed Move -------------------------------------------------------------------

#[test]
fn walkthrough_free_move_every_step_is_done_with_the_real_engine_then_a_real_game_ends() {
    let (walkthrough, scenario) = shipped(Ruleset::FreeMove);
    let Scenario::FreeMove(battle) = scenario else {
        panic!("a Free Move scenario");
    };
    let solved = super::free_move_solver::solve(
        &walkthrough,
        crate::rules::free_move::State::from_scenario(&battle),
    );
    eprintln!("{solved:?}");
    assert_solved(&solved, &walkthrough);
}

// The translations ---------------------------------------------------------------------------

/// Every shipped walkthrough has a German and a French file beside it that parses and has
/// exactly the English file's steps (the same events complete each one): only the words
/// differ, and none is left empty where the English has words.
#[test]
fn walkthrough_translations_have_the_english_steps_in_other_words() {
    use super::file::{same_steps, translation_path};
    use muster_text::Language;
    for ruleset in [
        Ruleset::FreeMove,
        Ruleset::Soldiers,
        Ruleset::Skirmish,
        Ruleset::MovementGame,
    ] {
        let path = walkthrough_path(ruleset);
        let english: Walkthrough =
            ron::from_str(&std::fs::read_to_string(&path).expect("the English file"))
                .expect("the English file parses");
        for language in [Language::German, Language::French] {
            let translation = translation_path(&path, language).expect("a translation's file");
            let text = std::fs::read_to_string(&translation)
                .unwrap_or_else(|error| panic!("{}: {error}", translation.display()));
            let translated: Walkthrough = ron::from_str(&text)
                .unwrap_or_else(|error| panic!("{}: {error}", translation.display()));
            assert!(
                same_steps(&english, &translated),
                "{} has other steps than {}",
                translation.display(),
                path.display()
            );
            assert_ne!(english.title, translated.title, "{}", translation.display());
            for (index, step) in translated.steps.iter().enumerate() {
                for (what, text) in [
                    ("title", &step.title),
                    ("instruction", &step.instruction),
                    ("why", &step.why),
                ] {
                    assert!(
                        !text.trim().is_empty(),
                        "{}: steps[{index}].{what} is empty",
                        translation.display()
                    );
                }
            }
        }
    }
}

/// The walkthrough loads in the current language's words, with the English file's steps.
#[test]
fn walkthrough_loads_in_the_language_of_the_moment() {
    use muster_text::{Language, in_language};
    let path = walkthrough_path(Ruleset::Skirmish);
    let english = in_language(Language::English, || load(&path)).expect("English loads");
    let german = in_language(Language::German, || load(&path)).expect("German loads");
    let french = in_language(Language::French, || load(&path)).expect("French loads");
    assert_eq!(english.walkthrough.title, "Skirmish Wars in six steps");
    assert!(
        german.walkthrough.title.contains("Schritt"),
        "{}",
        german.walkthrough.title
    );
    assert!(
        french.walkthrough.title.contains("étapes"),
        "{}",
        french.walkthrough.title
    );
    assert_eq!(german.scenario, english.scenario);
}
