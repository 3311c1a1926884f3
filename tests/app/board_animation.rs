//! The grid boards follow the session's events: with a board on screen (its animation
//! added to the headless app), a move slides and the computer waits for it before its next
//! command, then plays right after; a person's move slides too but never holds their next
//! command; without a board (every other headless test, a play-out) nothing waits.

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::games::skirmish::{
    SkirmishCommand, SkirmishSeat, SkirmishSeatsChoice, SkirmishSession, SkirmishTurns,
};
use muster::app::session::pace::BoardBusy;
use muster::app::session::view::animation::BoardAnimation;
use muster::app::session::view::animation_plugin;
use muster::rules::skirmish::command::{Command, Then};
use muster::rules::skirmish::map::Pos;
use muster::rules::skirmish::state::UnitId;

/// Hill Country with `seats`, its board's animation on screen or not.
fn hill_country(name: &str, seats: Vec<SkirmishSeat>, on_screen: bool) -> App {
    let dir = super::support::scratch(&format!("animation-{name}"));
    let scenario = super::support::scenario("skirmish", "03_hill_country.ron");
    let launch = Launch::scenario(&scenario).expect("the scenario loads");
    let mut app = muster::app::headless::headless_app(&dir, launch);
    app.insert_resource(SkirmishSeatsChoice {
        seats,
        seed: Some(3),
    });
    if on_screen {
        app.add_plugins(animation_plugin::plugin::<SkirmishTurns>);
    }
    app.update();
    app.update();
    app
}

fn commands(app: &App) -> usize {
    app.world().resource::<SkirmishSession>().commands.len()
}

fn animating(app: &App) -> bool {
    app.world()
        .resource::<BoardAnimation<SkirmishTurns>>()
        .is_animating()
}

fn busy(app: &App) -> bool {
    app.world().resource::<BoardBusy<SkirmishTurns>>().0
}

/// Frames from now to the computer's next command, and how many of them the board was busy.
fn frames_to_next_command(app: &mut App, busy_known: bool) -> (usize, usize) {
    let count = commands(app);
    let (mut frames, mut held) = (0, 0);
    loop {
        app.update();
        frames += 1;
        if commands(app) != count {
            return (frames, held);
        }
        if busy_known && busy(app) {
            held += 1;
        }
        assert!(frames < 60, "the computer never played again");
    }
}

#[test]
fn the_computer_waits_for_its_last_move_to_slide_and_plays_right_after() {
    let mut app = hill_country(
        "computer",
        vec![SkirmishSeat::Veteran, SkirmishSeat::Human],
        true,
    );
    for _ in 0..200 {
        let before = commands(&app);
        app.update();
        let computer_moves_on = app.world().resource::<SkirmishSession>().computer_to_act();
        if commands(&app) == before || !animating(&app) || !computer_moves_on {
            continue;
        }
        assert!(busy(&app), "a move sliding holds the computer");
        let (frames, held) = frames_to_next_command(&mut app, true);
        // A slide is at least 0.25 s and the frames 0.1 s: two frames held at the least.
        assert!(held >= 2, "it waited for the board: {held} frames held");
        assert!(
            frames - held <= 4,
            "and played right after: {frames} frames, {held} of them held"
        );
        return;
    }
    panic!("the computer never moved a unit on its first turn");
}

#[test]
fn without_a_board_on_screen_the_computer_keeps_its_own_pace() {
    let mut app = hill_country(
        "headless",
        vec![SkirmishSeat::Veteran, SkirmishSeat::Human],
        false,
    );
    assert!(!app.world().contains_resource::<BoardBusy<SkirmishTurns>>());
    let first = commands(&app);
    for _ in 0..4 {
        let (frames, _) = frames_to_next_command(&mut app, false);
        assert!(frames <= 3, "the game's own pace, 0.2 s: {frames} frames");
    }
    assert!(commands(&app) >= first + 4);
}

/// Order Orange's tank (at 3,4 on Hill Country) along `path` and wait there, one frame on:
/// the tank's id.
fn move_orange_tank(app: &mut App, path: Vec<Pos>) -> UnitId {
    let tank = app
        .world()
        .resource::<SkirmishSession>()
        .state
        .unit_at(Pos::new(3, 4))
        .expect("Orange's tank")
        .id;
    app.world_mut()
        .write_message(SkirmishCommand::new(Command::Order {
            unit: tank,
            path,
            then: Then::Wait,
        }));
    app.update();
    tank
}

#[test]
fn a_persons_move_slides_but_never_holds_their_next_command() {
    let mut app = hill_country(
        "person",
        vec![SkirmishSeat::Human, SkirmishSeat::Human],
        true,
    );
    let tank = move_orange_tank(&mut app, vec![Pos::new(4, 4), Pos::new(5, 4)]);
    assert_eq!(commands(&app), 1);
    let slide = app
        .world()
        .resource::<BoardAnimation<SkirmishTurns>>()
        .slide_of(tank)
        .expect("the tank slides");
    assert_eq!(slide.from, Pos::new(3, 4), "from where it stood");
    app.world_mut()
        .write_message(SkirmishCommand::new(Command::EndTurn));
    app.update();
    assert_eq!(commands(&app), 2, "the next command is not held");
    for _ in 0..10 {
        app.update();
    }
    assert!(!animating(&app), "the slide ends");
    assert_eq!(
        app.world()
            .resource::<SkirmishSession>()
            .state
            .square_of(tank),
        Some(Pos::new(5, 4)),
        "where the engine put it"
    );
}

#[test]
fn an_undo_stops_the_slide_and_shows_the_game_as_it_stands() {
    let mut app = hill_country("undo", vec![SkirmishSeat::Human, SkirmishSeat::Human], true);
    move_orange_tank(&mut app, vec![Pos::new(4, 4)]);
    assert!(animating(&app), "the move slides");
    app.world_mut()
        .write_message(muster::app::games::skirmish::SkirmishUndo);
    app.update();
    assert_eq!(commands(&app), 0, "taken back");
    assert!(!animating(&app), "nothing slides: the tank is back at once");
    assert!(!busy(&app));
}

#[test]
fn a_shot_flashes_its_target_on_the_board() {
    use muster::app::games::skirmish::SkirmishEvent;
    use muster::rules::skirmish::event::Event;
    let mut app = hill_country("shot", vec![SkirmishSeat::Human, SkirmishSeat::Human], true);
    // The people play as the computer would, until a shot is fired.
    for _ in 0..600 {
        let command = app
            .world_mut()
            .resource_mut::<SkirmishSession>()
            .computer_command()
            .expect("a command to play");
        app.world_mut().write_message(SkirmishCommand::new(command));
        app.update();
        let fired = app
            .world()
            .resource::<Messages<SkirmishEvent>>()
            .iter_current_update_messages()
            .find_map(|event| match &event.0 {
                Event::Fired(shot) => Some(shot.target),
                _ => None,
            });
        let Some(target) = fired else { continue };
        // The flash comes once the attacker's slide (if it moved) has ended.
        for _ in 0..10 {
            let flashes = app
                .world()
                .resource::<BoardAnimation<SkirmishTurns>>()
                .flashes();
            if !flashes.is_empty() {
                let game = app.world().resource::<SkirmishSession>();
                // Where the target stands (or stood, destroyed: any flash is its square).
                assert!(
                    game.state.square_of(target).is_none_or(|square| flashes
                        .iter()
                        .any(|(flashed, _, _)| *flashed == square)),
                    "the target's square flashes: {flashes:?}"
                );
                return;
            }
            app.update();
        }
        panic!("a shot fired and nothing flashed");
    }
    panic!("no shot in 600 commands");
}
