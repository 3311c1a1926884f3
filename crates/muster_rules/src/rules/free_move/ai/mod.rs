//! The real-time opponent for Free Move – Timed Move. It plays one side under a human's
//! limits: one hand that moves one stand a measure at a time, the same stick-laying pause
//! as a player, a drag speed and a reaction time before each new move. Three levels differ
//! in reaction time, judgement and search, never in the rules or the dice: every command
//! goes through the engine's check like a player's. The General searches with the engine:
//! it chooses each timed move's plan (where to put the weight, which melees to seek by the
//! rules' odds, a reserve; see [`plans`]), and its missile targets, pull-outs and bonus
//! moves, by play-outs drawn from its own seeded stream within its [`Budget`]. The Recruit
//! plays with a beginner's failings (see [`recruit`]).
//!
//! * During the timed move [`RealTimeAi::act`] is called with the countdown's clock and
//!   returns a command only when its hand is free.
//! * Before the countdown it may announce squares against cavalry and call Fire and
//!   Charge; after the bell [`RealTimeAi::phase_commands`] gives its rearrangement, targets,
//!   pull-outs and bonus moves, ending with its Done.

mod after_bell;
pub mod battle;
mod general;
#[cfg(test)]
mod general_tests;
mod judgement;
mod phase_search;
pub mod plans;
#[cfg(test)]
mod plans_tests;
mod play_out;
mod posture;
pub mod recruit;
#[cfg(test)]
mod recruit_tests;
mod reinforcement;
mod rules_odds;
#[cfg(test)]
mod tests;
mod timed_move;

use std::time::Duration;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::command::Command;
use super::roster::{Side, UnitId};
use super::state::{Phase, State};

pub use plans::PlanParts;
use posture::Posture;
pub use recruit::Failings;

pub use crate::rules::ladder::{Budget, Level};

/// The Free Move levels' judgement: reaction time and judgement, never different rules.
impl Level {
    /// Seconds between finishing one move and starting the next.
    pub fn reaction_seconds(self) -> f32 {
        match self {
            Level::Recruit => 1.4,
            Level::Veteran => 0.8,
            Level::General => 0.5,
        }
    }

    /// The odds (own strength over the enemy's) at which it charges.
    pub fn charge_odds(self) -> f32 {
        match self {
            // A recruit charges at anything it is not clearly outmatched by (and, rash, at
            // worse: see `recruit`).
            Level::Recruit => 0.8,
            Level::Veteran => 1.3,
            Level::General => 1.15,
        }
    }

    /// Whether it sees flanks and rears, supports, squares and the threat to each stand;
    /// a recruit looks only at the nearest enemy's points.
    pub fn reads_the_field(self) -> bool {
        !matches!(self, Level::Recruit)
    }

    /// How many of its stands it commands at once. The veteran and the general move the
    /// first twelve free stands of the roster (the line) and hold the rest in reserve until
    /// stands lock in melee, which measured better than committing everything at once; a
    /// recruit fixes on four at random each time.
    pub fn attention(self) -> usize {
        match self {
            Level::Recruit => 4,
            Level::Veteran | Level::General => 12,
        }
    }
}

/// A human's physical limits at the table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hand {
    /// Seconds to lay the measuring stick before a stand moves (the scenario's setting).
    pub stick_pause_seconds: f32,
    /// Inches a second a stand is dragged.
    pub drag_inches_per_second: f32,
}

impl Hand {
    /// A player's hand with the scenario's stick pause.
    pub fn with_stick_pause(stick_pause_seconds: f32) -> Self {
        Hand {
            stick_pause_seconds,
            drag_inches_per_second: 10.0,
        }
    }
}

/// One side played by the computer.
#[derive(Debug, Clone)]
pub struct RealTimeAi {
    pub side: Side,
    pub level: Level,
    pub hand: Hand,
    /// The countdown's clock when the hand is free again.
    free_at: f32,
    /// The timed move the hand's clock belongs to.
    timed_move: u32,
    /// Whether it has made its before-the-countdown calls (squares, Fire and Charge).
    prepared: bool,
    rng: ChaCha8Rng,
    /// The judgement settings it plays this timed move with: its level's, or for the
    /// General the one its search chose.
    posture: Posture,
    /// Whether it searches for its posture each timed move (the General, but not its own
    /// copy inside a play-out).
    searches: bool,
    /// How long the General may think each timed move.
    budget: Budget,
    /// The General's search stream: play-outs draw their seeds from it, never from the
    /// game's dice nor from the hand's own stream.
    search_rng: ChaCha8Rng,
    /// How long each of its searches took, one a timed move.
    thinking: Vec<Duration>,
    /// The Recruit's failings (none for the other levels).
    failings: Failings,
    /// The kinds of plan the General weighs.
    parts: PlanParts,
    /// The stands its plan keeps out of this timed move.
    held_back: Vec<UnitId>,
}

