//! The Free Move game on screen: the engine's state and dice as a resource, and the one
//! system that turns players' commands into engine events.
//!
//! Input systems write [`FreeMoveCommand`]s; [`execute_game_commands`] checks and executes them
//! with the rules engine and writes each resulting [`FreeMoveEvent`] for animation, sound and
//! the combat log. A refused command becomes a notice naming why.

use crate::scenario::Start;
use crate::scenario::free_move::FreeMoveScenario;
use bevy::prelude::*;
use muster_text::t;

use super::save::ResumeOnTable;
use crate::app::core::command_outcome::CommandOutcome;
use crate::app::core::menu_actions::ActiveScenario;
use crate::app::core::network::LinkHold;
use crate::app::core::network::hold::held_refusal;
use crate::app::core::play_until::PlayUntil;
use crate::app::core::screens::Screen;
use crate::app::core::seeds::fresh_seed;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::app::session::command_log::CommandLog;
use crate::app::session::open_error::OpenError;
use crate::app::session::play_out::PlayOut;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::random_play::RandomPlayer;
use crate::rules::free_move::{Command, Event, FreeMove, Phase, Side, State};
use crate::scenario::Scenario;
use std::ops::{Deref, DerefMut};

/// Why the Free Move engine refused a command.
pub type RulesError = <FreeMove as RulesEngine>::Error;

/// The battle being played: its command log (start, state, dice, seed, commands) and where
/// the rearrangement under way began. It reads as its command log (`game.state`,
/// `game.commands`).
#[derive(Resource, Debug, Clone)]
pub struct FreeMoveSession {
    /// The battle as scenario + seed + commands.
    pub command_log: CommandLog<FreeMove>,
    /// Where the rearrangement under way began, for its undo (see `undo.rs`).
    pub rearrangement: Option<Checkpoint>,
}

/// The battle as it stood at a point of its command log.
#[derive(Debug, Clone)]
pub struct Checkpoint {
    /// How many commands had been played.
    pub at: usize,
    pub state: State,
    pub dice: Dice,
}

impl Deref for FreeMoveSession {
    type Target = CommandLog<FreeMove>;

    fn deref(&self) -> &Self::Target {
        &self.command_log
    }
}

impl DerefMut for FreeMoveSession {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.command_log
    }
}

impl FreeMoveSession {
    /// A battle of `scenario` from `seed`, begun by the rules crate's one start.
    pub fn open(scenario: &FreeMoveScenario, seed: u64) -> Result<Self, OpenError> {
        let (start, dice) =
            FreeMove::start(scenario, seed).map_err(OpenError::of(&scenario.name))?;
        Ok(FreeMoveSession::on(CommandLog::new(start, dice)))
    }

    /// A battle from a state a test or a calculator set up (a scenario opens with `open`).
    pub fn new(start: State, seed: u64) -> Self {
        FreeMoveSession::on(CommandLog::new(start, Dice::seeded(seed)))
    }

    /// The battle on `command_log`, no rearrangement under way.
    fn on(command_log: CommandLog<FreeMove>) -> Self {
        FreeMoveSession {
            command_log,
            rearrangement: None,
        }
    }

    /// The same battle before its first command.
    pub fn restarted(&self) -> Self {
        FreeMoveSession::on(self.command_log.restarted())
    }

    /// Execute a command: its events, or the engine's reason for refusing it (nothing
    /// changes then). The bell's rearrangement keeps where it began, for its undo.
    pub fn execute(&mut self, command: Command) -> Result<Vec<Event>, RulesError> {
        let before = self.state.phase;
        let events = self.command_log.execute(command)?;
        match (before, self.state.phase) {
            (_, Phase::Rearrangement) if before != Phase::Rearrangement => {
                self.rearrangement = Some(Checkpoint {
                    at: self.commands.len(),
                    state: self.state.clone(),
                    dice: self.dice.clone(),
                });
            }
            (_, Phase::Rearrangement) => {}
            _ => self.rearrangement = None,
        }
        Ok(events)
    }
}

