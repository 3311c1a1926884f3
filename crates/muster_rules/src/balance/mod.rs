//! Check balance: the General against the General on one scenario, in every seat, for a
//! number of games, and what came of it — each seat's wins and share of the decided games
//! with its 95% interval, the draws, the mean length and a verdict said plainly.
//!
//! "From both sides": the General sits in every seat of every game, so there is nothing to
//! swap between games; any lean in the results is the scenario's, not a stronger player's.
//! Every ruleset is played: Soldiers, Skirmish Wars (two or four seats), the movement game
//! (two or four players) through the tournament's own games, and Free Move through
//! [`fight`](crate::rules::free_move::ai::battle::fight) between two General hands.
//!
//! The editors call [`check_balance`] on a background task; `muster balance` and the example
//! `balance` call it on the shipped scenarios.

mod check;
mod one_game;
mod report;
mod settings;
mod words;

#[cfg(test)]
mod tests;

pub use check::{BalanceError, check_balance};
pub use one_game::{FREE_MOVE_MOVE_LIMIT, GameOutcome, play_one_game};
pub use report::{
    BalanceReport, FAR_MORE, LengthUnit, MIN_DECIDED, SeatShare, Verdict, verdict_of,
};
pub use settings::BalanceSettings;
pub use words::{
    games_words, mean_length_words, rule_words, share_words, table_lines, verdict_words,
};
