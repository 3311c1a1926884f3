//! How far each space is from a player's destination, in moves: a breadth-first search in
//! the eight card directions over the spaces the player may stand on, ignoring tokens.

use std::collections::VecDeque;

use super::board::Pos;
use super::cards::Card;
use super::state::{PlayerId, State};

/// Moves from every space to the nearest destination space of one player.
pub struct DistanceMap {
    width: i32,
    moves: Vec<Option<u32>>,
}

impl DistanceMap {
    /// The map for `player`, counting from their destination spaces that are not yet filled
    /// by their own fixed tokens.
    pub fn to_destination(state: &State, player: PlayerId) -> Self {
        let goals: Vec<Pos> = state
            .destination(player)
            .into_iter()
            .filter(|goal| {
                !state.players[player]
                    .tokens
                    .iter()
                    .any(|token| matches!(token, super::state::Token::Home(pos) if pos == goal))
            })
            .collect();
        Self::to(state, player, &goals)
    }

    /// The map for `player` counting from `goals`.
    pub fn to(state: &State, player: PlayerId, goals: &[Pos]) -> Self {
        let board = &state.board;
        let mut moves = vec![None; (board.width * board.height) as usize];
        let mut queue = VecDeque::new();
        for &goal in goals {
            moves[(goal.y * board.width + goal.x) as usize] = Some(0);
            queue.push_back(goal);
        }
        let side = state.players[player].side;
        while let Some(at) = queue.pop_front() {
            let here = moves[(at.y * board.width + at.x) as usize].unwrap_or(0);
            for card in Card::ALL {
                // Walking back from the goal: the step a card would take, reversed.
                let (dx, dy) = card.step(side);
                let from = Pos::new(at.x - dx, at.y - dy);
                if !state.may_stand(player, from) {
                    continue;
                }
                let index = (from.y * board.width + from.x) as usize;
                if moves[index].is_none() {
                    moves[index] = Some(here + 1);
                    queue.push_back(from);
                }
            }
        }
        DistanceMap {
            width: board.width,
            moves,
        }
    }

    /// Moves from `pos` to the nearest open destination; `None` when it cannot get there.
    pub fn from(&self, pos: Pos) -> Option<u32> {
        if pos.x < 0 || pos.y < 0 || pos.x >= self.width {
            return None;
        }
        self.moves
            .get((pos.y * self.width + pos.x) as usize)
            .copied()
            .flatten()
    }
}
