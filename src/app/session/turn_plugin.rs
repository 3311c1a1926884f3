//! The session's systems for a turn-based game `G`, written once: the game starts from the
//! scenario opened (with the seats chosen and any play-forward), commands are executed (a
//! refused one becomes a notice), the computer plays its seats at its pace (thinking off
//! the frame), undo goes back to the last die roll; saves and replays come with it.

use bevy::prelude::*;
use muster_text::t;

use super::computer_search::Thought;
use super::computer_thinking::{ComputerThinking, WaitForTheComputer, drop_stale_search};
use super::correspondence::Correspondence;
use super::messages::{
    ComputerPace, ReplaySince, SeatsChoice, SessionCommand, SessionEvent, UndoRequest,
};
use super::pace::{BoardBusy, DemoPace};
use super::play_out::PlayOut;
use super::replay::not_replaying;
use super::turn_game::TurnGame;
use super::turns::{ErrorOf, Session};
use super::watch_speed::WatchSpeed;
use crate::app::core::command_outcome::CommandOutcome;
use crate::app::core::menu_actions::ActiveScenario;
use crate::app::core::network::hold::held_refusal;
use crate::app::core::network::{LinkHold, NetGame, decides_here, networked};
use crate::app::core::screens::PausableSystems;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;

/// The game `G` without a window: its session, saves and replays.
pub fn plugin<G: TurnGame>(app: &mut App) {
    app.add_message::<UndoRequest>()
        .add_message::<ReplaySince>()
        .add_message::<SessionCommand<G>>()
        .add_message::<SessionEvent<G>>()
        .init_resource::<ComputerPace<G>>()
        .add_systems(OnEnter(G::SCREEN), start_game::<G>)
        .add_systems(OnExit(G::SCREEN), |mut commands: Commands| {
            commands.remove_resource::<Session<G>>();
        })
        .add_systems(
            Update,
            (
                execute_commands::<G>,
                drop_stale_search::<G>,
                computer_turn::<G>.in_set(PausableSystems),
                undo::<G>.run_if(not(networked)),
            )
                .chain()
                .in_set(AppSystems::Update)
                .run_if(
                    resource_exists::<Session<G>>
                        .and_then(not_replaying::<Session<G>>)
                        .and_then(decides_here),
                ),
        );
    super::computer_thinking::plugin::<G>(app);
    super::correspondence::plugin::<G>(app);
    super::network_play::plugin::<G>(app);
    super::turn_saves::plugin::<Session<G>>(app);
    super::replay::plugin::<Session<G>>(app);
    super::since_last_turn::plugin::<G>(app);
}

fn start_game<G: TurnGame>(
    active: Option<Res<ActiveScenario>>,
    choice: Option<Res<SeatsChoice<G>>>,
    play_out: Option<Res<PlayOut>>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
    resumed: Option<Res<Session<G>>>,
) {
    // A game already here was resumed from its autosave: keep it.
    if resumed.is_some() {
        return;
    }
    let Some(active) = active else {
        return;
    };
    let seed = choice
        .as_ref()
        .and_then(|choice| choice.seed)
        .or(play_out.as_ref().map(|play_out| play_out.seed))
        .unwrap_or_else(crate::app::core::seeds::fresh_seed);
    let seats = choice.map(|choice| choice.seats.clone());
    match G::open(&active.scenario, seed, seats) {
        Some(Ok(mut session)) => {
            if let Some(play_out) = play_out {
                session.play_forward(play_out.moves);
            }
            commands.insert_resource(session);
        }
        Some(Err(why)) => notices.push(format!("{}: {why}", active.path.display())),
        None => {}
    }
}

