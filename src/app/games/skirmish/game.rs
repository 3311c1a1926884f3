//! The Skirmish Wars game on screen: a [`Session`] of [`SkirmishTurns`] — the scenario and
//! its COs, who sits at each seat (a person or the computer), the computer player, and how
//! a scenario becomes a game. The session executes commands, plays the computer's turns,
//! undoes, saves and replays.

use muster_text::t;
use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::app::session::save_error::SaveError;

use crate::app::core::screens::Screen;
use crate::app::session::ladder_seat::LadderSeat;
use crate::app::session::seat_computers::SeatComputers;
use crate::app::session::turn_game::{TurnGame, person_then_computers};
use crate::app::session::{OpenError, SeatsChoice, Session, SessionCommand, SessionEvent};
use crate::rules::ladder::Level;
use crate::rules::skirmish::command::Command;
use crate::rules::skirmish::engine::Skirmish;
use crate::rules::skirmish::event::Event;
use crate::rules::skirmish::ladder::Computer;
use crate::rules::skirmish::state::{Phase, State};
use crate::scenario::Scenario;
use crate::scenario::skirmish::SkirmishScenario;
use crate::scenario::{SkirmishChoices, Start};

pub use crate::app::session::UndoRequest as SkirmishUndo;

/// Who plays a seat: a person, or the computer at one of its levels.
pub type SkirmishSeat = LadderSeat;

/// Skirmish Wars' own part of a game: the scenario, the COs chosen seat by seat, and the
/// computer players.
#[derive(Debug, Clone)]
pub struct SkirmishTurns {
    pub scenario: SkirmishScenario,
    pub cos: Vec<Option<String>>,
    /// Seeds the computers' own streams (each seat's from it).
    seed: u64,
    computers: SeatComputers<SkirmishSeat, Computer>,
}

/// The game being played.
pub type SkirmishSession = Session<SkirmishTurns>;
/// A player (or a panel) asks the engine for something.
pub type SkirmishCommand = SessionCommand<SkirmishTurns>;
/// Something the engine says happened.
pub type SkirmishEvent = SessionEvent<SkirmishTurns>;
/// The seats (and seed) a game should start with, when chosen before it opens.
pub type SkirmishSeatsChoice = SeatsChoice<SkirmishTurns>;

impl Session<SkirmishTurns> {
    /// A new game of `scenario` with the given COs (seat by seat) and seats.
    pub fn new(
        scenario: SkirmishScenario,
        cos: Vec<Option<String>>,
        seed: u64,
        seats: Vec<SkirmishSeat>,
    ) -> Result<Self, OpenError> {
        let choices = SkirmishChoices {
            cos: Some(cos.clone()),
        };
        let (start, dice) = Skirmish::start_with(&scenario, &choices, seed)
            .map_err(OpenError::of(&scenario.name))?;
        let opening = t!(
            "skirmish-opening",
            scenario = scenario.name.as_str(),
            player = start.players[0].name.as_str()
        );
        let game = SkirmishTurns {
            scenario,
            cos,
            seed,
            computers: SeatComputers::default(),
        };
        Ok(Session::from_start(game, start, dice, seats, vec![opening]))
    }

    /// Change the COs before the first command (the set-up choice): the game starts again.
    pub fn choose_cos(&mut self, cos: Vec<Option<String>>) {
        if !self.commands.is_empty() {
            return;
        }
        match Self::new(
            self.game.scenario.clone(),
            cos,
            self.seed,
            self.seats.clone(),
        ) {
            Ok(again) => *self = again,
            Err(why) => self.log.push(why.to_string()),
        }
    }
}

/// The seats of a new game from the menu: seat 0 a human, the others the computer (the
/// panel switches any seat at any time).
pub fn default_seats(players: usize) -> Vec<SkirmishSeat> {
    person_then_computers::<SkirmishTurns>(players)
}

impl TurnGame for SkirmishTurns {
    type Engine = Skirmish;
    type Seat = SkirmishSeat;
    type Seats = Vec<SkirmishSeat>;
    type Save = super::save::SavedSkirmish;
    type Computer = Computer;

    const SCREEN: Screen = Screen::Skirmish;
    const HUMAN: SkirmishSeat = SkirmishSeat::Human;
    const COMPUTER: SkirmishSeat = SkirmishSeat::Veteran;
    const COMPUTER_PACE: f32 = 0.2;
    const COMMANDS_A_FRAME: usize = 1;
    const SAVE_NAME: &'static str = "skirmish";

    fn open(
        scenario: &Scenario,
        seed: u64,
        seats: Option<Vec<SkirmishSeat>>,
    ) -> Option<Result<SkirmishSession, OpenError>> {
        let Scenario::Skirmish(scenario) = scenario else {
            return None;
        };
        let seats = seats.unwrap_or_else(|| default_seats(scenario.players.len()));
        let cos = scenario
            .players
            .iter()
            .map(|player| player.co.clone())
            .collect();
        Some(SkirmishSession::new(scenario.clone(), cos, seed, seats))
    }

    fn restarted(&self, seed: u64, _seats: &Vec<SkirmishSeat>) -> Self {
        SkirmishTurns {
            seed,
            computers: SeatComputers::default(),
            ..self.clone()
        }
    }

    fn acting_seat(state: &State) -> Option<usize> {
        state.acting().map(|seat| seat.0)
    }

    fn is_over(state: &State) -> bool {
        matches!(state.phase, Phase::Over { .. })
    }

    fn computer_at(level: Level) -> SkirmishSeat {
        LadderSeat::computer_at(level)
    }

    fn level_of(seat: SkirmishSeat) -> Option<Level> {
        seat.level()
    }

    fn seat_computer(&mut self, seat: usize, sitter: SkirmishSeat) -> Option<&mut Computer> {
        let level = Self::level_of(sitter)?;
        let seed = self.seed.wrapping_add(seat as u64);
        Some(
            self.computers
                .playing(seat, sitter, || Computer::new(level, seed)),
        )
    }

    fn next_command(computer: &mut Computer, state: &State) -> Option<Command> {
        Some(computer.next_command(state))
    }

    /// Up to the start of day `day`.
    fn played_forward(state: &State, day: u32) -> bool {
        state.day >= day
    }

    fn narrate(before: &State, event: &Event) -> Option<String> {
        crate::rules::skirmish::narrate::narrate(before, event)
    }

    fn whereabouts(state: &State) -> String {
        match (state.phase, state.acting()) {
            (Phase::Over { .. }, _) | (_, None) => {
                t!("skirmish-whereabouts-over", day = state.day)
            }
            (_, Some(player)) => t!(
                "skirmish-whereabouts-turn",
                day = state.day,
                player = state.players[player].name.as_str()
            ),
        }
    }

    fn ends_a_turn(event: &Event) -> bool {
        matches!(event, Event::TurnBegan { .. } | Event::GameOver { .. })
    }

    fn saved(session: &SkirmishSession, scenario: &Path, title: &str) -> Self::Save {
        super::save::saved(session, scenario, title)
    }

    fn load(path: &Path) -> Result<(SkirmishSession, PathBuf, Scenario), SaveError> {
        super::save::load_game(path)
    }
}

pub(super) fn plugin(app: &mut App) {
    crate::app::session::turn_plugin::plugin::<SkirmishTurns>(app);
}
