//! Every save format as text (insta snapshots under `snapshots/`): a change to what a save
//! holds, or how it is written, shows in review. Each is the save of a fixed short game.
//! After a deliberate change: `INSTA_UPDATE=always cargo test --test app snapshots`, and
//! read the diff.

use muster::app::games::{free_move, movement_game, skirmish, soldiers};

use super::fixed_games::{self, scenario_path};

/// A save as RON, written the way the games write it.
fn ron_text(save: &impl serde::Serialize) -> String {
    ron::ser::to_string_pretty(save, ron::ser::PrettyConfig::default()).expect("a save writes")
}

#[test]
fn free_move_save_snapshot() {
    let (game, _) = fixed_games::free_move();
    let path = scenario_path("free_move", "practice_skirmish.ron");
    let save = free_move::save::saved(&game, &path, "Practice skirmish");
    insta::assert_snapshot!(ron_text(&save));
}

#[test]
fn soldiers_save_snapshot() {
    let game = fixed_games::soldiers();
    let path = scenario_path("soldiers", "01_brunstatt.ron");
    insta::assert_snapshot!(ron_text(&soldiers::save::saved(&game, &path, "Brunstatt")));
}

#[test]
fn skirmish_save_snapshot() {
    let game = fixed_games::skirmish();
    let path = scenario_path("skirmish", "03_hill_country.ron");
    insta::assert_snapshot!(ron_text(&skirmish::save::saved(
        &game,
        &path,
        "Hill Country"
    )));
}

#[test]
fn movement_game_save_snapshot() {
    let session = fixed_games::movement_game();
    let path = scenario_path("movement_game", "01_twin_gates_two.ron");
    let save = movement_game::save::saved(&session, &path, "Twin Gates");
    insta::assert_snapshot!(ron_text(&save));
}
