//! A tournament's figures: each pairing's wins, losses and draws, the share of decided games
//! won with a 95% confidence interval (Wilson's score interval), and an Elo-style rating per
//! level from every game in the order played (skillratings' Elo).

use skillratings::Outcomes;
use skillratings::elo::{EloConfig, EloRating, elo};

/// z for a two-sided 95% interval.
const Z_95: f64 = 1.959_963_984_540_054;

/// Where every level's rating starts.
pub const START_RATING: f64 = 1500.0;

/// One pairing's games, from the first level's side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Record {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Record {
    /// Games with a winner.
    pub fn decided(&self) -> u32 {
        self.wins + self.losses
    }

    /// The share of decided games won; `None` before any was decided.
    pub fn share_won(&self) -> Option<f64> {
        (self.decided() > 0).then(|| f64::from(self.wins) / f64::from(self.decided()))
    }

    /// The 95% confidence interval on the share of decided games won (Wilson's score
    /// interval, which stays inside 0–1 and is sound for small counts and for 0 or all won).
    pub fn interval(&self) -> Option<(f64, f64)> {
        let share = self.share_won()?;
        let games = f64::from(self.decided());
        let z2 = Z_95 * Z_95;
        let scale = 1.0 + z2 / games;
        let centre = (share + z2 / (2.0 * games)) / scale;
        let half =
            Z_95 * (share * (1.0 - share) / games + z2 / (4.0 * games * games)).sqrt() / scale;
        Some(((centre - half).max(0.0), (centre + half).min(1.0)))
    }
}

/// How one game between two levels ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    FirstWon,
    SecondWon,
    Drawn,
}

/// Each level's Elo rating after `games` (first level, second level, result), in the order
/// played, every level starting at [`START_RATING`], K = 16.
pub fn ratings(levels: usize, games: &[(usize, usize, GameResult)]) -> Vec<f64> {
    let config = EloConfig { k: 16.0 };
    let mut rated = vec![
        EloRating {
            rating: START_RATING
        };
        levels
    ];
    for &(first, second, result) in games {
        if first >= levels || second >= levels || first == second {
            continue;
        }
        let outcome = match result {
            GameResult::FirstWon => Outcomes::WIN,
            GameResult::SecondWon => Outcomes::LOSS,
            GameResult::Drawn => Outcomes::DRAW,
        };
        let (one, two) = elo(&rated[first], &rated[second], &outcome, &config);
        rated[first] = one;
        rated[second] = two;
    }
    rated.into_iter().map(|rating| rating.rating).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tournament_interval_is_wilsons_95_percent_score_interval() {
        // 70 of 100 decided: 0.604 to 0.781 (Wilson), draws not counted.
        let record = Record {
            wins: 70,
            losses: 30,
            draws: 12,
        };
        assert_eq!(record.share_won(), Some(0.7));
        let (low, high) = record.interval().expect("games were decided");
        assert!((low - 0.6042).abs() < 1e-3, "{low}");
        assert!((high - 0.7811).abs() < 1e-3, "{high}");
        // All won still leaves room below 1, and nothing decided has no interval.
        let swept = Record {
            wins: 10,
            ..Record::default()
        };
        let (low, high) = swept.interval().expect("decided");
        assert!(low < 0.75 && (high - 1.0).abs() < 1e-9, "{low} {high}");
        let none = Record {
            draws: 4,
            ..Record::default()
        };
        assert_eq!(none.interval(), None);
    }

    #[test]
    fn tournament_ratings_rise_for_the_winner_and_stay_level_for_draws() {
        let won: Vec<_> = (0..20).map(|_| (0, 1, GameResult::FirstWon)).collect();
        let after = ratings(2, &won);
        assert!(
            after[0] > START_RATING && after[1] < START_RATING,
            "{after:?}"
        );
        assert!((after[0] - START_RATING + after[1] - START_RATING).abs() < 1e-9);
        let drawn: Vec<_> = (0..20).map(|_| (0, 1, GameResult::Drawn)).collect();
        assert_eq!(ratings(2, &drawn), vec![START_RATING; 2]);
        // A game naming a level that is not in the table is passed over.
        assert_eq!(
            ratings(2, &[(0, 5, GameResult::FirstWon)]),
            vec![START_RATING; 2]
        );
    }
}
