//! Drives an Untitled Movement Game headless (no window): opening a board, the set-up
//! choice, a roll and a card played through the game resource, undo back to the roll,
//! save and load, and the computer playing its seats.

use std::path::PathBuf;

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::screens::Screen;
use muster::app::games::movement_game::save::{LoadRequest, MovementGameSaveFiles, SaveRequest};
use muster::app::games::movement_game::{
    MovementGameCommand, MovementGameSeat, MovementGameSeatsChoice, MovementGameSession,
    MovementGameUndo,
};
use muster::rules::movement_game::command::Command;
use muster::rules::movement_game::moves::plays;
use muster::rules::movement_game::state::Phase;
use muster::rules::seat::PlayerId;

fn scenario(file: &str) -> PathBuf {
    super::support::scenario("movement_game", file)
}

fn board(name: &str, file: &str, seats: Vec<MovementGameSeat>) -> App {
    let dir = std::env::temp_dir().join(format!("muster-movement-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let launch = Launch::scenario(&scenario(file)).expect("the scenario loads");
    let mut app = muster::app::headless::headless_app(&dir, launch);
    app.insert_resource(MovementGameSeatsChoice {
        seats,
        seed: Some(5),
    })
    .insert_resource(MovementGameSaveFiles::new(
        dir.join("movement.ron"),
        dir.join("autosave.ron"),
    ));
    app.update();
    app.update();
    app
}

fn session(app: &App) -> &MovementGameSession {
    app.world().resource::<MovementGameSession>()
}

fn send(app: &mut App, command: Command) {
    app.world_mut()
        .write_message(MovementGameCommand::new(command));
    app.update();
}

/// Both players place each other's first token, on the first free starting space.
fn set_up(app: &mut App) {
    for _ in 0..2 {
        let state = &session(app).state;
        let Phase::ChooseStart { chooser } = state.phase else {
            panic!("set-up is over");
        };
        let space = state.own_starts(state.across(chooser))[0];
        send(app, Command::ChooseStart { space });
    }
}

#[test]
fn movement_board_opens_with_hands_dealt_and_the_set_up_choice() {
    let app = board(
        "opens",
        "01_twin_gates_two.ron",
        vec![MovementGameSeat::Human; 2],
    );
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::MovementGame
    );
    let state = &session(&app).state;
    assert_eq!(
        state.phase,
        Phase::ChooseStart {
            chooser: PlayerId(0)
        }
    );
    assert!(state.players.iter().all(|player| player.hand.len() == 3));
}

#[test]
fn movement_roll_and_play_then_undo_back_to_the_roll() {
    let mut app = board(
        "play",
        "01_twin_gates_two.ron",
        vec![MovementGameSeat::Human; 2],
    );
    set_up(&mut app);
    let Phase::Choose { player } = session(&app).state.phase else {
        panic!("a turn begins after the roll for first");
    };
    send(&mut app, Command::Roll);
    let rolled = session(&app).state.clone();
    let Phase::Moving { rolled: roll, .. } = rolled.phase else {
        panic!("rolled");
    };
    let legal = plays(&rolled, player, roll.left);
    let Some(play) = legal.first() else {
        // Nothing to play with this hand: discarding one card is the rule.
        send(&mut app, Command::DiscardOne { card: 0 });
        assert!(matches!(session(&app).state.phase, Phase::Choose { .. }));
        return;
    };
    send(
        &mut app,
        Command::Play {
            card: play.card,
            token: play.token,
            steps: play.steps,
        },
    );
    assert!(session(&app).log.iter().any(|line| line.contains("plays")));
    if session(&app).can_undo() {
        app.world_mut().write_message(MovementGameUndo);
        app.update();
        assert_eq!(session(&app).state, rolled, "back to just after the roll");
    }
    app.world_mut().write_message(MovementGameUndo);
    app.update();
    assert_eq!(
        session(&app).state.phase,
        rolled.phase,
        "never back past the roll"
    );
}

#[test]
fn movement_computer_seats_play_and_save_and_load_replay() {
    let mut app = board(
        "computer",
        "02_twin_gates_four.ron",
        vec![MovementGameSeat::Veteran; 4],
    );
    for _ in 0..60 {
        app.update();
    }
    assert!(session(&app).state.turns > 0, "the computers play");
    app.world_mut().write_message(SaveRequest);
    app.update();
    let saved = session(&app).state.clone();
    app.world_mut().resource_mut::<MovementGameSession>().seats = vec![MovementGameSeat::Human; 4];
    app.world_mut().write_message(LoadRequest);
    app.update();
    assert_eq!(session(&app).state, saved);
    assert_eq!(
        session(&app).seats,
        vec![MovementGameSeat::Veteran; 4],
        "the seats come back too"
    );
}
