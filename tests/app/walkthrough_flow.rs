//! The rules walkthroughs headless: each ruleset's opens on its scenario with the learner
//! at their seat and the computer at the others; a refused command shows the engine's
//! reason, a done step (or two in a row) the rule that allowed it; skipping reaches the finale, where the
//! game goes on; leaving for the title ends the walkthrough and its seat choices.

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::menu_actions::MenuAction;
use muster::app::core::screens::Screen;
use muster::app::games::free_move::computer::FreeMoveSeats;
use muster::app::games::free_move::{FreeMoveCommand, FreeMoveSession};
use muster::app::games::movement_game::{MovementGameSeat, MovementGameSession};
use muster::app::games::skirmish::{
    SkirmishCommand, SkirmishSeat, SkirmishSeatsChoice, SkirmishSession,
};
use muster::app::games::soldiers::{SoldiersSeat, SoldiersSession};
use muster::app::headless::headless_app;
use muster::app::shell::walkthrough::{ActiveWalkthrough, SkipStep, StartAgain};
use muster::rules::skirmish::command::{Command, Then};
use muster::rules::skirmish::map::Pos;
use muster::ruleset::Ruleset;
use muster::walkthrough::Feedback;

/// A headless app on the walkthrough of `ruleset`, its files in a folder of the test's own.
fn walkthrough_for(test: &str, ruleset: Ruleset) -> App {
    let dir = std::env::temp_dir().join(format!(
        "muster-walkthrough-{test}-{}-{}",
        ruleset.short_name(),
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = headless_app(&dir, Launch::Walkthrough(ruleset));
    for _ in 0..4 {
        app.update();
    }
    app
}

/// The Skirmish walkthrough's infantry beside the neutral city.
fn learners_infantry(app: &App) -> muster::rules::skirmish::state::UnitId {
    app.world()
        .resource::<SkirmishSession>()
        .state
        .unit_at(Pos::new(3, 2))
        .map(|unit| unit.id)
        .expect("the learner's infantry")
}

fn active(app: &App) -> &ActiveWalkthrough {
    app.world().resource::<ActiveWalkthrough>()
}

#[test]
fn walkthrough_every_ruleset_opens_with_the_learner_against_the_computer() {
    let app = walkthrough_for("every_ruleset_opens_with", Ruleset::FreeMove);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::FreeMove
    );
    assert_eq!(
        app.world().resource::<FreeMoveSeats>().0,
        [None, Some(muster::rules::free_move::ai::Level::Recruit)]
    );
    assert_eq!(app.world().resource::<FreeMoveSession>().seed, 3);

    let app = walkthrough_for("every_ruleset_opens_with", Ruleset::Soldiers);
    let game = app.world().resource::<SoldiersSession>();
    assert_eq!(game.seats[0], SoldiersSeat::Human);
    // The learner's opponent is the Recruit in every ruleset.
    assert_eq!(
        game.seats[1],
        SoldiersSeat::Computer(muster::rules::soldiers::ai::Mind::Recruit)
    );

    let app = walkthrough_for("every_ruleset_opens_with", Ruleset::MovementGame);
    let session = app.world().resource::<MovementGameSession>();
    assert_eq!(
        session.seats,
        vec![MovementGameSeat::Human, MovementGameSeat::Recruit]
    );

    let app = walkthrough_for("every_ruleset_opens_with", Ruleset::Skirmish);
    let game = app.world().resource::<SkirmishSession>();
    assert_eq!(game.seats, vec![SkirmishSeat::Human, SkirmishSeat::Recruit]);
    assert_eq!(
        (game.seed, game.game.scenario.name.as_str()),
        (11, "First Lessons")
    );
    assert_eq!(active(&app).progress.step, 0);
}

#[test]
fn walkthrough_a_refusal_shows_the_engines_reason_and_a_done_step_its_rule() {
    let mut app = walkthrough_for("a_refusal_shows_the_engi", Ruleset::Skirmish);
    let infantry = learners_infantry(&app);
    // Four squares: beyond the infantry's 3 movement points.
    let too_far = Command::Order {
        unit: infantry,
        path: vec![
            Pos::new(4, 2),
            Pos::new(5, 2),
            Pos::new(6, 2),
            Pos::new(6, 1),
        ],
        then: Then::Wait,
    };
    app.world_mut().write_message(SkirmishCommand::new(too_far));
    app.update();
    let Some(Feedback::Refused(why)) = &active(&app).progress.feedback else {
        panic!("a refusal: {:?}", active(&app).progress.feedback);
    };
    assert!(!why.is_empty());
    assert_eq!(
        active(&app).progress.step,
        0,
        "a refusal does not do the step"
    );

    let capture = Command::Order {
        unit: infantry,
        path: vec![Pos::new(4, 2)],
        then: Then::Capture,
    };
    app.world_mut().write_message(SkirmishCommand::new(capture));
    app.update();
    let progress = &active(&app).progress;
    assert_eq!(
        progress.step, 2,
        "moving and capturing are steps 1 and 2: {:?}",
        progress.feedback
    );
    let Some(Feedback::Done { step, why }) = &progress.feedback else {
        panic!("a done step: {:?}", progress.feedback);
    };
    assert_eq!(step, "Move a unit; Start a capture");
    assert!(why.starts_with("Movement (3.3b)"), "{why}");
    assert!(why.contains("\nCapture (3.4b)"), "{why}");
}

#[test]
fn walkthrough_skipping_every_step_reaches_the_finale_and_the_title_ends_it() {
    let mut app = walkthrough_for("skipping_every_step_reac", Ruleset::Skirmish);
    let steps = active(&app).loaded.walkthrough.steps.len();
    for _ in 0..steps + 2 {
        app.world_mut().write_message(SkipStep);
        app.update();
    }
    let progress = &active(&app).progress;
    assert!(progress.finished(&active(&app).loaded.walkthrough));
    assert_eq!(progress.skipped, steps);
    app.world_mut().write_message(MenuAction::QuitToTitle);
    for _ in 0..3 {
        app.update();
    }
    assert!(app.world().get_resource::<ActiveWalkthrough>().is_none());
    assert!(app.world().get_resource::<SkirmishSeatsChoice>().is_none());
    assert_eq!(app.world().resource::<FreeMoveSeats>().0, [None, None]);
}

#[test]
fn walkthrough_free_move_a_turned_stand_is_the_deployment_step() {
    let mut app = walkthrough_for("free_move_a_turned_stand", Ruleset::FreeMove);
    let state = &app.world().resource::<FreeMoveSession>().state;
    let unit = state
        .army(muster::rules::free_move::Side::First)
        .next()
        .expect("a Roman stand");
    let mut to = unit.pose;
    to.facing = (to.facing + 45.0).rem_euclid(360.0);
    let id = unit.id;
    app.world_mut()
        .write_message(FreeMoveCommand(muster::rules::free_move::Command::Deploy {
            unit: id,
            to,
        }));
    app.update();
    assert_eq!(
        active(&app).progress.step,
        1,
        "{:?}",
        active(&app).progress.feedback
    );
}

#[test]
fn walkthrough_start_again_opens_a_fresh_game_at_the_first_step() {
    let mut app = walkthrough_for("start_again_opens_a_fres", Ruleset::Skirmish);
    let infantry = learners_infantry(&app);
    app.world_mut()
        .write_message(SkirmishCommand::new(Command::Order {
            unit: infantry,
            path: vec![Pos::new(4, 2)],
            then: Then::Capture,
        }));
    app.update();
    assert_eq!(active(&app).progress.step, 2);
    assert_eq!(app.world().resource::<SkirmishSession>().commands.len(), 1);
    app.world_mut().write_message(StartAgain);
    for _ in 0..6 {
        app.update();
    }
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Skirmish
    );
    assert_eq!(active(&app).progress, Default::default(), "back at step 1");
    let game = app.world().resource::<SkirmishSession>();
    assert!(game.commands.is_empty(), "a fresh game");
    assert_eq!(game.seats, vec![SkirmishSeat::Human, SkirmishSeat::Recruit]);
    assert_eq!(game.seed, 11);
}

#[test]
fn walkthrough_games_never_replace_the_players_autosave() {
    let mut app = walkthrough_for("no_autosave", Ruleset::Skirmish);
    app.world_mut()
        .write_message(SkirmishCommand::new(Command::EndTurn));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<SkirmishSession>().commands.first(),
        Some(&Command::EndTurn),
        "the learner's turn ended (and the computer's began)"
    );
    let autosave = std::env::temp_dir()
        .join(format!(
            "muster-walkthrough-no_autosave-skirmish-{}",
            std::process::id()
        ))
        .join("skirmish_autosave.ron");
    assert!(!autosave.exists(), "{} was written", autosave.display());
}
