//! A turn-based game played across machines, written once for every [`TurnGame`]: the
//! session takes the network game's seed and seats, the host records every command that
//! lands in the shared log and executes a guest's command only for the seat to act, a
//! guest sends its commands to the host and plays the log as it comes, and undo goes
//! through the other side's consent. Both machines so hold the same game, command for
//! command, and each keeps its own saves.

use bevy::prelude::*;

use super::messages::{SessionCommand, SessionEvent, UndoRequest};
use super::turn_game::{CommandOf, TurnGame};
use super::turns::Session;
use crate::app::core::command_outcome::CommandOutcome;
use crate::app::core::network::undo_consent::{AskUndo, UndoAgreed};
use crate::app::core::network::{
    GuestJoined, Holder, NetGame, NetLog, NetRole, RejectCommand, RemoteCommand, SendCommand,
    SendView, ViewArrived, is_guest, is_host,
};
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::rules::engine::RulesEngine;

/// The network game this session was made for (its number), once adopted.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Adopted<G: TurnGame> {
    pub game: u64,
    marker: std::marker::PhantomData<fn() -> G>,
}

pub(super) fn plugin<G: TurnGame>(app: &mut App) {
    let networked = resource_exists::<Session<G>>
        .and_then(resource_exists::<NetGame>)
        .and_then(resource_exists::<NetRole>)
        .and_then(super::replay::not_replaying::<Session<G>>);
    app.add_systems(
        Update,
        (
            adopt::<G>,
            follow_log::<G>.run_if(is_guest),
            follow_views::<G>.run_if(is_guest),
            send_own_commands::<G>.run_if(is_guest),
            execute_remote_commands::<G>.run_if(is_host),
            undo_agreed::<G>.run_if(is_host),
            record_log::<G>.run_if(is_host),
            send_views::<G>.run_if(is_host.and_then(hides)),
            ask_for_undo::<G>,
        )
            .chain()
            .in_set(AppSystems::Update)
            // The host's log follows every command of the frame, the computer's included.
            .after(super::turn_plugin::computer_turn::<G>)
            .run_if(networked),
    )
    .add_systems(OnExit(G::SCREEN), |mut commands: Commands| {
        commands.remove_resource::<Adopted<G>>();
    });
}

/// The seats of the network game: a person wherever they sit, the computer at its level.
fn seats_of<G: TurnGame>(session: &Session<G>, net: &NetGame) -> G::Seats {
    let mut seats = session.seats.clone();
    for (seat, holder) in seats.as_mut().iter_mut().zip(&net.holders) {
        *seat = match holder {
            Holder::Computer(level) => G::computer_at(*level),
            Holder::Host | Holder::Guest(_) | Holder::Open => G::HUMAN,
        };
    }
    seats
}

/// Make the session the network game's: its seed and seats (the same start on every
/// machine).
fn adopt<G: TurnGame>(
    net: Res<NetGame>,
    adopted: Option<Res<Adopted<G>>>,
    mut session: ResMut<Session<G>>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    if adopted.is_some_and(|adopted| adopted.game == net.game)
        || Screen::for_scenario(&net.scenario) != G::SCREEN
    {
        return;
    }
    let seats = seats_of(&session, &net);
    match G::open(&net.scenario, net.seed, Some(seats)) {
        Some(Ok(fresh)) => *session = fresh,
        Some(Err(why)) => {
            notices.push(format!("The network game does not open here: {why}"));
            return;
        }
        None => return,
    }
    commands.insert_resource(Adopted::<G> {
        game: net.game,
        marker: std::marker::PhantomData,
    });
}

/// The RON of a command, as the log holds it.
pub fn command_text<C: serde::Serialize>(command: &C) -> String {
    ron::to_string(command).unwrap_or_default()
}

