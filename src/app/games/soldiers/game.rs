//! The Soldiers game on screen: a [`Session`] of [`SoldiersTurns`] — who sits at each side
//! (a person or the computer, with its mind), the computer players, and how a scenario
//! becomes a game. The session executes commands, plays the computer's turns, undoes, saves
//! and replays.

use muster_text::t;
use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::app::session::save_error::SaveError;

use crate::app::core::screens::Screen;
use crate::app::session::seat_computers::SeatComputers;
use crate::app::session::turn_game::TurnGame;
use crate::app::session::{OpenError, SeatsChoice, Session, SessionCommand, SessionEvent};
use crate::rules::dice::Dice;
use crate::rules::ladder::Level;
use crate::rules::soldiers::ai::Mind;
use crate::rules::soldiers::command::Command;
use crate::rules::soldiers::engine::Soldiers;
use crate::rules::soldiers::event::Event;
use crate::rules::soldiers::ladder::Computer;
use crate::rules::soldiers::simulate::default_minds;
use crate::rules::soldiers::state::{Phase, Side, State};
use crate::scenario::Scenario;
use crate::scenario::Start;
use crate::scenario::soldiers::SoldiersScenario;

pub use crate::app::session::UndoRequest;

/// Who plays a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SoldiersSeat {
    Human,
    Computer(Mind),
}

/// Soldiers' own part of a game: the computer player of each side, made when a side goes
/// to the computer or changes level.
#[derive(Debug, Clone)]
pub struct SoldiersTurns {
    /// Seeds the computers' own streams (each side's from it).
    seed: u64,
    computers: SeatComputers<SoldiersSeat, Computer>,
}

impl SoldiersTurns {
    fn new(seed: u64) -> Self {
        SoldiersTurns {
            seed,
            computers: SeatComputers::default(),
        }
    }
}

/// The game being played.
pub type SoldiersSession = Session<SoldiersTurns>;
/// A player (or a panel) asks the engine for something.
pub type SoldiersCommand = SessionCommand<SoldiersTurns>;
/// Something the engine says happened.
pub type SoldiersEvent = SessionEvent<SoldiersTurns>;
/// The seats (and seed) a game should start with, when chosen before it opens.
pub type SoldiersSeatsChoice = SeatsChoice<SoldiersTurns>;

impl Session<SoldiersTurns> {
    /// A new game on `start` with the given seats.
    /// A game of `scenario` from `seed`, begun by the rules crate's one start.
    pub fn open(
        scenario: &SoldiersScenario,
        seed: u64,
        seats: [SoldiersSeat; 2],
    ) -> Result<Self, OpenError> {
        let (start, dice) =
            Soldiers::start(scenario, seed).map_err(OpenError::of(&scenario.name))?;
        Ok(Session::from_start(
            SoldiersTurns::new(seed),
            start,
            dice,
            seats,
            Vec::new(),
        ))
    }

    /// [`Self::open`], following the sequence of play the save whose position is `saved`
    /// was played by (games saved before Muster skipped idle steps play every step).
    pub fn open_as_saved(
        scenario: &SoldiersScenario,
        seed: u64,
        seats: [SoldiersSeat; 2],
        saved: &State,
    ) -> Result<Self, OpenError> {
        let (start, dice) =
            Soldiers::start(scenario, seed).map_err(OpenError::of(&scenario.name))?;
        Ok(Session::from_start(
            SoldiersTurns::new(seed),
            start.following_sequence_of(saved),
            dice,
            seats,
            Vec::new(),
        ))
    }

    /// A game from a state a test set up (a scenario opens with `open`).
    pub fn new(start: State, seed: u64, seats: [SoldiersSeat; 2]) -> Self {
        Session::from_start(
            SoldiersTurns::new(seed),
            start,
            Dice::seeded(seed),
            seats,
            Vec::new(),
        )
    }
}

/// The seats of a new game: the solitaire doctrine's side is the computer's, every other
/// side a human's (the pause menu and the hand-over can give a side to the computer).
pub fn default_seats(state: &State) -> [SoldiersSeat; 2] {
    let minds = default_minds(state);
    let seat = |index: usize| match minds[index] {
        Mind::RussianDoctrine => SoldiersSeat::Computer(Mind::RussianDoctrine),
        _ => SoldiersSeat::Human,
    };
    [seat(0), seat(1)]
}

impl TurnGame for SoldiersTurns {
    type Engine = Soldiers;
    type Seat = SoldiersSeat;
    type Seats = [SoldiersSeat; 2];
    type Save = super::save::SavedSoldiers;
    type Computer = Computer;

    const SCREEN: Screen = Screen::Soldiers;
    const HUMAN: SoldiersSeat = SoldiersSeat::Human;
    const COMPUTER: SoldiersSeat = SoldiersSeat::Computer(Mind::Veteran);
    const COMPUTER_PACE: f32 = 0.0;
    const COMMANDS_A_FRAME: usize = 4;
    const SAVE_NAME: &'static str = "soldiers";

