//! The Untitled Movement Game's movement caveats, rule by rule: hops, closed spaces and the
//! diagonal between them, the side starting spaces, fixed tokens and the win.

use super::board::Pos;
use super::cards::Card;
use super::command::Command;
use super::event::Event;
use super::state::{Phase, Token};
use super::test_support::*;
use Card::*;

#[test]
fn tokens_hop_over_tokens_but_no_card_move_ends_on_one() {
    let mut state = game(
        open_board(&[]),
        2,
        0,
        &[&[Forward, Right, Forward], &[Left, Left, Left]],
        &[&[(3, 6), (3, 5)], &[(3, 4)]],
    );
    roll(&mut state, 3);
    let error = run(
        &mut state,
        Command::Play {
            card: 0,
            token: 0,
            steps: 1,
        },
        &[],
    )
    .unwrap_err();
    assert!(
        error.to_string().contains("hop over others but not finish"),
        "{error}"
    );
    ok(
        &mut state,
        Command::Play {
            card: 0,
            token: 0,
            steps: 3,
        },
        &[],
    );
    assert_eq!(
        token(&state, 0, 0),
        Token::On(Pos::new(3, 3)),
        "over its own token and North's"
    );
}

#[test]
fn no_stepping_into_or_across_a_closed_space() {
    let mut state = game(
        open_board(&[(3, 6)]),
        2,
        0,
        &[&[Forward, Forward, Forward], &[Left, Left, Left]],
        &[&[(3, 7)], &[(3, 0)]],
    );
    roll(&mut state, 3);
    for steps in [1, 2] {
        let error = run(
            &mut state,
            Command::Play {
                card: 0,
                token: 0,
                steps,
            },
            &[],
        )
        .unwrap_err();
        assert!(error.to_string().contains("closed space"), "{error}");
    }
}

#[test]
fn a_diagonal_step_may_pass_between_two_closed_spaces() {
    // From (3, 7) forward-right to (4, 6) between the closed (3, 6) and (4, 7).
    let mut state = game(
        open_board(&[(3, 6), (4, 7)]),
        2,
        0,
        &[&[ForwardRight, Forward, Forward], &[Left, Left, Left]],
        &[&[(3, 7)], &[(3, 0)]],
    );
    roll(&mut state, 1);
    ok(
        &mut state,
        Command::Play {
            card: 0,
            token: 0,
            steps: 1,
        },
        &[],
    );
    assert_eq!(token(&state, 0, 0), Token::On(Pos::new(4, 6)));
}

#[test]
fn no_entering_the_starting_spaces_of_the_players_to_your_left_and_right() {
    let hands: [&[Card]; 4] = [
        &[Left, Left, Left],
        &[Left, Left, Left],
        &[Left, Left, Left],
        &[Left, Left, Left],
    ];
    let mut state = game(
        open_board(&[]),
        4,
        0,
        &hands,
        &[&[(1, 7)], &[(0, 1)], &[(1, 0)], &[(8, 1)]],
    );
    roll(&mut state, 1);
    let error = run(
        &mut state,
        Command::Play {
            card: 0,
            token: 0,
            steps: 1,
        },
        &[],
    )
    .unwrap_err();
    assert!(
        error.to_string().contains("to your left or right"),
        "(0, 7) is West's: {error}"
    );
    // With two players nobody sits there: the side spaces are open (Muster's reading).
    let mut state = game(
        open_board(&[]),
        2,
        0,
        &[&[Left, Left, Left], &[Left, Left, Left]],
        &[&[(1, 7)], &[(1, 0)]],
    );
    roll(&mut state, 1);
    ok(
        &mut state,
        Command::Play {
            card: 0,
            token: 0,
            steps: 1,
        },
        &[],
    );
}

#[test]
fn a_token_that_reached_its_destination_is_fixed() {
    let mut state = game(
        open_board(&[]),
        2,
        0,
        &[&[Forward, Backward, Forward], &[Left, Left, Left]],
        &[&[(3, 1), (5, 5)], &[(7, 4)]],
    );
    roll(&mut state, 3);
    let events = ok(
        &mut state,
        Command::Play {
            card: 0,
            token: 0,
            steps: 1,
        },
        &[],
    );
    assert!(events.contains(&Event::TokenHome {
        player: 0,
        token: 0
    }));
    let error = run(
        &mut state,
        Command::Play {
            card: 0,
            token: 0,
            steps: 1,
        },
        &[],
    )
    .unwrap_err();
    assert!(
        error.to_string().contains("may no longer be moved"),
        "{error}"
    );
}

#[test]
fn filling_all_four_starting_spaces_across_wins() {
    let mut state = game(
        open_board(&[]),
        2,
        0,
        &[&[Forward, Left, Right], &[Left, Left, Left]],
        &[&[(1, 0), (3, 0), (5, 0), (7, 1)], &[(4, 4)]],
    );
    for index in 0..3 {
        let pos = token(&state, 0, index).pos().unwrap();
        state.players[0].tokens[index] = Token::Home(pos);
    }
    roll(&mut state, 1);
    let events = ok(
        &mut state,
        Command::Play {
            card: 0,
            token: 3,
            steps: 1,
        },
        &[],
    );
    assert!(events.contains(&Event::Won { player: 0 }));
    assert_eq!(state.phase, Phase::Over { winner: 0 });
}
