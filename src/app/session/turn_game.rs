//! What a turn-based game gives the session: its engine, how a scenario becomes a game,
//! who sits at each seat, whose turn it is, the computer's next command, the log's words,
//! where a replay stands and what its save holds. Everything else — executing commands,
//! the computer's turns, undo, saves, replays, the hand-over cover — the session does once
//! for every game ([`Session`]).
//!
//! Two rules hold in every game, because the session, not the game, applies them:
//!
//! * **The undo boundary.** A command that rolled a die — that drew on the seeded dice at
//!   all: a roll, a card drawn, a shuffle — cannot be taken back, nor anything before it.
//!   Undo stops there ([`CommandLog::undo_floor`](super::CommandLog::undo_floor)), so nobody rolls again for a better result.
//! * **Narration.** Each event is told against the state just before it is applied: the
//!   unit that is eliminated is still on the board to be named, the player whose turn ends
//!   is still the one to act. [`TurnGame::narrate`] gets that state and the event.

use std::fmt::Debug;
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::open_error::OpenError;
use super::save_error::SaveError;
use super::turn_saves::VersionedSave;
use super::turns::Session;
use crate::app::core::screens::Screen;
use crate::rules::engine::RulesEngine;
use crate::rules::ladder::Level;
use crate::scenario::Scenario;

/// The engine's state of the game `G`.
pub type StateOf<G> = <<G as TurnGame>::Engine as RulesEngine>::State;
/// What a player of the game `G` asks for.
pub type CommandOf<G> = <<G as TurnGame>::Engine as RulesEngine>::Command;
/// What the engine of the game `G` says happened.
pub type EventOf<G> = <<G as TurnGame>::Engine as RulesEngine>::Event;

