//! One relay for every game's commands across machines, written once over what each game
//! gives ([`RelayedGame`]: its commands so far, execute, truncate): a guest sends its own
//! commands to the host, for a seat played there only; the host executes a guest's command
//! for the seat that guest holds, refusing it in words otherwise; the host's log follows its
//! game and a guest plays the log as it grows (an agreed undo or a resync cuts it back);
//! undo goes through the other side's consent. Every command crosses through the typed
//! [`codec`]: one that does not encode is reported and not sent, one that does not decode is
//! refused by name. A game's own live words (Free Move's hands and clock) stay its own.

use muster_text::t;
use std::fmt::Debug;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

use bevy::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::replay::{LoggedCommand, ReplayableGame, not_replaying};
use crate::app::core::command_outcome::CommandOutcome;
use crate::app::core::network::codec;
use crate::app::core::network::hold::held_refusal;
use crate::app::core::network::undo_consent::{AskUndo, UndoAgreed};
use crate::app::core::network::{
    LinkHold, NetGame, NetLog, NetRole, RejectCommand, RemoteCommand, SendCommand, is_guest,
    is_host,
};
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::rules::engine::RulesEngine;
use crate::walkthrough::EventName;

/// What a game gives the one command relay: its commands so far (as a replay reads them),
/// execute one, cut back to a length, and its own messages for a player's command, its
/// events and an undo asked.
pub trait RelayedGame:
    ReplayableGame<Engine: RulesEngine<Command: Serialize + DeserializeOwned + Debug + PartialEq>>
{
    /// What the engine says happened.
    type Event: EventName + Send + Sync + 'static;
    /// A player's command on this machine (the message the game's input writes).
    type Asked: Message;
    /// An event, as the game's views, sounds and log hear it.
    type Shown: Message;
    /// Undo, asked on this machine.
    type UndoAsked: Message;
    /// Why the engine refused a command, in its own type (told only where it is shown or
    /// sent back).
    type Refusal: std::fmt::Display;

    /// The command a player asked for.
    fn asked(message: &Self::Asked) -> &LoggedCommand<Self>;
    /// An event as the game shows it.
    fn shown(event: Self::Event) -> Self::Shown;
    /// The seat that may play `command` now (the seat to act in a turn-based game, the
    /// command's side in Free Move); `None` when no seat may.
    fn seat_of(&self, command: &LoggedCommand<Self>) -> Option<usize>;
    /// Execute a command: its events, or why it was refused (nothing changes then).
    fn execute(&mut self, command: LoggedCommand<Self>) -> Result<Vec<Self::Event>, Self::Refusal>;
    /// The game cut back to its first `len` commands (an agreed undo, a resync).
    fn truncate_to(&mut self, len: usize) -> Result<(), String>;
    /// Whether undo may be asked of the other side now, or why not.
    fn may_ask_undo(&self, net: &NetGame) -> Result<(), String>;
    /// Take back the last command, now that the other side agreed.
    fn undo_agreed(&mut self) -> Result<(), String>;
}

/// The network game the game `R` was made for (its number), once adopted: the game opens
/// it with the network game's seed and seats (each game's own `adopt`), and only then does
/// the relay record or follow its log.
#[derive(Resource, Debug)]
pub struct Adopted<R: RelayedGame> {
    pub game: u64,
    marker: PhantomData<fn() -> R>,
}

impl<R: RelayedGame> Adopted<R> {
    /// Adopted for the network game `game`.
    pub fn of(game: u64) -> Self {
        Adopted {
            game,
            marker: PhantomData,
        }
    }
}

/// The relay's systems for the game `R`, so a game can order its own around them.
#[derive(SystemSet)]
pub struct RelaySystems<R: RelayedGame>(PhantomData<fn() -> R>);

impl<R: RelayedGame> Default for RelaySystems<R> {
    fn default() -> Self {
        RelaySystems(PhantomData)
    }
}

impl<R: RelayedGame> Clone for RelaySystems<R> {
    fn clone(&self) -> Self {
        Self::default()
    }
}

