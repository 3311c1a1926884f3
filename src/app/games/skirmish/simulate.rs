//! `muster simulate` for Skirmish Wars: each game (winner, days, units bought and lost, AI
//! time) and the wins per player.

use crate::app::core::ruleset_door::Simulation;
use crate::app::session::simulate_summary::{Outcome, SummaryStyle, not_a, simulate_games};
use crate::rules::skirmish::engine::Skirmish;
use crate::rules::skirmish::simulate::{DAY_LIMIT, play};
use crate::scenario::{Scenario, Start};

/// Play the [`Simulation`]'s games of the file's scenario (`RulesetEntry::simulate`); the
/// lines to print.
pub fn simulate(run: &Simulation, scenario: &Scenario) -> Result<Vec<String>, String> {
    let Scenario::Skirmish(scenario) = scenario else {
        return Err(not_a(run, "Skirmish Wars"));
    };
    let names: Vec<&str> = scenario
        .players
        .iter()
        .map(|player| player.name.as_str())
        .collect();
    let players = format!(
        "{} (a draw after {DAY_LIMIT} days)",
        names.join(" against ")
    );
    simulate_games(
        run,
        &scenario.name,
        players,
        &names,
        SummaryStyle::with_draws("days", 1),
        |seed| {
            // `play` rolls its own dice from the seed; the start's are the same stream.
            let (start, _) = Skirmish::start(scenario, seed).map_err(|error| error.to_string())?;
            let (report, _, _) = play(start, seed, DAY_LIMIT)
                .map_err(|problem| format!("seed {seed}: {problem}"))?;
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
            let winner = report.winner.map(|winner| winner.0);
            Ok((
                line,
                Outcome::new(winner, report.days, report.ai_time_per_turn),
            ))
        },
    )
}
