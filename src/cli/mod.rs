//! The command line: open the menu, play a scenario, check files, take a screenshot.

pub mod balance;
pub mod check;
pub mod simulate;
pub mod tournament;

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::app::core::launch::form::{ShownForm, level_named, ruleset_named};
use crate::app::core::play_until::PlayUntil;
use crate::app::session::balance_check::StagedCheck;
use crate::app::shell::fit_run::FitCombo;
use crate::app::shell::window_size::window_size;
use crate::rules::ladder::Level;
use crate::ruleset::Ruleset;

/// Muster: Free Move – Timed Move and three grid rulesets for wargame clubs.
///
/// With no command, opens the title menu.
#[derive(Debug, Parser)]
#[command(name = "muster", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// What to do.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Demo mode for a club night: the computer plays on a loop, full screen, with captions.
    Demo {
        /// Rulesets to show (free-move, soldiers, skirmish, movement); all four when none.
        #[arg(value_parser = ruleset_named)]
        rulesets: Vec<Ruleset>,
        /// The computer's level: recruit, veteran or general (in Free Move the second side
        /// plays a level below the General).
        #[arg(long, default_value = "general", value_parser = level_named)]
        level: Level,
    },
    /// A rules walkthrough: a guided game that teaches a ruleset step by step.
    Walkthrough {
        /// The ruleset: free-move, soldiers, skirmish or movement.
        #[arg(value_parser = ruleset_named)]
        ruleset: Ruleset,
    },
    /// Open a scenario file straight away.
    Play {
        /// The scenario file (RON), e.g. scenarios/free_move/standard_battle.ron
        scenario: PathBuf,
    },
    /// Host a scenario for players on other machines: the lobby opens, guests join with
    /// `muster join <this machine's address>`, the host gives out the seats and starts.
    Host {
        /// The scenario file (RON), e.g. scenarios/skirmish/city_race.ron
        scenario: PathBuf,
        /// The UDP port to listen on (open it in the firewall).
        #[arg(long, default_value_t = crate::app::core::network::DEFAULT_PORT)]
        port: u16,
    },
    /// Join a game hosted on another machine: `muster join 192.168.1.20` or `host:port`.
    Join {
        /// The host's address, with its port if not the usual one (5757).
        address: String,
        /// The name the lobby shows for this machine (the login name by default).
        #[arg(long)]
        name: Option<String>,
    },
    /// Watch a game hosted on another machine, playing no seat: `muster watch 192.168.1.20`.
    /// Join at any time (the game is caught up from its start); a watcher may turn on the
    /// captions and the big-screen layout for a projector, and take a seat left open.
    Watch {
        /// The host's address, with its port if not the usual one (5757).
        address: String,
        /// The name the lobby shows for this machine (the login name by default).
        #[arg(long)]
        name: Option<String>,
    },
    /// Open a correspondence turn file: accept an invitation (the answer is written), or
    /// see the other player's turn and play yours (Send turn writes the next file).
    OpenTurn {
        /// The turn file (RON), e.g. ~/.local/share/muster/correspondence/<game>/river-crossing-3.ron
        file: PathBuf,
    },
    /// Play a scenario AI against AI, headless, and print who won (Soldiers, Skirmish Wars, the Untitled Movement Game).
    Simulate {
        /// The scenario file (RON), e.g. scenarios/soldiers/01_brunstatt.ron
        scenario: PathBuf,
        /// How many games to play (seeds S, S+1, …).
        #[arg(long, default_value_t = 10)]
        games: u32,
        /// The first game's seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Every pair of the computer's levels on every scenario of a ruleset (or one file),
    /// headless: wins, losses and draws with a 95% interval, an Elo rating per level and the
    /// time a turn (on stdout); games done, the time left and the table so far on stderr.
    Tournament {
        /// A ruleset (free-move, soldiers, skirmish, movement) or a scenario file.
        target: String,
        /// Games a pair of levels plays on each scenario, each level first in turn.
        #[arg(long, default_value_t = 10)]
        games: u32,
        /// The first game's seed (the games count on from it).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The levels that meet, weakest first (recruit, veteran, general); one level plays
        /// itself and the table shows each side's wins.
        #[arg(long, value_delimiter = ',')]
        levels: Vec<String>,
        /// The General's play-outs of each candidate at most.
        #[arg(long, default_value_t = 12)]
        rollouts: u32,
        /// The General's thinking time a turn at most, in milliseconds.
        #[arg(long, default_value_t = 1000)]
        budget_ms: u64,
        /// Games played at once (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
    },
    /// Check balance: the General against the General in every seat of every scenario of a
    /// ruleset (or one file), headless: each seat's wins and share of the decided games with a
    /// 95% interval, the draws, the mean length and whether one side wins far more often.
    Balance {
        /// A ruleset (free-move, soldiers, skirmish, movement) or a scenario file.
        target: String,
        /// Games each scenario plays.
        #[arg(long, default_value_t = 20)]
        games: u32,
        /// The first game's seed (the games count on from it).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The General's play-outs of each candidate at most.
        #[arg(long, default_value_t = 4)]
        rollouts: u32,
        /// The General's thinking time a turn at most, in milliseconds.
        #[arg(long, default_value_t = 1000)]
        budget_ms: u64,
        /// Games played at once (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
    },
    /// Validate scenario files; prints each problem with file:line:column and exits 1 if any.
    /// With no file (or `--all`): every shipped scenario and every file in the club's own
    /// scenario folders (what the editors save).
    Check {
        /// Scenario files to check.
        files: Vec<PathBuf>,
        /// Check every shipped scenario and every club scenario as well.
        #[arg(long)]
        all: bool,
    },
    /// Open a screen in a real window, wait until it has rendered, save a PNG and exit.
    Screenshot {
        /// What to show: `menu`, `companion`, `companion-melee` (a melee fought), `rosters`
        /// (the printable roster sheets), `settings`, `controls`, `rules`, `rules-<ruleset>`,
        /// `demo`, `demo-<ruleset>`, `walkthrough-<ruleset>`, `page-<ruleset>` (its page, the
        /// club's own scenarios listed) (free-move, soldiers, skirmish, movement),
        /// `skirmish-setup[:<seed>]`, `free-move-builder[:<scenario file>]`,
        /// `soldiers-editor[:<scenario file>]`, `board-editor[:<scenario file>]` (the movement
        /// game's board editor), `join` (the Join page), `host:<scenario
        /// file>` (its lobby), `demo:<scenario file>` or a scenario file (*.ron).
        what: ShownForm,
        /// Where to write the PNG.
        #[arg(long)]
        out: PathBuf,
        /// Frames to let the screen settle before the picture is taken.
        #[arg(long, default_value_t = 8)]
        settle_frames: u32,
        /// For a Free Move scenario: first play this many timed moves with random legal
        /// commands (to show a battle in progress, or its end).
        #[arg(long)]
        play_moves: Option<u32>,
        /// The seed of the dice and of the random commands.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Open the game's replay standing after this many commands (with the replay bar).
        #[arg(long)]
        replay_at: Option<usize>,
        /// For a turn-based game: open "Since your last turn" for the seat to act (else the
        /// first seat someone else has played since), after any play-out, standing at this
        /// step of it (the last at most).
        #[arg(long)]
        since_last_turn: Option<usize>,
        /// For a Free Move scenario, after the play-out: play on to `countdown`,
        /// `rearrangement`, `missile`, `combat` (the step-by-step review) or `victory`. For a
        /// Skirmish Wars scenario: `reach` (a unit selected, its reach lit) or `buy` (a
        /// factory's buy list open).
        #[arg(long)]
        phase: Option<PlayUntil>,
        /// The window's size in logical pixels, as WIDTHxHEIGHT (default 1280x800).
        #[arg(long, value_parser = window_size)]
        window: Option<(u32, u32)>,
        /// Fail (exit code 4) if the Free Move table shows in less than this share of the
        /// window (0 to 1), panels taken off.
        #[arg(long)]
        min_table_share: Option<f32>,
        /// Instead of one picture, check that the screen fits at each size, written
        /// WIDTHxHEIGHT@UISCALE and separated by commas (one picture each, `OUT-SIZE.png`);
        /// fail (exit code 5) naming every control cut off, overlapping or hidden.
        #[arg(long, value_delimiter = ',')]
        fit: Vec<FitCombo>,
        /// With `--fit`: open the pause menu over the game first.
        #[arg(long)]
        pause: bool,
        /// With `--fit --pause`: open the settings page from the pause menu.
        #[arg(long)]
        settings: bool,
        /// For `menu`: show the title menu with this many unfinished games to resume (up to
        /// 4: the battle and each turn-based game), labelled with long scenario names.
        #[arg(long, default_value_t = 0)]
        saved_games: usize,
        /// For an editor (`skirmish-setup`): show its Check balance section `running` (12 of
        /// 20 games played) or with a finished `report`.
        #[arg(long)]
        balance: Option<StagedCheck>,
        /// Show captions (the rule behind each event, in a sentence), as F9 turns them on.
        #[arg(long)]
        captions: bool,
        /// Show the big-screen layout for a projector (larger text, the log as captions, the
        /// pointer hidden), as F10 turns it on.
        #[arg(long)]
        big_screen: bool,
    },
}

#[cfg(test)]
mod tests;
