//! The board of a game `G` follows the session's events: each command's events, told
//! against the state just before them, start the motions they show ([`BoardAnimation`]),
//! on the wall clock (`Time<WallClock>`: a slow frame does not stretch a slide, a pause
//! stops it); and [`BoardBusy`] holds the computer until the board has shown its last
//! command. A person's command animates too, but only the computer waits for it. Added
//! with the board only: a game without a window, a screenshot run or a `--play-moves`
//! play-out has no animation to wait for. An undo, a load or a replay step (the game
//! changed with no events) puts every piece where the game has it at once.

use bevy::prelude::*;

use super::animation::{AnimatedBoard, BoardAnimation};
use crate::app::core::staging::Staging;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::wall_clock::WallClock;
use crate::app::session::messages::SessionEvent;
use crate::app::session::pace::BoardBusy;
use crate::app::session::turn_game::StateOf;
use crate::app::session::turns::Session;
use crate::app::session::watch_speed::WatchSpeed;
use crate::rules::engine::RulesEngine;

/// The game as the board last showed it, and how many commands it had then.
struct Shown<G: AnimatedBoard> {
    state: StateOf<G>,
    commands: usize,
}

/// The board of `G` animates the session's events and holds the computer meanwhile.
pub fn plugin<G: AnimatedBoard>(app: &mut App) {
    let on_board = in_state(G::SCREEN).and_then(resource_exists::<Session<G>>);
    app.init_resource::<BoardAnimation<G>>()
        .insert_resource(BoardBusy::<G>::new(false))
        .add_systems(
            Update,
            (
                tick::<G>.in_set(AppSystems::TickTimers),
                follow_events::<G>.after(AppSystems::Update),
            )
                .run_if(on_board),
        )
        .add_systems(OnExit(G::SCREEN), stop::<G>);
}

/// The clock moves on: finished motions go, and the computer may play once the board is
/// still.
fn tick<G: AnimatedBoard>(
    clock: Res<Time<WallClock>>,
    mut animation: ResMut<BoardAnimation<G>>,
    mut busy: ResMut<BoardBusy<G>>,
) {
    animation.advance_to(clock.elapsed_secs_f64());
    busy.0 = animation.holds_the_computer();
}

/// The commands played this frame start their motions; a game changed without events
/// (undo, load, replay) is shown as it stands.
#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn follow_events<G: AnimatedBoard>(
    session: Res<Session<G>>,
    mut events: MessageReader<SessionEvent<G>>,
    staging: Res<Staging>,
    clock: Res<Time<WallClock>>,
    mut watch: ResMut<WatchSpeed>,
    mut animation: ResMut<BoardAnimation<G>>,
    mut busy: ResMut<BoardBusy<G>>,
    mut shown: Local<Option<Shown<G>>>,
) {
    // A new game (opened, loaded, played again): the last one's picture is no guide.
    if session.is_added() {
        *shown = None;
    }
    let played: Vec<_> = events.read().map(|SessionEvent(event)| event).collect();
    let any_played = !played.is_empty();
    let commands = session.commands.len();
    let moved_on = shown
        .as_ref()
        .is_none_or(|shown| shown.commands != commands);
    // The events are told against the game as the board last showed it, when that is the
    // game they were played on (more commands now than then, nothing taken back between).
    let refresh = moved_on || any_played;
    let told_against = refresh
        .then(|| shown.take())
        .flatten()
        .filter(|shown| shown.commands < commands && !staging.screenshot);
    if any_played
        && let Some(Shown {
            state: mut before, ..
        }) = told_against
    {
        animation.advance_to(clock.elapsed_secs_f64());
        let mut motions = Vec::new();
        for event in played {
            motions.extend(G::motions(&before, event));
            G::Engine::apply(&mut before, event);
        }
        let scale = if session.watched() {
            watch.animation_scale()
        } else {
            1.0
        };
        animation.play(motions, scale);
    } else if moved_on {
        animation.clear();
    }
    // The picture is taken again only when the game moved on (a clone a command, not a
    // frame).
    if refresh {
        *shown = Some(Shown {
            state: session.state.clone(),
            commands,
        });
    }
    busy.0 = animation.holds_the_computer();
    // The watcher's bar stays up while the computer waits for the board.
    if busy.0 && session.watched() && session.computer_to_act() {
        watch.still_watching();
    }
}

/// Leaving the board: nothing left moving, nobody held.
fn stop<G: AnimatedBoard>(
    mut animation: ResMut<BoardAnimation<G>>,
    mut busy: ResMut<BoardBusy<G>>,
) {
    animation.clear();
    busy.0 = false;
}
