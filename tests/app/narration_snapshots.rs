//! The narration of fixed short games (insta snapshots under `snapshots/`): the log lines
//! the players read, so a change to what the games say shows in review.

use super::fixed_games;

#[test]
fn free_move_narration_snapshot() {
    let (_, narration) = fixed_games::free_move();
    insta::assert_snapshot!(narration.join("\n"));
}

#[test]
fn soldiers_narration_snapshot() {
    // Deployment says nothing: play on into the first turns' movement and fire.
    let log = fixed_games::soldiers_after(150).log;
    assert!(log.len() >= 10, "the game narrates its turns: {log:?}");
    insta::assert_snapshot!(log.join("\n"));
}

#[test]
fn skirmish_narration_snapshot() {
    let log = fixed_games::skirmish().log;
    assert!(log.len() >= 5, "the game narrates its commands: {log:?}");
    insta::assert_snapshot!(log.join("\n"));
}
