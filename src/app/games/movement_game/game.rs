//! The Untitled Movement Game on screen: a [`Session`] of [`MovementGameTurns`] — the scenario,
//! who sits at each seat (a person or the computer), and how a scenario is dealt into a
//! game. The session executes commands, plays the computer's turns, undoes, saves and
//! replays.

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
use crate::rules::movement_game::command::Command;
use crate::rules::movement_game::engine::MovementGame;
use crate::rules::movement_game::event::Event;
use crate::rules::movement_game::ladder::Computer;
use crate::rules::movement_game::state::{Phase, State};
use crate::scenario::Scenario;
use crate::scenario::Start;
use crate::scenario::movement_game::MovementGameScenario;

pub use crate::app::session::UndoRequest as MovementGameUndo;

/// Who plays a seat: a person, or the computer at one of its levels.
pub type MovementGameSeat = LadderSeat;

/// The movement game's own part of a game: its scenario and each seat's computer player.
#[derive(Debug, Clone)]
pub struct MovementGameTurns {
    pub scenario: MovementGameScenario,
    computers: SeatComputers<MovementGameSeat, Computer>,
}

impl MovementGameTurns {
    fn new(scenario: MovementGameScenario) -> Self {
        MovementGameTurns {
            scenario,
            computers: SeatComputers::default(),
        }
    }
}

/// The game being played.
pub type MovementGameSession = Session<MovementGameTurns>;
/// A player (or a panel) asks the engine for something.
pub type MovementGameCommand = SessionCommand<MovementGameTurns>;
/// Something the engine says happened.
pub type MovementGameEvent = SessionEvent<MovementGameTurns>;
/// The seats (and seed) a game should start with, when chosen before it opens.
pub type MovementGameSeatsChoice = SeatsChoice<MovementGameTurns>;

impl Session<MovementGameTurns> {
    /// Deal a new game of `scenario` from `seed`.
    pub fn new(
        scenario: MovementGameScenario,
        seed: u64,
        seats: Vec<MovementGameSeat>,
    ) -> Result<Self, OpenError> {
        let (start, dice) =
            MovementGame::start(&scenario, seed).map_err(OpenError::of(&scenario.name))?;
        let opening = t!(
            "movement-opening",
            scenario = scenario.name.as_str(),
            first = start.players[0].name.as_str()
        );
        Ok(Session::from_start(
            MovementGameTurns::new(scenario),
            start,
            dice,
            seats,
            vec![opening],
        ))
    }
}

/// Seats of a new game from the menu: South a human, everyone else the computer.
pub fn default_seats(players: usize) -> Vec<MovementGameSeat> {
    person_then_computers::<MovementGameTurns>(players)
}

impl TurnGame for MovementGameTurns {
    type Engine = MovementGame;
    type Seat = MovementGameSeat;
    type Seats = Vec<MovementGameSeat>;
    type Save = super::save::SavedMovementGame;
    type Computer = Computer;

    const SCREEN: Screen = Screen::MovementGame;
    const HUMAN: MovementGameSeat = MovementGameSeat::Human;
    const COMPUTER: MovementGameSeat = MovementGameSeat::Veteran;
    const COMPUTER_PACE: f32 = 0.5;
    const COMMANDS_A_FRAME: usize = 1;
    const SAVE_NAME: &'static str = "movement_game";

    fn open(
        scenario: &Scenario,
        seed: u64,
        seats: Option<Vec<MovementGameSeat>>,
    ) -> Option<Result<MovementGameSession, OpenError>> {
        let Scenario::MovementGame(scenario) = scenario else {
            return None;
        };
        let seats = seats.unwrap_or_else(|| default_seats(scenario.players.len()));
        Some(MovementGameSession::new(scenario.clone(), seed, seats))
    }

    fn restarted(&self, _seed: u64, _seats: &Vec<MovementGameSeat>) -> Self {
        MovementGameTurns::new(self.scenario.clone())
    }

    fn acting_seat(state: &State) -> Option<usize> {
        state.acting().map(|seat| seat.0)
    }

    fn is_over(state: &State) -> bool {
        matches!(state.phase, Phase::Over { .. })
    }

    fn computer_at(level: Level) -> MovementGameSeat {
        LadderSeat::computer_at(level)
    }

    fn level_of(seat: MovementGameSeat) -> Option<Level> {
        seat.level()
    }

    fn seat_computer(&mut self, seat: usize, sitter: MovementGameSeat) -> Option<&mut Computer> {
        let level = Self::level_of(sitter)?;
        Some(
            self.computers
                .playing(seat, sitter, || Computer::new(level)),
        )
    }

    fn next_command(computer: &mut Computer, state: &State) -> Option<Command> {
        Some(computer.next_command(state))
    }

    /// After `turns` turns, at the start of a turn.
    fn played_forward(state: &State, turns: u32) -> bool {
        state.turns >= turns && matches!(state.phase, Phase::Choose { .. })
    }

    fn narrate(before: &State, event: &Event) -> Option<String> {
        crate::rules::movement_game::narrate::narrate(before, event)
    }

    fn whereabouts(state: &State) -> String {
        match state.acting() {
            Some(player) => t!(
                "movement-whereabouts-turn",
                turn = state.turns + 1,
                player = state.players[player].name.as_str()
            ),
            None => t!("movement-whereabouts-over", turns = state.turns),
        }
    }

    fn ends_a_turn(event: &Event) -> bool {
        matches!(event, Event::TurnBegan { .. } | Event::Won { .. })
    }

    fn saved(session: &MovementGameSession, scenario: &Path, title: &str) -> Self::Save {
        super::save::saved(session, scenario, title)
    }

    fn load(path: &Path) -> Result<(MovementGameSession, PathBuf, Scenario), SaveError> {
        super::save::load_game(path)
    }
}

pub(super) fn plugin(app: &mut App) {
    crate::app::session::turn_plugin::plugin::<MovementGameTurns>(app);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::StartError;

    fn first_board() -> Scenario {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("scenarios/movement_game/01_twin_gates_two.ron");
        crate::scenario::load(&path).expect("the scenario ships")
    }

    #[test]
    fn a_movement_game_scenario_opens_as_a_game() {
        let opened = MovementGameTurns::open(&first_board(), 7, None).expect("a movement game");
        assert!(opened.is_ok(), "{:?}", opened.err());
    }

    #[test]
    fn a_movement_game_on_no_such_board_is_refused_with_the_engine_s_words_inside() {
        let Scenario::MovementGame(mut movement) = first_board() else {
            panic!("a movement game scenario");
        };
        movement.board = "nowhere".to_string();
        let refused = MovementGameTurns::open(&Scenario::MovementGame(movement.clone()), 7, None)
            .expect("a movement game")
            .expect_err("no such board");
        assert_eq!(refused.scenario, movement.name);
        assert!(
            matches!(&refused.source, StartError::Deal { reason } if reason.contains("\"nowhere\"")),
            "{refused:?}"
        );
        assert!(
            refused
                .to_string()
                .starts_with(&format!("{} cannot begin: ", movement.name)),
            "{refused}"
        );
    }
}
