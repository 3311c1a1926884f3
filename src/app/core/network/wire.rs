//! What the machines of a network game say to each other, and the one decoder every
//! message from another machine passes through ([`decode`]): a size cap, then postcard,
//! then nothing left over. A message that fails is dropped and logged, never a panic; what
//! it asks is checked again by whoever acts on it (the host checks every command).

use bevy::prelude::*;
use bevy_replicon::bytes::{Buf, Bytes};
use bevy_replicon::postcard_utils;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::message::ctx::{
    ClientReceiveCtx, ClientSendCtx, ServerReceiveCtx, ServerSendCtx,
};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::rules::ladder::Level;

/// This build's version: a guest of another version is refused at the door, both named.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The version this machine says it is when it joins: [`VERSION`] unless a test says
/// otherwise (to be refused at the door).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct OwnVersion(pub String);

impl Default for OwnVersion {
    fn default() -> Self {
        OwnVersion(VERSION.into())
    }
}

/// The longest message taken (a whole scenario and a long log fit many times over).
pub const MAX_MESSAGE_BYTES: usize = 4 * 1024 * 1024;

/// Who holds a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Holder {
    /// A person at the host's screen.
    Host,
    /// A person at the guest machine with this token.
    Guest(u64),
    /// The computer, at a level, played on the host.
    Computer(Level),
    /// Waiting for a guest to take it.
    Open,
}

/// A seat as the lobby shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeatLine {
    /// The army, side or player the scenario names.
    pub name: String,
    pub holder: Holder,
}

/// A machine as the lobby shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PersonLine {
    /// The host's token is 0.
    pub token: u64,
    pub name: String,
    pub ready: bool,
    pub connected: bool,
    /// A watcher: follows the game and plays no seat (it may take an open one).
    pub watching: bool,
}

/// The lobby: the scenario, its seats and who is there.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LobbyView {
    pub scenario: String,
    pub seats: Vec<SeatLine>,
    pub people: Vec<PersonLine>,
    /// Whether the game has begun (a guest coming back goes straight to it).
    pub started: bool,
}

/// Everything a guest needs to play the same game: the scenario, the seed, the seats and
/// the log so far.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameStart {
    /// Tells one game from another, so a guest coming back knows its log is this game's.
    pub game: u64,
    /// The scenario's file on the host (the guest's saves name it).
    pub scenario_path: String,
    /// The scenario itself, in RON, so the guest needs no copy of the file.
    pub scenario: String,
    pub seed: u64,
    pub holders: Vec<Holder>,
    /// Every command so far, each in the game's own RON (none when `hidden`).
    pub log: Vec<String>,
    /// The ruleset hides something from a side: a guest is sent its side's view after each
    /// command, never the commands or the seed (which is 0 here then).
    pub hidden: bool,
}

impl GameStart {
    /// The start as a guest is sent it: for a game that hides something, no seed (it would
    /// tell the dice to come) and no commands.
    pub fn for_guests(&self) -> GameStart {
        if self.hidden {
            GameStart {
                seed: 0,
                log: Vec::new(),
                ..self.clone()
            }
        } else {
            self.clone()
        }
    }
}

/// A guest coming back to a game: which game, and how many of its commands it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holding {
    pub game: u64,
    pub commands: usize,
}

/// From a guest to the host, in order and reliably.
#[derive(Message, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ToHost {
    /// The first word of a guest joining or coming back.
    Hello {
        version: String,
        name: String,
        /// The guest's own number, the same when it comes back.
        token: u64,
        holding: Option<Holding>,
        /// The machine comes to watch, not to play: it is given no seat (a machine the host
        /// knows already keeps what it was).
        watch: bool,
    },
    /// Ready (or not) in the lobby.
    Ready(bool),
    /// A command for `seat`, in the game's own RON.
    Command { seat: usize, command: String },
    /// Take back the last command (the other side is asked).
    UndoAsk,
    /// The answer to the host's own undo request.
    UndoAnswer(bool),
    /// A game's own reliable word (Free Move: a side says Ready).
    Game(String),
    /// Take this seat: an open one, or one whose guest's link is lost (a watcher becomes a
    /// player, a player takes another seat too).
    TakeSeat(usize),
    /// Give up every seat held here and watch on.
    LeaveSeats,
}