/// A turn-based game played through a [`Session`]: the game's own part of it (its scenario
/// and its computer players), and what the session asks of the game.
pub trait TurnGame: Clone + Debug + Send + Sync + Sized + 'static {
    /// The rules engine: its `State`, `Command` and `Event`.
    type Engine: RulesEngine<
            State: Clone + Debug + Serialize + serde::de::DeserializeOwned + Send + Sync + 'static,
            Command: Clone
                         + Debug
                         + PartialEq
                         + Send
                         + Sync
                         + 'static
                         + Serialize
                         + serde::de::DeserializeOwned,
            Event: Clone
                       + Debug
                       + PartialEq
                       + Send
                       + Sync
                       + 'static
                       + crate::walkthrough::EventName,
            Error: Debug,
        >;
    /// Who plays a seat: the game's own enum, so its saves keep loading.
    type Seat: Copy + Debug + PartialEq + Send + Sync + 'static;
    /// Every seat: `[Seat; 2]` or `Vec<Seat>` (RON writes the two differently, so each game
    /// keeps the container its saves were written with).
    type Seats: AsRef<[Self::Seat]> + AsMut<[Self::Seat]> + Clone + Debug + PartialEq + Send + Sync;
    /// The save format.
    type Save: VersionedSave + Serialize + Send + Sync + 'static;
    /// A computer player of one seat, with its own seeded stream: cloned into a search off
    /// the frame (`computer_search.rs`) and put back, advanced, when its command is played.
    type Computer: Clone + Send + Sync + 'static;

    /// The screen the game is played on.
    const SCREEN: Screen;
    /// A person's seat, and the computer's (the seat toggles switch between the two).
    const HUMAN: Self::Seat;
    const COMPUTER: Self::Seat;
    /// Seconds between the computer's commands while a person is at the table (the demo
    /// and a watched game set their own pace).
    const COMPUTER_PACE: f32;
    /// How many commands the computer may play in one frame at that pace.
    const COMMANDS_A_FRAME: usize;
    /// The file name of its save and autosave (`saves/<name>.ron`, `autosave/<name>.ron`).
    const SAVE_NAME: &'static str;

    /// What a scenario becomes: a new game on `seed` with `seats` (or the game's usual ones
    /// when none were chosen), or why it cannot be played; `None` for another ruleset's
    /// scenario.
    fn open(
        scenario: &Scenario,
        seed: u64,
        seats: Option<Self::Seats>,
    ) -> Option<Result<Session<Self>, OpenError>>;
    /// The game's own part for the same game started again on `seed` (fresh computer
    /// players for `seats`).
    fn restarted(&self, seed: u64, seats: &Self::Seats) -> Self;

    /// The seat to act, if any.
    fn acting_seat(state: &StateOf<Self>) -> Option<usize>;
    /// Whether the game is over.
    fn is_over(state: &StateOf<Self>) -> bool;
    /// The computer's seat at `level`.
    fn computer_at(level: Level) -> Self::Seat;
    /// The level of the computer at a seat: `None` for a person (or a printed doctrine,
    /// which is an opponent of its own, not a level).
    fn level_of(seat: Self::Seat) -> Option<Level>;
    /// The computer playing `seat` as `sitter` (a computer's seat): the one kept, or a new
    /// one when the seat had none or another sitter; `None` for a seat no computer plays.
    fn seat_computer(&mut self, seat: usize, sitter: Self::Seat) -> Option<&mut Self::Computer>;
    /// `computer`'s next command in `state` (its own seeded stream advances).
    fn next_command(
        computer: &mut Self::Computer,
        state: &StateOf<Self>,
    ) -> Option<CommandOf<Self>>;
    /// The computer's next command for `seat`, played by `sitter` (a computer's seat).
    fn computer_command(
        &mut self,
        state: &StateOf<Self>,
        seat: usize,
        sitter: Self::Seat,
    ) -> Option<CommandOf<Self>> {
        let computer = self.seat_computer(seat, sitter)?;
        Self::next_command(computer, state)
    }
    /// Where `--play-moves moves` stops playing forward (a turn, a day, a phase).
    fn played_forward(state: &StateOf<Self>, moves: u32) -> bool;
    /// The log line for `event`, told against `before`, the state just before it is applied;
    /// `None` for bookkeeping.
    fn narrate(before: &StateOf<Self>, event: &EventOf<Self>) -> Option<String>;
    /// Where the game stands, in a few words ("day 3, Red to play").
    fn whereabouts(state: &StateOf<Self>) -> String;

    /// The game as the player at `seat` may see it, when the ruleset hides something from a
    /// side (Soldiers' concealed units): what a machine playing that seat across a network is
    /// sent. `None` when every side sees everything (the usual case).
    fn view_for(_state: &StateOf<Self>, _seat: usize) -> Option<StateOf<Self>> {
        None
    }

    /// The game as a watcher (a machine that plays no seat) may see it, when the ruleset
    /// hides something (Soldiers: no unit concealed from either side). `None` when nothing
    /// is hidden: a watcher then follows the log like a guest.
    fn view_for_watchers(_state: &StateOf<Self>) -> Option<StateOf<Self>> {
        None
    }

    /// Whether the event ends a turn or the game (an autosave follows).
    fn ends_a_turn(event: &EventOf<Self>) -> bool;
    /// The save of `session`, a game of `scenario` (the file) called `title`.
    fn saved(session: &Session<Self>, scenario: &Path, title: &str) -> Self::Save;
    /// Read the save at `path` and replay it: the game, its scenario file and scenario.
    fn load(path: &Path) -> Result<(Session<Self>, PathBuf, Scenario), SaveError>;
}

/// The seats of a new game of `players` from the menu: the first a person's, every other
/// the computer's (the panel switches any seat at any time).
pub fn person_then_computers<G: TurnGame<Seats = Vec<<G as TurnGame>::Seat>>>(
    players: usize,
) -> Vec<G::Seat> {
    (0..players)
        .map(|seat| if seat == 0 { G::HUMAN } else { G::COMPUTER })
        .collect()
}

/// Whether the log's line for `event` may be read by whoever sees the game through `view`
/// (a side's view, the watchers'): it reads the same told against the view as against the
/// game, before the event and after it. The host's views across machines and "Since your
/// last turn" both keep a line by it.
pub fn line_readable<G: TurnGame>(
    view: impl Fn(&StateOf<G>) -> Option<StateOf<G>>,
    before: &StateOf<G>,
    after: &StateOf<G>,
    event: &EventOf<G>,
) -> bool {
    let seen = |state: &StateOf<G>| {
        view(state).is_none_or(|view| G::narrate(&view, event) == G::narrate(state, event))
    };
    seen(before) && seen(after)
}
