//! Movement-game sessions for the panels' tests: a shipped scenario with people at every
//! seat, the starting tokens placed by the computer.

use std::path::Path;

use crate::app::games::movement_game::{MovementGameSeat, MovementGameSession, MovementGameTurns};
use crate::app::session::turn_game::TurnGame;
use crate::rules::movement_game::state::Phase;

/// Twin Gates for two people, played by the computer through the set-up: the first
/// player to choose between rolling and discarding.
pub fn twin_gates_after_set_up() -> MovementGameSession {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/movement_game/01_twin_gates_two.ron");
    let scenario = crate::scenario::load(&path).expect("the scenario ships");
    let seats = vec![MovementGameSeat::Human, MovementGameSeat::Human];
    let mut session = MovementGameTurns::open(&scenario, 7, Some(seats))
        .expect("a movement-game scenario")
        .expect("it opens");
    while matches!(session.state.phase, Phase::ChooseStart { .. }) {
        let command = session
            .computer_command()
            .expect("the computer places a token");
        session.execute(command).expect("its placement is legal");
    }
    session
}
