//! `muster simulate` for Soldiers: each game and the wins per side, draws, mean length and
//! the AIs' mean thinking time per turn.

use std::path::Path;
use std::time::Duration;

use crate::rules::soldiers::engine::Soldiers;
use crate::rules::soldiers::simulate::{GameReport, default_minds, play};
use crate::scenario::{Start, soldiers::SoldiersScenario};

/// Play `games` games from `seed` on; the lines to print, or why it cannot.
pub fn simulate(
    file: &Path,
    soldiers: &SoldiersScenario,
    games: u32,
    seed: u64,
) -> Result<Vec<String>, String> {
    let (state, _) = Soldiers::start(soldiers, seed)
        .map_err(|problem| format!("{}: {problem}", file.display()))?;
    let minds = default_minds(&state);
    let mut lines = vec![format!(
        "{}: {} games, seeds {seed}..{}, {} against {}",
        soldiers.name,
        games,
        seed + u64::from(games),
        state.players[0],
        state.players[1]
    )];
    let mut reports: Vec<GameReport> = Vec::new();
    for game in 0..u64::from(games) {
        let (report, _) = play(state.clone(), seed + game, minds)
            .map_err(|problem| format!("seed {}: {problem}", seed + game))?;
        lines.push(format!(
            "seed {:>4}: {:<10} after {:>2} turns, losses {:>2}/{:<2}, {:>5} commands, AI {:>6.1} ms a turn: {}",
            seed + game,
            report
                .winner
                .map_or("draw".to_string(), |side| state.players[side.index()].clone()),
            report.turns,
            report.losses[0],
            report.losses[1],
            report.commands,
            report.ai_time_per_turn.as_secs_f64() * 1000.0,
            report.reason
        ));
        reports.push(report);
    }
    let wins = |side: u8| {
        reports
            .iter()
            .filter(|report| report.winner.is_some_and(|winner| winner.0 == side))
            .count()
    };
    let draws = reports
        .iter()
        .filter(|report| report.winner.is_none())
        .count();
    let count = reports.len().max(1) as u32;
    let turns: u32 = reports.iter().map(|report| report.turns).sum();
    let thinking: Duration = reports.iter().map(|report| report.ai_time_per_turn).sum();
    lines.push(format!(
        "wins: {} {}, {} {}, draws {draws}; mean {:.1} turns; mean AI time {:.1} ms a turn",
        state.players[0],
        wins(0),
        state.players[1],
        wins(1),
        f64::from(turns) / f64::from(count),
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
        crate::scenario::Scenario::Soldiers(game) => simulate(file, game, games, seed),
        _ => Err(format!("{}: not a Soldiers scenario", file.display())),
    }
}
