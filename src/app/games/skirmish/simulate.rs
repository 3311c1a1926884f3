//! `muster simulate` for Skirmish Wars: each game (winner, days, units bought and lost, AI
//! time) and the wins per player.

use std::time::Duration;

use crate::rules::seat::PlayerId;
use crate::rules::skirmish::engine::Skirmish;
use crate::rules::skirmish::simulate::{DAY_LIMIT, GameReport, play};
use crate::scenario::Start;
use crate::scenario::skirmish::SkirmishScenario;

/// Play `games` games from `seed` on; the lines to print.
pub fn simulate(scenario: &SkirmishScenario, games: u32, seed: u64) -> Result<Vec<String>, String> {
    let names: Vec<&str> = scenario
        .players
        .iter()
        .map(|player| player.name.as_str())
        .collect();
    let mut lines = vec![format!(
        "{}: {games} games, seeds {seed}..{}, {} (a draw after {DAY_LIMIT} days)",
        scenario.name,
        seed + u64::from(games),
        names.join(" against ")
    )];
    let mut reports: Vec<GameReport> = Vec::new();
    for game in 0..u64::from(games) {
        // `play` rolls its own dice from the seed; the start's are the same stream.
        let (start, _) = Skirmish::start(scenario, seed + game)?;
        let (report, _, _) = play(start, seed + game, DAY_LIMIT)
            .map_err(|problem| format!("seed {}: {problem}", seed + game))?;
        lines.push(format!(
            "seed {:>4}: {:<14} on day {:>2}, bought {:?}, lost {:?}, {:>5} commands, AI {:>5.1} ms a turn (slowest {:.1} ms)",
            seed + game,
            report.winner.map_or("draw", |winner| names[winner]),
            report.days,
            report.bought,
            report.lost,
            report.commands,
            report.ai_time_per_turn.as_secs_f64() * 1000.0,
            report.slowest_turn.as_secs_f64() * 1000.0
        ));
        reports.push(report);
    }
    let count = reports.len().max(1) as u32;
    let wins: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let won = reports
                .iter()
                .filter(|report| report.winner == Some(PlayerId(seat)))
                .count();
            format!("{name} {won}")
        })
        .collect();
    let draws = reports
        .iter()
        .filter(|report| report.winner.is_none())
        .count();
    let days: u32 = reports.iter().map(|report| report.days).sum();
    let thinking: Duration = reports.iter().map(|report| report.ai_time_per_turn).sum();
    lines.push(format!(
        "wins: {}, draws {draws}; mean {:.1} days; mean AI time {:.1} ms a turn",
        wins.join(", "),
        f64::from(days) / f64::from(count),
        (thinking / count).as_secs_f64() * 1000.0
    ));
    Ok(lines)
}

/// [`simulate`] through the door (`RulesetEntry::simulate`): the scenario as the file holds it.
pub fn simulate_scenario(
    file: &std::path::Path,
    scenario: &crate::scenario::Scenario,
    games: u32,
    seed: u64,
) -> Result<Vec<String>, String> {
    match scenario {
        crate::scenario::Scenario::Skirmish(game) => simulate(game, games, seed),
        _ => Err(format!("{}: not a Skirmish Wars scenario", file.display())),
    }
}
