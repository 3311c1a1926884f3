//! Each check of a board quotes the rule it holds, with a positive twin: a board that keeps
//! the rule passes it.

use super::checks::{BoardProblem, board_problems, drawn_board_problems};
use super::draft::BoardDraft;
use crate::rules::movement_game::board::{Pos, Side, Space};

/// A 9 × 9 board with four starting spaces on each edge and nothing closed: sound.
fn sound() -> BoardDraft {
    let mut draft = BoardDraft::empty("Sound", 9, 9);
    for x in [1, 3, 5, 7] {
        draft.set(Pos::new(x, 8), Space::Start(Side::South));
        draft.set(Pos::new(x, 0), Space::Start(Side::North));
        draft.set(Pos::new(0, x), Space::Start(Side::West));
        draft.set(Pos::new(8, x), Space::Start(Side::East));
    }
    draft
}

#[test]
fn a_board_with_four_starting_spaces_on_each_edge_and_open_ground_has_no_problem() {
    assert_eq!(board_problems(&sound()), Vec::new());
    let mut four = sound();
    four.set_players(4);
    assert_eq!(board_problems(&four), Vec::new());
}

/// "The player across from you chooses where your first token starts, on one of your four
/// starting spaces."
#[test]
fn each_side_has_four_starting_spaces_one_of_your_four_starting_spaces() {
    let mut draft = sound();
    draft.set(Pos::new(7, 8), Space::Open);
    assert_eq!(
        board_problems(&draft),
        vec![BoardProblem::StartCount {
            side: Side::South,
            found: 3
        }]
    );
    let problem = &board_problems(&draft)[0];
    assert_eq!(problem.place(), "South");
    assert!(
        problem.to_string().contains("four starting spaces"),
        "{problem}"
    );
    // A fifth is one too many.
    let mut five = sound();
    five.set(Pos::new(4, 8), Space::Start(Side::South));
    assert_eq!(
        board_problems(&five),
        vec![BoardProblem::StartCount {
            side: Side::South,
            found: 5
        }]
    );
}

/// "Place a new token on a free starting space of your own (the four in front of you)."
#[test]
fn a_starting_space_lies_on_its_side_s_own_edge_the_four_in_front_of_you() {
    let mut draft = sound();
    draft.set(Pos::new(7, 8), Space::Open);
    draft.set(Pos::new(4, 4), Space::Start(Side::South));
    let problems = board_problems(&draft);
    assert_eq!(
        problems,
        vec![BoardProblem::StartOffEdge {
            side: Side::South,
            at: Pos::new(4, 4)
        }]
    );
    assert_eq!(problems[0].place(), "e5");
    assert_eq!(problems[0].square(), Some(Pos::new(4, 4)));
    assert!(
        problems[0].to_string().contains("the four in front of you"),
        "{}",
        problems[0]
    );
}

/// "They may not enter or cross closed (darker) spaces … The first player with all four
/// tokens on the four starting spaces across from them wins."
#[test]
fn every_starting_space_reaches_those_across_closed_spaces_may_not_be_crossed() {
    let mut walled = sound();
    for x in 0..9 {
        walled.set(Pos::new(x, 4), Space::Closed);
    }
    walled.set(Pos::new(0, 4), Space::Closed);
    let problems = board_problems(&walled);
    assert!(
        problems.contains(&BoardProblem::Unreachable {
            side: Side::South,
            from: Pos::new(1, 8),
            goal: Pos::new(1, 0)
        }),
        "{problems:?}"
    );
    assert!(
        problems[0]
            .to_string()
            .contains("may not enter or cross closed"),
        "{}",
        problems[0]
    );
    // One gap in the wall, and every side reaches across again.
    let mut gap = walled.clone();
    gap.set(Pos::new(4, 4), Space::Open);
    assert_eq!(board_problems(&gap), Vec::new());
}

/// "No card's move may end on the starting spaces of the players to the left and right":
/// with four players a corridor of West's spaces is no way through for South.
#[test]
fn with_four_players_the_neighbours_starting_spaces_are_no_way_through() {
    let mut draft = sound();
    // Row 5 closed but for a5, which is one of West's four (a4 opened instead).
    for x in 1..9 {
        draft.set(Pos::new(x, 4), Space::Closed);
    }
    draft.set(Pos::new(0, 3), Space::Open);
    draft.set(Pos::new(0, 4), Space::Start(Side::West));
    // Two players: West's spaces are open ground, the way through is there.
    let two = board_problems(&draft);
    assert!(
        !two.iter().any(|problem| matches!(
            problem,
            BoardProblem::Unreachable {
                side: Side::South,
                ..
            }
        )),
        "{two:?}"
    );
    let mut four = draft.clone();
    four.set_players(4);
    assert!(
        board_problems(&four).iter().any(|problem| matches!(
            problem,
            BoardProblem::Unreachable {
                side: Side::South,
                ..
            }
        )),
        "{:?}",
        board_problems(&four)
    );
}

/// A board is 5 to 26 squares a side (the squares are named a1 to z26).
#[test]
fn a_drawn_board_in_a_file_is_read_letter_by_letter_and_its_size_checked() {
    let rows: Vec<String> = sound().rows();
    assert_eq!(drawn_board_problems(&rows, 2), Vec::new());
    let mut wrong = rows.clone();
    wrong[2] = "..q......".to_string();
    assert_eq!(
        drawn_board_problems(&wrong, 2),
        vec![BoardProblem::NotASpace {
            row: 3,
            column: 3,
            letter: 'q'
        }]
    );
    assert_eq!(drawn_board_problems(&wrong, 2)[0].place(), "c3");
    let mut short = rows.clone();
    short[1] = "W......E".to_string();
    assert!(matches!(
        drawn_board_problems(&short, 2)[0],
        BoardProblem::RowLength {
            row: 2,
            found: 8,
            first: 9
        }
    ));
    let tiny = vec!["NNNN".to_string(); 4];
    assert!(matches!(
        drawn_board_problems(&tiny, 2)[0],
        BoardProblem::Size {
            width: 4,
            height: 4
        }
    ));
}
