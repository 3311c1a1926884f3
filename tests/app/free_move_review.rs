//! The Free Move combat review headless: a combat fought at the table opens its review; a
//! resumed battle opens without its old one, on the buttons of the phase it was saved in.

use std::path::Path;

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::menu_actions::MenuAction;
use muster::app::core::screens::Screen;
use muster::app::games::free_move::panels::combat_review::CombatReview;
use muster::app::games::free_move::save::FreeMoveSaveFiles;
use muster::app::games::free_move::{Countdown, FreeMoveCommand, FreeMoveSession};
use muster::rules::free_move::Phase;
use muster::rules::free_move::random_play::RandomPlayer;
use muster::ruleset::Ruleset;

/// Frames the random players get to reach a combat.
const FRAMES_TO_A_COMBAT: usize = 400;

fn app_in(dir: &Path, launch: Launch) -> App {
    let mut app = muster::app::headless::headless_app(dir, launch);
    app.insert_resource(FreeMoveSaveFiles::new(
        dir.join("free_move.ron"),
        dir.join("autosave.ron"),
    ));
    app.update();
    app.update();
    app
}

fn review(app: &App) -> &CombatReview {
    app.world().resource::<CombatReview>()
}

/// The practice skirmish at the table, played by random legal commands (a frame's worth at a
/// time, as players' commands arrive) until a combat has been fought.
fn a_battle_past_its_first_combat(dir: &Path) -> App {
    let file = super::support::scenario("free_move", "practice_skirmish.ron");
    let mut app = app_in(dir, Launch::scenario(&file).expect("the scenario loads"));
    let mut player = RandomPlayer::seeded(5);
    for _ in 0..FRAMES_TO_A_COMBAT {
        let state = app.world().resource::<FreeMoveSession>().state.clone();
        for command in player.next_commands(&state) {
            app.world_mut().write_message(FreeMoveCommand(command));
        }
        app.update();
        if review(&app).open {
            return app;
        }
    }
    panic!("no combat in {FRAMES_TO_A_COMBAT} frames");
}

#[test]
fn a_combat_fought_at_the_table_opens_its_review_at_the_first_step() {
    let app = a_battle_past_its_first_combat(&super::support::scratch("review-opens"));
    let review = review(&app);
    assert!(review.open && !review.steps.is_empty());
    assert_eq!(review.current, 0);
}

#[test]
fn a_resumed_battle_does_not_reopen_its_last_combat_review() {
    let dir = super::support::scratch("review-resume");
    let mut app = a_battle_past_its_first_combat(&dir);
    // On to the next phase's autosave, as a player quitting after the combat would.
    let phase = app.world().resource::<FreeMoveSession>().state.phase;
    let mut player = RandomPlayer::seeded(6);
    while app.world().resource::<FreeMoveSession>().state.phase == phase {
        let state = app.world().resource::<FreeMoveSession>().state.clone();
        for command in player.next_commands(&state) {
            app.world_mut().write_message(FreeMoveCommand(command));
        }
        app.update();
    }
    let saved = app.world().resource::<FreeMoveSession>().state.clone();
    assert!(dir.join("autosave.ron").exists(), "saved after the phase");
    drop(app);

    let mut resumed = app_in(&dir, Launch::Menu);
    resumed
        .world_mut()
        .write_message(MenuAction::ResumeGame(Ruleset::FreeMove.into()));
    for _ in 0..4 {
        resumed.update();
    }
    assert_eq!(
        *resumed.world().resource::<State<Screen>>().get(),
        Screen::FreeMove
    );
    let game = resumed.world().resource::<FreeMoveSession>();
    assert_eq!(game.state.phase, saved.phase);
    assert_eq!(game.state.move_number, saved.move_number);
    assert!(
        !review(&resumed).open,
        "the review belongs to the moment of the combat, not to the save"
    );
    let countdown = resumed.world().resource::<Countdown>();
    if game.state.phase == Phase::TimedMove {
        assert!(
            !countdown.running && countdown.ready == [false, false],
            "both sides' Ready to press: {countdown:?}"
        );
    }
}
