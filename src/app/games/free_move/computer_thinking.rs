//! The Free Move computer thinks off the frame: what may take long — beginning a timed move
//! (the General's search for its posture) and a phase's commands after the bell (its
//! searches for targets, pull-outs and bonus moves) — runs on bevy's `AsyncComputeTaskPool`
//! with a copy of the side's player and of the battle; the frame looks once whether it has
//! finished and never waits. While a side thinks its hand rests; the other side's hand
//! moves on by the countdown's clock, in the frame (cheap). Pause, undo, a seat changing
//! hands or level, a new battle and leaving the table drop a search in flight.
//!
//! What replays: each player's choices come from its own seeded streams, which advance only
//! in its copy and are put back when the thought lands, so the same battle at the same
//! frame times plays the same. What does not: the timed move runs on the wall clock, so when
//! a plan lands (a frame or a few after it was asked) depends on the machine, as the hand's
//! moves already did; the battle's save keeps the commands as played.

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on};

use super::undo::UndoRearrangement;
use crate::app::core::screens::{Pause, Screen};
use crate::app::session::computer_thinking::WaitForTheComputer;
use crate::rules::free_move::ai::{Level, RealTimeAi};
use crate::rules::free_move::{Command, Side, State as Battle};

/// What a side's player is asked to think about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Think {
    /// Begin the timed move (the General chooses its posture).
    BeginMove,
    /// Its commands for the phase after the bell.
    PhaseCommands,
}

/// What a thought brings back: the player, its streams advanced, and its commands (none for
/// a move begun).
pub struct Thought {
    pub player: RealTimeAi,
    pub commands: Vec<Command>,
    /// The battle's command count when it was asked (each plan's `planned_at`).
    pub asked_at: usize,
}

/// One side's search in flight: the level and battle it was asked for.
struct InFlight {
    level: Level,
    seed: u64,
    asked_at: usize,
    task: Task<(RealTimeAi, Vec<Command>)>,
}

/// Each side's search in flight, if any.
#[derive(Resource, Default)]
pub struct FreeMoveThinking {
    sides: [Option<InFlight>; 2],
}

impl FreeMoveThinking {
    /// Whether `side` is thinking.
    pub fn is_thinking(&self, side: Side) -> bool {
        self.sides[side.index()].is_some()
    }

    /// Whether either side is thinking.
    pub fn anyone_thinking(&self) -> bool {
        self.sides.iter().any(Option::is_some)
    }

    /// `player` (a copy of `side`'s, playing battle `seed`) thinks about `what` in `state`,
    /// the battle's log holding `asked_at` commands.
    pub fn begin(
        &mut self,
        side: Side,
        mut player: RealTimeAi,
        state: Battle,
        what: Think,
        (seed, asked_at): (u64, usize),
    ) {
        let level = player.level;
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let commands = match what {
                Think::BeginMove => {
                    player.begin_move(&state);
                    Vec::new()
                }
                Think::PhaseCommands => player.phase_commands(&state),
            };
            (player, commands)
        });
        self.sides[side.index()] = Some(InFlight {
            level,
            seed,
            asked_at,
            task,
        });
    }

    /// `side`'s thought if it has finished (waiting for it when `wait`); `None` while it is
    /// still in flight or when the side is not thinking.
    pub fn finished(&mut self, side: Side, wait: bool) -> Option<Thought> {
        let in_flight = self.sides[side.index()].as_mut()?;
        let (player, commands) = if wait {
            block_on(&mut in_flight.task)
        } else {
            check_ready(&mut in_flight.task)?
        };
        let asked_at = in_flight.asked_at;
        self.sides[side.index()] = None;
        Some(Thought {
            player,
            commands,
            asked_at,
        })
    }

    /// Drop `side`'s search unless it was asked of `level` in battle `seed` with no more
    /// than `commands` commands played (fewer now: an undo or a load went back).
    pub fn keep_only_if(&mut self, side: Side, level: Option<Level>, seed: u64, commands: usize) {
        let slot = &mut self.sides[side.index()];
        if slot.as_ref().is_some_and(|in_flight| {
            Some(in_flight.level) != level
                || in_flight.seed != seed
                || in_flight.asked_at > commands
        }) {
            *slot = None;
        }
    }

    /// Drop every search in flight (cancelling them).
    pub fn drop_all(&mut self) {
        self.sides = [None, None];
    }
}

/// The searches' resource, dropped on leaving the table (the computer's plugin orders
/// [`drop_on_pause_or_undo`] before its own system).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FreeMoveThinking>()
        .init_resource::<WaitForTheComputer>()
        .add_systems(
            OnExit(Screen::FreeMove),
            |mut thinking: ResMut<FreeMoveThinking>| {
                thinking.drop_all();
            },
        );
}

/// Pause or an undo drops every search in flight: the battle it was asked about is not the
/// one that will go on.
pub(super) fn drop_on_pause_or_undo(
    mut thinking: ResMut<FreeMoveThinking>,
    mut undo: MessageReader<UndoRearrangement>,
    pause: Res<State<Pause>>,
) {
    let undone = undo.read().count() > 0;
    if (undone || pause.get().0) && thinking.anyone_thinking() {
        thinking.drop_all();
    }
}
