//! `muster simulate` for the Untitled Movement Game: each game (winner, turns, AI time) and
//! the wins per player.

use std::time::Duration;

use crate::rules::dice::Dice;
use crate::rules::movement_game::simulate::{GameReport, TURN_LIMIT, play};
use crate::rules::seat::PlayerId;
use crate::scenario::movement_game::MovementGameScenario;

/// Play `games` games from `seed` on; the lines to print.
pub fn simulate(
    scenario: &MovementGameScenario,
    games: u32,
    seed: u64,
) -> Result<Vec<String>, String> {
    let names = &scenario.players;
    let mut lines = vec![format!(
        "{}: {games} games, seeds {seed}..{}, {} (called off after {TURN_LIMIT} turns)",
        scenario.name,
        seed + u64::from(games),
        names.join(", ")
    )];
    let mut reports: Vec<GameReport> = Vec::new();
    for game in 0..u64::from(games) {
        let mut dice = Dice::seeded(seed + game);
        let state = scenario.new_game(&mut dice)?;
        let (report, _, _) =
            play(state, &mut dice).map_err(|problem| format!("seed {}: {problem}", seed + game))?;
        lines.push(format!(
            "seed {:>4}: {:<8} after {:>3} turns, {:>4} commands, AI {:>5.2} ms a turn",
            seed + game,
            report
                .winner
                .map_or("nobody", |winner| names[winner].as_str()),
            report.turns,
            report.commands,
            report.ai_time_per_turn.as_secs_f64() * 1000.0
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
    let turns: u32 = reports.iter().map(|report| report.turns).sum();
    let thinking: Duration = reports.iter().map(|report| report.ai_time_per_turn).sum();
    lines.push(format!(
        "wins: {}; mean {:.1} turns; mean AI time {:.2} ms a turn",
        wins.join(", "),
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
        crate::scenario::Scenario::MovementGame(game) => simulate(game, games, seed),
        _ => Err(format!("{}: not a movement game scenario", file.display())),
    }
}
