//! `muster balance`: Check balance on every scenario of a ruleset (or one file), headless —
//! the General against the General in every seat, one table row a scenario (a Markdown
//! table: scenario, games, each seat's wins and the draws, each seat's share with its 95%
//! interval, the mean length, the verdict in words).

use muster_text::t;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::app::core::ruleset_door::by_short_name;
use crate::app::games::RULESETS;
use crate::balance::{BalanceSettings, check_balance, table_lines};
use crate::rules::ladder::Budget;
use crate::scenario::catalogue::scenarios_root;
use crate::tournament::entries::{entries_in, entries_of};

/// What the command line asked for.
#[derive(Debug, Clone)]
pub struct BalanceRequest {
    /// A ruleset's short name or a scenario file.
    pub target: String,
    pub games: u32,
    pub seed: u64,
    pub rollouts: u32,
    pub budget_ms: u64,
    pub threads: Option<usize>,
}

/// Check every scenario of the request; the lines to print, or why it cannot.
pub fn balance(request: &BalanceRequest) -> Result<Vec<String>, String> {
    if request.games == 0 {
        return Err(t!("cli-tournament-games-at-least-one"));
    }
    let settings = BalanceSettings {
        games: request.games,
        seed: request.seed,
        budget: Budget {
            per_turn: Duration::from_millis(request.budget_ms),
            rollouts: request.rollouts,
        },
        threads: request
            .threads
            .unwrap_or_else(|| BalanceSettings::default().threads),
    };
    let entries = match by_short_name(RULESETS, &request.target) {
        Some(entry) => entries_in(
            &scenarios_root().join(entry.id.folder()),
            entry.id.title(),
            |scenario| {
                if (entry.plays)(scenario) {
                    Ok(())
                } else {
                    Err(t!(
                        "cli-tournament-not-a-scenario-of",
                        ruleset = entry.id.title().to_string()
                    ))
                }
            },
        )?,
        None => entries_of(&request.target)?,
    };
    let mut reports = Vec::new();
    for entry in &entries {
        let report = check_balance(&entry.scenario, &settings, &|_| {}, &AtomicBool::new(false))
            .map_err(|error| format!("{}: {error}", entry.name))?;
        reports.push(report);
    }
    let mut lines = vec![t!(
        "cli-balance-heading",
        target = request.target.clone(),
        games = settings.games,
        seed = settings.seed
    )];
    lines.extend(table_lines(&reports));
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(target: &str) -> BalanceRequest {
        BalanceRequest {
            target: target.into(),
            games: 2,
            seed: 1,
            rollouts: 1,
            budget_ms: 1000,
            threads: Some(2),
        }
    }

    #[test]
    fn the_balance_command_prints_a_row_for_a_movement_board() {
        let lines =
            balance(&request("scenarios/movement_game/01_twin_gates_two.ron")).expect("plays");
        assert!(lines[0].contains("01_twin_gates_two.ron"), "{lines:?}");
        assert_eq!(
            lines.len(),
            4,
            "heading, table heading, its separator, one row: {lines:?}"
        );
        let row = &lines[3];
        assert!(row.starts_with("| Twin Gates, two players | 2 |"), "{row}");
        assert!(row.contains("South") && row.contains("North"), "{row}");
        assert!(row.contains("turns"), "{row}");
        // Two games are too few to tell.
        assert!(row.contains("Too few decided games to tell"), "{row}");
    }

    #[test]
    fn the_balance_command_refuses_no_games_and_an_unknown_target() {
        let refused = balance(&BalanceRequest {
            games: 0,
            ..request("movement")
        });
        assert_eq!(refused, Err("--games must be at least 1".to_string()));
        assert!(balance(&request("no-such-ruleset")).is_err());
    }
}
