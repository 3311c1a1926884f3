//! A two-level tournament's results scenario by scenario: how the stronger level did in the
//! first seats and in the second, so a table shows where a level wins and where the
//! scenario decides.

use super::run::Outcome;
use super::stats::GameResult;

impl Outcome {
    /// For two levels: each scenario's wins, losses and draws of the second (stronger)
    /// level, in the first seats and in the second; empty for any other number of levels.
    pub fn scenario_table(&self) -> Vec<String> {
        if self.settings.levels.len() != 2 {
            return Vec::new();
        }
        let strong = self.settings.levels[1].name();
        let mut lines = vec![
            format!(
                "| scenario | {strong} first: won–lost–drawn | {strong} second: won–lost–drawn |"
            ),
            "| --- | --- | --- |".to_string(),
        ];
        for (index, name) in self.scenarios.iter().enumerate() {
            // [seat][won, lost, drawn] for the stronger level.
            let mut counts = [[0u32; 3]; 2];
            for (fixture, played) in self
                .games
                .iter()
                .filter(|(fixture, _)| fixture.scenario == index)
            {
                let seat = usize::from(fixture.second == 1);
                let outcome = match (played.result, seat) {
                    (GameResult::Drawn, _) => 2,
                    (GameResult::FirstWon, 0) | (GameResult::SecondWon, 1) => 0,
                    _ => 1,
                };
                counts[seat][outcome] += 1;
            }
            let [first, second] = counts.map(|[won, lost, drawn]| format!("{won}–{lost}–{drawn}"));
            lines.push(format!("| {name} | {first} | {second} |"));
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::super::played::Played;
    use super::super::run::{Outcome, Settings};
    use super::super::schedule::Fixture;
    use super::super::stats::GameResult;
    use crate::rules::ladder::{Budget, Level};

    fn game(first: usize, second: usize, scenario: usize, result: GameResult) -> (Fixture, Played) {
        (
            Fixture {
                first,
                second,
                scenario,
                seed: 0,
            },
            Played {
                result,
                winning_seat: None,
                length: 0,
                turn_times: [Vec::new(), Vec::new()],
                commands: Vec::new(),
            },
        )
    }

    #[test]
    fn the_scenario_table_counts_the_stronger_levels_games_by_seat() {
        let outcome = Outcome {
            settings: Settings {
                levels: vec![Level::Veteran, Level::General],
                games: 2,
                seed: 1,
                budget: Budget {
                    rollouts: 1,
                    per_turn: Duration::from_millis(10),
                },
                threads: 1,
            },
            scenarios: vec!["a".into(), "b".into()],
            games: vec![
                game(0, 1, 0, GameResult::SecondWon),
                game(1, 0, 0, GameResult::SecondWon),
                game(0, 1, 1, GameResult::Drawn),
                game(1, 0, 1, GameResult::FirstWon),
            ],
        };
        assert_eq!(
            outcome.scenario_table(),
            vec![
                "| scenario | General first: won–lost–drawn | General second: won–lost–drawn |",
                "| --- | --- | --- |",
                "| a | 0–1–0 | 1–0–0 |",
                "| b | 1–0–0 | 0–0–1 |",
            ]
        );
    }

    #[test]
    fn the_scenario_table_is_left_out_for_more_than_two_levels() {
        let outcome = Outcome {
            settings: Settings {
                levels: Level::ALL.to_vec(),
                games: 1,
                seed: 1,
                budget: Budget::default(),
                threads: 1,
            },
            scenarios: vec!["a".into()],
            games: Vec::new(),
        };
        assert!(outcome.scenario_table().is_empty());
    }
}