/// A guest plays the log as the host sends it: new commands are executed (and shown like
/// its own), an agreed undo replays the game to the log's new length.
fn follow_log<G: TurnGame>(
    log: Res<NetLog>,
    adopted: Option<Res<Adopted<G>>>,
    mut session: ResMut<Session<G>>,
    mut events: MessageWriter<SessionEvent<G>>,
    mut outcomes: MessageWriter<CommandOutcome>,
    mut notices: ResMut<Notices>,
) {
    if adopted.is_none() || log.0.len() == session.commands.len() {
        return;
    }
    if log.0.len() < session.commands.len() {
        if let Err(why) = session.truncate_to(log.0.len()) {
            notices.push(why);
        }
        return;
    }
    for index in session.commands.len()..log.0.len() {
        let command: CommandOf<G> = match ron::from_str(&log.0[index]) {
            Ok(command) => command,
            Err(error) => {
                notices.push(format!(
                    "The host's command {index} is not one of this game's: {error}"
                ));
                return;
            }
        };
        let seat = G::acting_seat(&session.state);
        let result = session.execute(command);
        outcomes.write(CommandOutcome::of(seat, &result));
        match result {
            Ok(produced) => {
                events.write_batch(produced.into_iter().map(SessionEvent));
            }
            Err(why) => {
                notices.push(format!(
                    "The host's command {index} does not play here: {why}"
                ));
                return;
            }
        }
    }
}

/// A guest's own commands go to the host, for a seat played here only.
fn send_own_commands<G: TurnGame>(
    mut asked: MessageReader<SessionCommand<G>>,
    session: Res<Session<G>>,
    net: Res<NetGame>,
    mut notices: ResMut<Notices>,
    mut send: MessageWriter<SendCommand>,
) {
    for SessionCommand(command) in asked.read() {
        match G::acting_seat(&session.state) {
            Some(seat) if net.plays_here(seat) => {
                send.write(SendCommand {
                    seat,
                    command: command_text(command),
                });
            }
            Some(seat) => notices.push(net.not_here(seat)),
            None => notices.push("Nobody is to act now."),
        }
    }
}

/// The host executes a guest's command for the seat to act (the guest is known to hold the
/// seat); a refusal goes back to the guest with its reason.
fn execute_remote_commands<G: TurnGame>(
    mut asked: MessageReader<RemoteCommand>,
    mut session: ResMut<Session<G>>,
    mut events: MessageWriter<SessionEvent<G>>,
    mut outcomes: MessageWriter<CommandOutcome>,
    mut reject: MessageWriter<RejectCommand>,
) {
    for remote in asked.read() {
        let seat = remote.seat;
        let command: CommandOf<G> = match remote.read() {
            Ok(command) => command,
            Err(refusal) => {
                reject.write(refusal);
                continue;
            }
        };
        if G::acting_seat(&session.state) != Some(seat) {
            reject.write(remote.refused(format!("It is not seat {}'s turn.", seat + 1)));
            continue;
        }
        let result = session.execute(command);
        outcomes.write(CommandOutcome::of(Some(seat), &result));
        match result {
            Ok(produced) => {
                events.write_batch(produced.into_iter().map(SessionEvent));
            }
            Err(why) => {
                reject.write(remote.refused(why));
            }
        }
    }
}

/// The host's log follows its session: every command that landed, and an undo.
fn record_log<G: TurnGame>(
    session: Res<Session<G>>,
    adopted: Option<Res<Adopted<G>>>,
    mut log: ResMut<NetLog>,
) {
    if adopted.is_none() {
        return;
    }
    let played = session.commands.len();
    if played < log.0.len() {
        log.0.truncate(played);
    }
    for command in &session.commands[log.0.len()..] {
        log.0.push(command_text(command));
    }
}

/// Undo asked here goes to the other side for consent.
fn ask_for_undo<G: TurnGame>(
    mut asked: MessageReader<UndoRequest>,
    session: Res<Session<G>>,
    net: Res<NetGame>,
    mut notices: ResMut<Notices>,
    mut ask: MessageWriter<AskUndo>,
) {
    if asked.read().count() == 0 {
        return;
    }
    // A guest holding only its side's view asks; the host knows whether there is any.
    if session.can_undo() || (net.hidden && net.me != 0) {
        ask.write(AskUndo);
    } else {
        notices.push("Nothing to undo since the last die roll.");
    }
}