/// Whether the battle has got to `until`, given the events of the last command.
fn has_reached(until: PlayUntil, state: &State, events: &[Event]) -> bool {
    match until {
        PlayUntil::Countdown => state.phase == Phase::TimedMove,
        PlayUntil::Rearrangement => state.phase == Phase::Rearrangement,
        PlayUntil::MissileFire => state.phase == Phase::MissileFire,
        PlayUntil::Combat => events
            .iter()
            .any(|event| matches!(event, Event::VolleyResolved { .. } | Event::MeleeRound(_))),
        PlayUntil::GameOver => state.phase == Phase::GameOver,
        // A grid game's picks: nothing to play on to here.
        PlayUntil::UnitReach | PlayUntil::FactoryBuy => true,
    }
}

/// Commands a play-out tries before giving up on reaching a phase.
const PLAY_UNTIL_LIMIT: usize = 20_000;

/// The seed the next battle starts with, when chosen before it opens (a walkthrough); used
/// once.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChosenSeed(pub u64);

/// The events of the combat a play-out stopped at (`PlayUntil::Combat`): the table opens
/// with that combat's review. A battle opened any other way (a resumed save) opens with
/// none: its log is replayed at once, and no combat of it is the moment's.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct OpeningCombat(pub Vec<Event>);

/// A player (or the countdown) asks the engine for something.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct FreeMoveCommand(pub Command);

/// The computer asks the engine for something it planned when the game's log held
/// `planned_at` commands.
///
/// In a timed move both computers plan from the same frame's state, so a plan goes stale
/// when another command lands first (the other side's stand reached contact and froze this
/// one). Such a refusal is the race of real time, not a fault: it is logged and the
/// computer plans again from the new state next frame. A refusal with nothing landed since
/// the plan is a fault, and shows as a notice like a player's.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct ComputerCommand {
    pub command: Command,
    pub planned_at: usize,
}

/// Something the engine says happened.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct FreeMoveEvent(pub Event);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<FreeMoveCommand>()
        .add_message::<ComputerCommand>()
        .add_message::<FreeMoveEvent>()
        .add_systems(OnEnter(Screen::FreeMove), start_game)
        .add_systems(OnExit(Screen::FreeMove), |mut commands: Commands| {
            commands.remove_resource::<FreeMoveSession>();
        })
        .add_systems(
            Update,
            ready_for_the_countdown
                .in_set(AppSystems::Update)
                .run_if(resource_exists::<PlayUntil>.and_then(resource_exists::<FreeMoveSession>)),
        )
        .add_systems(
            Update,
            execute_game_commands.in_set(AppSystems::Update).run_if(
                resource_exists::<FreeMoveSession>
                    .and_then(crate::app::session::replay::not_replaying::<FreeMoveSession>)
                    .and_then(crate::app::core::network::decides_here),
            ),
        );
}

