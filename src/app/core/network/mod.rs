//! Play across machines: one machine hosts, the others join; the host is the game's
//! authority and the game stays the command log.
//!
//! * The **host** runs the game as on one machine. A guest's command comes in as a
//!   [`RemoteCommand`] only once the guest is known to hold that seat (else it is refused
//!   and logged); the game checks and executes it like its own, and every command that
//!   lands joins the [`NetLog`], which goes out to every guest.
//! * A **guest** plays the same game from the same scenario, seed and log: its own
//!   commands go to the host as [`SendCommand`]s and land only when they come back in the
//!   log, so both machines hold the same game command for command.
//! * A **watcher** joins like a guest (at any time: in the lobby or mid-game, caught up
//!   from the whole log) but holds no seat: it follows the host's log (or, for a game that
//!   hides something, the watchers' view), and every command, Ready, undo or game word it
//!   sends is refused and logged. It may take an open seat and become a guest; a guest
//!   may leave its seats and watch ([`watch`]).
//! * A **lost link** holds the game on both machines ([`LinkHold`]) with a message; a guest
//!   comes back by itself or by a button and picks up at the command it had.
//!
//! The wire format and its decoder are in [`wire`]; the transport (replicon over renet) is
//! `third_party::replicon`.

pub mod bad_datagrams;
pub mod codec;
pub mod guest;
pub mod hold;
pub mod host;
pub mod join_address;
pub mod join_wait;
pub mod link_panel;
pub mod lobby_address;
pub mod lobby_panel;
pub mod log_sync;
pub mod pulse;
pub mod recent_hosts;
pub mod reconnect;
pub mod seat_lock;
pub mod seats_panel;
pub mod undo_consent;
pub mod watch;
pub mod watch_panel;
pub mod wire;

use std::net::SocketAddr;
use std::path::PathBuf;

use bevy::prelude::*;

use crate::scenario::Scenario;
pub use wire::{Holder, LobbyView, PersonLine, SeatLine};

/// Why no game loads another during a network game.
pub fn no_load_across_machines() -> String {
    muster_text::t!("app-no-load-across-machines")
}

/// The UDP port a host listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 5_757;

/// This machine's part in a network game.
#[derive(Resource, Debug, Clone, PartialEq)]
pub enum NetRole {
    /// Hosting on this UDP port.
    Host { port: u16 },
    /// Joined (or joining) the host at `address` as `name`, known to it by `token`;
    /// `watch`: it came to watch (its Hello says so), not to play.
    Guest {
        address: SocketAddr,
        name: String,
        token: u64,
        watch: bool,
    },
}

impl NetRole {
    pub fn is_host(&self) -> bool {
        matches!(self, NetRole::Host { .. })
    }
}

/// Whether this machine is a guest of a network game.
pub fn is_guest(role: Option<Res<NetRole>>) -> bool {
    role.is_some_and(|role| !role.is_host())
}

/// Whether this machine hosts a network game.
pub fn is_host(role: Option<Res<NetRole>>) -> bool {
    role.is_some_and(|role| role.is_host())
}

/// Whether this machine decides its game: not a guest of a network game, where the host
/// does (its own execution of commands, its computer players and its clock stand still).
pub fn decides_here(role: Option<Res<NetRole>>, game: Option<Res<NetGame>>) -> bool {
    !(role.is_some_and(|role| !role.is_host()) && game.is_some())
}

/// Whether a game on this machine is played across machines.
pub fn networked(role: Option<Res<NetRole>>, game: Option<Res<NetGame>>) -> bool {
    role.is_some() && game.is_some()
}

/// Host or join, asked by the command line or the menu.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum NetAction {
    /// Host `scenario` (from the file at `path`) on `port`.
    Host {
        path: PathBuf,
        scenario: Box<Scenario>,
        port: u16,
    },
    /// Join the host at `address` (`host` or `host:port`) as `name` (the login name when
    /// none is given).
    Join {
        address: String,
        name: Option<String>,
    },
    /// Join the host at `address` as a watcher: no seat, the game followed as it is played
    /// (`muster watch <address>`, the Join page's Watch).
    Watch {
        address: String,
        name: Option<String>,
    },
    /// Leave the network game: the link closes; a game under way stays on this machine.
    Leave,
}

/// The game played across machines, as this machine knows it.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct NetGame {
    pub game: u64,
    pub scenario_path: PathBuf,
    pub scenario: Scenario,
    pub seed: u64,
    pub holders: Vec<Holder>,
    /// The token of this machine (0 on the host).
    pub me: u64,
    /// The ruleset hides something from a side: guests get their side's view, not the log.
    pub hidden: bool,
}

impl NetGame {
    /// Whether this machine plays `seat`: a person here, or (on the host) the computer.
    pub fn plays_here(&self, seat: usize) -> bool {
        match self.holders.get(seat) {
            Some(Holder::Host) | Some(Holder::Computer(_)) => self.me == 0,
            Some(Holder::Guest(token)) => *token == self.me,
            Some(Holder::Open) | None => false,
        }
    }

