//! The command line as clap reads it: the typed forms each command takes, and each bad
//! form refused by clap with its own message before anything opens.

use clap::Parser;
use clap::error::ErrorKind;

use super::{Cli, Command};
use crate::app::core::launch::ShownForm;
use crate::app::core::play_until::PlayUntil;
use crate::app::shell::fit_run::FitCombo;
use crate::rules::ladder::Level;
use crate::ruleset::Ruleset;

fn read(args: &[&str]) -> Command {
    let cli = Cli::try_parse_from(std::iter::once("muster").chain(args.iter().copied()))
        .unwrap_or_else(|error| panic!("{args:?}: {error}"));
    cli.command.expect("a command")
}

/// The refusal of `args`: clap's kind, and its message.
fn refused(args: &[&str]) -> (ErrorKind, String) {
    let error = Cli::try_parse_from(std::iter::once("muster").chain(args.iter().copied()))
        .expect_err("refused");
    (error.kind(), error.to_string())
}

#[test]
fn a_screenshot_reads_its_form_phase_window_and_fit_sizes() {
    let Command::Screenshot {
        what,
        phase,
        window,
        fit,
        ..
    } = read(&[
        "screenshot",
        "skirmish-setup:7",
        "--out",
        "x.png",
        "--phase",
        "reach",
        "--window",
        "1920x1080",
        "--fit",
        "1280x800@1,1920x1080@2",
    ])
    else {
        panic!("a screenshot");
    };
    assert_eq!(what, ShownForm::SkirmishSetup(Some(7)));
    assert_eq!(phase, Some(PlayUntil::UnitReach));
    assert_eq!(window, Some((1920, 1080)));
    assert_eq!(
        fit,
        vec![
            FitCombo {
                window: (1280, 800),
                ui_scale: 1.0
            },
            FitCombo {
                window: (1920, 1080),
                ui_scale: 2.0
            }
        ]
    );
}

#[test]
fn a_screenshot_of_a_bad_form_is_refused_by_clap_naming_it() {
    for (args, said) in [
        (vec!["screenshot", "menus"], "cannot show \"menus\""),
        (vec!["screenshot", "rules-chess"], "no ruleset \"chess\""),
        (
            vec!["screenshot", "skirmish-setup:x"],
            "\"x\" is not a seed",
        ),
        (
            vec!["screenshot", "host:"],
            "no scenario file after \"host:\"",
        ),
        (
            vec!["screenshot", "menu", "--phase", "lunch"],
            "no phase \"lunch\"",
        ),
        (
            vec!["screenshot", "menu", "--window", "big"],
            "window size \"big\"",
        ),
        (
            vec!["screenshot", "menu", "--fit", "1280x800"],
            "expected WIDTHxHEIGHT@SCALE",
        ),
    ] {
        let mut args = args.clone();
        args.extend(["--out", "x.png"]);
        let (kind, message) = refused(&args);
        assert_eq!(kind, ErrorKind::ValueValidation, "{args:?}");
        assert!(message.contains(said), "{args:?}: {message}");
    }
}

#[test]
fn a_demo_and_a_walkthrough_read_their_rulesets_and_level() {
    let Command::Demo { rulesets, level } = read(&["demo", "free-move", "skirmish"]) else {
        panic!("a demo");
    };
    assert_eq!(rulesets, vec![Ruleset::FreeMove, Ruleset::Skirmish]);
    assert_eq!(level, Level::General, "the General when none is named");
    let Command::Demo { level, .. } = read(&["demo", "--level", "recruit"]) else {
        panic!("a demo");
    };
    assert_eq!(level, Level::Recruit);
    let Command::Walkthrough { ruleset } = read(&["walkthrough", "movement"]) else {
        panic!("a walkthrough");
    };
    assert_eq!(ruleset, Ruleset::MovementGame);
}

#[test]
fn a_demo_or_walkthrough_of_no_ruleset_or_level_is_refused_naming_it() {
    for (args, said) in [
        (vec!["demo", "chess"], "no ruleset \"chess\""),
        (vec!["demo", "--level", "colonel"], "no level \"colonel\""),
        (vec!["walkthrough", "hex"], "no ruleset \"hex\""),
    ] {
        let (kind, message) = refused(&args);
        assert_eq!(kind, ErrorKind::ValueValidation, "{args:?}");
        assert!(message.contains(said), "{args:?}: {message}");
    }
}

#[test]
fn a_screenshot_reads_captions_and_the_big_screen_and_leaves_them_off_unasked() {
    let Command::Screenshot {
        captions,
        big_screen,
        ..
    } = read(&[
        "screenshot",
        "menu",
        "--out",
        "x.png",
        "--captions",
        "--big-screen",
    ])
    else {
        panic!("a screenshot");
    };
    assert!(captions && big_screen);
    let Command::Screenshot {
        captions,
        big_screen,
        ..
    } = read(&["screenshot", "menu", "--out", "x.png"])
    else {
        panic!("a screenshot");
    };
    assert!(!captions && !big_screen);
}
