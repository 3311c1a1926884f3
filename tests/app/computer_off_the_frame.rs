//! The grid games' computer thinks off the frame: its search runs on bevy's task pool and
//! plays the same commands, from the same seeded streams, as it did in the frame; pause,
//! undo and a seat changing hands drop a search in flight, which leaves the computer's
//! stream where it was. Headless apps wait for a search in the frame after it began, so
//! these tests count updates, never time.

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::screens::Pause;
use muster::app::games::movement_game::{MovementGameSeat, MovementGameTurns};
use muster::app::games::skirmish::{
    SkirmishCommand, SkirmishSeat, SkirmishSeatsChoice, SkirmishSession, SkirmishTurns,
};
use muster::app::games::soldiers::{SoldiersSeat, SoldiersTurns};
use muster::app::session::computer_thinking::ComputerThinking;
use muster::app::session::turn_game::CommandOf;
use muster::app::session::watch_speed::WatchSpeed;
use muster::app::session::{Session, TurnGame, UndoRequest};
use muster::rules::skirmish::command::Command;
use muster::rules::soldiers::ai::Mind;

use super::support::{scenario, scratch};

/// The game `G` of the shipped scenario `folder/file` on `seed` with `seats`, outside an app.
fn session<G: TurnGame>(folder: &str, file: &str, seed: u64, seats: G::Seats) -> Session<G> {
    let scenario = muster::scenario::load(&scenario(folder, file)).expect("the scenario loads");
    G::open(&scenario, seed, Some(seats))
        .expect("the scenario is this game's")
        .expect("the game opens")
}

/// The computer's first `count` commands, thought in the frame as before.
fn thought_in_the_frame<G: TurnGame>(mut game: Session<G>, count: usize) -> Vec<CommandOf<G>> {
    while game.commands.len() < count && !game.is_over() {
        let command = game.computer_command().expect("the computer plays on");
        game.execute(command)
            .expect("the computer's command is legal");
    }
    game.commands.clone()
}

/// The computer's first `count` commands, thought by searches of up to `most` commands
/// (run here, as the task pool runs them).
fn thought_by_searches<G: TurnGame>(
    mut game: Session<G>,
    count: usize,
    most: usize,
) -> Vec<CommandOf<G>> {
    while game.commands.len() < count && !game.is_over() {
        let search = game.computer_search(most).expect("a computer is to act");
        let commands = game
            .take_thought(search.think())
            .expect("the game is still where it was asked");
        assert!(!commands.is_empty(), "a search brings a command back");
        for command in commands {
            game.execute(command)
                .expect("the computer's command is legal");
        }
    }
    game.commands.clone()
}

/// The same game searched off the frame and thought in the frame: the same commands.
fn searched_as_in_the_frame<G: TurnGame>(game: Session<G>, count: usize, most: usize) {
    let in_the_frame = thought_in_the_frame(game.clone(), count);
    let mut searched = thought_by_searches(game, count, most);
    assert!(in_the_frame.len() >= count.min(10), "the game got going");
    // A search of several commands may run past `count`.
    searched.truncate(in_the_frame.len());
    assert_eq!(searched, in_the_frame);
}

#[test]
fn the_searches_play_skirmish_wars_as_the_frame_did() {
    let seats = vec![SkirmishSeat::Veteran, SkirmishSeat::Recruit];
    searched_as_in_the_frame(
        session::<SkirmishTurns>("skirmish", "03_hill_country.ron", 5, seats),
        60,
        1,
    );
}

#[test]
fn the_searches_play_soldiers_as_the_frame_did_four_commands_a_search() {
    let seats = [
        SoldiersSeat::Computer(Mind::Veteran),
        SoldiersSeat::Computer(Mind::Recruit),
    ];
    searched_as_in_the_frame(
        session::<SoldiersTurns>("soldiers", "01_brunstatt.ron", 5, seats),
        60,
        4,
    );
}

#[test]
fn the_searches_play_the_movement_game_as_the_frame_did() {
    let seats = vec![MovementGameSeat::Veteran, MovementGameSeat::Recruit];
    searched_as_in_the_frame(
        session::<MovementGameTurns>("movement_game", "01_twin_gates_two.ron", 5, seats),
        60,
        1,
    );
}

/// A headless Skirmish Wars game on Hill Country with `seats`, seed 3, a frame in.
fn board(name: &str, seats: Vec<SkirmishSeat>) -> App {
    let launch =
        Launch::scenario(&scenario("skirmish", "03_hill_country.ron")).expect("the scenario loads");
    let mut app = muster::app::headless::headless_app(&scratch(name), launch);
    app.insert_resource(SkirmishSeatsChoice {
        seats,
        seed: Some(3),
    });
    app.update();
    app.update();
    app
}

