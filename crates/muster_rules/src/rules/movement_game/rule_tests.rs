//! The Untitled Movement Game, rule by rule, with the text's three example turns.

use super::board::{Pos, Side};
use super::cards::{Card, DeckKind, composition, unshuffled};
use super::command::Command;
use super::event::Event;
use super::state::{Phase, Token};
use super::test_support::*;
use crate::rules::seat::PlayerId;
use Card::*;

#[test]
fn example_turn_1_roll_a_1_move_one_token_left_and_draw_one() {
    let mut state = game(
        open_board(&[]),
        2,
        PlayerId(0),
        &[&[Left, Forward, Right], &[Forward, Forward, Forward]],
        &[&[(3, 8)], &[(3, 0)]],
    );
    let deck_before = state.deck.len();
    roll(&mut state, 1);
    let events = ok(
        &mut state,
        Command::Play {
            card: 0,
            token: 0,
            steps: 1,
        },
        &[],
    );
    assert_eq!(
        token(&state, PlayerId(0), 0),
        Token::On(Pos::new(2, 8)),
        "South's left is west"
    );
    assert!(
        events
            .iter()
            .any(|event| matches!(event, Event::Drew { cards, .. } if cards.len() == 1))
    );
    assert_eq!(state.players[0].hand.len(), 3);
    assert_eq!(state.deck.len(), deck_before - 1);
    assert_eq!(
        state.phase,
        Phase::Choose {
            player: PlayerId(1)
        },
        "no moves left: the turn ends"
    );
}

#[test]
fn example_turn_2_two_forward_right_cards_on_two_tokens_draw_two() {
    // North, across from South, rolls a 3.
    let mut state = game(
        open_board(&[]),
        2,
        PlayerId(1),
        &[
            &[Forward, Forward, Forward],
            &[ForwardRight, ForwardRight, Left],
        ],
        &[&[(3, 8)], &[(5, 0), (7, 0)]],
    );
    roll(&mut state, 3);
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
        token(&state, PlayerId(1), 0),
        Token::On(Pos::new(3, 2)),
        "North's forward-right is down and to the west"
    );
    let events = ok(
        &mut state,
        Command::Play {
            card: 0,
            token: 1,
            steps: 1,
        },
        &[],
    );
    assert_eq!(token(&state, PlayerId(1), 1), Token::On(Pos::new(6, 1)));
    assert!(
        events
            .iter()
            .any(|event| matches!(event, Event::Drew { cards, .. } if cards.len() == 2))
    );
    assert_eq!(state.players[1].hand.len(), 3);
}

#[test]
fn example_turn_3_forward_then_left_with_the_same_token_forgoing_the_last_move() {
    // The player to South's right is East (four players).
    let mut state = game(
        open_board(&[]),
        4,
        PlayerId(3),
        &[
            &[Forward, Forward, Forward],
            &[Forward, Forward, Forward],
            &[Forward, Forward, Forward],
            &[Forward, Left, Right],
        ],
        &[&[(3, 8)], &[(0, 3)], &[(3, 0)], &[(8, 5)]],
    );
    roll(&mut state, 3);
    ok(
        &mut state,
        Command::Play {
            card: 0,
            token: 0,
            steps: 1,
        },
        &[],
    );
    assert_eq!(
        token(&state, PlayerId(3), 0),
        Token::On(Pos::new(7, 5)),
        "East's forward is west"
    );
    ok(
        &mut state,
        Command::Play {
            card: 0,
            token: 0,
            steps: 1,
        },
        &[],
    );
    assert_eq!(
        token(&state, PlayerId(3), 0),
        Token::On(Pos::new(7, 6)),
        "East's left is south"
    );
    let events = ok(&mut state, Command::EndTurn, &[]);
    assert!(
        events
            .iter()
            .any(|event| matches!(event, Event::Drew { cards, .. } if cards.len() == 2))
    );
    assert_eq!(
        state.phase,
        Phase::Choose {
            player: PlayerId(0)
        },
        "play passes clockwise, East to South"
    );
}

#[test]
fn the_deck_has_fifty_cards_in_the_published_mix() {
    let deck = unshuffled(DeckKind::Navigation);
    assert_eq!(deck.len(), 50);
    let count = |card| deck.iter().filter(|c| **c == card).count();
    assert_eq!(
        [
            count(Left),
            count(Right),
            count(Forward),
            count(ForwardRight),
            count(ForwardLeft),
            count(Backward),
            count(BackwardRight),
            count(BackwardLeft)
        ],
        [10, 10, 10, 5, 5, 4, 3, 3]
    );
}

