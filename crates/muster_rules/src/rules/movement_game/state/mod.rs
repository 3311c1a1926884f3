//! The state of an Untitled Movement Game: the board, each player's side, hand and tokens,
//! the deck and discard pile, and where in the turn play stands.

use serde::{Deserialize, Serialize};

use crate::rules::guarded_state::changed_only_by_apply;

use super::board::{Board, Pos, Side, Space};
use super::cards::{Card, DeckKind, DieKind};

pub use crate::rules::seat::PlayerId;

/// Cards in a full hand.
pub const HAND: usize = 3;
/// Tokens each player has.
pub const TOKENS: usize = 4;

/// One token: off the board, or on a space (fixed once it reached its destination).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Token {
    Off,
    On(Pos),
    /// On a destination space: it may no longer be moved.
    Home(Pos),
}

impl Token {
    /// Where it stands, if on the board.
    pub fn pos(self) -> Option<Pos> {
        match self {
            Token::Off => None,
            Token::On(pos) | Token::Home(pos) => Some(pos),
        }
    }
}

/// One player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub side: Side,
    /// Face up for everyone to see.
    pub hand: Vec<Card>,
    pub tokens: [Token; TOKENS],
}

/// The options of the print-and-play version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Options {
    pub die: DieKind,
    pub deck: DeckKind,
}

/// Where a turn stands after the player chose to roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rolled {
    /// The die's value, 1–3.
    pub value: u8,
    /// Moves left to use.
    pub left: u8,
    /// Cards played so far this turn.
    pub cards_played: u8,
}

/// The part of the game under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Set-up step 3: `chooser` picks the starting space of the first token of the player
    /// across from them.
    ChooseStart {
        chooser: PlayerId,
    },
    /// A turn: the player chooses to roll or discard the hand.
    Choose {
        player: PlayerId,
    },
    /// A turn after the roll.
    Moving {
        player: PlayerId,
        rolled: Rolled,
    },
    Over {
        winner: PlayerId,
    },
}

pub mod apply;

changed_only_by_apply! {
    /// The whole game: read through [`StateData`], changed by [`apply::apply`] alone.
    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
    State wraps StateData
}

/// The whole game's data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StateData {
    pub board: Board,
    pub options: Options,
    pub players: Vec<Player>,
    /// Draw from the end.
    pub deck: Vec<Card>,
    pub discard: Vec<Card>,
    pub phase: Phase,
    /// Turns played so far.
    pub turns: u32,
}

impl StateData {
    /// The player to act, unless the game is over.
    pub fn acting(&self) -> Option<PlayerId> {
        match self.phase {
            Phase::ChooseStart { chooser } => Some(chooser),
            Phase::Choose { player } | Phase::Moving { player, .. } => Some(player),
            Phase::Over { .. } => None,
        }
    }

    /// The seat across from `player`.
    pub fn across(&self, player: PlayerId) -> PlayerId {
        let side = self.players[player].side.opposite();
        self.players
            .iter()
            .position(|other| other.side == side)
            .map_or(player, PlayerId)
    }

    /// The token on `pos`, as (player, token).
    pub fn token_at(&self, pos: Pos) -> Option<(PlayerId, usize)> {
        self.players.iter().enumerate().find_map(|(player, state)| {
            state
                .tokens
                .iter()
                .position(|token| token.pos() == Some(pos))
                .map(|token| (PlayerId(player), token))
        })
    }

    /// Whether the sides of `player`'s neighbours are in the game (a 2-player game has none:
    /// the side starting spaces are then ordinary open spaces, Muster's reading).
    pub fn seated(&self, side: Side) -> bool {
        self.players.iter().any(|player| player.side == side)
    }

    /// Whether `player`'s tokens may stand on `pos`: open or a starting space, but not the
    /// starting spaces of the seated players to their left and right.
    pub fn may_stand(&self, player: PlayerId, pos: Pos) -> bool {
        match self.board.space(pos) {
            None | Some(Space::Closed) => false,
            Some(Space::Open) => true,
            Some(Space::Start(side)) => {
                let neighbours = self.players[player].side.neighbours();
                !(neighbours.contains(&side) && self.seated(side))
            }
        }
    }

    /// `player`'s destination: the starting spaces of the player across.
    pub fn destination(&self, player: PlayerId) -> Vec<Pos> {
        self.board.starts(self.players[player].side.opposite())
    }

    /// `player`'s own starting spaces.
    pub fn own_starts(&self, player: PlayerId) -> Vec<Pos> {
        self.board.starts(self.players[player].side)
    }
}
