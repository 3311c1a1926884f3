//! Short fixed games of each ruleset: a shipped scenario, a seed and a few commands of the
//! computer (or Free Move's seeded random player). The same every run, so their saves and
//! narration can be snapshotted.

use std::path::{Path, PathBuf};

use muster::app::games::free_move::game::FreeMoveSession;
use muster::app::games::free_move::panels::combat_log::log_line;
use muster::app::games::movement_game::{MovementGameSeat, MovementGameSession};
use muster::app::games::skirmish::{SkirmishSeat, SkirmishSession};
use muster::app::games::soldiers::{SoldiersSeat, SoldiersSession};
use muster::rules::free_move::random_play::RandomPlayer;
use muster::scenario::{self, Scenario};

use super::support;

/// The seed of every fixed game.
const SEED: u64 = 3;

/// A scenario as a save names it: relative to the project, the same on every machine.
pub fn scenario_path(folder: &str, file: &str) -> PathBuf {
    Path::new("scenarios").join(folder).join(file)
}

fn load(folder: &str, file: &str) -> Scenario {
    scenario::load(&support::scenario(folder, file)).expect("a shipped scenario loads")
}

/// Free Move's practice skirmish after six rounds of the random player's commands, with
/// the log line of every event on the way.
pub fn free_move() -> (FreeMoveSession, Vec<String>) {
    let Scenario::FreeMove(battle) = load("free_move", "practice_skirmish.ron") else {
        panic!("a Free Move scenario");
    };
    let mut game = FreeMoveSession::new(
        muster::rules::free_move::State::from_scenario(&battle),
        SEED,
    );
    let mut player = RandomPlayer::seeded(SEED);
    let mut narration = Vec::new();
    for _ in 0..6 {
        for command in player.next_commands(&game.state) {
            let Ok(events) = game.execute(command) else {
                continue;
            };
            narration.extend(
                events
                    .iter()
                    .filter_map(|event| log_line(&game.state, event)),
            );
        }
    }
    (game, narration)
}

/// Soldiers' Brunstatt after twelve of the computer's commands.
pub fn soldiers() -> SoldiersSession {
    soldiers_after(12)
}

/// Soldiers' Brunstatt after up to `commands` of the computer's commands on both sides.
pub fn soldiers_after(commands: usize) -> SoldiersSession {
    use muster::rules::soldiers::ai::Mind;
    let Scenario::Soldiers(loaded) = load("soldiers", "01_brunstatt.ron") else {
        panic!("a Soldiers scenario");
    };
    let start = scenario::soldiers::build_state(
        &loaded,
        muster::rules::soldiers::tables::Tables::shipped(),
    )
    .expect("it builds");
    let mut game = SoldiersSession::new(start, SEED, [SoldiersSeat::Computer(Mind::Veteran); 2]);
    for _ in 0..commands {
        let Some(command) = game.computer_command() else {
            break;
        };
        game.execute(command).expect("the AI is legal");
    }
    game
}

/// Skirmish Wars' Hill Country after twelve of the computer's commands.
pub fn skirmish() -> SkirmishSession {
    let Scenario::Skirmish(map) = load("skirmish", "03_hill_country.ron") else {
        panic!("a Skirmish Wars map");
    };
    let mut game =
        SkirmishSession::new(map, vec![None, None], SEED, vec![SkirmishSeat::Veteran; 2])
            .expect("the map starts");
    for _ in 0..12 {
        let command = game
            .computer_command()
            .expect("the AI always has a command");
        game.execute(command).expect("the AI is legal");
    }
    game
}

/// The movement game's Twin Gates after twelve of the computer's commands.
pub fn movement_game() -> MovementGameSession {
    let Scenario::MovementGame(board) = load("movement_game", "01_twin_gates_two.ron") else {
        panic!("a movement game board");
    };
    let mut session = MovementGameSession::new(board, SEED, vec![MovementGameSeat::Veteran; 2])
        .expect("it opens");
    let mut ai = muster::rules::movement_game::ai::Ai;
    for _ in 0..12 {
        let command = ai.next_command(&session.state);
        session.execute(command).expect("the AI is legal");
    }
    session
}