#[test]
fn print_and_play_playing_cards_convert_to_forty_two_navigation_cards() {
    let deck = unshuffled(DeckKind::PlayingCards);
    assert_eq!(deck.len(), 9 * 3 + 3 + 4 + 4 + 2 + 2);
    assert_eq!(
        composition(DeckKind::PlayingCards)[3],
        (Backward, 3),
        "hearts with six removed"
    );
}

#[test]
fn print_and_play_d6_takes_three_off_anything_over_three() {
    let mut state = game(
        open_board(&[]),
        2,
        PlayerId(0),
        &[&[Forward, Forward, Forward], &[Left, Left, Left]],
        &[&[(3, 8)], &[(3, 0)]],
    );
    state.edit_for_test().options.die = super::cards::DieKind::D6;
    let events = ok(&mut state, Command::Roll, &[5]);
    assert!(
        events
            .iter()
            .any(|event| matches!(event, Event::Rolled { value: 2, roll, .. } if roll.value == 5))
    );
}

#[test]
fn hands_of_three_are_dealt_face_up_from_a_shuffled_deck() {
    let names = vec!["A".to_string(), "B".to_string()];
    let board = open_board(&[]);
    let state = super::new_game::new_game(
        board.clone(),
        &names,
        Default::default(),
        &mut crate::rules::dice::Dice::seeded(1),
    )
    .unwrap();
    assert!(state.players.iter().all(|player| player.hand.len() == 3));
    assert_eq!(state.deck.len(), 44);
    let again = super::new_game::new_game(
        board,
        &names,
        Default::default(),
        &mut crate::rules::dice::Dice::seeded(1),
    )
    .unwrap();
    assert_eq!(state, again, "same seed, same deal");
    assert!(
        state
            .players
            .iter()
            .all(|player| player.tokens.iter().all(|token| *token == Token::Off))
    );
}

#[test]
fn two_players_sit_opposite_each_other() {
    assert_eq!(
        super::new_game::sides(2).unwrap(),
        vec![Side::South, Side::North]
    );
    assert!(super::new_game::sides(3).is_err());
}

#[test]
fn the_opponent_across_chooses_your_first_tokens_starting_space_then_the_highest_roll_goes_first() {
    let names = vec!["A".to_string(), "B".to_string()];
    let mut state = super::new_game::new_game(
        open_board(&[]),
        &names,
        Default::default(),
        &mut crate::rules::dice::Dice::seeded(1),
    )
    .unwrap();
    let error = run(
        &mut state,
        Command::ChooseStart {
            space: Pos::new(3, 8),
        },
        &[],
    )
    .unwrap_err();
    assert!(
        error.to_string().contains("across from you"),
        "South picks among North's spaces: {error}"
    );
    ok(
        &mut state,
        Command::ChooseStart {
            space: Pos::new(5, 0),
        },
        &[],
    );
    assert_eq!(token(&state, PlayerId(1), 0), Token::On(Pos::new(5, 0)));
    // Both roll 2: a tie, roll again; North rolls 3.
    let events = ok(
        &mut state,
        Command::ChooseStart {
            space: Pos::new(1, 8),
        },
        &[2, 2, 1, 3],
    );
    assert_eq!(token(&state, PlayerId(0), 0), Token::On(Pos::new(1, 8)));
    assert_eq!(
        events
            .iter()
            .filter(|event| matches!(event, Event::RolledForFirst { .. }))
            .count(),
        4
    );
    assert_eq!(
        state.phase,
        Phase::Choose {
            player: PlayerId(1)
        }
    );
}

#[test]
fn each_turn_roll_or_discard_the_whole_hand() {
    let mut state = game(
        open_board(&[]),
        2,
        PlayerId(0),
        &[&[Backward, Backward, Backward], &[Left, Left, Left]],
        &[&[(3, 8)], &[(3, 0)]],
    );
    assert!(
        run(
            &mut state,
            Command::Play {
                card: 0,
                token: 0,
                steps: 1
            },
            &[]
        )
        .is_err()
    );
    let events = ok(&mut state, Command::DiscardHand, &[]);
    assert!(events.contains(&Event::HandDiscarded {
        player: PlayerId(0),
        cards: vec![Backward, Backward, Backward]
    }));
    assert_eq!(state.players[0].hand.len(), 3, "drawn back to 3");
    assert_eq!(
        state.phase,
        Phase::Choose {
            player: PlayerId(1)
        }
    );
}