/// From the host to a guest, in order and reliably.
#[derive(Message, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ToGuest {
    /// The join is refused, and why (another version, the game full).
    Refused(String),
    Lobby(LobbyView),
    Start(GameStart),
    /// The game as this guest's side may see it (a ruleset that hides something), after
    /// `commands` commands, in the game's own RON, with the log's lines it may read.
    View {
        commands: usize,
        state: String,
        lines: Vec<String>,
        /// Each line's rule, for the captions ("" where none), in the host's language.
        rules: Vec<String>,
    },
    /// The log's commands from index `from` on.
    Log {
        from: usize,
        commands: Vec<String>,
    },
    /// Undo agreed: the log is now `len` commands long.
    Truncate {
        len: usize,
    },
    /// A command of this guest's refused, and why.
    Rejected(String),
    /// Another machine asks to take back the last command.
    UndoAsked {
        by: String,
    },
    /// The answer to this guest's undo request, when refused.
    UndoRefused {
        by: String,
    },
    /// The host holds the game (a guest's link is lost) with this message, or lets go.
    Hold(Option<String>),
    /// A game's own reliable word.
    Game(String),
    /// The seats changed hands during the game: who holds each now.
    Holders(Vec<Holder>),
}

/// A guest's pulse and a game's live word (a stand in the hand), sent often and unreliably.
#[derive(Message, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LiveToHost {
    pub game: Option<String>,
}

/// The host's pulse and a game's live word (stands in hands, the clock), sent often and
/// unreliably.
#[derive(Message, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LiveToGuest {
    pub game: Option<String>,
}

/// Why a message from another machine was dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WireError {
    TooLong { bytes: usize },
    Malformed(String),
    TrailingBytes { left: usize },
}

impl std::fmt::Display for WireError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WireError::TooLong { bytes } => write!(
                f,
                "a message of {bytes} bytes, over the {MAX_MESSAGE_BYTES} taken"
            ),
            WireError::Malformed(why) => write!(f, "a malformed message: {why}"),
            WireError::TrailingBytes { left } => {
                write!(f, "a message with {left} bytes after its end")
            }
        }
    }
}

impl std::error::Error for WireError {}

/// Read one message: at most [`MAX_MESSAGE_BYTES`], postcard, nothing left over.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, WireError> {
    if bytes.len() > MAX_MESSAGE_BYTES {
        return Err(WireError::TooLong { bytes: bytes.len() });
    }
    let mut rest = bytes;
    let message = postcard_utils::from_buf(&mut rest)
        .map_err(|error| WireError::Malformed(error.to_string()))?;
    if rest.has_remaining() {
        return Err(WireError::TrailingBytes {
            left: rest.remaining(),
        });
    }
    Ok(message)
}

/// Write one message as [`decode`] reads it.
pub fn encode<T: Serialize>(message: &T, out: &mut Vec<u8>) -> Result<(), WireError> {
    postcard_utils::to_extend_mut(message, out)
        .map_err(|error| WireError::Malformed(error.to_string()))
}

fn take<T: DeserializeOwned>(bytes: &mut Bytes) -> Result<T> {
    let message = decode(bytes)?;
    bytes.advance(bytes.remaining());
    Ok(message)
}

fn from_guest<T: DeserializeOwned>(_: &mut ServerReceiveCtx, bytes: &mut Bytes) -> Result<T> {
    take(bytes)
}

fn from_host<T: DeserializeOwned>(_: &mut ClientReceiveCtx, bytes: &mut Bytes) -> Result<T> {
    take(bytes)
}

fn to_host<T: Serialize>(_: &mut ClientSendCtx, message: &T, out: &mut Vec<u8>) -> Result<()> {
    Ok(encode(message, out)?)
}

fn to_guest<T: Serialize>(_: &mut ServerSendCtx, message: &T, out: &mut Vec<u8>) -> Result<()> {
    Ok(encode(message, out)?)
}

/// The four messages, registered in the same order on every machine.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OwnVersion>();
    app.add_client_message_with(Channel::Ordered, to_host::<ToHost>, from_guest::<ToHost>)
        .add_client_message_with(
            Channel::Unreliable,
            to_host::<LiveToHost>,
            from_guest::<LiveToHost>,
        )
        .add_server_message_with(Channel::Ordered, to_guest::<ToGuest>, from_host::<ToGuest>)
        .add_server_message_with(
            Channel::Unreliable,
            to_guest::<LiveToGuest>,
            from_host::<LiveToGuest>,
        );
}
