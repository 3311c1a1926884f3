//! How far each space is from a player's destination, in moves: a shortest-path search over
//! the spaces the player may stand on, ignoring tokens. One card moves a token in a straight
//! line up to the die's 3, and may cross (not stop on) the starting spaces of the players to
//! the left and right, so a straight run over one of those is a single edge of its length.

use pathfinding::directed::dijkstra::dijkstra_reach;

use super::board::{Pos, Space};
use super::cards::Card;
use super::state::{PlayerId, State};

/// The most moves one card can make: the d3's highest face.
const LONGEST_CARD_MOVE: i32 = 3;

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
        let index = |pos: Pos| (pos.y * board.width + pos.x) as usize;
        let side = state.players[player].side;
        let passable = |pos: Pos| matches!(board.space(pos), Some(Space::Open | Space::Start(_)));
        // Walking back from the goals (`None` stands before them all): the run a card
        // would make, reversed.
        let runs_back = |node: &Option<Pos>| -> Vec<(Option<Pos>, u32)> {
            let Some(at) = *node else {
                return goals.iter().map(|&goal| (Some(goal), 0)).collect();
            };
            let mut runs = Vec::new();
            for card in Card::ALL {
                let (dx, dy) = card.step(side);
                for length in 1..=LONGEST_CARD_MOVE {
                    let from = Pos::new(at.x - dx * length, at.y - dy * length);
                    let crossed = Pos::new(at.x - dx * (length - 1), at.y - dy * (length - 1));
                    if length > 1 && !passable(crossed) {
                        break;
                    }
                    if state.may_stand(player, from) {
                        runs.push((Some(from), length as u32));
                    }
                }
            }
            runs
        };
        let mut moves: Vec<Option<u32>> = vec![None; (board.width * board.height) as usize];
        for item in dijkstra_reach(&None, runs_back) {
            if let Some(pos) = item.node {
                moves[index(pos)] = Some(item.total_cost);
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
