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

/// The save text an accepted snapshot holds (written before the command log was shared by
/// every game), in a scratch file of its own.
fn accepted_save(name: &str) -> std::path::PathBuf {
    let snap = std::path::Path::new("tests/app/snapshots")
        .join(format!("app__save_snapshots__{name}_save_snapshot.snap"));
    let text = std::fs::read_to_string(&snap).expect("the accepted snapshot");
    // Insta's header sits between the first two `---` lines.
    let save = text.splitn(3, "---\n").nth(2).expect("a snapshot's body");
    let path = super::support::scratch(&format!("old-save-{name}")).join(format!("{name}.ron"));
    std::fs::write(&path, save).expect("written");
    path
}

#[test]
fn every_accepted_save_snapshot_still_loads_and_replays_to_its_position() {
    let (battle, _) = fixed_games::free_move();
    let (loaded, _, _) =
        free_move::save::load_game(&accepted_save("free_move")).expect("the old battle loads");
    assert_eq!(loaded.commands, battle.commands);
    assert_eq!(loaded.seed, battle.seed);

    let game = fixed_games::soldiers();
    let (loaded, _, _) =
        soldiers::save::load_game(&accepted_save("soldiers")).expect("the old Soldiers loads");
    assert_eq!(loaded.commands, game.commands);

    let game = fixed_games::skirmish();
    let (loaded, _, _) =
        skirmish::save::load_game(&accepted_save("skirmish")).expect("the old Skirmish loads");
    assert_eq!(loaded.commands, game.commands);

    let session = fixed_games::movement_game();
    let (loaded, _, _) = movement_game::save::load_game(&accepted_save("movement_game"))
        .expect("the old movement game loads");
    assert_eq!(loaded.commands, session.commands);
}
