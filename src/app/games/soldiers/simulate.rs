//! `muster simulate` for Soldiers: each game and the wins per side, draws, mean length and
//! the AIs' mean thinking time per turn.

use std::path::Path;

use crate::app::session::simulate_summary::{Outcome, SummaryStyle, not_a, simulate_games};
use crate::rules::soldiers::engine::Soldiers;
use crate::rules::soldiers::simulate::{default_minds, play};
use crate::scenario::{Scenario, Start};

/// A game may end in a draw.
const STYLE: SummaryStyle = SummaryStyle {
    draws: true,
    unit: "turns",
    ai_decimals: 1,
};

/// Play `games` games of the file's scenario from `seed` on (`RulesetEntry::simulate`); the
/// lines to print, or why it cannot.
pub fn simulate(
    file: &Path,
    scenario: &Scenario,
    games: u32,
    seed: u64,
) -> Result<Vec<String>, String> {
    let Scenario::Soldiers(soldiers) = scenario else {
        return Err(not_a(file, "Soldiers"));
    };
    let (state, _) = Soldiers::start(soldiers, seed)
        .map_err(|problem| format!("{}: {problem}", file.display()))?;
    let minds = default_minds(&state);
    let header = format!(
        "{}: {} games, seeds {seed}..{}, {} against {}",
        soldiers.name,
        games,
        seed + u64::from(games),
        state.players[0],
        state.players[1]
    );
    simulate_games(header, &state.players, &STYLE, games, seed, |seed| {
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
    })
}
