//! Soldiers games for the panels' tests: a shipped scenario opened with people at both
//! seats, or played on by the computer to the moment a test needs.

use std::path::Path;

use crate::app::games::soldiers::{SoldiersSeat, SoldiersSession, SoldiersTurns};
use crate::app::session::turn_game::TurnGame;
use crate::rules::soldiers::state::State;

/// The shipped scenario `file` (in scenarios/soldiers), people at both seats.
pub fn opened(file: &str) -> SoldiersSession {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios/soldiers")
        .join(file);
    let scenario = crate::scenario::load(&path).expect("the scenario ships");
    SoldiersTurns::open(
        &scenario,
        7,
        Some([SoldiersSeat::Human, SoldiersSeat::Human]),
    )
    .expect("a Soldiers scenario")
    .expect("it opens")
}

/// The shipped scenario `file` played by the computer for both sides until `until` holds,
/// people at both seats from then on.
pub fn played_until(file: &str, until: impl Fn(&State) -> bool) -> SoldiersSession {
    let mut game = opened(file);
    for _ in 0..5000 {
        if until(&game.state) {
            return game;
        }
        assert!(!game.is_over(), "the game ended first");
        let command = game.computer_command().expect("the computer plays on");
        game.execute(command)
            .expect("the computer's command is legal");
    }
    panic!("{file} never came to the moment asked for");
}