#[test]
fn a_card_moves_up_to_the_die_and_moves_are_shared_across_tokens() {
    let mut state = game(
        open_board(&[]),
        2,
        PlayerId(0),
        &[&[Forward, Forward, Right], &[Left, Left, Left]],
        &[&[(3, 8), (5, 8)], &[(3, 0)]],
    );
    roll(&mut state, 2);
    let error = run(
        &mut state,
        Command::Play {
            card: 0,
            token: 0,
            steps: 3,
        },
        &[],
    )
    .unwrap_err();
    assert!(error.to_string().contains("2 moves left, not 3"), "{error}");
    ok(
        &mut state,
        Command::Play {
            card: 0,
            token: 0,
            steps: 1,
        },
        &[],
    );
    ok(
        &mut state,
        Command::Play {
            card: 0,
            token: 1,
            steps: 1,
        },
        &[],
    );
    assert_eq!(token(&state, PlayerId(0), 1), Token::On(Pos::new(5, 7)));
    assert_eq!(
        state.phase,
        Phase::Choose {
            player: PlayerId(1)
        }
    );
}

#[test]
fn rolling_but_not_moving_discards_exactly_one_card() {
    let mut state = game(
        open_board(&[]),
        2,
        PlayerId(0),
        &[&[Forward, Left, Right], &[Left, Left, Left]],
        &[&[(3, 8)], &[(3, 0)]],
    );
    roll(&mut state, 2);
    let error = run(&mut state, Command::EndTurn, &[]).unwrap_err();
    assert!(error.to_string().contains("discard 1"), "{error}");
    let events = ok(&mut state, Command::DiscardOne { card: 1 }, &[]);
    assert!(events.contains(&Event::CardDiscarded {
        player: PlayerId(0),
        slot: 1,
        card: Left
    }));
    assert_eq!(state.discard, vec![Left]);
    let mut state = game(
        open_board(&[]),
        2,
        PlayerId(0),
        &[&[Forward, Left, Right], &[Left, Left, Left]],
        &[&[(3, 8)], &[(3, 0)]],
    );
    roll(&mut state, 3);
    ok(
        &mut state,
        Command::Play {
            card: 0,
            token: 0,
            steps: 1,
        },
        &[],
    );
    assert!(
        run(&mut state, Command::DiscardOne { card: 0 }, &[]).is_err(),
        "a card was used: no discard"
    );
}

#[test]
fn on_a_three_a_new_token_may_come_on_a_free_starting_space_of_your_own() {
    let mut state = game(
        open_board(&[]),
        2,
        PlayerId(0),
        &[&[Forward, Left, Right], &[Left, Left, Left]],
        &[&[(3, 8)], &[(3, 0)]],
    );
    roll(&mut state, 3);
    let error = run(
        &mut state,
        Command::Introduce {
            space: Pos::new(3, 8),
            discard: 0,
        },
        &[],
    )
    .unwrap_err();
    assert!(error.to_string().contains("taken"), "{error}");
    let error = run(
        &mut state,
        Command::Introduce {
            space: Pos::new(3, 0),
            discard: 0,
        },
        &[],
    )
    .unwrap_err();
    assert!(error.to_string().contains("in front of you"), "{error}");
    let events = ok(
        &mut state,
        Command::Introduce {
            space: Pos::new(7, 8),
            discard: 2,
        },
        &[],
    );
    assert_eq!(token(&state, PlayerId(0), 1), Token::On(Pos::new(7, 8)));
    assert!(
        events.contains(&Event::CardDiscarded {
            player: PlayerId(0),
            slot: 2,
            card: Right
        }),
        "a card is still used up"
    );
    let mut state = game(
        open_board(&[]),
        2,
        PlayerId(0),
        &[&[Forward, Left, Right], &[Left, Left, Left]],
        &[&[(3, 8)], &[(3, 0)]],
    );
    roll(&mut state, 2);
    assert!(
        run(
            &mut state,
            Command::Introduce {
                space: Pos::new(7, 8),
                discard: 0
            },
            &[]
        )
        .is_err(),
        "only on a 3"
    );
}

#[test]
fn when_the_deck_runs_out_the_discard_pile_is_shuffled_into_a_new_deck() {
    let mut state = game(
        open_board(&[]),
        2,
        PlayerId(0),
        &[&[Forward, Left, Right], &[Left, Left, Left]],
        &[&[(3, 8)], &[(3, 0)]],
    );
    let spare: Vec<Card> = state.edit_for_test().deck.drain(..).collect();
    state.edit_for_test().deck = vec![Backward];
    state.edit_for_test().discard = spare;
    let discards = state.discard.len();
    let events = ok(&mut state, Command::DiscardHand, &[]);
    assert!(
        events
            .iter()
            .any(|event| matches!(event, Event::DeckReshuffled { .. }))
    );
    assert_eq!(state.players[0].hand.len(), 3);
    assert_eq!(
        state.players[0].hand[0], Backward,
        "the last card of the old deck first"
    );
    assert_eq!(
        state.deck.len() + 2,
        discards + 3,
        "the discards and the hand thrown away, less two drawn"
    );
    assert!(state.discard.is_empty());
}
