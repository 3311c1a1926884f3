//! `muster simulate` for Soldiers: each game and the wins per side, draws, mean length and
//! the AIs' mean thinking time per turn.

use std::path::Path;

use crate::app::session::simulate_summary::{
    Outcome, SummaryStyle, each_seed, own_scenario, summary,
};
use crate::rules::soldiers::engine::Soldiers;
use crate::rules::soldiers::simulate::{default_minds, play};
use crate::scenario::{Scenario, Start, soldiers::SoldiersScenario};

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
    let (games, outcomes) = each_seed(games, seed, |seed| {
        let (report, _) = play(state.clone(), seed, minds)
            .map_err(|problem| format!("seed {seed}: {problem}"))?;
        let line = format!(
            "{:<10} after {:>2} turns, losses {:>2}/{:<2}, {:>5} commands, AI {:>6.1} ms a turn: {}",
            report
                .winner
                .map_or("draw".to_string(), |side| state.players[side.index()]
                    .clone()),
            report.turns,
            report.losses[0],
            report.losses[1],
            report.commands,
            report.ai_time_per_turn.as_secs_f64() * 1000.0,
            report.reason
        );
        let outcome = Outcome {
            winner: report.winner.map(|side| side.index()),
            length: report.turns,
            ai_time_per_turn: report.ai_time_per_turn,
        };
        Ok((line, outcome))
    })?;
    lines.extend(games);
    let style = SummaryStyle {
        draws: true,
        unit: "turns",
        ai_decimals: 1,
    };
    lines.push(summary(&state.players, &outcomes, &style));
    Ok(lines)
}

/// [`simulate`] through the door (`RulesetEntry::simulate`): the scenario as the file holds it.
pub fn simulate_scenario(
    file: &Path,
    scenario: &Scenario,
    games: u32,
    seed: u64,
) -> Result<Vec<String>, String> {
    let own = match scenario {
        Scenario::Soldiers(game) => Some(game),
        _ => None,
    };
    simulate(file, own_scenario(file, own, "Soldiers")?, games, seed)
}