impl<R: RelayedGame> Debug for RelaySystems<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RelaySystems<{}>", std::any::type_name::<R>())
    }
}

impl<R: RelayedGame> PartialEq for RelaySystems<R> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<R: RelayedGame> Eq for RelaySystems<R> {}

impl<R: RelayedGame> Hash for RelaySystems<R> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        std::any::type_name::<R>().hash(state);
    }
}

/// The relay of `R`'s commands, running while `R` is played across machines on its screen.
pub fn plugin<R: RelayedGame>(app: &mut App) {
    let networked = resource_exists::<R>
        .and_then(resource_exists::<NetGame>)
        .and_then(resource_exists::<NetRole>)
        .and_then(in_state(R::SCREEN))
        .and_then(not_replaying::<R>);
    app.configure_sets(
        Update,
        RelaySystems::<R>::default()
            .in_set(AppSystems::Update)
            .run_if(networked),
    )
    .add_systems(
        Update,
        (
            follow_log::<R>.run_if(is_guest),
            send_own_commands::<R>.run_if(is_guest),
            execute_remote_commands::<R>.run_if(is_host),
            undo_agreed::<R>.run_if(is_host),
            record_log::<R>.run_if(is_host),
            ask_for_undo::<R>,
        )
            .chain()
            .in_set(RelaySystems::<R>::default()),
    )
    .add_systems(OnExit(R::SCREEN), forget_adoption::<R>);
}

/// The game left its screen: the next network game is adopted afresh.
fn forget_adoption<R: RelayedGame>(mut commands: Commands) {
    commands.remove_resource::<Adopted<R>>();
}

/// A guest plays the log as the host sends it: new commands are executed (and shown like
/// its own); a log shorter than the game (an agreed undo) cuts the game back to it.
fn follow_log<R: RelayedGame>(
    log: Res<NetLog>,
    adopted: Option<Res<Adopted<R>>>,
    mut game: ResMut<R>,
    mut shown: MessageWriter<R::Shown>,
    mut outcomes: MessageWriter<CommandOutcome>,
    mut notices: ResMut<Notices>,
) {
    let played = game.command_log().commands.len();
    if adopted.is_none() || log.0.len() == played {
        return;
    }
    if log.0.len() < played {
        if let Err(why) = game.truncate_to(log.0.len()) {
            notices.push(why);
        }
        return;
    }
    for (index, text) in log.0.iter().enumerate().skip(played) {
        let command: LoggedCommand<R> = match codec::decode(text) {
            Ok(command) => command,
            Err(error) => {
                notices.push(t!(
                    "session-host-command-unread",
                    index = index,
                    error = error.to_string()
                ));
                return;
            }
        };
        let seat = game.seat_of(&command);
        let result = game.execute(command);
        outcomes.write(CommandOutcome::of(seat, &result));
        match result {
            Ok(produced) => {
                shown.write_batch(produced.into_iter().map(R::shown));
            }
            Err(why) => {
                notices.push(t!(
                    "session-host-command-does-not-play",
                    index = index,
                    why = why.to_string()
                ));
                return;
            }
        }
    }
}

/// A guest's own commands go to the host, for a seat played here only; a command that does
/// not encode is reported and not sent.
fn send_own_commands<R: RelayedGame>(
    mut asked: MessageReader<R::Asked>,
    game: Res<R>,
    net: Res<NetGame>,
    mut notices: ResMut<Notices>,
    mut send: MessageWriter<SendCommand>,
    hold: Option<Res<LinkHold>>,
) {
    for message in asked.read() {
        if let Some(why) = held_refusal(hold.as_deref()) {
            notices.push(why);
            continue;
        }
        let command = R::asked(message);
        match game.seat_of(command) {
            Some(seat) if net.plays_here(seat) => match codec::encode(command) {
                Ok(command) => {
                    send.write(SendCommand { seat, command });
                }
                Err(error) => {
                    error!("a command was not sent to the host: {error}");
                    notices.push(t!("session-command-not-sent", error = error.to_string()));
                }
            },
            Some(seat) => notices.push(net.not_here(seat)),
            None => notices.push(t!("session-nobody-to-act")),
        }
    }
}

