//! `muster simulate` for Skirmish Wars: each game (winner, days, units bought and lost, AI
//! time) and the wins per player.

use std::path::Path;

use crate::app::session::simulate_summary::{Outcome, SummaryStyle, not_a, simulate_games};
use crate::rules::skirmish::engine::Skirmish;
use crate::rules::skirmish::simulate::{DAY_LIMIT, play};
use crate::scenario::{Scenario, Start};

/// A game not won by the day limit is a draw.
const STYLE: SummaryStyle = SummaryStyle {
    draws: true,
    unit: "days",
    ai_decimals: 1,
};

/// Play `games` games of the file's scenario from `seed` on (`RulesetEntry::simulate`); the
/// lines to print.
pub fn simulate(
    file: &Path,
    scenario: &Scenario,
    games: u32,
    seed: u64,
) -> Result<Vec<String>, String> {
    let Scenario::Skirmish(scenario) = scenario else {
        return Err(not_a(file, "Skirmish Wars"));
    };
    let names: Vec<&str> = scenario
        .players
        .iter()
        .map(|player| player.name.as_str())
        .collect();
    let header = format!(
        "{}: {games} games, seeds {seed}..{}, {} (a draw after {DAY_LIMIT} days)",
        scenario.name,
        seed + u64::from(games),
        names.join(" against ")
    );
    simulate_games(header, &names, &STYLE, games, seed, |seed| {
        // `play` rolls its own dice from the seed; the start's are the same stream.
        let (start, _) = Skirmish::start(scenario, seed)?;
        let (report, _, _) =
            play(start, seed, DAY_LIMIT).map_err(|problem| format!("seed {seed}: {problem}"))?;
        let line = format!(
            "{:<14} on day {:>2}, bought {:?}, lost {:?}, {:>5} commands, AI {:>5.1} ms a turn (slowest {:.1} ms)",
            report.winner.map_or("draw", |winner| names[winner]),
            report.days,
            report.bought,
            report.lost,
            report.commands,
            report.ai_time_per_turn.as_secs_f64() * 1000.0,
            report.slowest_turn.as_secs_f64() * 1000.0
        );
        let outcome = Outcome {
            winner: report.winner.map(|winner| winner.0),
            length: report.days,
            ai_time_per_turn: report.ai_time_per_turn,
        };
        Ok((line, outcome))
    })
}
