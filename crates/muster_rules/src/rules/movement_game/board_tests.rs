//! The four shipped boards: each of the kind the box lists, four starting spaces a side,
//! and every destination reachable from every starting space.

use std::collections::VecDeque;

use super::board::{Board, Pos, SHIPPED, Side, Space, Symmetry};

fn boards() -> Vec<Board> {
    SHIPPED
        .iter()
        .map(|(key, _, _)| Board::shipped(key).unwrap_or_else(|error| panic!("{error}")))
        .collect()
}

fn mirrored_top_to_bottom(board: &Board) -> bool {
    board.positions().all(|pos| {
        let other = board.space(Pos::new(pos.x, board.height - 1 - pos.y));
        let swapped = board.space(pos).map(|space| match space {
            Space::Start(Side::North) => Space::Start(Side::South),
            Space::Start(Side::South) => Space::Start(Side::North),
            other => other,
        });
        other == swapped
    })
}

fn mirrored_left_to_right(board: &Board) -> bool {
    board.positions().all(|pos| {
        let other = board.space(Pos::new(board.width - 1 - pos.x, pos.y));
        let swapped = board.space(pos).map(|space| match space {
            Space::Start(Side::West) => Space::Start(Side::East),
            Space::Start(Side::East) => Space::Start(Side::West),
            other => other,
        });
        other == swapped
    })
}

fn turns_a_quarter(board: &Board) -> bool {
    board.width == board.height
        && board.positions().all(|pos| {
            let turned = board.space(Pos::new(board.height - 1 - pos.y, pos.x));
            let expected = board.space(pos).map(|space| match space {
                Space::Start(side) => Space::Start(match side {
                    Side::South => Side::West,
                    Side::West => Side::North,
                    Side::North => Side::East,
                    Side::East => Side::South,
                }),
                other => other,
            });
            turned == expected
        })
}

#[test]
fn four_boards_two_horizontally_symmetrical_one_rotational_one_asymmetrical() {
    let boards = boards();
    assert_eq!(boards.len(), 4);
    let count = |symmetry| {
        boards
            .iter()
            .filter(|board| board.symmetry == symmetry)
            .count()
    };
    assert_eq!(
        (
            count(Symmetry::Horizontal),
            count(Symmetry::Rotational),
            count(Symmetry::Asymmetrical)
        ),
        (2, 1, 1)
    );
    for board in &boards {
        match board.symmetry {
            Symmetry::Horizontal => assert!(mirrored_top_to_bottom(board), "{}", board.name),
            Symmetry::Rotational => assert!(turns_a_quarter(board), "{}", board.name),
            Symmetry::Asymmetrical => assert!(
                !mirrored_top_to_bottom(board)
                    && !mirrored_left_to_right(board)
                    && !turns_a_quarter(board),
                "{} has a symmetry",
                board.name
            ),
        }
    }
}

#[test]
fn every_board_has_four_starting_spaces_on_each_side_and_closed_spaces() {
    for board in boards() {
        for side in Side::CLOCKWISE {
            assert_eq!(
                board.starts(side).len(),
                4,
                "{} {}",
                board.name,
                side.name()
            );
        }
        assert!(board.spaces.contains(&Space::Closed), "{}", board.name);
    }
}

/// Spaces a player of `side` may reach in king steps (diagonals pass closed corners),
/// avoiding the starting spaces of its left and right neighbours (the four-player rule).
fn reachable(board: &Board, side: Side, from: Pos) -> Vec<Pos> {
    let may_stand = |pos: Pos| match board.space(pos) {
        None | Some(Space::Closed) => false,
        Some(Space::Open) => true,
        Some(Space::Start(other)) => !side.neighbours().contains(&other),
    };
    let mut seen = vec![from];
    let mut queue = VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        for dx in -1..=1 {
            for dy in -1..=1 {
                let next = Pos::new(at.x + dx, at.y + dy);
                if (dx, dy) != (0, 0) && may_stand(next) && !seen.contains(&next) {
                    seen.push(next);
                    queue.push_back(next);
                }
            }
        }
    }
    seen
}

#[test]
fn every_destination_can_be_reached_from_every_starting_space() {
    for board in boards() {
        for side in Side::CLOCKWISE {
            for start in board.starts(side) {
                let reached = reachable(&board, side, start);
                for goal in board.starts(side.opposite()) {
                    assert!(
                        reached.contains(&goal),
                        "{}: {} from {start} cannot reach {goal}",
                        board.name,
                        side.name()
                    );
                }
            }
        }
    }
}

#[test]
fn a_board_with_a_wrong_letter_or_a_missing_starting_space_is_refused_with_its_place() {
    let text = r##"(name: "x", symmetry: Asymmetrical, source: Assumed, rows: ["#N.N.N.N#", "W...q...E", "#S.S.S.S#"])"##;
    let error = Board::parse(text, "x.ron").unwrap_err();
    assert!(
        error.contains("row 2 column 5") && error.contains("'q'"),
        "{error}"
    );
    let rows = [
        "#N.N.N..#",
        "W.......E",
        ".........",
        "W.......E",
        ".........",
        "W.......E",
        ".........",
        "W.......E",
        "#S.S.S.S#",
    ];
    let text = format!(
        "(name: \"x\", symmetry: Asymmetrical, source: Assumed, rows: [{}])",
        rows.map(|row| format!("\"{row}\"")).join(", ")
    );
    let error = Board::parse(&text, "x.ron").unwrap_err();
    assert!(error.contains("North has 3 starting spaces"), "{error}");
    assert!(
        Board::shipped("nowhere")
            .unwrap_err()
            .contains("there is no board \"nowhere\"")
    );
}