/// The host executes a guest's command when the seat that guest holds may play it; a
/// refusal (the command unread, another seat's, refused by the rules) goes back with why.
fn execute_remote_commands<R: RelayedGame>(
    mut asked: MessageReader<RemoteCommand>,
    net: Res<NetGame>,
    mut game: ResMut<R>,
    mut shown: MessageWriter<R::Shown>,
    mut outcomes: MessageWriter<CommandOutcome>,
    mut reject: MessageWriter<RejectCommand>,
    hold: Option<Res<LinkHold>>,
) {
    for remote in asked.read() {
        if let Some(why) = held_refusal(hold.as_deref()) {
            reject.write(remote.refused(why));
            continue;
        }
        let seat = remote.seat;
        let command: LoggedCommand<R> = match remote.read() {
            Ok(command) => command,
            Err(refusal) => {
                reject.write(refusal);
                continue;
            }
        };
        if game.seat_of(&command) != Some(seat) {
            warn!(
                "refused guest {}'s command for seat {seat}, which may not play it now: {command:?}",
                remote.from
            );
            reject.write(remote.refused(not_for_seat(&net, seat)));
            continue;
        }
        let result = game.execute(command);
        outcomes.write(CommandOutcome::of(Some(seat), &result));
        match result {
            Ok(produced) => {
                shown.write_batch(produced.into_iter().map(R::shown));
            }
            Err(why) => {
                reject.write(remote.refused(why.to_string()));
            }
        }
    }
}

/// Why a guest's command for `seat` is refused when that seat may not play it now.
fn not_for_seat(net: &NetGame, seat: usize) -> String {
    let name = net
        .scenario
        .seat_names()
        .get(seat)
        .cloned()
        .unwrap_or_else(|| t!("session-seat-number", seat = seat + 1));
    t!("session-command-not-for-seat", name = name)
}

/// The host's log follows its game: every command that landed, each as the codec writes it,
/// and an undo. A command that does not encode stops the log there, reported once a game.
fn record_log<R: RelayedGame>(
    game: Res<R>,
    adopted: Option<Res<Adopted<R>>>,
    mut log: ResMut<NetLog>,
    mut notices: ResMut<Notices>,
    mut reported: Local<Option<(u64, usize)>>,
) {
    let Some(adopted) = adopted else {
        return;
    };
    let commands = &game.command_log().commands[..];
    log.0.truncate(commands.len());
    for (index, command) in commands.iter().enumerate().skip(log.0.len()) {
        match codec::encode(command) {
            Ok(text) => log.0.push(text),
            Err(error) => {
                if *reported != Some((adopted.game, index)) {
                    error!("command {index} was not sent to the guests: {error}");
                    notices.push(t!(
                        "session-command-cannot-be-sent",
                        index = index,
                        error = error.to_string()
                    ));
                    *reported = Some((adopted.game, index));
                }
                return;
            }
        }
    }
}

/// Undo asked here goes to the other side for consent, when the game may take one back.
fn ask_for_undo<R: RelayedGame>(
    mut asked: MessageReader<R::UndoAsked>,
    game: Res<R>,
    net: Res<NetGame>,
    mut notices: ResMut<Notices>,
    mut ask: MessageWriter<AskUndo>,
) {
    if asked.read().count() == 0 {
        return;
    }
    match game.may_ask_undo(&net) {
        Ok(()) => {
            ask.write(AskUndo);
        }
        Err(why) => notices.push(why),
    }
}

/// The host takes the last command back once the other side agreed.
fn undo_agreed<R: RelayedGame>(
    mut agreed: MessageReader<UndoAgreed>,
    mut game: ResMut<R>,
    mut notices: ResMut<Notices>,
) {
    for _ in agreed.read() {
        if let Err(why) = game.undo_agreed() {
            notices.push(why);
        }
    }
}

#[cfg(test)]
#[path = "command_relay_tests.rs"]
mod tests;
