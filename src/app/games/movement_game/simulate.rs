//! `muster simulate` for the Untitled Movement Game: each game (winner, turns, AI time) and
//! the wins per player.

use crate::app::core::ruleset_door::Simulation;
use crate::app::session::simulate_summary::{Outcome, SummaryStyle, not_a, simulate_games};
use crate::rules::dice::Dice;
use crate::rules::movement_game::simulate::{TURN_LIMIT, play};
use crate::scenario::Scenario;

/// Play the [`Simulation`]'s games of the file's scenario (`RulesetEntry::simulate`); the
/// lines to print.
pub fn simulate(run: &Simulation, scenario: &Scenario) -> Result<Vec<String>, String> {
    let Scenario::MovementGame(scenario) = scenario else {
        return Err(not_a(run, "movement game"));
    };
    let names = &scenario.players;
    let players = format!("{} (called off after {TURN_LIMIT} turns)", names.join(", "));
    simulate_games(
        run,
        &scenario.name,
        players,
        names,
        SummaryStyle::no_draws("turns", 2),
        |seed| {
            let mut dice = Dice::seeded(seed);
            let state = scenario.new_game(&mut dice)?;
            let (report, _, _) =
                play(state, &mut dice).map_err(|problem| format!("seed {seed}: {problem}"))?;
            let line = format!(
                "{:<8} after {:>3} turns, {:>4} commands, AI {:>5.2} ms a turn",
                report
                    .winner
                    .map_or("nobody", |winner| names[winner].as_str()),
                report.turns,
                report.commands,
                report.ai_time_per_turn.as_secs_f64() * 1000.0
            );
            let winner = report.winner.map(|winner| winner.0);
            Ok((
                line,
                Outcome::new(winner, report.turns, report.ai_time_per_turn),
            ))
        },
    )
}