fn game(app: &App) -> &SkirmishSession {
    app.world().resource::<SkirmishSession>()
}

fn thinking(app: &App) -> bool {
    app.world()
        .resource::<ComputerThinking<SkirmishTurns>>()
        .is_thinking()
}

/// Update until the computer's search is in flight, at most `limit` updates.
fn until_the_computer_thinks(app: &mut App, limit: usize) {
    for _ in 0..limit {
        if thinking(app) {
            return;
        }
        app.update();
    }
    assert!(thinking(app), "the computer began to think");
}

/// The person at seat 0 ends the turn: the Veteran at seat 1 begins to think.
fn the_veteran_thinking(name: &str) -> App {
    let mut app = board(name, vec![SkirmishSeat::Human, SkirmishSeat::Veteran]);
    app.world_mut()
        .write_message(SkirmishCommand::new(Command::EndTurn));
    app.update();
    until_the_computer_thinks(&mut app, 20);
    app
}

fn pause(app: &mut App, paused: bool) {
    app.world_mut()
        .resource_mut::<NextState<Pause>>()
        .set(Pause(paused));
}

#[test]
fn a_whole_computer_game_plays_through_the_task_pool_as_in_the_frame() {
    let mut app = board(
        "off-frame-whole",
        vec![SkirmishSeat::Veteran, SkirmishSeat::Recruit],
    );
    app.world_mut().resource_mut::<WatchSpeed>().play_at(30.0);
    let start = game(&app).restarted();
    // A search a frame and its commands the next: a bounded count of updates.
    for _ in 0..400 {
        if game(&app).commands.len() >= 40 {
            break;
        }
        app.update();
    }
    let played = game(&app).commands.clone();
    assert!(
        played.len() >= 40,
        "the computers played on: {}",
        played.len()
    );
    assert_eq!(played, thought_in_the_frame(start, played.len()));
}

#[test]
fn a_search_whose_game_has_not_moved_on_is_played() {
    let mut app = the_veteran_thinking("off-frame-played");
    let before = game(&app).commands.len();
    app.update();
    assert!(!thinking(&app));
    assert_eq!(game(&app).commands.len(), before + 1, "its command played");
}

#[test]
fn a_search_in_flight_is_dropped_when_its_seat_changes_hands() {
    let mut app = the_veteran_thinking("off-frame-seat");
    let before = game(&app).commands.len();
    app.world_mut().resource_mut::<SkirmishSession>().seats[1] = SkirmishSeat::Human;
    app.update();
    assert!(!thinking(&app), "the search is dropped");
    assert_eq!(game(&app).commands.len(), before, "and nothing is played");
}

#[test]
fn a_search_in_flight_is_dropped_when_the_seat_changes_level() {
    let mut app = the_veteran_thinking("off-frame-level");
    let before = game(&app).commands.len();
    app.world_mut().resource_mut::<SkirmishSession>().seats[1] = SkirmishSeat::Recruit;
    app.update();
    assert_eq!(
        game(&app).commands.len(),
        before,
        "the Veteran's command is not played for the Recruit"
    );
}

#[test]
fn a_search_in_flight_is_dropped_on_pause_and_thought_again_from_the_same_stream() {
    let mut app = the_veteran_thinking("off-frame-pause");
    let before = game(&app).commands.len();
    // What the seat's computer, its stream untouched, plays from here.
    let expected = game(&app).clone().computer_command();
    // Paused before the frame that would have played the search's command.
    pause(&mut app, true);
    app.update();
    app.update();
    assert!(!thinking(&app), "the search is dropped");
    assert_eq!(game(&app).commands.len(), before, "nothing is played");
    pause(&mut app, false);
    for _ in 0..20 {
        if game(&app).commands.len() > before {
            break;
        }
        app.update();
    }
    assert_eq!(game(&app).commands.get(before).cloned(), expected);
}

#[test]
fn a_search_in_flight_is_dropped_on_undo() {
    let mut app = the_veteran_thinking("off-frame-undo");
    let before = game(&app).commands.len();
    app.world_mut().write_message(UndoRequest);
    app.update();
    assert!(!thinking(&app), "the search is dropped");
    assert!(
        game(&app).commands.len() <= before,
        "the Veteran's command is not played"
    );
}