/// Execute `command` for the seat to act: the outcome written, the events sent on.
fn play<G: TurnGame>(
    session: &mut Session<G>,
    command: crate::app::session::turn_game::CommandOf<G>,
    events: &mut MessageWriter<SessionEvent<G>>,
    outcomes: &mut MessageWriter<CommandOutcome>,
) -> Result<(), ErrorOf<G>> {
    let seat = G::acting_seat(&session.state);
    let result = session.execute(command);
    outcomes.write(CommandOutcome::of(seat, &result));
    let produced = result?;
    events.write_batch(produced.into_iter().map(SessionEvent));
    Ok(())
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn execute_commands<G: TurnGame>(
    mut requests: MessageReader<SessionCommand<G>>,
    mut session: ResMut<Session<G>>,
    mut events: MessageWriter<SessionEvent<G>>,
    mut outcomes: MessageWriter<CommandOutcome>,
    mut notices: ResMut<Notices>,
    net: Option<Res<NetGame>>,
    hold: Option<Res<LinkHold>>,
    by_post: Option<Res<Correspondence>>,
) {
    for SessionCommand(command) in requests.read() {
        if let Some(why) = held_refusal(hold.as_deref()) {
            notices.push(why);
            continue;
        }
        if session.computer_to_act() {
            notices.push(t!("session-computer-plays-this-seat"));
            continue;
        }
        // A correspondence game's other seat is played on the other player's machine.
        if let (Some(by_post), Some(seat)) = (&by_post, G::acting_seat(&session.state))
            && !by_post.plays_here(seat)
        {
            notices.push(t!("correspondence-seat-is-remote", seat = seat + 1));
            continue;
        }
        if let (Some(net), Some(seat)) = (&net, G::acting_seat(&session.state))
            && !net.plays_here(seat)
        {
            notices.push(net.not_here(seat));
            continue;
        }
        if let Err(why) = play(&mut session, command.clone(), &mut events, &mut outcomes) {
            notices.push(why);
        }
    }
}

/// The computer plays its seats: at the watcher's speed when it plays every seat, else one
/// command at the demo's pace, else at the game's own pace; and, with a board on screen,
/// each after the board has shown the last ([`BoardBusy`]). Its search runs off the frame
/// (`computer_thinking.rs`): when the pace allows, a search begins; a later frame plays its
/// commands, once it has finished, if the game is still where it was asked.
#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
pub(super) fn computer_turn<G: TurnGame>(
    time: Res<Time>,
    pace: Res<ComputerPace<G>>,
    demo: Option<Res<DemoPace>>,
    board: Option<Res<BoardBusy<G>>>,
    mut watch: ResMut<WatchSpeed>,
    mut waited: Local<f32>,
    (mut thinking, wait): (ResMut<ComputerThinking<G>>, Res<WaitForTheComputer>),
    mut session: ResMut<Session<G>>,
    mut events: MessageWriter<SessionEvent<G>>,
    mut outcomes: MessageWriter<CommandOutcome>,
    by_post: Option<Res<Correspondence>>,
) {
    // A correspondence game's other seat is played on the other machine, never here.
    let remote = by_post.is_some_and(|by_post| {
        G::acting_seat(&session.state).is_some_and(|seat| !by_post.plays_here(seat))
    });
    if session.is_over() || !session.computer_to_act() || remote {
        *waited = 0.0;
        thinking.drop_search();
        return;
    }
    // A board on screen still showing the last command: wait for it to finish.
    if board.as_ref().is_some_and(|board| board.0) {
        return;
    }
    let watched = session.watched();
    if thinking.is_thinking() {
        if watched {
            watch.still_watching();
        }
        let Some(thought) = thinking.finished(wait.0) else {
            return;
        };
        play_thought(&mut session, thought, &mut events, &mut outcomes);
        // Played: the next search may begin in this same frame, at the pace below.
        if session.is_over() || !session.computer_to_act() {
            return;
        }
    }
    let seconds = demo.as_ref().map_or(pace.0, |demo| demo.0);
    if !watch.computer_may_play(watched, seconds, &mut waited, time.delta_secs()) {
        return;
    }
    let commands = if demo.is_some() || watched || board.is_some() {
        1
    } else {
        G::COMMANDS_A_FRAME
    };
    if let Some(search) = session.computer_search(commands) {
        thinking.begin(search);
    }
}

/// Play the commands of the computer's `thought`, if the game is still where it was asked.
fn play_thought<G: TurnGame>(
    session: &mut Session<G>,
    thought: Thought<G>,
    events: &mut MessageWriter<SessionEvent<G>>,
    outcomes: &mut MessageWriter<CommandOutcome>,
) {
    let Some(commands) = session.take_thought(thought) else {
        return;
    };
    for command in commands {
        if let Err(why) = play(session, command, events, outcomes) {
            // The computer checks every command first; a refusal is a defect, not a hang.
            session.log.push(t!(
                "session-computer-command-refused",
                why = why.to_string()
            ));
            return;
        }
    }
}

fn undo<G: TurnGame>(
    mut requests: MessageReader<UndoRequest>,
    mut session: ResMut<Session<G>>,
    mut notices: ResMut<Notices>,
    by_post: Option<Res<Correspondence>>,
) {
    for _ in requests.read() {
        // What the other player holds already cannot be taken back.
        if by_post
            .as_ref()
            .is_some_and(|by_post| session.commands.len() <= by_post.held.commands())
        {
            notices.push(t!("correspondence-undo-sent"));
            continue;
        }
        if let Err(why) = session.undo() {
            notices.push(why);
        }
    }
}
