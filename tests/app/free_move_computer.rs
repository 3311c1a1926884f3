//! The computer at the Free Move table, headless with the real countdown: two computers
//! play a battle through to its end, every command accepted (a refused one would be a
//! notice); a human side waits for its player while the computer is Ready.

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::ui::notices::Notices;
use muster::app::games::free_move::computer::FreeMoveSeats;
use muster::app::games::free_move::{Countdown, FreeMoveSession};
use muster::app::headless::headless_app;
use muster::rules::free_move::Phase;
use muster::rules::free_move::ai::Level;
use std::path::{Path, PathBuf};

fn table(name: &str, file: &str, seats: [Option<Level>; 2]) -> App {
    let dir = std::env::temp_dir().join(format!("muster-computer-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let path: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios/free_move")
        .join(file);
    let mut app = headless_app(&dir, Launch::scenario(&path).expect("the scenario loads"));
    app.insert_resource(FreeMoveSeats(seats));
    app.update();
    app.update();
    app
}

fn game(app: &App) -> &FreeMoveSession {
    app.world().resource::<FreeMoveSession>()
}

#[test]
fn two_computers_play_a_battle_to_its_end_at_the_table() {
    let mut app = table(
        "two",
        "practice_skirmish.ron",
        [Some(Level::Veteran), Some(Level::General)],
    );
    for _ in 0..40_000 {
        app.update();
        if game(&app).state.phase == Phase::GameOver {
            break;
        }
    }
    let notices = app.world().resource::<Notices>().all().to_vec();
    assert!(notices.is_empty(), "{notices:?}");
    let state = &game(&app).state;
    assert_eq!(state.phase, Phase::GameOver, "move {}", state.move_number);
    assert!(state.result.is_some());
    let steps = game(&app)
        .commands
        .iter()
        .filter(|command| matches!(command, muster::rules::free_move::Command::Step { .. }))
        .count();
    assert!(steps > 10, "{steps} measured moves");
}

#[test]
fn the_computer_is_ready_and_waits_for_its_human_opponent() {
    let mut app = table(
        "human",
        "practice_skirmish.ron",
        [None, Some(Level::Recruit)],
    );
    for _ in 0..30 {
        app.update();
    }
    let state = &game(&app).state;
    assert_eq!(
        state.phase,
        Phase::Deployment,
        "the human has not said Ready"
    );
    assert_eq!(state.done, [false, true], "the computer has deployed");
    app.world_mut()
        .write_message(muster::app::games::free_move::SideReady(
            muster::rules::free_move::Side::First,
        ));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(game(&app).state.phase, Phase::TimedMove);
    let countdown = app.world().resource::<Countdown>();
    assert_eq!(countdown.ready, [false, true], "the computer is ready");
    assert!(!countdown.running, "the clock waits for the human");
}

/// In a timed move both computers plan from one frame's state; a plan the other side's
/// command made stale (the stand it moves was frozen meanwhile) is refused without a notice,
/// while a refused plan with nothing landed since is a fault, shown like a player's.
#[test]
fn a_computers_plan_gone_stale_is_dropped_but_a_fresh_refusal_is_a_notice() {
    use muster::app::games::free_move::game::ComputerCommand;
    use muster::app::games::free_move::game::FreeMoveCommand;
    use muster::rules::free_move::{Command, MeleeId, Side};
    let mut app = table("stale", "practice_skirmish.ron", [None, None]);
    // A player's command lands after the computer planned.
    let planned_at = game(&app).commands.len();
    app.world_mut()
        .write_message(FreeMoveCommand(Command::Done { side: Side::Second }));
    app.update();
    let landed = game(&app).commands.len();
    assert_eq!(landed, planned_at + 1, "the player's command landed");
    let no_such_melee = Command::PullOut {
        side: Side::First,
        melee: MeleeId(99),
    };
    // Planned before that command landed: stale, dropped quietly.
    app.world_mut().write_message(ComputerCommand {
        command: no_such_melee.clone(),
        planned_at,
    });
    app.update();
    assert!(app.world().resource::<Notices>().all().is_empty());
    // Planned from the state it meets: the refusal is the computer's fault, and shows.
    let refusal = {
        use muster::rules::dice::Dice;
        use muster::rules::engine::RulesEngine;
        let mut state = game(&app).state.clone();
        muster::rules::free_move::FreeMove::execute(
            &mut state,
            no_such_melee.clone(),
            &mut Dice::seeded(1),
        )
        .expect_err("refused")
        .to_string()
    };
    app.world_mut().write_message(ComputerCommand {
        command: no_such_melee,
        planned_at: landed,
    });
    app.update();
    let notices = app.world().resource::<Notices>().all().to_vec();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert_eq!(notices[0].text, refusal);
}

/// Whether the bell rang in the last frame.
fn bell_rang(app: &App) -> bool {
    use muster::app::games::free_move::FreeMoveEvent;
    use muster::rules::free_move::Event;
    app.world()
        .resource::<Messages<FreeMoveEvent>>()
        .iter_current_update_messages()
        .any(|FreeMoveEvent(event)| matches!(event, Event::BellRang))
}

/// Two computers (the demo, or people watching) who have both finished moving do not stand
/// for the rest of the countdown: the bell rings with time still on the clock.
#[test]
fn two_computers_who_have_finished_moving_ring_the_bell_early() {
    let mut app = table(
        "early-bell",
        "practice_skirmish.ron",
        [Some(Level::General), Some(Level::Veteran)],
    );
    let mut left_at_the_bell = Vec::new();
    for _ in 0..40_000 {
        let before = app.world().resource::<Countdown>().clone();
        app.update();
        if bell_rang(&app) {
            left_at_the_bell.push(before.remaining);
        }
        if game(&app).state.phase == Phase::GameOver {
            break;
        }
    }
    assert!(
        left_at_the_bell.iter().any(|left| *left > 1.0),
        "seconds left at each bell: {left_at_the_bell:?}"
    );
}

/// A human's move is the human's: the computer opposite having finished moving does not
/// ring the bell on them.
#[test]
fn a_computer_finished_moving_leaves_its_human_opponent_the_whole_countdown() {
    use muster::app::games::free_move::SideReady;
    use muster::rules::free_move::Side;
    let mut app = table(
        "whole-move",
        "practice_skirmish.ron",
        [None, Some(Level::General)],
    );
    app.world_mut().write_message(SideReady(Side::First));
    for _ in 0..100 {
        app.update();
        if game(&app).state.phase == Phase::TimedMove {
            break;
        }
    }
    // Ready until the clock runs (a Ready in the frame the new move's clock is set is lost).
    for _ in 0..100 {
        app.world_mut().write_message(SideReady(Side::First));
        app.update();
        if app.world().resource::<Countdown>().running {
            break;
        }
    }
    assert!(app.world().resource::<Countdown>().running);
    let mut left = f32::MAX;
    for _ in 0..20_000 {
        let before = app.world().resource::<Countdown>().clone();
        app.update();
        if bell_rang(&app) {
            left = before.remaining;
            break;
        }
    }
    assert!(left <= 0.11, "the bell rang with {left} s left");
}

/// The demo's stall: a computer's planned step pushed into a friend wedged against its stand
/// went nowhere, and the computer planned it again and again for the rest of the countdown
/// while nothing moved. Every step it gives moves or turns its stand.
#[test]
fn the_computer_never_steps_on_the_spot_for_the_rest_of_a_timed_move() {
    use muster::app::games::free_move::FreeMoveEvent;
    use muster::app::games::free_move::game::ChosenSeed;
    use muster::rules::free_move::Event;
    let dir = std::env::temp_dir().join(format!("muster-computer-spot-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/free_move/standard_battle.ron");
    let mut app = headless_app(&dir, Launch::scenario(&path).expect("the scenario loads"));
    app.insert_resource(FreeMoveSeats([Some(Level::General), Some(Level::Veteran)]));
    app.insert_resource(ChosenSeed(1));
    let (mut steps, mut on_the_spot) = (0, 0);
    for _ in 0..3_000 {
        app.update();
        for FreeMoveEvent(event) in app
            .world()
            .resource::<Messages<FreeMoveEvent>>()
            .iter_current_update_messages()
        {
            if let Event::Stepped { from, to, .. } = event {
                steps += 1;
                if from.distance_to(to) < 0.01 && (from.facing - to.facing).abs() < 0.01 {
                    on_the_spot += 1;
                }
            }
        }
        if game(&app).state.move_number > 1 {
            break;
        }
    }
    assert!(steps > 20, "the first move was played: {steps} steps");
    assert_eq!(on_the_spot, 0, "of {steps} steps");
}

#[test]
fn the_cursor_of_a_side_the_computer_plays_is_not_drawn_and_a_person_s_is() {
    use muster::app::core::input::cursor_drawing::ComputerPlayed;
    let mut app = table(
        "cursors",
        "practice_skirmish.ron",
        [None, Some(Level::Veteran)],
    );
    app.update();
    assert_eq!(
        *app.world().resource::<ComputerPlayed>(),
        ComputerPlayed([false, true]),
        "player 1 a person (cursor drawn), player 2's side the computer's (none)"
    );
    app.insert_resource(FreeMoveSeats([None, None]));
    app.update();
    assert_eq!(
        *app.world().resource::<ComputerPlayed>(),
        ComputerPlayed([false, false]),
        "player 2 takes the seat back: the cursor is drawn again"
    );
}
