//! Why a command is refused, in words a player understands.

use super::board::Pos;

/// A refused command.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("that is not possible now: {now}")]
    WrongTime { now: &'static str },
    #[error("there is no card in slot {0} of your hand")]
    NoCard(usize),
    #[error("token {0} is not one of yours")]
    NoToken(usize),
    #[error("that token is not on the board")]
    TokenOff,
    #[error("that token has reached its destination and may no longer be moved")]
    TokenHome,
    #[error("you have {left} move(s) left, not {asked}")]
    TooManySteps { left: u8, asked: u8 },
    #[error("a card moves a token at least 1 space")]
    NoSteps,
    #[error("the {card} card cannot move that token {steps} space(s): {why}")]
    Blocked {
        card: &'static str,
        steps: u8,
        why: String,
    },
    #[error("cannot place a token on {space}: {why}")]
    CannotPlace { space: Pos, why: String },
    #[error("{0}")]
    MustDiscard(&'static str),
}
