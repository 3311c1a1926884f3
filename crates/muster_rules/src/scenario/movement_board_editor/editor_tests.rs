//! The board editor's model: strokes, undo and redo, resizing; every shipped board opens and
//! writes back equal; a board built from empty by the model's actions alone is a scenario
//! that loads, and two computer Generals play it to its end.

use std::time::Duration;

use super::draft::BoardDraft;
use super::editor::{BoardEditor, Brush};
use crate::rules::ladder::{Budget, Level};
use crate::rules::movement_game::board::{Pos, Side, Space};
use crate::ruleset::Ruleset;
use crate::scenario::catalogue::shipped;
use crate::scenario::{Scenario, parse};
use crate::tournament::stats::GameResult;

/// The model's own actions only: a 9 × 9 board from empty, a wall with two gaps, four
/// starting spaces a side.
fn built_from_empty() -> BoardEditor {
    let mut editor = BoardEditor::default();
    editor.rename("Club night gates");
    editor.brush = Brush::Closed;
    editor.press(Pos::new(0, 4));
    for x in 1..9 {
        if x != 2 && x != 6 {
            editor.drag_over(Pos::new(x, 4));
        }
    }
    editor.release();
    for (side, squares) in [
        (Side::South, [(1, 8), (3, 8), (5, 8), (7, 8)]),
        (Side::North, [(1, 0), (3, 0), (5, 0), (7, 0)]),
        (Side::West, [(0, 1), (0, 3), (0, 5), (0, 7)]),
        (Side::East, [(8, 1), (8, 3), (8, 5), (8, 7)]),
    ] {
        editor.brush = Brush::Start(side);
        for (x, y) in squares {
            editor.click(Pos::new(x, y));
        }
    }
    editor
}

#[test]
fn a_board_built_from_empty_by_the_model_loads_and_two_generals_play_it_to_its_end() {
    let editor = built_from_empty();
    assert_eq!(editor.problems(), Vec::new());
    let text = ron::ser::to_string_pretty(&editor.scenario(), Default::default()).unwrap();
    let Ok(Scenario::MovementGame(loaded)) = parse(&text, "club.ron") else {
        panic!("{text}");
    };
    assert_eq!(Scenario::MovementGame(loaded.clone()), editor.scenario());
    assert!(
        loaded.board.is_empty() && !loaded.rows.is_empty(),
        "{loaded:?}"
    );
    let budget = Budget {
        per_turn: Duration::from_secs(600),
        rollouts: 2,
    };
    let played = crate::tournament::movement_game::play(
        &loaded,
        [Level::General, Level::General],
        7,
        budget,
    )
    .expect("played");
    assert_ne!(played.result, GameResult::Drawn, "the game reached its end");
}

#[test]
fn a_stroke_is_one_step_to_undo_and_redo_brings_it_back() {
    let mut editor = BoardEditor::default();
    editor.press(Pos::new(2, 2));
    editor.drag_over(Pos::new(3, 2));
    editor.drag_over(Pos::new(4, 2));
    assert_eq!(editor.draft().space(Pos::new(3, 2)), Some(Space::Open));
    assert_eq!(editor.shown().space(Pos::new(3, 2)), Some(Space::Closed));
    editor.release();
    assert_eq!(editor.draft().space(Pos::new(4, 2)), Some(Space::Closed));
    assert!(editor.undo());
    assert!(
        [2, 3, 4]
            .iter()
            .all(|x| editor.draft().space(Pos::new(*x, 2)) == Some(Space::Open))
    );
    assert!(editor.redo());
    assert_eq!(editor.draft().space(Pos::new(2, 2)), Some(Space::Closed));
    assert!(!editor.can_redo());
}

#[test]
fn a_stroke_begun_on_a_closed_space_opens_and_a_side_s_brush_on_its_own_start_opens_it() {
    let mut editor = BoardEditor::default();
    editor.click(Pos::new(2, 2));
    editor.click(Pos::new(2, 2));
    assert_eq!(editor.draft().space(Pos::new(2, 2)), Some(Space::Open));
    editor.brush = Brush::Start(Side::North);
    editor.click(Pos::new(1, 0));
    assert_eq!(
        editor.draft().space(Pos::new(1, 0)),
        Some(Space::Start(Side::North))
    );
    editor.click(Pos::new(1, 0));
    assert_eq!(editor.draft().space(Pos::new(1, 0)), Some(Space::Open));
    // Off the board: nothing, and nothing to undo for it.
    let before = editor.clone();
    editor.click(Pos::new(-1, 30));
    assert_eq!(editor, before);
}

#[test]
fn resizing_keeps_each_side_s_starting_spaces_on_its_edge() {
    let mut editor = built_from_empty();
    editor.resize(11, 7);
    let draft = editor.draft();
    assert_eq!((draft.width, draft.height), (11, 7));
    assert_eq!(
        draft.starts(Side::South),
        vec![
            Pos::new(1, 6),
            Pos::new(3, 6),
            Pos::new(5, 6),
            Pos::new(7, 6)
        ]
    );
    assert!(draft.starts(Side::East).iter().all(|pos| pos.x == 10));
    assert!(editor.undo());
    assert_eq!(editor.draft().width, 9);
    // Too large or too small is kept within 5 to 26.
    editor.resize(40, 1);
    assert_eq!((editor.draft().width, editor.draft().height), (26, 5));
}

#[test]
fn every_shipped_board_opens_in_the_editor_and_writes_back_equal() {
    let boards = shipped(Ruleset::MovementGame).expect("the shipped boards load");
    assert!(boards.len() >= 6);
    for (path, scenario) in boards {
        let Scenario::MovementGame(game) = &scenario else {
            panic!("{}", path.display());
        };
        let draft = BoardDraft::from_scenario(game).expect("opens");
        assert_eq!(draft.to_scenario(), *game, "{}", path.display());
        let editor = BoardEditor::new(draft);
        assert_eq!(editor.problems(), Vec::new(), "{}", path.display());
        // Changed, it is written as a board of its own that loads.
        let mut changed = editor.clone();
        changed.brush = Brush::Closed;
        let centre = Pos::new(changed.draft().width / 2, changed.draft().height / 2);
        changed.click(centre);
        let text = ron::ser::to_string(&changed.scenario()).unwrap();
        let again = parse(&text, "changed.ron");
        if changed.problems().is_empty() {
            assert_eq!(again.ok(), Some(changed.scenario()), "{}", path.display());
        }
    }
}

#[test]
fn a_file_naming_both_a_shipped_board_and_rows_is_refused_naming_the_board() {
    let mut scenario = built_from_empty().draft().to_scenario();
    scenario.board = "twin_gates".into();
    let problems = Scenario::MovementGame(scenario).problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].place, "board");
}
