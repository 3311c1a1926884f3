//! `muster simulate` for the Untitled Movement Game: each game (winner, turns, AI time) and
//! the wins per player.

use crate::app::session::simulate_summary::{
    Outcome, SummaryStyle, each_seed, own_scenario, summary,
};
use crate::rules::dice::Dice;
use crate::rules::movement_game::simulate::{TURN_LIMIT, play};
use crate::scenario::Scenario;
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
    let (games, outcomes) = each_seed(games, seed, |seed| {
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
    })?;
    lines.extend(games);
    let style = SummaryStyle {
        draws: false,
        unit: "turns",
        ai_decimals: 2,
    };
    lines.push(summary(names, &outcomes, &style));
    Ok(lines)
}

/// [`simulate`] through the door (`RulesetEntry::simulate`): the scenario as the file holds it.
pub fn simulate_scenario(
    file: &std::path::Path,
    scenario: &Scenario,
    games: u32,
    seed: u64,
) -> Result<Vec<String>, String> {
    let own = match scenario {
        Scenario::MovementGame(game) => Some(game),
        _ => None,
    };
    simulate(own_scenario(file, own, "movement game")?, games, seed)
}