impl RealTimeAi {
    pub fn new(side: Side, level: Level, hand: Hand, seed: u64) -> Self {
        let side_seed = seed ^ ((side.index() as u64 + 1) * 0x9E37);
        RealTimeAi {
            side,
            level,
            hand,
            free_at: 0.0,
            timed_move: 0,
            prepared: false,
            rng: ChaCha8Rng::seed_from_u64(side_seed),
            posture: Posture::of(level),
            searches: level == Level::General,
            budget: Budget::default(),
            search_rng: ChaCha8Rng::seed_from_u64(side_seed ^ 0x005E_A2C4),
            thinking: Vec::new(),
            failings: Failings::NONE,
            parts: PlanParts::ALL,
            held_back: Vec::new(),
        }
        .with_failings(Failings::ALL)
    }

    /// The same player with only `failings` of the Recruit's (for measuring what each
    /// costs it); the other levels have none whatever is asked.
    pub fn with_failings(self, failings: Failings) -> Self {
        let failings = if self.level == Level::Recruit {
            failings
        } else {
            Failings::NONE
        };
        let mut posture = Posture::of(self.level);
        if failings.rash {
            posture.charge_odds = recruit::RASH_CHARGE_ODDS;
        }
        RealTimeAi {
            failings,
            posture,
            ..self
        }
    }

    /// The same player thinking within `budget` each timed move (only the General
    /// searches; the other levels ignore it).
    pub fn with_budget(self, budget: Budget) -> Self {
        RealTimeAi { budget, ..self }
    }

    /// The same player weighing only the kinds of plan in `parts` (for measuring what each
    /// gains; only the General plans).
    pub fn with_plan_parts(self, parts: PlanParts) -> Self {
        RealTimeAi { parts, ..self }
    }

    /// Play on in `posture`, keeping out of the move the reserve it asks for in `state`.
    fn adopt(&mut self, posture: Posture, state: &State) {
        self.posture = posture;
        self.held_back = plans::reserve(state, self.side, posture.reserve);
    }

    /// How long each of its searches took so far, one a timed move (empty for a level
    /// that does not search).
    pub fn thinking(&self) -> &[Duration] {
        &self.thinking
    }

    /// Count `spent` into this timed move's thinking.
    fn add_thinking(&mut self, spent: Duration) {
        match self.thinking.last_mut() {
            Some(last) => *last += spent,
            None => self.thinking.push(spent),
        }
    }

    /// A copy that plays on in a play-out: the same hand, posture and place in the move,
    /// searching no further, its hesitation drawn from `seed`.
    fn playing_on(&self, seed: u64) -> Self {
        RealTimeAi {
            rng: ChaCha8Rng::seed_from_u64(seed),
            searches: false,
            thinking: Vec::new(),
            ..self.clone()
        }
    }

    /// Whether its next [`Self::act`] in `state` begins a timed move, which for the General
    /// means a search for its posture (long: an app runs [`Self::begin_move`] off the frame
    /// first, and `act` is then quick).
    pub fn begins_a_move(&self, state: &State) -> bool {
        state.phase == Phase::TimedMove && self.timed_move != state.move_number
    }

    /// Begin `state`'s timed move: the hand's clock starts over and the General chooses its
    /// posture by play-outs within its budget. [`Self::act`] does it itself when not done.
    pub fn begin_move(&mut self, state: &State) {
        self.timed_move = state.move_number;
        self.free_at = recruit::reaction_seconds(self.level, self.failings);
        self.prepared = false;
        if self.searches {
            self.thinking.push(Duration::ZERO);
            let posture = general::choose_posture(self, state);
            self.adopt(posture, state);
        }
    }

    /// During the timed move, at `clock` seconds into the countdown: a command when the
    /// hand is free, else nothing. Before the countdown (clock 0) it makes its calls.
    pub fn act(&mut self, state: &State, clock: f32) -> Option<Command> {
        if state.phase != Phase::TimedMove {
            return None;
        }
        if self.begins_a_move(state) {
            self.begin_move(state);
        }
        if !self.prepared {
            if let Some(call) = timed_move::preparation(self, state) {
                return Some(call);
            }
            self.prepared = true;
        }
        if clock < self.free_at {
            return None;
        }
        let (command, inches) = timed_move::next_measure(self, state)?;
        self.free_at = clock
            + recruit::reaction_seconds(self.level, self.failings)
            + self.hand.stick_pause_seconds
            + inches / self.hand.drag_inches_per_second;
        Some(command)
    }

    /// Outside the timed move: this side's commands for the phase, each legal in turn,
    /// ending with its Done (nothing once it is done, or in the timed move).
    pub fn phase_commands(&mut self, state: &State) -> Vec<Command> {
        if state.done[self.side.index()] {
            return Vec::new();
        }
        after_bell::phase_commands(self, state)
    }
}
