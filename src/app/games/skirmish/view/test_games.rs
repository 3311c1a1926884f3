//! Skirmish Wars games for the panels' tests: a shipped scenario opened with the seats a
//! test needs.

use std::path::Path;

use crate::app::games::skirmish::{SkirmishSeat, SkirmishSession, SkirmishTurns};
use crate::app::session::turn_game::TurnGame;
use crate::rules::seat::PlayerId;
use crate::rules::skirmish::state::Unit;

/// River Crossing (two players) with `seats`, on the first day: Orange Star to move.
pub fn river_crossing(seats: [SkirmishSeat; 2]) -> SkirmishSession {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/skirmish/01_river_crossing.ron");
    let scenario = crate::scenario::load(&path).expect("the scenario ships");
    SkirmishTurns::open(&scenario, 7, Some(seats.to_vec()))
        .expect("a Skirmish Wars scenario")
        .expect("it opens")
}

/// River Crossing with people at both seats.
pub fn people_at_river_crossing() -> SkirmishSession {
    river_crossing([SkirmishSeat::Human, SkirmishSeat::Human])
}

/// Orange Star's first unit in `game`.
pub fn orange_unit(game: &SkirmishSession) -> &Unit {
    game.state
        .units_of(PlayerId(0))
        .next()
        .expect("Orange Star has units")
}

/// Hill Country with people at both seats, on the first day: Orange Star's tank at (3, 4).
pub fn hill_country() -> SkirmishSession {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/skirmish/03_hill_country.ron");
    let scenario = crate::scenario::load(&path).expect("the scenario ships");
    SkirmishTurns::open(
        &scenario,
        3,
        Some(vec![SkirmishSeat::Human, SkirmishSeat::Human]),
    )
    .expect("a Skirmish Wars scenario")
    .expect("it opens")
}
