//! Fuzzing the save loaders of all four games: a real save of each (a few AI or random
//! moves in), mutated at random and written to disk, is either refused with a message or loads a
//! game that replays; never a panic. `MUSTER_FUZZ_CASES` sets the mutations per ruleset
//! (default 40).

use super::support::scenario;
use muster::app::session::save_error::SaveError;
use std::path::Path;

use muster::app::games::movement_game::MovementGameSession;
use muster::app::games::skirmish::{SkirmishSeat, SkirmishSession};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn cases() -> usize {
    std::env::var("MUSTER_FUZZ_CASES")
        .ok()
        .and_then(|cases| cases.parse().ok())
        .unwrap_or(40)
}

/// One to three random changes to `text`.
fn mutate(text: &str, rng: &mut ChaCha8Rng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..rng.random_range(1..4) {
        if chars.is_empty() {
            break;
        }
        let at = rng.random_range(0..chars.len());
        match rng.random_range(0..5) {
            0 => {
                chars.remove(at);
            }
            1 => chars.insert(at, chars[at]),
            2 => chars[at] = ['(', ')', '[', ',', '"', '9', '-', 'Z'][rng.random_range(0..8)],
            3 => {
                if let Some(digit) = chars[at].to_digit(10) {
                    chars[at] = char::from_digit((digit + 1) % 10, 10).unwrap_or('0');
                }
            }
            _ => chars.truncate(at.max(1)),
        }
    }
    chars.into_iter().collect()
}

/// Write each mutation of `text` to a file and hand it to `load`; it must return, not panic.
fn fuzz(name: &str, text: &str, load: impl Fn(&Path) -> Result<(), SaveError>) {
    let dir = std::env::temp_dir().join(format!("muster-save-fuzz-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let (mut refused, mut loaded) = (0, 0);
    for case in 0..cases() {
        let path = dir.join(format!("save-{case}.ron"));
        std::fs::write(&path, mutate(text, &mut rng)).unwrap();
        match load(&path) {
            Ok(()) => loaded += 1,
            Err(why) => {
                assert!(!why.to_string().is_empty());
                refused += 1;
            }
        }
    }
    assert!(
        refused > 0,
        "{name}: some mutations must break the save ({loaded} loaded)"
    );
}

#[test]
fn mutated_skirmish_saves_are_refused_or_load_never_a_panic() {
    let path = scenario("skirmish", "03_hill_country.ron");
    let Ok(muster::scenario::Scenario::Skirmish(map)) = muster::scenario::load(&path) else {
        panic!("the map loads");
    };
    let mut game = SkirmishSession::new(map, vec![None, None], 3, vec![SkirmishSeat::Veteran; 2])
        .expect("the map starts");
    for _ in 0..12 {
        let command = game
            .computer_command()
            .expect("the AI always has a command");
        game.execute(command).expect("the AI is legal");
    }
    let save = muster::app::games::skirmish::save::saved(&game, &path, "Hill Country");
    let text = ron::ser::to_string_pretty(&save, Default::default()).unwrap();
    fuzz("skirmish", &text, |file| {
        muster::app::games::skirmish::save::load_game(file).map(|_| ())
    });
}

#[test]
fn mutated_movement_game_saves_are_refused_or_load_never_a_panic() {
    let path = scenario("movement_game", "01_twin_gates_two.ron");
    let Ok(muster::scenario::Scenario::MovementGame(board)) = muster::scenario::load(&path) else {
        panic!("the scenario loads");
    };
    let mut session = MovementGameSession::new(
        board,
        3,
        vec![muster::app::games::movement_game::MovementGameSeat::Veteran; 2],
    )
    .unwrap();
    let mut ai = muster::rules::movement_game::ai::Ai;
    for _ in 0..12 {
        let command = ai.next_command(&session.state);
        session.execute(command).expect("the AI is legal");
    }
    let save = muster::app::games::movement_game::save::saved(&session, &path, "Twin Gates");
    let text = ron::ser::to_string_pretty(&save, Default::default()).unwrap();
    fuzz("movement", &text, |file| {
        muster::app::games::movement_game::save::load_game(file).map(|_| ())
    });
}

#[test]
fn mutated_soldiers_saves_are_refused_or_load_never_a_panic() {
    use muster::app::games::soldiers::{SoldiersSeat, SoldiersSession};
    use muster::rules::soldiers::ai::Mind;
    let path = scenario("soldiers", "01_brunstatt.ron");
    let Ok(muster::scenario::Scenario::Soldiers(loaded)) = muster::scenario::load(&path) else {
        panic!("the scenario loads");
    };
    let start = muster::scenario::soldiers::build_state(
        &loaded,
        muster::rules::soldiers::tables::Tables::shipped(),
    )
    .expect("it builds");
    let mut game = SoldiersSession::new(start, 3, [SoldiersSeat::Computer(Mind::Veteran); 2]);
    for _ in 0..40 {
        let Some(command) = game.computer_command() else {
            break;
        };
        game.execute(command).expect("the AI is legal");
    }
    let save = muster::app::games::soldiers::save::saved(&game, &path, "Brunstatt");
    let text = ron::ser::to_string_pretty(&save, Default::default()).unwrap();
    fuzz("soldiers", &text, |file| {
        muster::app::games::soldiers::save::load_game(file).map(|_| ())
    });
}

#[test]
fn mutated_free_move_saves_are_refused_or_load_never_a_panic() {
    use muster::app::games::free_move::game::FreeMoveSession;
    use muster::rules::free_move::random_play::RandomPlayer;
    let path = scenario("free_move", "practice_skirmish.ron");
    let Ok(muster::scenario::Scenario::FreeMove(battle)) = muster::scenario::load(&path) else {
        panic!("the scenario loads");
    };
    let mut game = FreeMoveSession::new(muster::rules::free_move::State::from_scenario(&battle), 3);
    let mut player = RandomPlayer::seeded(3);
    while game.state.move_number < 2 {
        for command in player.next_commands(&game.state) {
            let _ = game.execute(command);
        }
    }
    let save = muster::app::games::free_move::save::saved(&game, &path, "Practice skirmish");
    let text = ron::ser::to_string_pretty(&save, Default::default()).unwrap();
    fuzz("free-move", &text, |file| {
        muster::app::games::free_move::save::load_game(file).map(|_| ())
    });
}
