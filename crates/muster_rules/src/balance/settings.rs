//! What a balance check plays: how many games, from which seed, within which budget, on how
//! many threads.

use crate::rules::ladder::Budget;

/// The games a balance check plays.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BalanceSettings {
    /// Games to play (the editor offers 2 to 200; 20 by default).
    pub games: u32,
    /// Game `i` is played from `seed + i`.
    pub seed: u64,
    /// The General's thinking in every seat.
    pub budget: Budget,
    /// Threads the games are shared out on (at least one).
    pub threads: usize,
}

impl BalanceSettings {
    /// The games the editor offers by default.
    pub const DEFAULT_GAMES: u32 = 20;
    /// The General's budget in a balance check: a second a turn at most and four play-outs a
    /// candidate (the General's default is twelve). Measured on the project's 2-core machine
    /// with builds beside it: a game of Soldiers' Elouges took 7 s at four and 9 s at twelve
    /// (four games on one thread: 29 s and 37 s), so twenty games take two to three minutes
    /// on a club's laptop either way; four is the budget the earlier table of Soldiers with
    /// the General on both sides was measured at, so the two tables read side by side.
    pub const BUDGET: Budget = Budget {
        per_turn: std::time::Duration::from_secs(1),
        rollouts: 4,
    };
    /// The fewest and most games the editor offers.
    pub const GAMES_OFFERED: std::ops::RangeInclusive<u32> = 2..=200;

    /// The settings with `games` games.
    pub fn with_games(self, games: u32) -> Self {
        BalanceSettings { games, ..self }
    }
}

impl Default for BalanceSettings {
    /// Twenty games from seed 1 at [`BalanceSettings::BUDGET`], on every core the machine
    /// has.
    fn default() -> Self {
        BalanceSettings {
            games: Self::DEFAULT_GAMES,
            seed: 1,
            budget: Self::BUDGET,
            threads: std::thread::available_parallelism().map_or(1, std::num::NonZero::get),
        }
    }
}
