//! The schedule of a tournament: every pair of levels plays `games` games on each scenario,
//! each level taking the first seat in turn, seeds counted on from the tournament's seed, so
//! the same command line plays the same games.

use super::stats::{GameResult, Record};

/// One game to play: which level sits first, which second, on which scenario, from which
/// seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fixture {
    pub first: usize,
    pub second: usize,
    pub scenario: usize,
    pub seed: u64,
}

/// Every fixture of a tournament between `levels` levels over `scenarios` scenarios:
/// `games` games a pair on each scenario, the lower level sitting first in the even games
/// and second in the odd ones (an odd count gives the lower level the extra first seat).
pub fn fixtures(levels: usize, scenarios: usize, games: u32, seed: u64) -> Vec<Fixture> {
    let mut all = Vec::new();
    let mut next_seed = seed;
    for low in 0..levels {
        for high in low + 1..levels {
            for scenario in 0..scenarios {
                for game in 0..games {
                    let (first, second) = if game % 2 == 0 {
                        (low, high)
                    } else {
                        (high, low)
                    };
                    all.push(Fixture {
                        first,
                        second,
                        scenario,
                        seed: next_seed,
                    });
                    next_seed += 1;
                }
            }
        }
    }
    all
}

/// The record of `level` against `other` over the played `results`, whichever seat each
/// sat in.
pub fn record_between(level: usize, other: usize, results: &[(Fixture, GameResult)]) -> Record {
    let mut record = Record::default();
    for (fixture, result) in results {
        let level_first = match (fixture.first, fixture.second) {
            (first, second) if first == level && second == other => true,
            (first, second) if first == other && second == level => false,
            _ => continue,
        };
        match (result, level_first) {
            (GameResult::Drawn, _) => record.draws += 1,
            (GameResult::FirstWon, true) | (GameResult::SecondWon, false) => record.wins += 1,
            _ => record.losses += 1,
        }
    }
    record
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tournament_every_pair_plays_each_scenario_each_level_first_in_turn() {
        let all = fixtures(3, 2, 4, 100);
        // 3 pairs × 2 scenarios × 4 games.
        assert_eq!(all.len(), 24);
        for (low, high) in [(0, 1), (0, 2), (1, 2)] {
            for scenario in 0..2 {
                let games: Vec<_> = all
                    .iter()
                    .filter(|fixture| fixture.scenario == scenario)
                    .filter(|fixture| {
                        (fixture.first, fixture.second) == (low, high)
                            || (fixture.first, fixture.second) == (high, low)
                    })
                    .collect();
                let first = games.iter().filter(|fixture| fixture.first == low).count();
                assert_eq!((games.len(), first), (4, 2), "{low} v {high}");
            }
        }
        // Seeds run on from the tournament's, one a game, none repeated.
        let seeds: Vec<u64> = all.iter().map(|fixture| fixture.seed).collect();
        assert_eq!(seeds, (100..124).collect::<Vec<_>>());
        assert_eq!(fixtures(3, 2, 4, 100), all, "the same tournament twice");
    }

    #[test]
    fn tournament_record_counts_a_levels_games_from_either_seat() {
        let fixture = |first, second| Fixture {
            first,
            second,
            scenario: 0,
            seed: 0,
        };
        let results = [
            (fixture(0, 1), GameResult::FirstWon), // 0 wins from the first seat
            (fixture(1, 0), GameResult::SecondWon), // 0 wins from the second seat
            (fixture(1, 0), GameResult::FirstWon), // 0 loses
            (fixture(0, 1), GameResult::Drawn),
            (fixture(0, 2), GameResult::FirstWon), // another pair: not counted
        ];
        assert_eq!(
            record_between(0, 1, &results),
            Record {
                wins: 2,
                losses: 1,
                draws: 1
            }
        );
        assert_eq!(
            record_between(1, 0, &results),
            Record {
                wins: 1,
                losses: 2,
                draws: 1
            }
        );
    }
}
