//! A new game: 2 players across from each other or 4, hands of 3 dealt face up from the
//! shuffled deck, every token off the board.

use crate::rules::dice::Dice;

use super::board::{Board, Side};
use super::cards::unshuffled;
use super::state::{HAND, Options, Phase, Player, State, StateData, TOKENS, Token};
use crate::rules::seat::PlayerId;

/// The sides players sit at: two across from each other (South and North), or all four.
pub fn sides(players: usize) -> Result<Vec<Side>, String> {
    match players {
        2 => Ok(vec![Side::South, Side::North]),
        4 => Ok(Side::CLOCKWISE.to_vec()),
        other => Err(format!("the game is for 2 or 4 players, not {other}")),
    }
}

/// Deal a new game on `board` for `names` (2 or 4), shuffling with `dice`.
pub fn new_game(
    board: Board,
    names: &[String],
    options: Options,
    dice: &mut Dice,
) -> Result<State, String> {
    let sides = sides(names.len())?;
    let mut deck = unshuffled(options.deck);
    dice.shuffle(&mut deck);
    let players = names
        .iter()
        .zip(sides)
        .map(|(name, side)| {
            let hand = deck.split_off(deck.len() - HAND);
            Player {
                name: name.clone(),
                side,
                hand,
                tokens: [Token::Off; TOKENS],
            }
        })
        .collect();
    Ok(State::from(StateData {
        board,
        options,
        players,
        deck,
        discard: Vec::new(),
        phase: Phase::ChooseStart {
            chooser: PlayerId(0),
        },
        turns: 0,
    }))
}
