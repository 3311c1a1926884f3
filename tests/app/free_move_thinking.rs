//! The Free Move computer thinks off the frame: a side's search (its timed move begun, its
//! commands after the bell) runs on the task pool; pause, undo and a seat changing hands or
//! level drop it; and the same battle, seed and seats play the same commands. Headless apps
//! wait for a search in the frame after it began, so these tests count updates.

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::screens::Pause;
use muster::app::games::free_move::FreeMoveSession;
use muster::app::games::free_move::computer::FreeMoveSeats;
use muster::app::games::free_move::computer_thinking::FreeMoveThinking;
use muster::app::games::free_move::game::ChosenSeed;
use muster::app::games::free_move::undo::UndoRearrangement;
use muster::app::headless::headless_app;
use muster::rules::free_move::ai::Level;
use muster::rules::free_move::{Command, Side};

use super::support::{scenario, scratch};

fn table(name: &str, seats: [Option<Level>; 2]) -> App {
    let launch = Launch::scenario(&scenario("free_move", "practice_skirmish.ron"))
        .expect("the scenario loads");
    let mut app = headless_app(&scratch(name), launch);
    app.insert_resource(FreeMoveSeats(seats))
        .insert_resource(ChosenSeed(11));
    app.update();
    app.update();
    app
}

fn commands(app: &App) -> Vec<Command> {
    app.world().resource::<FreeMoveSession>().commands.clone()
}

fn thinking(app: &App, side: Side) -> bool {
    app.world().resource::<FreeMoveThinking>().is_thinking(side)
}

/// Update until `side` is thinking, at most `limit` updates.
fn until_thinking(app: &mut App, side: Side, limit: usize) {
    for _ in 0..limit {
        if thinking(app, side) {
            return;
        }
        app.update();
    }
    assert!(thinking(app, side), "the computer began to think");
}

const VETERANS: [Option<Level>; 2] = [Some(Level::Veteran), Some(Level::Recruit)];

#[test]
fn the_same_battle_seed_and_seats_play_the_same_commands_with_the_search_off_the_frame() {
    let play = |name: &str| {
        let mut app = table(name, VETERANS);
        for _ in 0..600 {
            app.update();
        }
        commands(&app)
    };
    let first = play("fm-think-same-1");
    assert!(first.len() > 20, "the battle got going: {}", first.len());
    assert_eq!(first, play("fm-think-same-2"));
}

#[test]
fn a_free_move_search_whose_battle_has_not_moved_on_lands() {
    let mut app = table("fm-think-lands", VETERANS);
    until_thinking(&mut app, Side::First, 40);
    app.update();
    assert!(!thinking(&app, Side::First), "the thought landed");
}

#[test]
fn a_free_move_search_in_flight_is_dropped_on_pause() {
    let mut app = table("fm-think-pause", VETERANS);
    until_thinking(&mut app, Side::First, 40);
    let before = commands(&app).len();
    app.world_mut()
        .resource_mut::<NextState<Pause>>()
        .set(Pause(true));
    app.update();
    assert!(!thinking(&app, Side::First), "the search is dropped");
    assert_eq!(commands(&app).len(), before, "and nothing is played");
}

#[test]
fn a_free_move_search_in_flight_is_dropped_when_its_seat_changes_hands() {
    let mut app = table("fm-think-hands", VETERANS);
    until_thinking(&mut app, Side::First, 40);
    let before = commands(&app).len();
    app.world_mut().resource_mut::<FreeMoveSeats>().0[0] = None;
    app.update();
    assert!(!thinking(&app, Side::First), "the search is dropped");
    assert!(
        commands(&app)[before..]
            .iter()
            .all(|command| command.side() != Some(Side::First)),
        "and nothing of its is played"
    );
}

#[test]
fn a_free_move_search_in_flight_is_dropped_on_undo() {
    let mut app = table("fm-think-undo", VETERANS);
    until_thinking(&mut app, Side::First, 40);
    let before = commands(&app).len();
    app.world_mut()
        .write_message(UndoRearrangement(Side::Second));
    app.update();
    assert!(!thinking(&app, Side::First), "the search is dropped");
    assert_eq!(commands(&app).len(), before, "and nothing is played");
}
