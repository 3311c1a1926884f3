//! `muster simulate` for Soldiers: each game and the wins per side, draws, mean length and
//! the AIs' mean thinking time per turn.

use crate::app::core::ruleset_door::Simulation;
use crate::app::session::simulate_summary::{Outcome, SummaryStyle, not_a, simulate_games};
use crate::rules::soldiers::engine::Soldiers;
use crate::rules::soldiers::simulate::{default_minds, play};
use crate::scenario::{Scenario, Start};

/// Play the [`Simulation`]'s games of the file's scenario (`RulesetEntry::simulate`); the
/// lines to print, or why it cannot.
pub fn simulate(run: &Simulation, scenario: &Scenario) -> Result<Vec<String>, String> {
    let Scenario::Soldiers(soldiers) = scenario else {
        return Err(not_a(run, "Soldiers"));
    };
    let (state, _) = Soldiers::start(soldiers, run.seed)
        .map_err(|problem| format!("{}: {problem}", run.file.display()))?;
    let minds = default_minds(&state);
    let players = format!("{} against {}", state.players[0], state.players[1]);
    simulate_games(
        run,
        &soldiers.name,
        players,
        &state.players,
        SummaryStyle::with_draws("turns", 1),
        |seed| {
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
            let winner = report.winner.map(|side| side.index());
            Ok((
                line,
                Outcome::new(winner, report.turns, report.ai_time_per_turn),
            ))
        },
    )
}
