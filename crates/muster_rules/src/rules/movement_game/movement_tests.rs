//! The Untitled Movement Game's movement caveats, rule by rule: hops, closed spaces and the
//! diagonal between them, the side starting spaces, fixed tokens and the win.

use super::board::Pos;
use super::cards::Card;
use super::command::Command;
use super::distance::DistanceMap;
use super::error::RuleError;
use super::event::Event;
use super::moves::plays;
use super::state::{Phase, Token};
use super::test_support::*;
use crate::rules::seat::PlayerId;
use Card::*;

#[test]
fn tokens_hop_over_tokens_but_no_card_move_ends_on_one() {
    let mut state = game(
        open_board(&[]),
        2,
        PlayerId(0),
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
        token(&state, PlayerId(0), 0),
        Token::On(Pos::new(3, 3)),
        "over its own token and North's"
    );
}

#[test]
fn no_stepping_into_or_across_a_closed_space() {
    let mut state = game(
        open_board(&[(3, 6)]),
        2,
        PlayerId(0),
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
        PlayerId(0),
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
    assert_eq!(token(&state, PlayerId(0), 0), Token::On(Pos::new(4, 6)));
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
        PlayerId(0),
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
    assert_eq!(
        error,
        stop_on_a_side_start(Left, 1, Pos::new(0, 7)),
        "a8 is West's"
    );
    // With two players nobody sits there: the side spaces are open (Muster's reading).
    let mut state = game(
        open_board(&[]),
        2,
        PlayerId(0),
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
        PlayerId(0),
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
        player: PlayerId(0),
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
        PlayerId(0),
        &[&[Forward, Left, Right], &[Left, Left, Left]],
        &[&[(1, 0), (3, 0), (5, 0), (7, 1)], &[(4, 4)]],
    );
    for index in 0..3 {
        let pos = token(&state, PlayerId(0), index).pos().unwrap();
        state.edit_for_test().players[0].tokens[index] = Token::Home(pos);
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
    assert!(events.contains(&Event::Won {
        player: PlayerId(0)
    }));
    assert_eq!(
        state.phase,
        Phase::Over {
            winner: PlayerId(0)
        }
    );
}

/// The refusal of a card move that would end on a neighbour's starting space.
fn stop_on_a_side_start(card: Card, steps: u8, at: Pos) -> RuleError {
    RuleError::Blocked {
        card: card.name(),
        steps,
        why: format!(
            "{at} is a starting space of the player to your left or right: a token may cross it but not stop on it"
        ),
    }
}

/// Four players; South (seat 0) has one token on (0, 6), just below West's starting space
/// (0, 5), and holds three forward cards.
fn south_below_wests_start(closed: &[(i32, i32)]) -> super::state::State {
    let hands: [&[Card]; 4] = [
        &[Forward, Forward, Forward],
        &[Left, Left, Left],
        &[Left, Left, Left],
        &[Left, Left, Left],
    ];
    game(
        open_board(closed),
        4,
        PlayerId(0),
        &hands,
        &[&[(0, 6)], &[(0, 1)], &[(1, 0)], &[(8, 1)]],
    )
}

#[test]
fn starting_spaces_a_token_may_cross_the_starting_space_of_the_player_to_its_left() {
    // "Tokens may occupy any available space (excluding starting spaces of the players to the
    // left and right)" forbids occupying them only; "Tokens may only move along open spaces
    // and may not step into or cross over closed spaces" forbids crossing closed spaces only.
    let mut state = south_below_wests_start(&[]);
    roll(&mut state, 2);
    ok(
        &mut state,
        Command::Play {
            card: 0,
            token: 0,
            steps: 2,
        },
        &[],
    );
    assert_eq!(
        token(&state, PlayerId(0), 0),
        Token::On(Pos::new(0, 4)),
        "over West's a6 to a5"
    );
}

#[test]
fn starting_spaces_a_token_may_not_stop_on_the_starting_space_of_the_player_to_its_left() {
    // The twin: the same card stopping after one move would occupy West's starting space.
    let mut state = south_below_wests_start(&[]);
    roll(&mut state, 2);
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
    assert_eq!(error, stop_on_a_side_start(Forward, 1, Pos::new(0, 5)));
}

#[test]
fn starting_spaces_the_computer_player_crosses_them_too_and_never_stops_on_them() {
    // The AI's moves are `plays`, and its distances count a straight run over a side
    // starting space: with b5, b6 and b7 closed, a5 is 2 moves from a7 only across a6.
    let state = {
        let mut state = south_below_wests_start(&[(1, 4), (1, 5), (1, 6)]);
        roll(&mut state, 3);
        state
    };
    let found = plays(&state, PlayerId(0), 3);
    assert!(
        found
            .iter()
            .any(|play| play.to == Pos::new(0, 4) && play.steps == 2),
        "{found:?}"
    );
    assert!(
        found.iter().all(|play| play.to != Pos::new(0, 5)),
        "never onto West's a6: {found:?}"
    );
    let map = DistanceMap::to(&state, PlayerId(0), &[Pos::new(0, 4)]);
    assert_eq!(map.from(Pos::new(0, 6)), Some(2));
    assert_eq!(map.from(Pos::new(0, 5)), None, "no token stands on a6");
}