    fn open(
        scenario: &Scenario,
        seed: u64,
        seats: Option<[SoldiersSeat; 2]>,
    ) -> Option<Result<SoldiersSession, OpenError>> {
        let Scenario::Soldiers(scenario) = scenario else {
            return None;
        };
        let opened = Soldiers::start(scenario, seed)
            .map(|(state, dice)| {
                let seats = seats.unwrap_or_else(|| default_seats(&state));
                Session::from_start(
                    SoldiersTurns::new(seed),
                    state,
                    dice,
                    seats,
                    vec![t!("soldiers-opening", scenario = scenario.name.as_str())],
                )
            })
            .map_err(OpenError::of(&scenario.name));
        Some(opened)
    }

    fn restarted(&self, seed: u64, _seats: &[SoldiersSeat; 2]) -> Self {
        SoldiersTurns::new(seed)
    }

    fn acting_seat(state: &State) -> Option<usize> {
        state.acting_side().map(Side::index)
    }

    fn is_over(state: &State) -> bool {
        state.phase == Phase::Over
    }

    fn computer_at(level: Level) -> SoldiersSeat {
        SoldiersSeat::Computer(Mind::at(level))
    }

    fn level_of(seat: SoldiersSeat) -> Option<Level> {
        match seat {
            SoldiersSeat::Computer(mind) => mind.level(),
            SoldiersSeat::Human => None,
        }
    }

    fn seat_computer(&mut self, seat: usize, sitter: SoldiersSeat) -> Option<&mut Computer> {
        let SoldiersSeat::Computer(mind) = sitter else {
            return None;
        };
        let side = Side(seat as u8);
        let seed = self.seed.wrapping_add(seat as u64);
        Some(
            self.computers
                .playing(seat, sitter, || Computer::playing(side, mind, seed)),
        )
    }

    fn next_command(computer: &mut Computer, state: &State) -> Option<Command> {
        computer.next_command(state)
    }

    /// Up to the first fire step played in turn `turn` (the mover's own may be skipped).
    fn played_forward(state: &State, turn: u32) -> bool {
        state.turn >= turn && matches!(state.phase, Phase::Fire { .. })
    }

    fn view_for(state: &State, seat: usize) -> Option<State> {
        Some(crate::rules::soldiers::sight::view_for(
            state,
            Side(seat as u8),
        ))
    }

    fn view_for_watchers(state: &State) -> Option<State> {
        Some(crate::rules::soldiers::sight::view_for_watchers(state))
    }

    fn narrate(before: &State, event: &Event) -> Option<String> {
        crate::rules::soldiers::narrate::narrate(before, event)
    }

    fn whereabouts(state: &State) -> String {
        let name = |side: Side| state.players[side.index()].as_str();
        match state.phase {
            Phase::Deployment { deploying } => {
                t!("soldiers-whereabouts-deploys", side = name(deploying))
            }
            Phase::Movement { mover } => t!(
                "soldiers-whereabouts-moves",
                turn = state.turn,
                side = name(mover)
            ),
            Phase::Fire { mover, .. } => t!(
                "soldiers-whereabouts-fire",
                turn = state.turn,
                side = name(mover)
            ),
            Phase::Over => t!("soldiers-whereabouts-over", turn = state.turn),
        }
    }

    fn ends_a_turn(event: &Event) -> bool {
        matches!(event, Event::PhaseBegan { .. } | Event::GameOver { .. })
    }

    fn saved(session: &SoldiersSession, scenario: &Path, title: &str) -> Self::Save {
        super::save::saved(session, scenario, title)
    }

    fn load(path: &Path) -> Result<(SoldiersSession, PathBuf, Scenario), SaveError> {
        super::save::load_game(path)
    }
}

pub(super) fn plugin(app: &mut App) {
    crate::app::session::turn_plugin::plugin::<SoldiersTurns>(app);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::{Problem, StartError};

    fn brunstatt() -> Scenario {
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/soldiers/01_brunstatt.ron");
        crate::scenario::load(&path).expect("the scenario ships")
    }

    #[test]
    fn a_soldiers_scenario_opens_as_a_game() {
        let opened = SoldiersTurns::open(&brunstatt(), 7, None).expect("a Soldiers scenario");
        assert!(opened.is_ok(), "{:?}", opened.err());
    }

    #[test]
    fn a_soldiers_scenario_that_cannot_start_is_refused_with_the_scenario_s_problem_inside() {
        let Scenario::Soldiers(mut soldiers) = brunstatt() else {
            panic!("a Soldiers scenario");
        };
        soldiers.name = String::new();
        let refused = SoldiersTurns::open(&Scenario::Soldiers(soldiers), 7, None)
            .expect("a Soldiers scenario")
            .err();
        assert_eq!(
            refused,
            Some(OpenError {
                scenario: String::new(),
                source: StartError::Scenario(Problem::new("name", "the scenario needs a name")),
            })
        );
    }
}
