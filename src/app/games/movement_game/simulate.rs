//! `muster simulate` for the Untitled Movement Game: each game (winner, turns, AI time) and
//! the wins per player.

use std::path::Path;

use crate::app::session::simulate_summary::{Outcome, SummaryStyle, not_a, simulate_games};
use crate::rules::dice::Dice;
use crate::rules::movement_game::simulate::{TURN_LIMIT, play};
use crate::scenario::Scenario;

/// No draws: a game not won is called off.
const STYLE: SummaryStyle = SummaryStyle {
    draws: false,
    unit: "turns",
    ai_decimals: 2,
};

/// Play `games` games of the file's scenario from `seed` on (`RulesetEntry::simulate`); the
/// lines to print.
pub fn simulate(
    file: &Path,
    scenario: &Scenario,
    games: u32,
    seed: u64,
) -> Result<Vec<String>, String> {
    let Scenario::MovementGame(scenario) = scenario else {
        return Err(not_a(file, "movement game"));
    };
    let names = &scenario.players;
    let header = format!(
        "{}: {games} games, seeds {seed}..{}, {} (called off after {TURN_LIMIT} turns)",
        scenario.name,
        seed + u64::from(games),
        names.join(", ")
    );
    simulate_games(header, names, &STYLE, games, seed, |seed| {
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
        let outcome = Outcome {
            winner: report.winner.map(|winner| winner.0),
            length: report.turns,
            ai_time_per_turn: report.ai_time_per_turn,
        };
        Ok((line, outcome))
    })
}
