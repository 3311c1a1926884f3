//! Small set-ups for the Untitled Movement Game rule tests.

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

use super::board::{Board, Pos};
use super::cards::Card;
use super::command::Command;
use super::engine::MovementGame;
use super::error::RuleError;
use super::event::Event;
use super::new_game::new_game;
use super::state::{Options, Phase, PlayerId, State, Token};

/// An open 9 × 9 board with four starting spaces a side, and `closed` spaces.
pub fn open_board(closed: &[(i32, i32)]) -> Board {
    let mut rows: Vec<Vec<char>> = vec![
        "#N.N.N.N#".chars().collect(),
        "W.......E".chars().collect(),
        ".........".chars().collect(),
        "W.......E".chars().collect(),
        ".........".chars().collect(),
        "W.......E".chars().collect(),
        ".........".chars().collect(),
        "W.......E".chars().collect(),
        "#S.S.S.S#".chars().collect(),
    ];
    for &(x, y) in closed {
        rows[y as usize][x as usize] = '#';
    }
    let rows: Vec<String> = rows
        .into_iter()
        .map(|row| format!("\"{}\"", row.into_iter().collect::<String>()))
        .collect();
    let text = format!(
        "(name: \"test\", symmetry: Asymmetrical, source: Assumed, rows: [{}])",
        rows.join(", ")
    );
    Board::parse(&text, "test").expect("the test board reads")
}

/// A game of `players` (2 or 4) on `board`, at the start of `to_move`'s turn, with the given
/// hands and tokens on the board (the rest off).
pub fn game(
    board: Board,
    players: usize,
    to_move: PlayerId,
    hands: &[&[Card]],
    tokens: &[&[(i32, i32)]],
) -> State {
    let names: Vec<String> = (0..players).map(|seat| format!("P{seat}")).collect();
    let mut game =
        new_game(board, &names, Options::default(), &mut Dice::seeded(7)).expect("2 or 4 players");
    let state = game.edit_for_test();
    for (seat, hand) in hands.iter().enumerate() {
        let mut dealt = std::mem::take(&mut state.players[seat].hand);
        state.deck.append(&mut dealt);
        state.players[seat].hand = hand.to_vec();
    }
    for (seat, on) in tokens.iter().enumerate() {
        for (index, &(x, y)) in on.iter().enumerate() {
            state.players[seat].tokens[index] = Token::On(Pos::new(x, y));
        }
    }
    state.phase = Phase::Choose { player: to_move };
    game
}

/// Execute with scripted dice.
pub fn run(state: &mut State, command: Command, rolls: &[u8]) -> Result<Vec<Event>, RuleError> {
    let mut dice = Dice::seeded(3);
    dice.script(rolls.iter().copied());
    MovementGame::execute(state, command, &mut dice)
}

/// Execute, expecting it to be legal.
pub fn ok(state: &mut State, command: Command, rolls: &[u8]) -> Vec<Event> {
    run(state, command, rolls).unwrap_or_else(|error| panic!("refused: {error}"))
}

/// Roll, scripting the die.
pub fn roll(state: &mut State, value: u8) -> Vec<Event> {
    ok(state, Command::Roll, &[value])
}

/// Where a token stands.
pub fn token(state: &State, player: PlayerId, index: usize) -> Token {
    state.players[player].tokens[index]
}
