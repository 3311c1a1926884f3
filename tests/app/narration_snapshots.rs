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
    insta::assert_snapshot!(fixed_games::soldiers().log.join("\n"));
}