    /// Why this machine may not act for `seat`: it is played on another (or this machine
    /// only watches).
    pub fn not_here(&self, seat: usize) -> String {
        if self.watching() {
            return muster_text::t!("watch-you-watch");
        }
        let name = self
            .scenario
            .seat_names()
            .get(seat)
            .cloned()
            .unwrap_or_else(|| muster_text::t!("app-seat-number", seat = seat + 1));
        muster_text::t!("app-played-on-another-machine", name = name)
    }

    /// Whether this machine watches the game: a guest that holds no seat.
    pub fn watching(&self) -> bool {
        self.me != 0 && !self.holders.contains(&Holder::Guest(self.me))
    }

    /// Whether a person sits at `seat` (here or on another machine).
    pub fn person_at(&self, seat: usize) -> bool {
        matches!(
            self.holders.get(seat),
            Some(Holder::Host | Holder::Guest(_) | Holder::Open)
        )
    }
}

/// The game's commands as the host has them, each as the [`codec`] writes it (the game's
/// own RON): the host appends what lands, a guest what the host sends.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct NetLog(pub Vec<String>);

/// On the host: a guest's command for a seat it holds (checked), in the game's own RON.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct RemoteCommand {
    pub from: u64,
    pub seat: usize,
    pub command: String,
}

impl RemoteCommand {
    /// The command as the game's own `C`, or the refusal to send back (logged).
    pub fn read<C: serde::de::DeserializeOwned>(&self) -> Result<C, RejectCommand> {
        codec::decode(&self.command).map_err(|error| {
            warn!(
                "refused a malformed command from guest {}: {error}",
                self.from
            );
            self.refused(muster_text::t!(
                "app-not-a-command-of-this-game",
                error = error.to_string()
            ))
        })
    }

    /// Its refusal, for `why`.
    pub fn refused(&self, why: String) -> RejectCommand {
        RejectCommand { to: self.from, why }
    }
}

/// On the host: send the guest `to` its side's view of a game that hides something.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct SendView {
    pub to: u64,
    pub commands: usize,
    pub state: String,
    pub lines: Vec<String>,
    /// Each line's rule, for the captions ("" where none).
    pub rules: Vec<String>,
}

/// On the host: send every watcher the watchers' view of a game that hides something.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct SendWatchersView {
    pub commands: usize,
    pub state: String,
    pub lines: Vec<String>,
    /// Each line's rule, for the captions ("" where none).
    pub rules: Vec<String>,
}

/// On a guest: the host's view of the game for this guest's side.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct ViewArrived {
    pub commands: usize,
    pub state: String,
    pub lines: Vec<String>,
    /// Each line's rule, for the captions ("" where none).
    pub rules: Vec<String>,
}

/// On the host: a guest has said who it is (joined, or come back) during a game.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct GuestJoined(pub u64);

/// On a guest: send this command for `seat` to the host.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct SendCommand {
    pub seat: usize,
    pub command: String,
}

/// On the host: tell the guest `to` that its command was refused, and why.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct RejectCommand {
    pub to: u64,
    pub why: String,
}

/// A game's own word between machines (reliable): on the host, `from` names the guest (0
/// for words the host's game sends out); on a guest it is 0.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct GameWord {
    pub from: u64,
    pub word: String,
}

/// A game's own word to send: from a guest to the host, or from the host to every guest.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct SendGameWord(pub String);

/// A game's live word (stands in hands, the clock), sent often and unreliably; the newest
/// received, with who sent it.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct LiveWord {
    pub from: u64,
    pub word: String,
}

/// A game's live word to send with the next pulse.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct OutgoingLive(pub Option<String>);

/// Why the game is held, when a link is lost; `None` while every link is up.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct LinkHold(pub Option<String>);

/// What the link has measured: each command's round trip on a guest (sent to back in the
/// log), in seconds.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct LinkStats {
    pub round_trips: Vec<f64>,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<NetAction>()
        .add_message::<RemoteCommand>()
        .add_message::<SendCommand>()
        .add_message::<RejectCommand>()
        .add_message::<GameWord>()
        .add_message::<SendGameWord>()
        .add_message::<LiveWord>()
        .add_message::<SendView>()
        .add_message::<SendWatchersView>()
        .add_message::<ViewArrived>()
        .add_message::<GuestJoined>()
        .init_resource::<NetLog>()
        .init_resource::<LinkHold>()
        .init_resource::<LinkStats>()
        .init_resource::<OutgoingLive>()
        .add_plugins((
            wire::plugin,
            bad_datagrams::plugin,
            host::plugin,
            guest::plugin,
            log_sync::plugin,
            pulse::plugin,
            hold::plugin,
            join_wait::plugin,
            reconnect::plugin,
            undo_consent::plugin,
            watch::plugin,
        ));
}

/// The panels: the lobby, the link's messages, undo requests.
pub(crate) fn panels_plugin(app: &mut App) {
    app.add_plugins((
        lobby_panel::plugin,
        link_panel::plugin,
        seat_lock::plugin,
        seats_panel::plugin,
        watch_panel::plugin,
    ));
}