/// A play-out asked to stop with the countdown running: both sides say Ready until it runs.
fn ready_for_the_countdown(
    until: Res<PlayUntil>,
    game: Res<FreeMoveSession>,
    countdown: Res<super::countdown::Countdown>,
    mut ready: MessageWriter<super::countdown::SideReady>,
    mut commands: Commands,
) {
    if *until != PlayUntil::Countdown || countdown.running {
        commands.remove_resource::<PlayUntil>();
    } else if game.state.phase == Phase::TimedMove {
        ready.write_batch(Side::BOTH.map(super::countdown::SideReady));
    }
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn start_game(
    active: Option<Res<ActiveScenario>>,
    play_out: Option<Res<PlayOut>>,
    chosen_seed: Option<Res<ChosenSeed>>,
    resume: Option<Res<ResumeOnTable>>,
    until: Option<Res<PlayUntil>>,
    mut events: MessageWriter<FreeMoveEvent>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    let Some(active) = active else {
        return;
    };
    let Scenario::FreeMove(scenario) = &active.scenario else {
        return;
    };
    let seed = match (&resume, &play_out, chosen_seed) {
        (Some(resume), _, _) => resume.0.seed,
        (None, Some(play_out), _) => play_out.seed,
        (None, None, Some(chosen)) => chosen.0,
        (None, None, None) => fresh_seed(),
    };
    commands.remove_resource::<ChosenSeed>();
    commands.remove_resource::<OpeningCombat>();
    let mut game = match FreeMoveSession::open(scenario, seed) {
        Ok(game) => game,
        Err(why) => {
            notices.push(why);
            return;
        }
    };
    if let Some(resume) = resume {
        commands.remove_resource::<ResumeOnTable>();
        for (index, command) in resume.0.commands.iter().enumerate() {
            match game.execute(command.clone()) {
                Ok(produced) => {
                    events.write_batch(produced.into_iter().map(FreeMoveEvent));
                }
                Err(error) => {
                    notices.push(t!(
                        "free-move-resume-replays-only-to",
                        index = index,
                        error = error.to_string()
                    ));
                    break;
                }
            }
        }
    }
    if let Some(play_out) = play_out {
        let mut player = RandomPlayer::seeded(seed);
        while game.state.phase != Phase::GameOver && game.state.move_number <= play_out.moves {
            for command in player.next_commands(&game.state) {
                if let Ok(produced) = game.execute(command) {
                    events.write_batch(produced.into_iter().map(FreeMoveEvent));
                }
            }
        }
        if let Some(until) = until.as_deref().copied() {
            let mut tried = if has_reached(until, &game.state, &[]) {
                PLAY_UNTIL_LIMIT
            } else {
                0
            };
            'playing: while tried < PLAY_UNTIL_LIMIT && game.state.phase != Phase::GameOver {
                for command in player.next_commands(&game.state) {
                    tried += 1;
                    if let Ok(produced) = game.execute(command) {
                        let reached = has_reached(until, &game.state, &produced);
                        if reached && until == PlayUntil::Combat {
                            commands.insert_resource(OpeningCombat(produced.clone()));
                        }
                        events.write_batch(produced.into_iter().map(FreeMoveEvent));
                        if reached {
                            break 'playing;
                        }
                    }
                }
            }
        }
    }
    commands.insert_resource(game);
}

/// Execute each command in order; refused ones become notices.
pub fn execute_game_commands(
    mut requests: MessageReader<FreeMoveCommand>,
    mut computer_requests: MessageReader<ComputerCommand>,
    mut game: ResMut<FreeMoveSession>,
    mut events: MessageWriter<FreeMoveEvent>,
    mut outcomes: MessageWriter<CommandOutcome>,
    mut notices: ResMut<Notices>,
    hold: Option<Res<LinkHold>>,
) {
    // A held game (a link lost) takes no player's command: each is refused with the reason.
    let held = held_refusal(hold.as_deref());
    let asked: Vec<&FreeMoveCommand> = requests.read().collect();
    let players = match held {
        Some(why) => {
            for _ in &asked {
                notices.push(&why);
            }
            Vec::new()
        }
        None => asked,
    };
    let players = players
        .into_iter()
        .map(|FreeMoveCommand(command)| (command, None));
    let computers = computer_requests
        .read()
        .map(|request| (&request.command, Some(request.planned_at)));
    for (command, planned_at) in players.chain(computers) {
        let seat = command.side().map(Side::index);
        let landed_before = game.commands.len();
        let result = game.execute(command.clone());
        outcomes.write(CommandOutcome::of(seat, &result));
        match result {
            Ok(produced) => {
                events.write_batch(produced.into_iter().map(FreeMoveEvent));
            }
            Err(error) if planned_at.is_some_and(|planned| planned < landed_before) => {
                debug!("the computer's plan went stale ({error}); it plans again");
            }
            Err(error) => notices.push(error),
        }
    }
}