/// The host takes the last command back once the other side agreed.
fn undo_agreed<G: TurnGame>(
    mut agreed: MessageReader<UndoAgreed>,
    mut session: ResMut<Session<G>>,
    mut notices: ResMut<Notices>,
) {
    for _ in agreed.read() {
        if let Err(why) = session.undo() {
            notices.push(why);
        }
    }
}

/// Whether the network game hides something from a side (its guests get views).
fn hides(net: Option<Res<NetGame>>) -> bool {
    net.is_some_and(|net| net.hidden)
}

/// What the host last sent as views: the game as it stood, and how many commands.
pub struct ViewsSent<G: TurnGame> {
    state: Option<super::turn_game::StateOf<G>>,
    commands: usize,
}

impl<G: TurnGame> Default for ViewsSent<G> {
    fn default() -> Self {
        ViewsSent {
            state: None,
            commands: 0,
        }
    }
}

/// The host of a game that hides something sends each guest its side's view after every
/// command, with the log's lines that name nothing hidden from that side (a line is kept
/// when it reads the same told against the side's view as against the game, before and
/// after the event), and a fresh view when a guest (re)joins.
fn send_views<G: TurnGame>(
    session: Res<Session<G>>,
    net: Res<NetGame>,
    mut events: MessageReader<SessionEvent<G>>,
    mut joined: MessageReader<GuestJoined>,
    mut sent: Local<ViewsSent<G>>,
    mut views: MessageWriter<SendView>,
) {
    let events: Vec<_> = events
        .read()
        .map(|SessionEvent(event)| event.clone())
        .collect();
    let rejoined = joined.read().count() > 0;
    let changed = sent.state.is_none() || sent.commands != session.commands.len();
    if events.is_empty() && !rejoined && !changed {
        return;
    }
    let guests: Vec<(u64, usize)> = net
        .holders
        .iter()
        .enumerate()
        .filter_map(|(seat, holder)| match holder {
            Holder::Guest(token) => Some((*token, seat)),
            _ => None,
        })
        .collect();
    let mut lines: Vec<Vec<String>> = vec![Vec::new(); guests.len()];
    if let Some(mut before) = sent.state.take() {
        for event in &events {
            let mut after = before.clone();
            G::Engine::apply(&mut after, event);
            if let Some(line) = G::narrate(&before, event) {
                for ((_, seat), kept) in guests.iter().zip(&mut lines) {
                    let seen = |state: &super::turn_game::StateOf<G>| {
                        G::view_for(state, *seat)
                            .is_none_or(|view| G::narrate(&view, event) == G::narrate(state, event))
                    };
                    if seen(&before) && seen(&after) {
                        kept.push(line.clone());
                    }
                }
            }
            before = after;
        }
    }
    sent.state = Some(session.state.clone());
    sent.commands = session.commands.len();
    for ((token, seat), lines) in guests.into_iter().zip(lines) {
        let Some(view) = G::view_for(&session.state, seat) else {
            continue;
        };
        views.write(SendView {
            to: token,
            commands: session.commands.len(),
            state: ron::to_string(&view).unwrap_or_default(),
            lines,
        });
    }
}

/// A guest of a game that hides something shows its side's view as the host sends it.
fn follow_views<G: TurnGame>(
    mut views: MessageReader<ViewArrived>,
    mut session: ResMut<Session<G>>,
    mut notices: ResMut<Notices>,
) {
    for view in views.read() {
        match ron::from_str::<super::turn_game::StateOf<G>>(&view.state) {
            Ok(state) => {
                session.state = state;
                session.log.extend(view.lines.iter().cloned());
            }
            Err(error) => notices.push(format!(
                "The host's view of the game does not read here: {error}"
            )),
        }
    }
}
